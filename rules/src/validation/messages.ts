// User-visible validation texts. Those the spec quotes (section 5) are verbatim; the length and format messages
// for oversized or malformed input are this portal's own.

export const REGISTRATION_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  businessNameRequired: 'Business name is required.',
  phoneRequired: 'Phone number is required.',
  phoneFormat: 'Phone number must be a 10-digit number.',
  countryRequired: 'Country is required.',
  countryUnknown: 'Country is not a known country.',
  personalCountry: 'Personal accounts are available in the United States and Canada only.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State/Province/Region is required.',
  stateUnknown: 'State/Province/Region is not valid for the selected country.',
  zipRequired: 'Zip/Postal Code is required.',
  zipFormat: 'Zip/Postal Code must be a correct format.',
  emailRequired: 'Email address is required.',
  emailFormat: 'Email address must be a correct format.',
  emailMatch: 'Email address must match.',
  passwordRequired: 'Password is required.',
  passwordRules: 'Password must match ruleset below',
  passwordMatch: 'Password must match.',
  termsRequired: 'Terms and conditions must be accepted.',
  captchaRequired: "You must check I'm not a robot to register.",
  typeRequired: 'Account type must be B2B or B2C.',
  fastTrackInvoiceRequired: 'Invoice number is required with an account number.',
  fastTrackAccountRequired: 'Account number is required with an invoice number.',
  fastTrackFormat: 'Use letters, digits and dashes only.',
} as const;

/**
 * What a business registrant is told of a fast track (spec 3's registration outcomes; the spec gives no wording,
 * so these say what happened and what to do).
 */
export const FAST_TRACK_OUTCOME_MESSAGES = {
  INVALID_ACCOUNT_NUMBER:
    'We could not find that account number. Please check it, or leave the account and invoice numbers empty to have your registration reviewed.',
  INVALID_INVOICE_NUMBER:
    'That invoice number does not match an invoice of this account. Please check it against a recent invoice, or leave the account and invoice numbers empty to have your registration reviewed.',
  UNAUTHORIZED_FAST_TRACK:
    'The invoice you gave cannot confirm your account right away, so your registration will be reviewed before it is approved.',
  COMPETITOR: 'We are unable to register an account for this e-mail domain.',
} as const;

export const DELEGATED_MESSAGES = {
  passwordRequired: 'Password is required.',
  passwordRules: "Password doesn't meet requirements.",
  confirmRequired: 'Confirm Password is required.',
  confirmMatch: 'Passwords do not match.',
  termsRequired: 'You must accept our terms and conditions to register.',
  missingIds: 'Missing activation token or user id.',
} as const;

export const RESEND_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is not valid.',
} as const;

/** `${label} must be at most ${max} characters.` */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
