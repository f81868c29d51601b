// Every route of the Registration area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/registration', title: 'Create Account' },
  { path: '/pages/registration-approved', title: 'Registration Approved' },
  { path: '/pages/registration-pending', title: 'Registration Pending' },
  { path: '/pages/account-activation', title: 'Account Activation' },
  { path: '/pages/delegated-registration-activation', title: 'Complete Registration' },
  { path: '/pages/delegated-registration-activation/complete', title: 'Registration Complete' },
  { path: '/pages/delegated-registration-activation/resend', title: 'Resend Activation Email' },
];
