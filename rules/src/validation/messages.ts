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
