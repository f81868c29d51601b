// The customer-service domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.
import type { Address, UserStatus } from '../accounts/index.js';

/** Spec 3 'Admin user search result' (one user). */
export interface AdminUser {
  accountId: string | null;
  accountNumber: string | null;
  approvalQueueDetails: ApprovalQueueDetails | null;
  authId: string;
  /** identity-provider connections the user can sign in with ('Username-Password-Authentication' once a password exists) */
  connections: Array<string>;
  defaultBillingAddress: Address | null;
  defaultShippingAddress: Address | null;
  email: string;
  favorites: Array<Address>;
  /** the filtered customer's name (the organisation searched for with accountId) */
  filteredCustomerName: string | null;
  /** why a text search found this user ('Matched on order number 4400067'); null outside a text search */
  matchedOn: string | null;
  firstName: string;
  /** spec 6: a user is B2C unless status is GUEST or isValidatedB2BUser is true */
  isB2C: boolean;
  isInternalAssociate: boolean;
  isValidatedB2BUser: boolean;
  lastName: string;
  locale: string;
  parentOrganization: AdminUserOrganization | null;
  registrationDate: string;
  revokedPrivileges: Array<string>;
  roles: Array<Role>;
  userEnteredBusinessName: string | null;
  userId: string;
  userStatus: UserStatus;
}

/** Spec 3 'Admin user search result' parentOrganization. */
export interface AdminUserOrganization {
  accountId: string;
  accountNumber: string;
  name: string;
  partyId: string;
}

export interface AdminUserSearchResult {
  /** how many users the search finds, exactly (counted however many there are) */
  totalCount: number;
  users: Array<AdminUser>;
}

/** Spec 3 approvalQueueDetails: the decision notes and the organisation a registration was linked to. */
export interface ApprovalQueueDetails {
  approvalOrganizationName: string | null;
  approvalStatusNotes: string | null;
}

/** Spec 3 'Privilege'. */
export interface CsrPrivilege {
  displayName: string;
  name: string;
}

/** searchCustomers' three field variants. */
export type CustomerSearchField = 'ACCOUNT_NUMBER' | 'NAME' | 'PARTY_ID';

/** Spec 3 'Customer search result'. */
export interface CustomerSearchResult {
  accountId: string;
  accountNumber: string;
  customerName: string;
  partyId: string;
  paymentTerms: string | null;
  primarySiteAddress: Address | null;
  profileClass: string | null;
  warrantyType: string | null;
}

/** Spec 3 'Email domain rule'. */
export interface EmailDomainRule {
  accountId: string | null;
  customerName: string;
  customerNumber: string | null;
  domain: string;
  registrationAllowed: boolean;
}

export interface EmailDomainRuleInput {
  /** the customer's account number: the rule links to that organisation */
  customerNumber: string;
  domain: string;
  registrationAllowed: boolean;
}

/** An identity-provider profile migration batch. */
export interface IdentityMigrationBatch {
  /** users given an identity account in this batch */
  created: Array<string>;
  /** users still without one after this batch */
  remaining: number;
}

/** An internal associate's allowed organisations and actions (internalUserMgmt). */
export interface InternalAssociateAccess {
  allowedAccountIds: Array<string>;
  allowedActions: Array<string>;
  department: string | null;
  email: string;
  firstName: string;
  lastName: string;
  userId: string;
}

/** Spec 3 'Organization roles'. */
export interface OrganizationRoles {
  defaultRoleName: string | null;
  globalRoles: Array<Role>;
  organizationalRoles: Array<Role>;
}

/** Spec 3 'Role'. */
export interface Role {
  accountId: string | null;
  /** STAFF or CUSTOMER: who may hold it; its privileges are all of that class (issue 34) */
  roleClass: string;
  roleId: string;
  roleName: string;
  /** GLOBAL or ORGANIZATION */
  scope: string;
}

/** An agent's note on a customer (issue 41). */
export interface CustomerNote {
  id: string;
  text: string;
  /** the agent's name when they wrote it */
  authorName: string;
  /** ISO date-time */
  at: string;
}

/** A supply or training order on the customer screen (issue 41). */
export interface CustomerOrder {
  orderId: string;
  orderNumber: string;
  status: string;
  /** ISO date-time */
  orderedAt: string;
  total: number;
  currency: string;
  /** the organisation it was ordered for */
  accountNumber: string | null;
}

/** One line of a customer's cart: a part number (supply store) or a course id (training store). */
export interface CustomerCartLine {
  itemId: string;
  quantity: number;
}

/** A customer's active cart, read-only on the customer screen. */
export interface CustomerCart {
  cartId: string;
  /** supply-store or training-store */
  application: string;
  /** ISO date-time */
  updatedAt: string;
  lines: Array<CustomerCartLine>;
}

/** A service request the customer opened. */
export interface CustomerServiceRequest {
  srNumber: string;
  type: string;
  status: string;
  summary: string;
  /** ISO date-time */
  openedAt: string;
}

/** One sign-in of the customer. */
export interface CustomerSignIn {
  /** ISO date-time */
  at: string;
  ip: string | null;
  /** the application signed in to */
  application: string | null;
}

/** One change of a customer's status, from the audit log. */
export interface CustomerStatusChange {
  /** the audited action that changed it */
  action: string;
  /** ISO date-time */
  at: string;
  from: string | null;
  to: string;
  /** who changed it (null: the system, or a user since removed) */
  byName: string | null;
}

/** A privilege the customer's roles grant, marked when revoked for this user. */
export interface CustomerPrivilege {
  name: string;
  displayName: string;
  revoked: boolean;
}
