/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActivationResult = 'ALREADY_ACTIVE' | 'EXPIRED' | 'REJECTED' | 'SUCCESS';

/** Spec section 3 'Address validation result'. */
export type AddressValidationStatus = 'AMBIGUOUS' | 'INVALID' | 'VALID';

export type DelegatedTokenStatus = 'ALREADY_REGISTERED' | 'EXPIRED' | 'REJECTED' | 'VALID';

export type RegistrationAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  country: string;
  postalCode: string;
  /** US: the state; CA: the province; other countries: the country */
  state?: string | null | undefined;
};

/** The registration form (spec 3), validated with the same yup schema as the form. */
export type RegistrationInput = {
  acceptTerms: boolean;
  /** fast track (business only): the customer's account number, with a recent invoice number of that account */
  accountNumber?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  businessName?: string | null | undefined;
  /** the ALTCHA solution payload */
  captcha: string;
  city: string;
  confirmEmail: string;
  confirmPassword: string;
  country: string;
  county?: string | null | undefined;
  email: string;
  firstName: string;
  /** fast track: a recent invoice number of the account (validateInvoices checks customer and status) */
  invoiceNumber?: string | null | undefined;
  lastName: string;
  password: string;
  phoneNumber: string;
  receiveInfo?: boolean | null | undefined;
  remoteSupport?: boolean | null | undefined;
  state: string;
  taxExempt?: boolean | null | undefined;
  type: string;
  zip: string;
};

/** Spec 3's registration outcomes. */
export type RegistrationOutcome =
  | 'COMPETITOR'
  | 'FAILURE'
  | 'INVALID_ACCOUNT_NUMBER'
  | 'INVALID_INVOICE_NUMBER'
  | 'NO_DOMAIN_TO_AUTHORIZE_EMAIL'
  | 'SUCCESS'
  | 'UNAUTHORIZED_EMAIL'
  | 'UNAUTHORIZED_FAST_TRACK';

/** Spec section 3 'User status values'. */
export type UserStatus =
  | 'DEACTIVATED'
  | 'DELEGATED_REGISTERED'
  | 'GUEST'
  | 'INACTIVE'
  | 'PENDING_APPROVAL'
  | 'PENDING_REGISTRATION'
  | 'REGISTERED'
  | 'REJECTED'
  | 'UNCONFIRMED';

export type RegistrationAddressFieldsFragment = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export type RegistrationCaptchaQueryVariables = Exact<{ [key: string]: never }>;

export type RegistrationCaptchaQuery = {
  registrationCaptcha: {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
};

export type ValidateRegistrationAddressQueryVariables = Exact<{
  a: RegistrationAddressInput;
}>;

export type ValidateRegistrationAddressQuery = {
  validateAddress: {
    validationResult: AddressValidationStatus;
    county: string;
    address: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    };
    suggestedAddress: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    } | null;
  };
};

export type RegisterUserMutationVariables = Exact<{
  input: RegistrationInput;
}>;

export type RegisterUserMutation = { registerUser: { userStatus: UserStatus; outcome: RegistrationOutcome } };

export type ActivateAccountMutationVariables = Exact<{
  u: string;
  t: string;
}>;

export type ActivateAccountMutation = { activateAccount: { result: ActivationResult } };

export type ResendActivationEmailMutationVariables = Exact<{
  u: string;
}>;

export type ResendActivationEmailMutation = { resendActivationEmail: { success: boolean } };

export type DelegatedRegistrationStatusQueryVariables = Exact<{
  u: string;
  t: string;
}>;

export type DelegatedRegistrationStatusQuery = {
  delegatedRegistrationStatus: { status: DelegatedTokenStatus };
};

export type CompleteDelegatedRegistrationMutationVariables = Exact<{
  userId: string;
  activationToken: string;
  password: string;
  allowHelpDesk?: boolean | null | undefined;
  receiveInfo?: boolean | null | undefined;
  termsAccepted: boolean;
}>;

