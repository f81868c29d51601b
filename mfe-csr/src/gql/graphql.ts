/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A session as changed: the whole session, as the form shows it; a place, an online link or both. */
export type CourseSessionChangeInput = {
  capacity: number;
  endsAt: string;
  location?: string | null | undefined;
  onlineUrl?: string | null | undefined;
  startsAt: string;
};

/** searchCustomers' three field variants. */
export type CustomerSearchField = 'ACCOUNT_NUMBER' | 'NAME' | 'PARTY_ID';

export type EmailDomainRuleInput = {
  /** the customer's account number: the rule links to that organisation */
  customerNumber: string;
  domain: string;
  registrationAllowed: boolean;
};

export type NewBannerInput = {
  endDateTime: string;
  message: string;
  startDateTime: string;
  /** alert style: info, warning, danger or success */
  type: string;
};

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

export type AwaitingApprovalQueryVariables = Exact<{
  query?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type AwaitingApprovalQuery = {
  searchAwaitingApproval: {
    totalCount: number;
    users: Array<{
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      userStatus: UserStatus;
      userEnteredBusinessName: string | null;
      registrationDate: string;
      approvalQueueDetails: {
        approvalStatusNotes: string | null;
        approvalOrganizationName: string | null;
      } | null;
    }>;
  };
};

export type ApprovalCustomerSearchQueryVariables = Exact<{
  query: string;
  field?: CustomerSearchField | null | undefined;
  size?: number | null | undefined;
}>;

export type ApprovalCustomerSearchQuery = {
  searchCustomers: Array<{
    accountId: string;
    accountNumber: string;
    customerName: string;
    primarySiteAddress: { city: string; state: string | null } | null;
  }>;
};

export type ApproveRegistrationMutationVariables = Exact<{
  userId: string | number;
  accountId: string | number;
  notes?: string | null | undefined;
}>;

export type ApproveRegistrationMutation = { approveRegistration: { userId: string; userStatus: UserStatus } };

export type RejectRegistrationMutationVariables = Exact<{
  userId: string | number;
  notes: string;
}>;

export type RejectRegistrationMutation = { rejectRegistration: { userId: string; userStatus: UserStatus } };

export type CsrAuditLogQueryVariables = Exact<{
  agent?: string | null | undefined;
  customer?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type CsrAuditLogQuery = {
  auditLog: {
    totalCount: number;
    entries: Array<{
      id: string;
      action: string;
      actorName: string | null;
      subjectName: string | null;
      at: string;
    }>;
  };
};

export type CsrAuditLogCsvQueryVariables = Exact<{
  agent?: string | null | undefined;
  customer?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;

export type CsrAuditLogCsvQuery = { auditLogCsv: string };

export type CsrBannerRowFragment = {
  id: string;
  startDateTime: string;
  endDateTime: string;
  type: string;
  message: string;
};

export type CsrBannersQueryVariables = Exact<{ [key: string]: never }>;

export type CsrBannersQuery = {
  banners: Array<{ id: string; startDateTime: string; endDateTime: string; type: string; message: string }>;
};

export type CsrCreateBannerMutationVariables = Exact<{
  banner: NewBannerInput;
}>;

export type CsrCreateBannerMutation = {
  createBanner: { id: string; startDateTime: string; endDateTime: string; type: string; message: string };
};

export type CsrUpdateBannerMutationVariables = Exact<{
  id: string | number;
  banner: NewBannerInput;
}>;

export type CsrUpdateBannerMutation = {
  updateBanner: { id: string; startDateTime: string; endDateTime: string; type: string; message: string };
};

export type CsrDeleteBannerMutationVariables = Exact<{
  id: string | number;
}>;

export type CsrDeleteBannerMutation = { deleteBanner: boolean };

export type EmailDomainRuleRowFragment = {
  domain: string;
  customerName: string;
  customerNumber: string | null;
  registrationAllowed: boolean;
};

export type EmailDomainRulesQueryVariables = Exact<{ [key: string]: never }>;

export type EmailDomainRulesQuery = {
  getEmails: Array<{
    domain: string;
    customerName: string;
    customerNumber: string | null;
    registrationAllowed: boolean;
  }>;
};

export type AddEmailDomainRuleMutationVariables = Exact<{
  rule: EmailDomainRuleInput;
}>;

export type AddEmailDomainRuleMutation = {
  addEmail: {
    domain: string;
    customerName: string;
    customerNumber: string | null;
    registrationAllowed: boolean;
  };
};

export type UpdateEmailDomainRuleMutationVariables = Exact<{
  rule: EmailDomainRuleInput;
}>;

export type UpdateEmailDomainRuleMutation = {
  updateEmail: {
    domain: string;
    customerName: string;
    customerNumber: string | null;
    registrationAllowed: boolean;
  };
};

export type DeleteEmailDomainRuleMutationVariables = Exact<{
  domain: string;
}>;

export type DeleteEmailDomainRuleMutation = { deleteEmail: boolean };

export type CsrFeatureFlagRowFragment = {
  key: string;
  description: string;
  type: string;
  defaultValue: string;
  updatedAt: string;
  groupValues: Array<{ group: string; value: string }>;
};

export type CsrFeatureFlagsQueryVariables = Exact<{ [key: string]: never }>;

export type CsrFeatureFlagsQuery = {
  featureFlags: {
    groups: Array<string>;
    flags: Array<{
      key: string;
      description: string;
      type: string;
      defaultValue: string;
      updatedAt: string;
      groupValues: Array<{ group: string; value: string }>;
    }>;
  };
};

export type CsrSetFeatureFlagValueMutationVariables = Exact<{
  key: string;
  group: string;
  value?: string | null | undefined;
}>;

export type CsrSetFeatureFlagValueMutation = {
  setFeatureFlagValue: {
    key: string;
    description: string;
    type: string;
    defaultValue: string;
    updatedAt: string;
    groupValues: Array<{ group: string; value: string }>;
  };
};

export type InternalAssociateRowFragment = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  department: string | null;
  allowedAccountIds: Array<string>;
  allowedActions: Array<string>;
};

export type CustomerRowFragment = {
  accountId: string;
  partyId: string;
  accountNumber: string;
  customerName: string;
  profileClass: string | null;
  primarySiteAddress: { city: string; state: string | null } | null;
};

export type InternalAssociatesQueryVariables = Exact<{
  query?: string | null | undefined;
}>;

export type InternalAssociatesQuery = {
  internalAssociates: Array<{
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    department: string | null;
    allowedAccountIds: Array<string>;
    allowedActions: Array<string>;
  }>;
};

export type UpdateInternalAssociateAccessMutationVariables = Exact<{
  userId: string | number;
  allowedAccountIds: Array<string | number> | string | number;
  allowedActions: Array<string> | string;
}>;

export type UpdateInternalAssociateAccessMutation = {
  updateInternalAssociateAccess: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    department: string | null;
    allowedAccountIds: Array<string>;
    allowedActions: Array<string>;
  };
};

export type ProductOwnerCustomerSearchQueryVariables = Exact<{
  query: string;
  field?: CustomerSearchField | null | undefined;
  size?: number | null | undefined;
}>;

export type ProductOwnerCustomerSearchQuery = {
  searchCustomers: Array<{
    accountId: string;
    partyId: string;
    accountNumber: string;
    customerName: string;
    profileClass: string | null;
    primarySiteAddress: { city: string; state: string | null } | null;
  }>;
};

export type CustomerSecondaryOrgsQueryVariables = Exact<{
  accountId: string | number;
}>;

export type CustomerSecondaryOrgsQuery = {
  customerSecondaryOrgs: Array<{
    accountId: string;
    partyId: string;
    accountNumber: string;
    customerName: string;
    profileClass: string | null;
    primarySiteAddress: { city: string; state: string | null } | null;
  }>;
};

export type ReindexTrainingCoursesMutationVariables = Exact<{ [key: string]: never }>;

export type ReindexTrainingCoursesMutation = { reindex: { success: boolean; changedCourses: number } };

export type ManualIndexTrainingCoursesMutationVariables = Exact<{
  since: string;
  to?: string | null | undefined;
}>;

export type ManualIndexTrainingCoursesMutation = {
  manualIndex: { success: boolean; changedCourses: number };
};

export type UsersWithoutIdentityAccountQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;

export type UsersWithoutIdentityAccountQuery = { usersWithoutIdentityAccount: Array<string> };

export type MigrateIdentityProfilesMutationVariables = Exact<{
  batchSize?: number | null | undefined;
}>;

export type MigrateIdentityProfilesMutation = {
  migrateIdentityProfiles: { created: Array<string>; remaining: number };
};

export type RoleRowFragment = {
  roleId: string;
  roleName: string;
  scope: string;
  accountId: string | null;
  roleClass: string;
};

export type GlobalRolesQueryVariables = Exact<{ [key: string]: never }>;

export type GlobalRolesQuery = {
  getGlobalRoles: Array<{
    roleId: string;
    roleName: string;
    scope: string;
    accountId: string | null;
    roleClass: string;
  }>;
};

export type CompanyRolesQueryVariables = Exact<{
  accountId: string | number;
}>;

export type CompanyRolesQuery = {
  getCompanyRoles: {
    defaultRoleName: string | null;
    organizationalRoles: Array<{
      roleId: string;
      roleName: string;
      scope: string;
      accountId: string | null;
      roleClass: string;
    }>;
    globalRoles: Array<{
      roleId: string;
      roleName: string;
      scope: string;
      accountId: string | null;
      roleClass: string;
    }>;
  };
};

export type CompanyDefaultRoleChoicesQueryVariables = Exact<{
  accountId: string | number;
}>;

export type CompanyDefaultRoleChoicesQuery = { assignableRoles: Array<{ id: string; name: string }> };

export type AllPrivilegesQueryVariables = Exact<{ [key: string]: never }>;

export type AllPrivilegesQuery = { getAllPrivileges: Array<{ name: string; displayName: string }> };

export type RoleEditorPrivilegesQueryVariables = Exact<{
  roleId: string | number;
}>;

export type RoleEditorPrivilegesQuery = { getAllPrivileges: Array<{ name: string; displayName: string }> };

export type RolePrivilegesQueryVariables = Exact<{
  roleId: string | number;
}>;

export type RolePrivilegesQuery = { getPrivilegesByRole: Array<string> };

export type CreateRoleMutationVariables = Exact<{
  roleName: string;
  privileges: Array<string> | string;
  accountId?: string | number | null | undefined;
}>;

export type CreateRoleMutation = {
  createRole: {
    roleId: string;
    roleName: string;
    scope: string;
    accountId: string | null;
    roleClass: string;
  };
};

export type DeleteRoleMutationVariables = Exact<{
  roleId: string | number;
}>;

export type DeleteRoleMutation = { deleteRole: boolean };

export type SetRolePrivilegesMutationVariables = Exact<{
  roleId: string | number;
  privileges: Array<string> | string;
}>;

export type SetRolePrivilegesMutation = { setRolePrivileges: Array<string> };

export type SetCompanyDefaultRoleMutationVariables = Exact<{
  roleName: string;
  accountId: string | number;
}>;

export type SetCompanyDefaultRoleMutation = { setCompanyDefaultRole: { roleId: string; roleName: string } };

export type RoleEditorRolesQueryVariables = Exact<{ [key: string]: never }>;

export type RoleEditorRolesQuery = {
  getRoles: Array<{
    roleId: string;
    roleName: string;
    scope: string;
    accountId: string | null;
    roleClass: string;
  }>;
};

export type CsrScheduledSessionFragment = {
  sessionId: string;
  courseId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  booked: number;
  waitlisted: number;
};

export type CsrScheduledCourseSessionsQueryVariables = Exact<{
  courseId?: string | null | undefined;
  query?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type CsrScheduledCourseSessionsQuery = {
  scheduledCourseSessions: {
    totalCount: number;
    sessions: Array<{
      sessionId: string;
      courseId: string;
      title: string;
      startsAt: string;
      endsAt: string;
      location: string | null;
      onlineUrl: string | null;
      capacity: number;
      booked: number;
      waitlisted: number;
    }>;
    courses: Array<{ courseId: string; title: string }>;
  };
};

export type CsrChangeCourseSessionMutationVariables = Exact<{
  sessionId: string | number;
  change: CourseSessionChangeInput;
}>;

export type CsrChangeCourseSessionMutation = {
  changeCourseSession: {
    sessionId: string;
    courseId: string;
    title: string;
    startsAt: string;
    endsAt: string;
    location: string | null;
    onlineUrl: string | null;
    capacity: number;
    booked: number;
    waitlisted: number;
  };
};

export type UserPrivilegeTargetQueryVariables = Exact<{
  query: string;
}>;

export type UserPrivilegeTargetQuery = {
  searchUsers: {
    users: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      revokedPrivileges: Array<string>;
      roles: Array<{ roleId: string; roleName: string }>;
    }>;
  };
};

export type UserRolePrivilegesQueryVariables = Exact<{
  roleId: string | number;
}>;

export type UserRolePrivilegesQuery = { getPrivilegesByRole: Array<string> };

export type RevokeUserPrivilegeMutationVariables = Exact<{
  userId: string | number;
  privilege: string;
}>;

export type RevokeUserPrivilegeMutation = {
  revokeUserPrivilege: { userId: string; revokedPrivileges: Array<string> };
};

export type RestoreUserPrivilegeMutationVariables = Exact<{
  userId: string | number;
  privilege: string;
}>;

export type RestoreUserPrivilegeMutation = {
  restoreUserPrivilege: { userId: string; revokedPrivileges: Array<string> };
};

export type CsrCustomerOrderFragment = {
  orderId: string;
  orderNumber: string;
  status: string;
  orderedAt: string;
  total: number;
  currency: string;
  accountNumber: string | null;
};

export type CsrCustomerOrdersQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerOrdersQuery = {
  customerOrders: Array<{
    orderId: string;
    orderNumber: string;
    status: string;
    orderedAt: string;
    total: number;
    currency: string;
    accountNumber: string | null;
  }>;
};

export type CsrCustomerCourseOrdersQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerCourseOrdersQuery = {
  customerCourseOrders: Array<{
    orderId: string;
    orderNumber: string;
    status: string;
    orderedAt: string;
    total: number;
    currency: string;
    accountNumber: string | null;
  }>;
};

export type CsrCustomerCartsQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerCartsQuery = {
  customerCarts: Array<{
    cartId: string;
    application: string;
    updatedAt: string;
    lines: Array<{ itemId: string; quantity: number }>;
  }>;
};

export type CsrCustomerServiceRequestsQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerServiceRequestsQuery = {
  customerServiceRequests: Array<{
    srNumber: string;
    type: string;
    status: string;
    summary: string;
    openedAt: string;
  }>;
};

export type CsrCustomerSignInsQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerSignInsQuery = {
  customerSignIns: Array<{ at: string; ip: string | null; application: string | null }>;
};

export type CsrCustomerStatusHistoryQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerStatusHistoryQuery = {
  customerStatusHistory: Array<{
    action: string;
    at: string;
    from: string | null;
    to: string;
    byName: string | null;
  }>;
};

export type CsrCustomerPrivilegesQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerPrivilegesQuery = {
  customerPrivileges: Array<{ name: string; displayName: string; revoked: boolean }>;
};

export type AdminUserRowFragment = {
  userId: string;
  authId: string;
  firstName: string;
  lastName: string;
  email: string;
  userStatus: UserStatus;
  isInternalAssociate: boolean;
  isValidatedB2BUser: boolean;
  isB2C: boolean;
  accountNumber: string | null;
  accountId: string | null;
  locale: string;
  registrationDate: string;
  userEnteredBusinessName: string | null;
  matchedOn: string | null;
  parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
  roles: Array<{ roleId: string; roleName: string }>;
  defaultShippingAddress: {
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  } | null;
  defaultBillingAddress: {
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  } | null;
  favorites: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
};

export type CsrUserAddressFragment = {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  billingEnabled: boolean;
  shippingEnabled: boolean;
  isDefault: boolean;
  isFavorite: boolean;
};

export type SearchAdminUsersQueryVariables = Exact<{
  query?: string | null | undefined;
  page?: number | null | undefined;
  accountNumber?: string | null | undefined;
  status?: UserStatus | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
}>;

export type SearchAdminUsersQuery = {
  searchUsers: {
    totalCount: number;
    users: Array<{
      userId: string;
      authId: string;
      firstName: string;
      lastName: string;
      email: string;
      userStatus: UserStatus;
      isInternalAssociate: boolean;
      isValidatedB2BUser: boolean;
      isB2C: boolean;
      accountNumber: string | null;
      accountId: string | null;
      locale: string;
      registrationDate: string;
      userEnteredBusinessName: string | null;
      matchedOn: string | null;
      parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
      roles: Array<{ roleId: string; roleName: string }>;
      defaultShippingAddress: {
        addressId: string;
        ebsAddressId: string;
        addressName: string | null;
        address1: string;
        address2: string | null;
        city: string;
        state: string | null;
        province: string | null;
        postalCode: string | null;
        country: string;
        billingEnabled: boolean;
        shippingEnabled: boolean;
        isDefault: boolean;
        isFavorite: boolean;
      } | null;
      defaultBillingAddress: {
        addressId: string;
        ebsAddressId: string;
        addressName: string | null;
        address1: string;
        address2: string | null;
        city: string;
        state: string | null;
        province: string | null;
        postalCode: string | null;
        country: string;
        billingEnabled: boolean;
        shippingEnabled: boolean;
        isDefault: boolean;
        isFavorite: boolean;
      } | null;
      favorites: Array<{
        addressId: string;
        ebsAddressId: string;
        addressName: string | null;
        address1: string;
        address2: string | null;
        city: string;
        state: string | null;
        province: string | null;
        postalCode: string | null;
        country: string;
        billingEnabled: boolean;
        shippingEnabled: boolean;
        isDefault: boolean;
        isFavorite: boolean;
      }>;
    }>;
  };
};

export type CsrUserRolesQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrUserRolesQuery = { assignableRoles: Array<{ id: string; name: string }> };

export type CsrImpersonationAllowedQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrImpersonationAllowedQuery = {
  impersonationAllowed: { allowed: boolean; reason: string | null };
};

export type CsrUserAuditLogQueryVariables = Exact<{
  userId: string | number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type CsrUserAuditLogQuery = {
  userAuditLog: {
    totalCount: number;
    entries: Array<{
      id: string;
      action: string;
      actorUserId: string | null;
      actorName: string | null;
      at: string;
      details: string;
    }>;
  };
};

export type CsrCheckEmailExistsQueryVariables = Exact<{
  email: string;
}>;

export type CsrCheckEmailExistsQuery = { checkEmailExists: boolean };

export type CsrEditUserMutationVariables = Exact<{
  userId: string | number;
  firstName: string;
  lastName: string;
  email: string;
}>;

export type CsrEditUserMutation = {
  editUser: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrChangeStatusMutationVariables = Exact<{
  userId: string | number;
  status: UserStatus;
}>;

export type CsrChangeStatusMutation = {
  changeStatus: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrResetPasswordMutationVariables = Exact<{
  email: string;
}>;

export type CsrResetPasswordMutation = { resetPassword: boolean };

export type CsrSetUserRoleMutationVariables = Exact<{
  userId: string | number;
  roleId: string | number;
}>;

export type CsrSetUserRoleMutation = {
  setUserRole: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrResendDelegatedAdminInviteMutationVariables = Exact<{
  authId: string | number;
}>;

export type CsrResendDelegatedAdminInviteMutation = { resendDelegatedAdminInvite: boolean };

export type CsrSetupImpersonationMutationVariables = Exact<{
  userId: string | number;
}>;

export type CsrSetupImpersonationMutation = {
  setupImpersonationUser: { email: string; oneTimePassword: string };
};

export type CsrUserAddressesQueryVariables = Exact<{
  userId: string | number;
  query?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type CsrUserAddressesQuery = {
  csrUserAddresses: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
};

export type CsrUpdateDefaultShippingAddressMutationVariables = Exact<{
  userId: string | number;
  ebsAddressId: string | number;
}>;

export type CsrUpdateDefaultShippingAddressMutation = {
  csrUpdateDefaultShippingAddress: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrUpdateDefaultBillingAddressMutationVariables = Exact<{
  userId: string | number;
  ebsAddressId: string | number;
}>;

export type CsrUpdateDefaultBillingAddressMutation = {
  csrUpdateDefaultBillingAddress: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrAddToFavoritesMutationVariables = Exact<{
  userId: string | number;
  addressId: string | number;
}>;

export type CsrAddToFavoritesMutation = {
  csrAddToFavorites: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrRemoveFromFavoritesMutationVariables = Exact<{
  userId: string | number;
  addressId: string | number;
}>;

export type CsrRemoveFromFavoritesMutation = {
  csrRemoveFromFavorites: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
};

export type CsrCustomerNotesQueryVariables = Exact<{
  userId: string | number;
}>;

export type CsrCustomerNotesQuery = {
  customerNotes: Array<{ id: string; text: string; authorName: string; at: string }>;
};

export type CsrAddCustomerNoteMutationVariables = Exact<{
  userId: string | number;
  text: string;
}>;

export type CsrAddCustomerNoteMutation = {
  addCustomerNote: { id: string; text: string; authorName: string; at: string };
};

export type CsrChangeUserOrgMutationVariables = Exact<{
  userId: string | number;
  accountId: string | number;
}>;

export type CsrChangeUserOrgMutation = {
  changeUserOrg: {
    userId: string;
    authId: string;
    firstName: string;
    lastName: string;
    email: string;
    userStatus: UserStatus;
    isInternalAssociate: boolean;
    isValidatedB2BUser: boolean;
    isB2C: boolean;
    accountNumber: string | null;
    accountId: string | null;
    locale: string;
    registrationDate: string;
    userEnteredBusinessName: string | null;
    matchedOn: string | null;
    parentOrganization: { accountId: string; accountNumber: string; name: string } | null;
    roles: Array<{ roleId: string; roleName: string }>;
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    favorites: Array<{
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    }>;
  };
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
export const CsrBannerRowFragmentDoc = new TypedDocumentString(
  `
    fragment CsrBannerRow on Banner {
  id
  startDateTime
  endDateTime
  type
  message
}
    `,
  { fragmentName: 'CsrBannerRow' },
) as unknown as TypedDocumentString<CsrBannerRowFragment, unknown>;
export const EmailDomainRuleRowFragmentDoc = new TypedDocumentString(
  `
    fragment EmailDomainRuleRow on EmailDomainRule {
  domain
  customerName
  customerNumber
  registrationAllowed
}
    `,
  { fragmentName: 'EmailDomainRuleRow' },
) as unknown as TypedDocumentString<EmailDomainRuleRowFragment, unknown>;
export const CsrFeatureFlagRowFragmentDoc = new TypedDocumentString(
  `
    fragment CsrFeatureFlagRow on FeatureFlag {
  key
  description
  type
  defaultValue
  groupValues {
    group
    value
  }
  updatedAt
}
    `,
  { fragmentName: 'CsrFeatureFlagRow' },
) as unknown as TypedDocumentString<CsrFeatureFlagRowFragment, unknown>;
export const InternalAssociateRowFragmentDoc = new TypedDocumentString(
  `
    fragment InternalAssociateRow on InternalAssociateAccess {
  userId
  email
  firstName
  lastName
  department
  allowedAccountIds
  allowedActions
}
    `,
  { fragmentName: 'InternalAssociateRow' },
) as unknown as TypedDocumentString<InternalAssociateRowFragment, unknown>;
export const CustomerRowFragmentDoc = new TypedDocumentString(
  `
    fragment CustomerRow on CustomerSearchResult {
  accountId
  partyId
  accountNumber
  customerName
  profileClass
  primarySiteAddress {
    city
    state
  }
}
    `,
  { fragmentName: 'CustomerRow' },
) as unknown as TypedDocumentString<CustomerRowFragment, unknown>;
export const RoleRowFragmentDoc = new TypedDocumentString(
  `
    fragment RoleRow on Role {
  roleId
  roleName
  scope
  accountId
  roleClass
}
    `,
  { fragmentName: 'RoleRow' },
) as unknown as TypedDocumentString<RoleRowFragment, unknown>;
export const CsrScheduledSessionFragmentDoc = new TypedDocumentString(
  `
    fragment CsrScheduledSession on ScheduledCourseSession {
  sessionId
  courseId
  title
  startsAt
  endsAt
  location
  onlineUrl
  capacity
  booked
  waitlisted
}
    `,
  { fragmentName: 'CsrScheduledSession' },
) as unknown as TypedDocumentString<CsrScheduledSessionFragment, unknown>;
export const CsrCustomerOrderFragmentDoc = new TypedDocumentString(
  `
    fragment CsrCustomerOrder on CustomerOrder {
  orderId
  orderNumber
  status
  orderedAt
  total
  currency
  accountNumber
}
    `,
  { fragmentName: 'CsrCustomerOrder' },
) as unknown as TypedDocumentString<CsrCustomerOrderFragment, unknown>;
export const CsrUserAddressFragmentDoc = new TypedDocumentString(
  `
    fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}
    `,
  { fragmentName: 'CsrUserAddress' },
) as unknown as TypedDocumentString<CsrUserAddressFragment, unknown>;
export const AdminUserRowFragmentDoc = new TypedDocumentString(
  `
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
    fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`,
  { fragmentName: 'AdminUserRow' },
) as unknown as TypedDocumentString<AdminUserRowFragment, unknown>;
export const AwaitingApprovalDocument = new TypedDocumentString(`
    query AwaitingApproval($query: String, $page: Int, $pageSize: Int) {
  searchAwaitingApproval(query: $query, page: $page, pageSize: $pageSize) {
    totalCount
    users {
      userId
      firstName
      lastName
      email
      userStatus
      userEnteredBusinessName
      registrationDate
      approvalQueueDetails {
        approvalStatusNotes
        approvalOrganizationName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AwaitingApprovalQuery, AwaitingApprovalQueryVariables>;
export const ApprovalCustomerSearchDocument = new TypedDocumentString(`
    query ApprovalCustomerSearch($query: String!, $field: CustomerSearchField, $size: Int) {
  searchCustomers(query: $query, field: $field, size: $size) {
    accountId
    accountNumber
    customerName
    primarySiteAddress {
      city
      state
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalCustomerSearchQuery, ApprovalCustomerSearchQueryVariables>;
export const ApproveRegistrationDocument = new TypedDocumentString(`
    mutation ApproveRegistration($userId: ID!, $accountId: ID!, $notes: String) {
  approveRegistration(userId: $userId, accountId: $accountId, notes: $notes) {
    userId
    userStatus
  }
}
    `) as unknown as TypedDocumentString<ApproveRegistrationMutation, ApproveRegistrationMutationVariables>;
export const RejectRegistrationDocument = new TypedDocumentString(`
    mutation RejectRegistration($userId: ID!, $notes: String!) {
  rejectRegistration(userId: $userId, notes: $notes) {
    userId
    userStatus
  }
}
    `) as unknown as TypedDocumentString<RejectRegistrationMutation, RejectRegistrationMutationVariables>;
export const CsrAuditLogDocument = new TypedDocumentString(`
    query CsrAuditLog($agent: String, $customer: String, $action: String, $from: DateTime, $to: DateTime, $page: Int, $size: Int) {
  auditLog(
    agent: $agent
    customer: $customer
    action: $action
    from: $from
    to: $to
    page: $page
    size: $size
  ) {
    totalCount
    entries {
      id
      action
      actorName
      subjectName
      at
    }
  }
}
    `) as unknown as TypedDocumentString<CsrAuditLogQuery, CsrAuditLogQueryVariables>;
export const CsrAuditLogCsvDocument = new TypedDocumentString(`
    query CsrAuditLogCsv($agent: String, $customer: String, $action: String, $from: DateTime, $to: DateTime) {
  auditLogCsv(
    agent: $agent
    customer: $customer
    action: $action
    from: $from
    to: $to
  )
}
    `) as unknown as TypedDocumentString<CsrAuditLogCsvQuery, CsrAuditLogCsvQueryVariables>;
export const CsrBannersDocument = new TypedDocumentString(`
    query CsrBanners {
  banners {
    ...CsrBannerRow
  }
}
    fragment CsrBannerRow on Banner {
  id
  startDateTime
  endDateTime
  type
  message
}`) as unknown as TypedDocumentString<CsrBannersQuery, CsrBannersQueryVariables>;
export const CsrCreateBannerDocument = new TypedDocumentString(`
    mutation CsrCreateBanner($banner: NewBannerInput!) {
  createBanner(banner: $banner) {
    ...CsrBannerRow
  }
}
    fragment CsrBannerRow on Banner {
  id
  startDateTime
  endDateTime
  type
  message
}`) as unknown as TypedDocumentString<CsrCreateBannerMutation, CsrCreateBannerMutationVariables>;
export const CsrUpdateBannerDocument = new TypedDocumentString(`
    mutation CsrUpdateBanner($id: ID!, $banner: NewBannerInput!) {
  updateBanner(id: $id, banner: $banner) {
    ...CsrBannerRow
  }
}
    fragment CsrBannerRow on Banner {
  id
  startDateTime
  endDateTime
  type
  message
}`) as unknown as TypedDocumentString<CsrUpdateBannerMutation, CsrUpdateBannerMutationVariables>;
export const CsrDeleteBannerDocument = new TypedDocumentString(`
    mutation CsrDeleteBanner($id: ID!) {
  deleteBanner(id: $id)
}
    `) as unknown as TypedDocumentString<CsrDeleteBannerMutation, CsrDeleteBannerMutationVariables>;
export const EmailDomainRulesDocument = new TypedDocumentString(`
    query EmailDomainRules {
  getEmails {
    ...EmailDomainRuleRow
  }
}
    fragment EmailDomainRuleRow on EmailDomainRule {
  domain
  customerName
  customerNumber
  registrationAllowed
}`) as unknown as TypedDocumentString<EmailDomainRulesQuery, EmailDomainRulesQueryVariables>;
export const AddEmailDomainRuleDocument = new TypedDocumentString(`
    mutation AddEmailDomainRule($rule: EmailDomainRuleInput!) {
  addEmail(rule: $rule) {
    ...EmailDomainRuleRow
  }
}
    fragment EmailDomainRuleRow on EmailDomainRule {
  domain
  customerName
  customerNumber
  registrationAllowed
}`) as unknown as TypedDocumentString<AddEmailDomainRuleMutation, AddEmailDomainRuleMutationVariables>;
export const UpdateEmailDomainRuleDocument = new TypedDocumentString(`
    mutation UpdateEmailDomainRule($rule: EmailDomainRuleInput!) {
  updateEmail(rule: $rule) {
    ...EmailDomainRuleRow
  }
}
    fragment EmailDomainRuleRow on EmailDomainRule {
  domain
  customerName
  customerNumber
  registrationAllowed
}`) as unknown as TypedDocumentString<UpdateEmailDomainRuleMutation, UpdateEmailDomainRuleMutationVariables>;
export const DeleteEmailDomainRuleDocument = new TypedDocumentString(`
    mutation DeleteEmailDomainRule($domain: String!) {
  deleteEmail(domain: $domain)
}
    `) as unknown as TypedDocumentString<
  DeleteEmailDomainRuleMutation,
  DeleteEmailDomainRuleMutationVariables
>;
export const CsrFeatureFlagsDocument = new TypedDocumentString(`
    query CsrFeatureFlags {
  featureFlags {
    groups
    flags {
      ...CsrFeatureFlagRow
    }
  }
}
    fragment CsrFeatureFlagRow on FeatureFlag {
  key
  description
  type
  defaultValue
  groupValues {
    group
    value
  }
  updatedAt
}`) as unknown as TypedDocumentString<CsrFeatureFlagsQuery, CsrFeatureFlagsQueryVariables>;
export const CsrSetFeatureFlagValueDocument = new TypedDocumentString(`
    mutation CsrSetFeatureFlagValue($key: String!, $group: String!, $value: String) {
  setFeatureFlagValue(key: $key, group: $group, value: $value) {
    ...CsrFeatureFlagRow
  }
}
    fragment CsrFeatureFlagRow on FeatureFlag {
  key
  description
  type
  defaultValue
  groupValues {
    group
    value
  }
  updatedAt
}`) as unknown as TypedDocumentString<
  CsrSetFeatureFlagValueMutation,
  CsrSetFeatureFlagValueMutationVariables
>;
export const InternalAssociatesDocument = new TypedDocumentString(`
    query InternalAssociates($query: String) {
  internalAssociates(query: $query) {
    ...InternalAssociateRow
  }
}
    fragment InternalAssociateRow on InternalAssociateAccess {
  userId
  email
  firstName
  lastName
  department
  allowedAccountIds
  allowedActions
}`) as unknown as TypedDocumentString<InternalAssociatesQuery, InternalAssociatesQueryVariables>;
export const UpdateInternalAssociateAccessDocument = new TypedDocumentString(`
    mutation UpdateInternalAssociateAccess($userId: ID!, $allowedAccountIds: [ID!]!, $allowedActions: [String!]!) {
  updateInternalAssociateAccess(
    userId: $userId
    allowedAccountIds: $allowedAccountIds
    allowedActions: $allowedActions
  ) {
    ...InternalAssociateRow
  }
}
    fragment InternalAssociateRow on InternalAssociateAccess {
  userId
  email
  firstName
  lastName
  department
  allowedAccountIds
  allowedActions
}`) as unknown as TypedDocumentString<
  UpdateInternalAssociateAccessMutation,
  UpdateInternalAssociateAccessMutationVariables
>;
export const ProductOwnerCustomerSearchDocument = new TypedDocumentString(`
    query ProductOwnerCustomerSearch($query: String!, $field: CustomerSearchField, $size: Int) {
  searchCustomers(query: $query, field: $field, size: $size) {
    ...CustomerRow
  }
}
    fragment CustomerRow on CustomerSearchResult {
  accountId
  partyId
  accountNumber
  customerName
  profileClass
  primarySiteAddress {
    city
    state
  }
}`) as unknown as TypedDocumentString<
  ProductOwnerCustomerSearchQuery,
  ProductOwnerCustomerSearchQueryVariables
>;
export const CustomerSecondaryOrgsDocument = new TypedDocumentString(`
    query CustomerSecondaryOrgs($accountId: ID!) {
  customerSecondaryOrgs(accountId: $accountId) {
    ...CustomerRow
  }
}
    fragment CustomerRow on CustomerSearchResult {
  accountId
  partyId
  accountNumber
  customerName
  profileClass
  primarySiteAddress {
    city
    state
  }
}`) as unknown as TypedDocumentString<CustomerSecondaryOrgsQuery, CustomerSecondaryOrgsQueryVariables>;
export const ReindexTrainingCoursesDocument = new TypedDocumentString(`
    mutation ReindexTrainingCourses {
  reindex {
    success
    changedCourses
  }
}
    `) as unknown as TypedDocumentString<
  ReindexTrainingCoursesMutation,
  ReindexTrainingCoursesMutationVariables
>;
export const ManualIndexTrainingCoursesDocument = new TypedDocumentString(`
    mutation ManualIndexTrainingCourses($since: DateTime!, $to: DateTime) {
  manualIndex(since: $since, to: $to) {
    success
    changedCourses
  }
}
    `) as unknown as TypedDocumentString<
  ManualIndexTrainingCoursesMutation,
  ManualIndexTrainingCoursesMutationVariables
>;
export const UsersWithoutIdentityAccountDocument = new TypedDocumentString(`
    query UsersWithoutIdentityAccount($limit: Int) {
  usersWithoutIdentityAccount(limit: $limit)
}
    `) as unknown as TypedDocumentString<
  UsersWithoutIdentityAccountQuery,
  UsersWithoutIdentityAccountQueryVariables
>;
export const MigrateIdentityProfilesDocument = new TypedDocumentString(`
    mutation MigrateIdentityProfiles($batchSize: Int) {
  migrateIdentityProfiles(batchSize: $batchSize) {
    created
    remaining
  }
}
    `) as unknown as TypedDocumentString<
  MigrateIdentityProfilesMutation,
  MigrateIdentityProfilesMutationVariables
>;
export const GlobalRolesDocument = new TypedDocumentString(`
    query GlobalRoles {
  getGlobalRoles {
    ...RoleRow
  }
}
    fragment RoleRow on Role {
  roleId
  roleName
  scope
  accountId
  roleClass
}`) as unknown as TypedDocumentString<GlobalRolesQuery, GlobalRolesQueryVariables>;
export const CompanyRolesDocument = new TypedDocumentString(`
    query CompanyRoles($accountId: ID!) {
  getCompanyRoles(accountId: $accountId) {
    defaultRoleName
    organizationalRoles {
      ...RoleRow
    }
    globalRoles {
      ...RoleRow
    }
  }
}
    fragment RoleRow on Role {
  roleId
  roleName
  scope
  accountId
  roleClass
}`) as unknown as TypedDocumentString<CompanyRolesQuery, CompanyRolesQueryVariables>;
export const CompanyDefaultRoleChoicesDocument = new TypedDocumentString(`
    query CompanyDefaultRoleChoices($accountId: ID!) {
  assignableRoles(accountId: $accountId, purpose: COMPANY_DEFAULT_ROLE) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<
  CompanyDefaultRoleChoicesQuery,
  CompanyDefaultRoleChoicesQueryVariables
>;
export const AllPrivilegesDocument = new TypedDocumentString(`
    query AllPrivileges {
  getAllPrivileges {
    name
    displayName
  }
}
    `) as unknown as TypedDocumentString<AllPrivilegesQuery, AllPrivilegesQueryVariables>;
export const RoleEditorPrivilegesDocument = new TypedDocumentString(`
    query RoleEditorPrivileges($roleId: ID!) {
  getAllPrivileges(roleId: $roleId) {
    name
    displayName
  }
}
    `) as unknown as TypedDocumentString<RoleEditorPrivilegesQuery, RoleEditorPrivilegesQueryVariables>;
export const RolePrivilegesDocument = new TypedDocumentString(`
    query RolePrivileges($roleId: ID!) {
  getPrivilegesByRole(roleId: $roleId)
}
    `) as unknown as TypedDocumentString<RolePrivilegesQuery, RolePrivilegesQueryVariables>;
export const CreateRoleDocument = new TypedDocumentString(`
    mutation CreateRole($roleName: String!, $privileges: [String!]!, $accountId: ID) {
  createRole(roleName: $roleName, privileges: $privileges, accountId: $accountId) {
    ...RoleRow
  }
}
    fragment RoleRow on Role {
  roleId
  roleName
  scope
  accountId
  roleClass
}`) as unknown as TypedDocumentString<CreateRoleMutation, CreateRoleMutationVariables>;
export const DeleteRoleDocument = new TypedDocumentString(`
    mutation DeleteRole($roleId: ID!) {
  deleteRole(roleId: $roleId)
}
    `) as unknown as TypedDocumentString<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const SetRolePrivilegesDocument = new TypedDocumentString(`
    mutation SetRolePrivileges($roleId: ID!, $privileges: [String!]!) {
  setRolePrivileges(roleId: $roleId, privileges: $privileges)
}
    `) as unknown as TypedDocumentString<SetRolePrivilegesMutation, SetRolePrivilegesMutationVariables>;
export const SetCompanyDefaultRoleDocument = new TypedDocumentString(`
    mutation SetCompanyDefaultRole($roleName: String!, $accountId: ID!) {
  setCompanyDefaultRole(roleName: $roleName, accountId: $accountId) {
    roleId
    roleName
  }
}
    `) as unknown as TypedDocumentString<
  SetCompanyDefaultRoleMutation,
  SetCompanyDefaultRoleMutationVariables
>;
export const RoleEditorRolesDocument = new TypedDocumentString(`
    query RoleEditorRoles {
  getRoles {
    ...RoleRow
  }
}
    fragment RoleRow on Role {
  roleId
  roleName
  scope
  accountId
  roleClass
}`) as unknown as TypedDocumentString<RoleEditorRolesQuery, RoleEditorRolesQueryVariables>;
export const CsrScheduledCourseSessionsDocument = new TypedDocumentString(`
    query CsrScheduledCourseSessions($courseId: String, $query: String, $page: Int, $size: Int) {
  scheduledCourseSessions(
    courseId: $courseId
    query: $query
    page: $page
    size: $size
  ) {
    totalCount
    sessions {
      ...CsrScheduledSession
    }
    courses {
      courseId
      title
    }
  }
}
    fragment CsrScheduledSession on ScheduledCourseSession {
  sessionId
  courseId
  title
  startsAt
  endsAt
  location
  onlineUrl
  capacity
  booked
  waitlisted
}`) as unknown as TypedDocumentString<
  CsrScheduledCourseSessionsQuery,
  CsrScheduledCourseSessionsQueryVariables
>;
export const CsrChangeCourseSessionDocument = new TypedDocumentString(`
    mutation CsrChangeCourseSession($sessionId: ID!, $change: CourseSessionChangeInput!) {
  changeCourseSession(sessionId: $sessionId, change: $change) {
    ...CsrScheduledSession
  }
}
    fragment CsrScheduledSession on ScheduledCourseSession {
  sessionId
  courseId
  title
  startsAt
  endsAt
  location
  onlineUrl
  capacity
  booked
  waitlisted
}`) as unknown as TypedDocumentString<
  CsrChangeCourseSessionMutation,
  CsrChangeCourseSessionMutationVariables
>;
export const UserPrivilegeTargetDocument = new TypedDocumentString(`
    query UserPrivilegeTarget($query: String!) {
  searchUsers(query: $query, page: 0, pageSize: 10) {
    users {
      userId
      email
      firstName
      lastName
      revokedPrivileges
      roles {
        roleId
        roleName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserPrivilegeTargetQuery, UserPrivilegeTargetQueryVariables>;
export const UserRolePrivilegesDocument = new TypedDocumentString(`
    query UserRolePrivileges($roleId: ID!) {
  getPrivilegesByRole(roleId: $roleId)
}
    `) as unknown as TypedDocumentString<UserRolePrivilegesQuery, UserRolePrivilegesQueryVariables>;
export const RevokeUserPrivilegeDocument = new TypedDocumentString(`
    mutation RevokeUserPrivilege($userId: ID!, $privilege: String!) {
  revokeUserPrivilege(userId: $userId, privilege: $privilege) {
    userId
    revokedPrivileges
  }
}
    `) as unknown as TypedDocumentString<RevokeUserPrivilegeMutation, RevokeUserPrivilegeMutationVariables>;
export const RestoreUserPrivilegeDocument = new TypedDocumentString(`
    mutation RestoreUserPrivilege($userId: ID!, $privilege: String!) {
  restoreUserPrivilege(userId: $userId, privilege: $privilege) {
    userId
    revokedPrivileges
  }
}
    `) as unknown as TypedDocumentString<RestoreUserPrivilegeMutation, RestoreUserPrivilegeMutationVariables>;
export const CsrCustomerOrdersDocument = new TypedDocumentString(`
    query CsrCustomerOrders($userId: ID!) {
  customerOrders(userId: $userId) {
    ...CsrCustomerOrder
  }
}
    fragment CsrCustomerOrder on CustomerOrder {
  orderId
  orderNumber
  status
  orderedAt
  total
  currency
  accountNumber
}`) as unknown as TypedDocumentString<CsrCustomerOrdersQuery, CsrCustomerOrdersQueryVariables>;
export const CsrCustomerCourseOrdersDocument = new TypedDocumentString(`
    query CsrCustomerCourseOrders($userId: ID!) {
  customerCourseOrders(userId: $userId) {
    ...CsrCustomerOrder
  }
}
    fragment CsrCustomerOrder on CustomerOrder {
  orderId
  orderNumber
  status
  orderedAt
  total
  currency
  accountNumber
}`) as unknown as TypedDocumentString<CsrCustomerCourseOrdersQuery, CsrCustomerCourseOrdersQueryVariables>;
export const CsrCustomerCartsDocument = new TypedDocumentString(`
    query CsrCustomerCarts($userId: ID!) {
  customerCarts(userId: $userId) {
    cartId
    application
    updatedAt
    lines {
      itemId
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<CsrCustomerCartsQuery, CsrCustomerCartsQueryVariables>;
export const CsrCustomerServiceRequestsDocument = new TypedDocumentString(`
    query CsrCustomerServiceRequests($userId: ID!) {
  customerServiceRequests(userId: $userId) {
    srNumber
    type
    status
    summary
    openedAt
  }
}
    `) as unknown as TypedDocumentString<
  CsrCustomerServiceRequestsQuery,
  CsrCustomerServiceRequestsQueryVariables
>;
export const CsrCustomerSignInsDocument = new TypedDocumentString(`
    query CsrCustomerSignIns($userId: ID!) {
  customerSignIns(userId: $userId) {
    at
    ip
    application
  }
}
    `) as unknown as TypedDocumentString<CsrCustomerSignInsQuery, CsrCustomerSignInsQueryVariables>;
export const CsrCustomerStatusHistoryDocument = new TypedDocumentString(`
    query CsrCustomerStatusHistory($userId: ID!) {
  customerStatusHistory(userId: $userId) {
    action
    at
    from
    to
    byName
  }
}
    `) as unknown as TypedDocumentString<
  CsrCustomerStatusHistoryQuery,
  CsrCustomerStatusHistoryQueryVariables
>;
export const CsrCustomerPrivilegesDocument = new TypedDocumentString(`
    query CsrCustomerPrivileges($userId: ID!) {
  customerPrivileges(userId: $userId) {
    name
    displayName
    revoked
  }
}
    `) as unknown as TypedDocumentString<CsrCustomerPrivilegesQuery, CsrCustomerPrivilegesQueryVariables>;
export const SearchAdminUsersDocument = new TypedDocumentString(`
    query SearchAdminUsers($query: String, $page: Int, $accountNumber: String, $status: UserStatus, $pageSize: Int, $sort: String) {
  searchUsers(
    query: $query
    page: $page
    accountNumber: $accountNumber
    status: $status
    pageSize: $pageSize
    sort: $sort
  ) {
    totalCount
    users {
      ...AdminUserRow
    }
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<SearchAdminUsersQuery, SearchAdminUsersQueryVariables>;
export const CsrUserRolesDocument = new TypedDocumentString(`
    query CsrUserRoles($userId: ID!) {
  assignableRoles(userId: $userId, purpose: USER_ROLE) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CsrUserRolesQuery, CsrUserRolesQueryVariables>;
export const CsrImpersonationAllowedDocument = new TypedDocumentString(`
    query CsrImpersonationAllowed($userId: ID!) {
  impersonationAllowed(userId: $userId) {
    allowed
    reason
  }
}
    `) as unknown as TypedDocumentString<CsrImpersonationAllowedQuery, CsrImpersonationAllowedQueryVariables>;
export const CsrUserAuditLogDocument = new TypedDocumentString(`
    query CsrUserAuditLog($userId: ID!, $page: Int, $size: Int) {
  userAuditLog(userId: $userId, page: $page, size: $size) {
    totalCount
    entries {
      id
      action
      actorUserId
      actorName
      at
      details
    }
  }
}
    `) as unknown as TypedDocumentString<CsrUserAuditLogQuery, CsrUserAuditLogQueryVariables>;
export const CsrCheckEmailExistsDocument = new TypedDocumentString(`
    query CsrCheckEmailExists($email: String!) {
  checkEmailExists(email: $email)
}
    `) as unknown as TypedDocumentString<CsrCheckEmailExistsQuery, CsrCheckEmailExistsQueryVariables>;
export const CsrEditUserDocument = new TypedDocumentString(`
    mutation CsrEditUser($userId: ID!, $firstName: String!, $lastName: String!, $email: String!) {
  editUser(
    userId: $userId
    firstName: $firstName
    lastName: $lastName
    email: $email
  ) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrEditUserMutation, CsrEditUserMutationVariables>;
export const CsrChangeStatusDocument = new TypedDocumentString(`
    mutation CsrChangeStatus($userId: ID!, $status: UserStatus!) {
  changeStatus(userId: $userId, status: $status) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrChangeStatusMutation, CsrChangeStatusMutationVariables>;
export const CsrResetPasswordDocument = new TypedDocumentString(`
    mutation CsrResetPassword($email: String!) {
  resetPassword(email: $email)
}
    `) as unknown as TypedDocumentString<CsrResetPasswordMutation, CsrResetPasswordMutationVariables>;
export const CsrSetUserRoleDocument = new TypedDocumentString(`
    mutation CsrSetUserRole($userId: ID!, $roleId: ID!) {
  setUserRole(userId: $userId, roleId: $roleId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrSetUserRoleMutation, CsrSetUserRoleMutationVariables>;
export const CsrResendDelegatedAdminInviteDocument = new TypedDocumentString(`
    mutation CsrResendDelegatedAdminInvite($authId: ID!) {
  resendDelegatedAdminInvite(authId: $authId)
}
    `) as unknown as TypedDocumentString<
  CsrResendDelegatedAdminInviteMutation,
  CsrResendDelegatedAdminInviteMutationVariables
>;
export const CsrSetupImpersonationDocument = new TypedDocumentString(`
    mutation CsrSetupImpersonation($userId: ID!) {
  setupImpersonationUser(userId: $userId) {
    email
    oneTimePassword
  }
}
    `) as unknown as TypedDocumentString<
  CsrSetupImpersonationMutation,
  CsrSetupImpersonationMutationVariables
>;
export const CsrUserAddressesDocument = new TypedDocumentString(`
    query CsrUserAddresses($userId: ID!, $query: String, $page: Int, $size: Int) {
  csrUserAddresses(userId: $userId, query: $query, page: $page, size: $size) {
    ...CsrUserAddress
  }
}
    fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrUserAddressesQuery, CsrUserAddressesQueryVariables>;
export const CsrUpdateDefaultShippingAddressDocument = new TypedDocumentString(`
    mutation CsrUpdateDefaultShippingAddress($userId: ID!, $ebsAddressId: ID!) {
  csrUpdateDefaultShippingAddress(userId: $userId, ebsAddressId: $ebsAddressId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<
  CsrUpdateDefaultShippingAddressMutation,
  CsrUpdateDefaultShippingAddressMutationVariables
>;
export const CsrUpdateDefaultBillingAddressDocument = new TypedDocumentString(`
    mutation CsrUpdateDefaultBillingAddress($userId: ID!, $ebsAddressId: ID!) {
  csrUpdateDefaultBillingAddress(userId: $userId, ebsAddressId: $ebsAddressId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<
  CsrUpdateDefaultBillingAddressMutation,
  CsrUpdateDefaultBillingAddressMutationVariables
>;
export const CsrAddToFavoritesDocument = new TypedDocumentString(`
    mutation CsrAddToFavorites($userId: ID!, $addressId: ID!) {
  csrAddToFavorites(userId: $userId, addressId: $addressId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrAddToFavoritesMutation, CsrAddToFavoritesMutationVariables>;
export const CsrRemoveFromFavoritesDocument = new TypedDocumentString(`
    mutation CsrRemoveFromFavorites($userId: ID!, $addressId: ID!) {
  csrRemoveFromFavorites(userId: $userId, addressId: $addressId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<
  CsrRemoveFromFavoritesMutation,
  CsrRemoveFromFavoritesMutationVariables
>;
export const CsrCustomerNotesDocument = new TypedDocumentString(`
    query CsrCustomerNotes($userId: ID!) {
  customerNotes(userId: $userId) {
    id
    text
    authorName
    at
  }
}
    `) as unknown as TypedDocumentString<CsrCustomerNotesQuery, CsrCustomerNotesQueryVariables>;
export const CsrAddCustomerNoteDocument = new TypedDocumentString(`
    mutation CsrAddCustomerNote($userId: ID!, $text: String!) {
  addCustomerNote(userId: $userId, text: $text) {
    id
    text
    authorName
    at
  }
}
    `) as unknown as TypedDocumentString<CsrAddCustomerNoteMutation, CsrAddCustomerNoteMutationVariables>;
export const CsrChangeUserOrgDocument = new TypedDocumentString(`
    mutation CsrChangeUserOrg($userId: ID!, $accountId: ID!) {
  changeUserOrg(userId: $userId, accountId: $accountId) {
    ...AdminUserRow
  }
}
    fragment AdminUserRow on AdminUser {
  userId
  authId
  firstName
  lastName
  email
  userStatus
  isInternalAssociate
  isValidatedB2BUser
  isB2C
  accountNumber
  accountId
  locale
  registrationDate
  userEnteredBusinessName
  matchedOn
  parentOrganization {
    accountId
    accountNumber
    name
  }
  roles {
    roleId
    roleName
  }
  defaultShippingAddress {
    ...CsrUserAddress
  }
  defaultBillingAddress {
    ...CsrUserAddress
  }
  favorites {
    ...CsrUserAddress
  }
}
fragment CsrUserAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CsrChangeUserOrgMutation, CsrChangeUserOrgMutationVariables>;
