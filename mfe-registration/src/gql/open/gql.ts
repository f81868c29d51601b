/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment RegistrationAddressFields on RegistrationAddress {\n  address1\n  address2\n  city\n  state\n  postalCode\n  country\n}\n\nquery RegistrationCaptcha {\n  registrationCaptcha {\n    algorithm\n    challenge\n    maxnumber\n    salt\n    signature\n  }\n}\n\nquery ValidateRegistrationAddress($a: RegistrationAddressInput!) {\n  validateAddress(address: $a) {\n    validationResult\n    county\n    address {\n      ...RegistrationAddressFields\n    }\n    suggestedAddress {\n      ...RegistrationAddressFields\n    }\n  }\n}\n\nmutation RegisterUser($input: RegistrationInput!) {\n  registerUser(input: $input) {\n    userStatus\n    outcome\n  }\n}\n\nmutation ActivateAccount($u: String!, $t: String!) {\n  activateAccount(userId: $u, activationToken: $t) {\n    result\n  }\n}\n\nmutation ResendActivationEmail($u: String!) {\n  resendActivationEmail(userId: $u) {\n    success\n  }\n}\n\nquery DelegatedRegistrationStatus($u: String!, $t: String!) {\n  delegatedRegistrationStatus(userId: $u, activationToken: $t) {\n    status\n  }\n}\n\nmutation CompleteDelegatedRegistration($userId: String!, $activationToken: String!, $password: String!, $allowHelpDesk: Boolean, $receiveInfo: Boolean, $termsAccepted: Boolean!) {\n  completeDelegatedRegistration(\n    userId: $userId\n    activationToken: $activationToken\n    password: $password\n    allowHelpDesk: $allowHelpDesk\n    receiveInfo: $receiveInfo\n    termsAccepted: $termsAccepted\n  ) {\n    success\n    expired\n  }\n}\n\nmutation ResendDelegatedRegistrationToken($e: String!) {\n  resendDelegatedRegistrationToken(email: $e) {\n    success\n  }\n}': typeof types.RegistrationAddressFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment RegistrationAddressFields on RegistrationAddress {\n  address1\n  address2\n  city\n  state\n  postalCode\n  country\n}\n\nquery RegistrationCaptcha {\n  registrationCaptcha {\n    algorithm\n    challenge\n    maxnumber\n    salt\n    signature\n  }\n}\n\nquery ValidateRegistrationAddress($a: RegistrationAddressInput!) {\n  validateAddress(address: $a) {\n    validationResult\n    county\n    address {\n      ...RegistrationAddressFields\n    }\n    suggestedAddress {\n      ...RegistrationAddressFields\n    }\n  }\n}\n\nmutation RegisterUser($input: RegistrationInput!) {\n  registerUser(input: $input) {\n    userStatus\n    outcome\n  }\n}\n\nmutation ActivateAccount($u: String!, $t: String!) {\n  activateAccount(userId: $u, activationToken: $t) {\n    result\n  }\n}\n\nmutation ResendActivationEmail($u: String!) {\n  resendActivationEmail(userId: $u) {\n    success\n  }\n}\n\nquery DelegatedRegistrationStatus($u: String!, $t: String!) {\n  delegatedRegistrationStatus(userId: $u, activationToken: $t) {\n    status\n  }\n}\n\nmutation CompleteDelegatedRegistration($userId: String!, $activationToken: String!, $password: String!, $allowHelpDesk: Boolean, $receiveInfo: Boolean, $termsAccepted: Boolean!) {\n  completeDelegatedRegistration(\n    userId: $userId\n    activationToken: $activationToken\n    password: $password\n    allowHelpDesk: $allowHelpDesk\n    receiveInfo: $receiveInfo\n    termsAccepted: $termsAccepted\n  ) {\n    success\n    expired\n  }\n}\n\nmutation ResendDelegatedRegistrationToken($e: String!) {\n  resendDelegatedRegistrationToken(email: $e) {\n    success\n  }\n}':
    types.RegistrationAddressFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment RegistrationAddressFields on RegistrationAddress {\n  address1\n  address2\n  city\n  state\n  postalCode\n  country\n}\n\nquery RegistrationCaptcha {\n  registrationCaptcha {\n    algorithm\n    challenge\n    maxnumber\n    salt\n    signature\n  }\n}\n\nquery ValidateRegistrationAddress($a: RegistrationAddressInput!) {\n  validateAddress(address: $a) {\n    validationResult\n    county\n    address {\n      ...RegistrationAddressFields\n    }\n    suggestedAddress {\n      ...RegistrationAddressFields\n    }\n  }\n}\n\nmutation RegisterUser($input: RegistrationInput!) {\n  registerUser(input: $input) {\n    userStatus\n    outcome\n  }\n}\n\nmutation ActivateAccount($u: String!, $t: String!) {\n  activateAccount(userId: $u, activationToken: $t) {\n    result\n  }\n}\n\nmutation ResendActivationEmail($u: String!) {\n  resendActivationEmail(userId: $u) {\n    success\n  }\n}\n\nquery DelegatedRegistrationStatus($u: String!, $t: String!) {\n  delegatedRegistrationStatus(userId: $u, activationToken: $t) {\n    status\n  }\n}\n\nmutation CompleteDelegatedRegistration($userId: String!, $activationToken: String!, $password: String!, $allowHelpDesk: Boolean, $receiveInfo: Boolean, $termsAccepted: Boolean!) {\n  completeDelegatedRegistration(\n    userId: $userId\n    activationToken: $activationToken\n    password: $password\n    allowHelpDesk: $allowHelpDesk\n    receiveInfo: $receiveInfo\n    termsAccepted: $termsAccepted\n  ) {\n    success\n    expired\n  }\n}\n\nmutation ResendDelegatedRegistrationToken($e: String!) {\n  resendDelegatedRegistrationToken(email: $e) {\n    success\n  }\n}',
): typeof import('./graphql').RegistrationAddressFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
