// @portal/shared-session/validation: the yup schemas and reference lists shared by the registration remote and
// the API (one set of rules on both sides).
export * from './messages';
export * from './password';
export * from './reference-data';
export * from './registration-schema';
export * from './delegated-schema';
