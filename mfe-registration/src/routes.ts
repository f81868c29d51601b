// Every route of the Registration area (spec section 2) with its title and page.
import type { RemoteRouteDefinition } from '@portal/shared-session';
import {
  RegistrationApprovedPage,
  RegistrationPage,
  RegistrationPendingPage,
} from './features/registration/registration-page';
import { ActivationPage } from './features/activation/activation-page';
import {
  DelegatedActivationPage,
  DelegatedCompletePage,
  DelegatedResendPage,
} from './features/delegated/delegated-pages';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/registration', title: 'Create Account', Page: RegistrationPage },
  { path: '/pages/registration-approved', title: 'Registration Approved', Page: RegistrationApprovedPage },
  { path: '/pages/registration-pending', title: 'Registration Pending', Page: RegistrationPendingPage },
  { path: '/pages/account-activation', title: 'Account Activation', Page: ActivationPage },
  {
    path: '/pages/delegated-registration-activation',
    title: 'Complete Registration',
    Page: DelegatedActivationPage,
  },
  {
    path: '/pages/delegated-registration-activation/complete',
    title: 'Registration Complete',
    Page: DelegatedCompletePage,
  },
  {
    path: '/pages/delegated-registration-activation/resend',
    title: 'Resend Activation Email',
    Page: DelegatedResendPage,
  },
];
