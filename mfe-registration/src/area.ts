// The Registration area's manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it. Open to everyone: no guards, no menus.
import type { AreaManifest } from '@portal/shared-session';

export const area: AreaManifest = {
  manifestVersion: 1,
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
    { path: '/pages/registration', title: 'Create Account' },
    { path: '/pages/registration-approved', title: 'Registration Approved' },
    { path: '/pages/registration-pending', title: 'Registration Pending' },
    { path: '/pages/account-activation', title: 'Account Activation' },
    { path: '/pages/delegated-registration-activation', title: 'Complete Registration' },
    { path: '/pages/delegated-registration-activation/complete', title: 'Registration Complete' },
    { path: '/pages/delegated-registration-activation/resend', title: 'Resend Activation Email' },
  ],
  guards: [],
};
