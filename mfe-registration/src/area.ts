// The Registration area's manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it. Open to everyone but its start: creating an account is for guests (spec 1), so a signed-in user is
// refused it as the shell refuses any route its rule does not admit. The activation and completion pages stay open:
// their links arrive by e-mail, to people who cannot sign in yet. No guard steps, no menus.
import type { AreaManifest } from '@portal/shared-session';

export const area: AreaManifest = {
  manifestVersion: 2,
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
    { path: '/pages/registration', title: 'Create Account', rule: 'registration.create-account' },
    { path: '/pages/registration-approved', title: 'Registration Approved', rule: 'everyone' },
    { path: '/pages/registration-pending', title: 'Registration Pending', rule: 'everyone' },
    { path: '/pages/account-activation', title: 'Account Activation', rule: 'everyone' },
    { path: '/pages/delegated-registration-activation', title: 'Complete Registration', rule: 'everyone' },
    {
      path: '/pages/delegated-registration-activation/complete',
      title: 'Registration Complete',
      rule: 'everyone',
    },
    {
      path: '/pages/delegated-registration-activation/resend',
      title: 'Resend Activation Email',
      rule: 'everyone',
    },
  ],
  guards: [],
};
