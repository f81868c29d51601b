// The registration remote's calls to the open endpoint (POST /api/open-graphql, no token).
import { graphqlRequest, PortalApiError } from '@portal/shared-session';
import type { RegistrationFormValues } from '@portal/rules/validation';

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export type AddressValidationStatus = 'VALID' | 'INVALID' | 'AMBIGUOUS';

export interface RegistrationAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface AddressValidation {
  validationResult: AddressValidationStatus;
  address: RegistrationAddress;
  suggestedAddress: RegistrationAddress | null;
  county: string;
}

export type ActivationResult = 'ALREADY_ACTIVE' | 'SUCCESS' | 'EXPIRED' | 'REJECTED';
export type DelegatedTokenStatus = 'VALID' | 'EXPIRED' | 'ALREADY_REGISTERED' | 'REJECTED';

const open = { open: true } as const;

export async function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  const data = await graphqlRequest<{ registrationCaptcha: CaptchaChallenge }>(
    '{ registrationCaptcha { algorithm challenge maxnumber salt signature } }',
    {},
    open,
  );
  return data.registrationCaptcha;
}

const ADDRESS_FIELDS = 'address1 address2 city state postalCode country';

/** Spec 5: US sends the state, CA the province (as state), other countries the country as state. */
export async function validateAddress(values: RegistrationFormValues): Promise<AddressValidation | null> {
  const state = values.country === 'US' || values.country === 'CA' ? values.state : values.country;
  const data = await graphqlRequest<{ validateAddress: AddressValidation } | null>(
    `query($a: RegistrationAddressInput!) { validateAddress(address: $a) { validationResult county
      address { ${ADDRESS_FIELDS} } suggestedAddress { ${ADDRESS_FIELDS} } } }`,
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

export async function registerUser(values: RegistrationFormValues): Promise<{ userStatus: string } | null> {
  const data = await graphqlRequest<{ registerUser: { userStatus: string } | null } | null>(
    'mutation($input: RegistrationInput!) { registerUser(input: $input) { userStatus } }',
    { input: values },
    open,
  );
  return data?.registerUser ?? null;
}

export async function activateAccount(userId: string, activationToken: string): Promise<ActivationResult> {
  const data = await graphqlRequest<{ activateAccount: { result: ActivationResult } }>(
    'mutation($u: String!, $t: String!) { activateAccount(userId: $u, activationToken: $t) { result } }',
    { u: userId, t: activationToken },
    open,
  );
  return data.activateAccount.result;
}

export async function resendActivationEmail(userId: string): Promise<boolean> {
  const data = await graphqlRequest<{ resendActivationEmail: { success: boolean } }>(
    'mutation($u: String!) { resendActivationEmail(userId: $u) { success } }',
    { u: userId },
    open,
  );
  return data.resendActivationEmail.success;
}

export async function delegatedRegistrationStatus(
  userId: string,
  activationToken: string,
): Promise<DelegatedTokenStatus> {
  const data = await graphqlRequest<{ delegatedRegistrationStatus: { status: DelegatedTokenStatus } }>(
    'query($u: String!, $t: String!) { delegatedRegistrationStatus(userId: $u, activationToken: $t) { status } }',
    { u: userId, t: activationToken },
    open,
  );
  return data.delegatedRegistrationStatus.status;
}

export interface DelegatedCompletion {
  userId: string;
  activationToken: string;
  password: string;
  allowHelpDesk: boolean;
  receiveInfo: boolean;
  termsAccepted: boolean;
}

export async function completeDelegatedRegistration(
  input: DelegatedCompletion,
): Promise<{ success: boolean; expired: boolean }> {
  const data = await graphqlRequest<{
    completeDelegatedRegistration: { success: boolean; expired: boolean };
  }>(
    `mutation($userId: String!, $activationToken: String!, $password: String!, $allowHelpDesk: Boolean,
      $receiveInfo: Boolean, $termsAccepted: Boolean!) {
      completeDelegatedRegistration(userId: $userId, activationToken: $activationToken, password: $password,
        allowHelpDesk: $allowHelpDesk, receiveInfo: $receiveInfo, termsAccepted: $termsAccepted) { success expired } }`,
    { ...input },
    open,
  );
  return data.completeDelegatedRegistration;
}

export async function resendDelegatedRegistrationToken(email: string): Promise<boolean> {
  const data = await graphqlRequest<{ resendDelegatedRegistrationToken: { success: boolean } } | null>(
    'mutation($e: String!) { resendDelegatedRegistrationToken(email: $e) { success } }',
    { e: email },
    open,
  );
  return data?.resendDelegatedRegistrationToken.success === true;
}

/** The message to show for a failed call: the server's friendly message when it gave one. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof PortalApiError && error.friendlyMessage) return error.friendlyMessage;
  return fallback;
}
