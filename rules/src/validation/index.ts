// @portal/rules/validation: the yup schemas, rules and reference lists shared by the browser remotes
// (registration form, checkout's new-card form) and the API (one set of rules on both sides).
export * from './messages';
export * from './password';
export * from './reference-data';
export * from './registration-schema';
export * from './delegated-schema';
export * from './card';
export * from './card-entry-schema';
export * from './address-entry-schema';
export * from './shopping-list-schema';
export * from './account-info-schema';
export * from './quick-order-schema';
export * from './field-errors';
export * from './dashboard-admin-schema';
export * from './group-schema';
export * from './warranty-claim-schema';
export * from './banner-schema';
export * from './bulk-user-upload';
export * from './course-seats';
export * from './course-session-schema';
export * from './csr-admin-schema';
export * from './apn-completion-schema';
export * from './free-course-schema';
export * from './invoice-payment-schema';
export * from './order-approval-schema';