export type CompleteDelegatedRegistrationMutation = {
  completeDelegatedRegistration: { success: boolean; expired: boolean };
};

export type ResendDelegatedRegistrationTokenMutationVariables = Exact<{
  e: string;
}>;

export type ResendDelegatedRegistrationTokenMutation = {
  resendDelegatedRegistrationToken: { success: boolean };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RegistrationAddressFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment RegistrationAddressFields on RegistrationAddress {
  address1
  address2
  city
  state
  postalCode
  country
}
    `,
  { fragmentName: 'RegistrationAddressFields' },
) as unknown as TypedDocumentString<RegistrationAddressFieldsFragment, unknown>;
export const RegistrationCaptchaDocument = new TypedDocumentString(`
    query RegistrationCaptcha {
  registrationCaptcha {
    algorithm
    challenge
    maxnumber
    salt
    signature
  }
}
    `) as unknown as TypedDocumentString<RegistrationCaptchaQuery, RegistrationCaptchaQueryVariables>;
export const ValidateRegistrationAddressDocument = new TypedDocumentString(`
    query ValidateRegistrationAddress($a: RegistrationAddressInput!) {
  validateAddress(address: $a) {
    validationResult
    county
    address {
      ...RegistrationAddressFields
    }
    suggestedAddress {
      ...RegistrationAddressFields
    }
  }
}
    fragment RegistrationAddressFields on RegistrationAddress {
  address1
  address2
  city
  state
  postalCode
  country
}`) as unknown as TypedDocumentString<
  ValidateRegistrationAddressQuery,
  ValidateRegistrationAddressQueryVariables
>;
export const RegisterUserDocument = new TypedDocumentString(`
    mutation RegisterUser($input: RegistrationInput!) {
  registerUser(input: $input) {
    userStatus
    outcome
  }
}
    `) as unknown as TypedDocumentString<RegisterUserMutation, RegisterUserMutationVariables>;
export const ActivateAccountDocument = new TypedDocumentString(`
    mutation ActivateAccount($u: String!, $t: String!) {
  activateAccount(userId: $u, activationToken: $t) {
    result
  }
}
    `) as unknown as TypedDocumentString<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const ResendActivationEmailDocument = new TypedDocumentString(`
    mutation ResendActivationEmail($u: String!) {
  resendActivationEmail(userId: $u) {
    success
  }
}
    `) as unknown as TypedDocumentString<
  ResendActivationEmailMutation,
  ResendActivationEmailMutationVariables
>;
export const DelegatedRegistrationStatusDocument = new TypedDocumentString(`
    query DelegatedRegistrationStatus($u: String!, $t: String!) {
  delegatedRegistrationStatus(userId: $u, activationToken: $t) {
    status
  }
}
    `) as unknown as TypedDocumentString<
  DelegatedRegistrationStatusQuery,
  DelegatedRegistrationStatusQueryVariables
>;
export const CompleteDelegatedRegistrationDocument = new TypedDocumentString(`
    mutation CompleteDelegatedRegistration($userId: String!, $activationToken: String!, $password: String!, $allowHelpDesk: Boolean, $receiveInfo: Boolean, $termsAccepted: Boolean!) {
  completeDelegatedRegistration(
    userId: $userId
    activationToken: $activationToken
    password: $password
    allowHelpDesk: $allowHelpDesk
    receiveInfo: $receiveInfo
    termsAccepted: $termsAccepted
  ) {
    success
    expired
  }
}
    `) as unknown as TypedDocumentString<
  CompleteDelegatedRegistrationMutation,
  CompleteDelegatedRegistrationMutationVariables
>;
export const ResendDelegatedRegistrationTokenDocument = new TypedDocumentString(`
    mutation ResendDelegatedRegistrationToken($e: String!) {
  resendDelegatedRegistrationToken(email: $e) {
    success
  }
}
    `) as unknown as TypedDocumentString<
  ResendDelegatedRegistrationTokenMutation,
  ResendDelegatedRegistrationTokenMutationVariables
>;
