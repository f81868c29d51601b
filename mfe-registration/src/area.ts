// The Registration area's manifest (the contract and why it is plain data: shared-session's area-manifest.ts). Open
// to everyone but its start: creating an account is for guests (spec 1 "Guests: … register"; the header offers
// Register to guests only), so its route names the rule 'guest' and a signed-in user is refused it as the shell
// refuses any route its rule does not admit. A rule the deployed shell already knows: a new rule name would need a
// new shell first, whose @portal/rules checks the names in remotes.json. The activation and completion pages stay
// open: their links arrive by e-mail, to people who cannot sign in yet. No guard steps, no menus.
import { defineArea, route, routesWithRule } from '@portal/shared-session/area';

export const area = defineArea({
  id: 'registration',
  label: 'Registration',
  prefixes: [
    '/pages/registration',
    '/pages/registration-approved',
    '/pages/registration-pending',
    '/pages/account-activation',
    '/pages/delegated-registration-activation',
  ],
  routes: [
    route('/pages/registration', 'Create Account', 'guest'),
    ...routesWithRule('everyone', {
      '/pages/registration-approved': 'Registration Approved',
      '/pages/registration-pending': 'Registration Pending',
      '/pages/account-activation': 'Account Activation',
      '/pages/delegated-registration-activation': 'Complete Registration',
      '/pages/delegated-registration-activation/complete': 'Registration Complete',
      '/pages/delegated-registration-activation/resend': 'Resend Activation Email',
    }),
  ],
  guards: [],
});
