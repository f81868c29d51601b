// The Registration area's pages by route (the routes and titles are in area.ts).
import type { RemotePages } from '@portal/shared-session';
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

export const pages: RemotePages = {
  '/pages/registration': RegistrationPage,
  '/pages/registration-approved': RegistrationApprovedPage,
  '/pages/registration-pending': RegistrationPendingPage,
  '/pages/account-activation': ActivationPage,
  '/pages/delegated-registration-activation': DelegatedActivationPage,
  '/pages/delegated-registration-activation/complete': DelegatedCompletePage,
  '/pages/delegated-registration-activation/resend': DelegatedResendPage,
};
