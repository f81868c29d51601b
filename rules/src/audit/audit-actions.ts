// What each audited action is called on screen (issue 41): the audit log stores a code ('CSR_RESEND_DELEGATED_INVITE');
// agents read words ("Resent delegated invitation"). One map, shared by every page that shows the audit log.

/** Audit action codes and their words, past tense, as an agent would say what was done. */
export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  ACCOUNT_ACTIVATED: 'Activated account',
  COURSE_ORDER_PLACED: 'Placed training order',
  CONTACT_PRIMARY_EMAIL_CHANGED: "Changed contact's primary email",
  CSR_ADD_CUSTOMER_NOTE: 'Added note',
  CSR_ADD_EMAIL_DOMAIN: 'Added email domain rule',
  CSR_ADD_FAVORITE_ADDRESS: 'Added favorite address',
  CSR_APPROVE_REGISTRATION: 'Approved registration',
  CSR_BULK_USER_CREATED: 'Created user by bulk upload',
  CSR_CHANGE_ORGANIZATION: 'Assigned organization',
  CSR_CHANGE_STATUS: 'Changed status',
  CSR_CREATE_BANNER: 'Created banner',
  CSR_CREATE_ROLE: 'Created role',
  CSR_DEFAULT_BILLING_ADDRESS: 'Set default billing address',
  CSR_DEFAULT_SHIPPING_ADDRESS: 'Set default shipping address',
  CSR_DELETE_BANNER: 'Deleted banner',
  CSR_DELETE_EMAIL_DOMAIN: 'Deleted email domain rule',
  CSR_DELETE_ROLE: 'Deleted role',
  CSR_EDIT_USER: 'Edited name and email',
  CSR_REJECT_REGISTRATION: 'Rejected registration',
  CSR_REMOVE_FAVORITE_ADDRESS: 'Removed favorite address',
  CSR_RESEND_DELEGATED_INVITE: 'Resent delegated invitation',
  CSR_RESET_PASSWORD: 'Reset password',
  CSR_RESTORE_PRIVILEGE: 'Restored privilege',
  CSR_REVOKE_PRIVILEGE: 'Revoked privilege',
  CSR_SET_COMPANY_DEFAULT_ROLE: "Set company's default role",
  CSR_SET_ROLE: 'Set role',
  CSR_SET_ROLE_PRIVILEGES: "Changed role's privileges",
  CSR_UPDATE_BANNER: 'Updated banner',
  CSR_UPDATE_EMAIL_DOMAIN: 'Updated email domain rule',
  DELEGATED_REGISTRATION_COMPLETED: 'Completed delegated registration',
  DELEGATED_USER_CREATED: 'Created delegated user',
  DELEGATED_USER_DEACTIVATED: 'Deactivated delegated user',
  FLEET_GROUP_CREATED: 'Created fleet group',
  FLEET_GROUP_DELETED: 'Deleted fleet group',
  FLEET_GROUP_UNITS_CHANGED: "Changed fleet group's units",
  FLEET_GROUP_UPDATED: 'Updated fleet group',
  IMPERSONATED_ACTION: 'Acted while impersonating',
  IMPERSONATION_CREDENTIALS_ISSUED: 'Issued impersonation credentials',
  IMPERSONATION_ENDED: 'Ended impersonation',
  IMPERSONATION_REFUSED: 'Impersonation refused',
  IMPERSONATION_SIGN_IN: 'Signed in as the customer',
  IMPERSONATION_STARTED: 'Started impersonation',
  ORDER_APPROVED: 'Approved supply order',
  ORDER_AWAITING_APPROVAL: 'Placed supply order awaiting approval',
  ORDER_REJECTED: 'Rejected supply order',
  ORDER_SUBMITTED: 'Placed supply order',
  PO_IDENTITY_PROFILE_MIGRATED: 'Migrated identity profile',
  PO_UPDATE_AC_FLAG: 'Updated contacts AC flag',
  PO_UPDATE_ASSOCIATE_ACCESS: "Changed associate's access",
  REGISTRATION_CONTACT_RECORD: 'Recorded registration contact',
  SELF_REGISTRATION: 'Registered',
  SET_FEATURE_FLAG_VALUE: 'Set feature flag',
  SPENDING_LIMIT_REMOVED: 'Removed spending limit',
  SPENDING_LIMIT_SET: 'Set spending limit',
  WARRANTY_CLAIM_SUBMITTED: 'Submitted warranty claim',
};

/** An action's words; a code without words yet reads as a sentence rather than a constant. */
export function auditActionWords(action: string): string {
  const words = AUDIT_ACTION_WORDS[action];
  if (words) return words;
  const sentence = action
    .replace(/^(CSR|PO)_/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
