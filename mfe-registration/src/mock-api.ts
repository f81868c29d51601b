// Registration's mock API (README "A mock API"): every call of its pages (the open documents, answered with the
// codegen's types), for a guest: PORTAL_MOCK_API=true npm run dev -w @portal/mfe-registration. An activation or
// completion link's token decides the outcome: `expired` is expired, anything else valid
// (/pages/account-activation?userId=mock&activationToken=mock).
import { mockGraphQL, startMockApi as startWorker } from '@portal/api-client/mock-api';
import {
  ActivateAccountDocument,
  CompleteDelegatedRegistrationDocument,
  DelegatedRegistrationStatusDocument,
  RegisterUserDocument,
  RegistrationCaptchaDocument,
  ResendActivationEmailDocument,
  ResendDelegatedRegistrationTokenDocument,
  ValidateRegistrationAddressDocument,
} from './gql/open/graphql';
import type { RegistrationCaptchaQuery, ValidateRegistrationAddressQuery } from './gql/open/graphql';

const EXPIRED_TOKEN = 'expired';

/** An ALTCHA challenge the page solves at once: hex(SHA-256('mock-salt-7')), number 7 (the mock never checks it). */
const captcha: RegistrationCaptchaQuery['registrationCaptcha'] = {
  algorithm: 'SHA-256',
  challenge: '169548adaedc88b855f77584be1fee65e7d249d349aa1842123090f71e502970',
  maxnumber: 10,
  salt: 'mock-salt-',
  signature: 'mock-signature',
};

export function startMockApi(): Promise<void> {
  return startWorker([
    mockGraphQL(RegistrationCaptchaDocument, () => ({ registrationCaptcha: captcha })),
    // every address is valid as entered
    mockGraphQL(ValidateRegistrationAddressDocument, ({ a }) => {
      const address = { ...a, address2: a.address2 ?? '', state: a.state ?? '' };
      const answer: ValidateRegistrationAddressQuery = {
        validateAddress: {
          validationResult: 'VALID',
          county: 'Mock County',
          address,
          suggestedAddress: address,
        },
      };
      return answer;
    }),
    mockGraphQL(RegisterUserDocument, () => ({
      registerUser: { userStatus: 'UNCONFIRMED', outcome: 'SUCCESS' },
    })),
    mockGraphQL(ActivateAccountDocument, ({ t }) => ({
      activateAccount: { result: t === EXPIRED_TOKEN ? 'EXPIRED' : 'SUCCESS' },
    })),
    mockGraphQL(ResendActivationEmailDocument, () => ({ resendActivationEmail: { success: true } })),
    mockGraphQL(DelegatedRegistrationStatusDocument, ({ t }) => ({
      delegatedRegistrationStatus: { status: t === EXPIRED_TOKEN ? 'EXPIRED' : 'VALID' },
    })),
    mockGraphQL(CompleteDelegatedRegistrationDocument, ({ activationToken }) => ({
      completeDelegatedRegistration: {
        success: activationToken !== EXPIRED_TOKEN,
        expired: activationToken === EXPIRED_TOKEN,
      },
    })),
    mockGraphQL(ResendDelegatedRegistrationTokenDocument, () => ({
      resendDelegatedRegistrationToken: { success: true },
    })),
  ]);
}
