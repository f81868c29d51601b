// The registration remote's calls to the open endpoint (POST /api/open-graphql, no token), as typed documents
// (registration.open.graphql → src/gql/open).
import { runGraphQL } from '@portal/api-client';
import type { RegistrationFormValues } from '@portal/rules/validation';
import {
  ActivateAccountDocument,
  CompleteDelegatedRegistrationDocument,
  DelegatedRegistrationStatusDocument,
  RegisterUserDocument,
  RegistrationCaptchaDocument,
  ResendActivationEmailDocument,
  ResendDelegatedRegistrationTokenDocument,
  ValidateRegistrationAddressDocument,
} from '../gql/open/graphql';
import type {
  ActivationResult,
  CompleteDelegatedRegistrationMutationVariables,
  DelegatedTokenStatus,
  RegisterUserMutation,
  RegistrationCaptchaQuery,
  ValidateRegistrationAddressQuery,
} from '../gql/open/graphql';

export type {
  ActivationResult,
  AddressValidationStatus,
  DelegatedTokenStatus,
  RegistrationOutcome,
} from '../gql/open/graphql';
export type CaptchaChallenge = RegistrationCaptchaQuery['registrationCaptcha'];
export type AddressValidation = ValidateRegistrationAddressQuery['validateAddress'];
export type RegistrationAddress = AddressValidation['address'];

const open = { open: true } as const;

export async function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  const data = await runGraphQL(RegistrationCaptchaDocument, {}, open);
  return data.registrationCaptcha;
}

/** Spec 5: US sends the state, CA the province (as state), other countries the country as state. */
export async function validateAddress(values: RegistrationFormValues): Promise<AddressValidation | null> {
  const state = values.country === 'US' || values.country === 'CA' ? values.state : values.country;
  const data = await runGraphQL(
    ValidateRegistrationAddressDocument,
    {
      a: {
        address1: values.address1,
        address2: values.address2,
        city: values.city,
        state,
        postalCode: values.zip,
        country: values.country,
      },
    },
    open,
  );
  return data?.validateAddress ?? null;
}

export type RegistrationAnswer = RegisterUserMutation['registerUser'];

export async function registerUser(values: RegistrationFormValues): Promise<RegistrationAnswer | null> {
  const data = await runGraphQL(RegisterUserDocument, { input: values }, open);
  return data?.registerUser ?? null;
}

export async function activateAccount(userId: string, activationToken: string): Promise<ActivationResult> {
  const data = await runGraphQL(ActivateAccountDocument, { u: userId, t: activationToken }, open);
  return data.activateAccount.result;
}

export async function resendActivationEmail(userId: string): Promise<boolean> {
  const data = await runGraphQL(ResendActivationEmailDocument, { u: userId }, open);
  return data.resendActivationEmail.success;
}

export async function delegatedRegistrationStatus(
  userId: string,
  activationToken: string,
): Promise<DelegatedTokenStatus> {
  const data = await runGraphQL(DelegatedRegistrationStatusDocument, { u: userId, t: activationToken }, open);
  return data.delegatedRegistrationStatus.status;
}

export type DelegatedCompletion = Required<CompleteDelegatedRegistrationMutationVariables> & {
  allowHelpDesk: boolean;
  receiveInfo: boolean;
};

export async function completeDelegatedRegistration(
  input: DelegatedCompletion,
): Promise<{ success: boolean; expired: boolean }> {
  const data = await runGraphQL(CompleteDelegatedRegistrationDocument, { ...input }, open);
  return data.completeDelegatedRegistration;
}

export async function resendDelegatedRegistrationToken(email: string): Promise<boolean> {
  const data = await runGraphQL(ResendDelegatedRegistrationTokenDocument, { e: email }, open);
  return data?.resendDelegatedRegistrationToken.success === true;
}
