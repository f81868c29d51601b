// Accounts: organisations, users (profiles), addresses, roles and privileges (spec sections 3 and 6).
import {
  createdAt,
  organizationTypeEnum,
  regionEnum,
  registrationTypeEnum,
  roleClassEnum,
  roleScopeEnum,
  tstz,
  updatedAt,
  userStatusEnum,
} from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/tables.js';

/**
 * Customer organisations (EBS-style customer accounts). `accountId` is the business key every other table
 * references. A parent holding company has `isParentHolding`; its children point at it with `parentAccountId`
 * and are listed (with the spec's secondary-org fields) in `secondary_org_relationships`.
 * Duplicate names are allowed (displayed as "name - accountNumber").
 */
export const organizations = pgTable(
  'organizations',
  {
    accountId: text('account_id').primaryKey(),
    accountNumber: text('account_number').notNull(),
    partyId: text('party_id').notNull(),
    partyNumber: text('party_number'),
    name: text('name').notNull(),
    type: organizationTypeEnum('type').notNull().default('BUSINESS'),
    parentAccountId: text('parent_account_id').references((): AnyPgColumn => organizations.accountId),
    isParentHolding: boolean('is_parent_holding').notNull().default(false),
    paymentTerms: text('payment_terms'),
    paymentTermsId: text('payment_terms_id'),
    profileClass: text('profile_class'),
    profileClassId: text('profile_class_id'),
    warrantyType: text('warranty_type'),
    isCustomerPurchaseOrderEnabled: boolean('is_customer_purchase_order_enabled').notNull().default(false),
    /** the credit the organisation is allowed (account statement, issue 39); null: none set */
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2, mode: 'number' }),
    integrationLocale: regionEnum('integration_locale').notNull().default('UNITED_STATES'),
    /** analytics contracts (spec section 6: required for every account but one) */
    analyticsContract: boolean('analytics_contract').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_account_number_uq').on(t.accountNumber),
    index('organizations_party_id_idx').on(t.partyId),
    index('organizations_parent_idx').on(t.parentAccountId),
    index('organizations_name_idx').on(t.name),
    // customer support's search: a misspelt business name (pg_trgm similarity, migration 0025)
    index('organizations_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Secondary-org relationship rows exactly as the spec lists them (parent company → customer account). */
export const secondaryOrgRelationships = pgTable(
  'secondary_org_relationships',
  {
    id: serial('id').primaryKey(),
    parentAccountId: text('parent_account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    custAccountId: text('cust_account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    parentCoParty: text('parent_co_party').notNull(),
    parentCoPartyNumber: text('parent_co_party_number').notNull(),
    parentCoPartyId: text('parent_co_party_id').notNull(),
    relationshipCode: text('relationship_code').notNull(),
    relationshipType: text('relationship_type').notNull(),
    custParty: text('cust_party').notNull(),
    custPartyNumber: text('cust_party_number').notNull(),
    custPartyId: text('cust_party_id').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('secondary_org_rel_uq').on(t.parentAccountId, t.custAccountId),
    index('secondary_org_rel_cust_idx').on(t.custAccountId),
  ],
);

/**
 * Customer addresses (bill-to / ship-to sites). `addressId` is the portal id, `ebsAddressId` the billing-system
 * site id the spec's CSR calls use. Personal (B2C) addresses belong to the user's personal account and carry `userId`.
 */
export const addresses = pgTable(
  'addresses',
  {
    addressId: text('address_id').primaryKey(),
    ebsAddressId: text('ebs_address_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    partyId: text('party_id'),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    county: text('county'),
    state: text('state'),
    province: text('province'),
    postalCode: text('postal_code'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('US'),
    paymentTerms: text('payment_terms'),
    paymentTermsId: text('payment_terms_id'),
    profileClass: text('profile_class'),
    profileClassId: text('profile_class_id'),
    integrationLocale: regionEnum('integration_locale').notNull().default('UNITED_STATES'),
    billingEnabled: boolean('billing_enabled').notNull().default(true),
    shippingEnabled: boolean('shipping_enabled').notNull().default(true),
    /** the account's primary site (customer search "primary-site address") */
    isDefault: boolean('is_default').notNull().default(false),
    /** account-wide favourite (users also keep personal favourites in user_favorite_addresses) */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** deleted from a personal user's address book: kept for the orders that name it, shown nowhere else */
    deletedAt: tstz('deleted_at'),
    phoneNumber: text('phone_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('addresses_ebs_address_id_uq').on(t.ebsAddressId),
    index('addresses_account_idx').on(t.accountId),
    index('addresses_user_idx').on(t.userId),
  ],
);

/**
 * Portal users: the stored part of the spec's Profile plus the embedded identity provider's credentials.
 * Secondary orgs of a parent-holding user are the `secondary_org_relationships` whose parent is the user's account.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** identity-provider subject (auth0AccountId / authId), e.g. "auth0|…" */
    authId: text('auth_id').notNull(),
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash (see db/passwords.ts); null = cannot sign in with a password yet */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    jobTitle: text('job_title'),
    status: userStatusEnum('status').notNull().default('UNCONFIRMED'),
    userStatusLastUpdated: tstz('user_status_last_updated').notNull().defaultNow(),
    registrationType: registrationTypeEnum('registration_type').notNull().default('B2C'),
    isValidatedB2BUser: boolean('is_validated_b2b_user').notNull().default(false),
    locale: text('locale').notNull().default('en_US'),
    /** the organisation the user registered with (profile accountId / parentOrganization) */
    accountId: text('account_id').references(() => organizations.accountId),
    contactId: text('contact_id').references(() => contacts.contactId, { onDelete: 'set null' }),
    partyId: text('party_id'),
    relationshipPartyId: text('relationship_party_id'),
    businessName: text('business_name'),
    userEnteredBusinessName: text('user_entered_business_name'),
    revokedPrivileges: text('revoked_privileges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the user's roles, their roles' privileges or the revoked list last changed: an access token issued before
     * it no longer says what the user holds, so the API reads the privileges from here instead (issue 34).
     */
    privilegesChangedAt: tstz('privileges_changed_at'),
    activationToken: text('activation_token'),
    activationTokenCreated: tstz('activation_token_created'),
    acceptedTerms: boolean('accepted_terms').notNull().default(false),
    acceptedTermsDate: tstz('accepted_terms_date'),
    isAddressModificationAllowed: boolean('is_address_modification_allowed').notNull().default(true),
    defaultBillingAddressId: text('default_billing_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    defaultShippingAddressId: text('default_shipping_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    /** default{product}PaymentId */
    defaultPaymentId: uuid('default_payment_id'),
    deletedPaymentIds: text('deleted_payment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subscribed: boolean('subscribed').notNull().default(false),
    remoteSupport: boolean('remote_support').notNull().default(true),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    launchDarklyGroup: text('launch_darkly_group'),
    warrantyType: text('warranty_type'),
    // punchout
    isPunchout: boolean('is_punchout').notNull().default(false),
    punchOutType: text('punch_out_type'),
    ociPunchOutHookUrl: text('oci_punch_out_hook_url'),
    ociPunchOutHttpContentCharset: text('oci_punch_out_http_content_charset'),
    ociPunchOutReturnTarget: text('oci_punch_out_return_target'),
    // internal associates (authProfile.internalProperties)
    isInternalAssociate: boolean('is_internal_associate').notNull().default(false),
    department: text('department'),
    departmentNumber: text('department_number'),
    employeeId: text('employee_id'),
    allowedAccountIds: text('allowed_account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowedActions: text('allowed_actions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** organisations the user chose to view (server-side active orgs) and the initially selected one */
    activeOrgIds: text('active_org_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    initiallySelectedOrgId: text('initially_selected_org_id'),
    /** userSelectedGroup {name, groupId} */
    userSelectedGroup: jsonb('user_selected_group').$type<{ name: string; groupId: string } | null>(),
    lastLoginAt: tstz('last_login_at'),
    lastSsoHeartbeat: tstz('last_sso_heartbeat'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_auth_id_uq').on(t.authId),
    index('users_account_idx').on(t.accountId),
    index('users_status_idx').on(t.status),
    index('users_contact_idx').on(t.contactId),
    index('users_activation_token_idx').on(t.activationToken),
    // customer support's search by phone: the number's digits however it was typed (migration 0025)
    index('users_phone_digits_idx').on(sql`regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g')`),
  ],
);

/**
 * The customer-service user search's serving rows (ADR 0020): one narrow row per user with the searched text
 * (`lower(first name || ' ' || last name || ' ' || e-mail)`, the expression the search matches) and the filters,
 * so the exact total of a text search reads about half the pages of `users` and no text is rebuilt per row.
 * Kept by triggers on users (migration 0020); the page itself is still read from users.
 */
export const userSearch = pgTable(
  'user_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id'),
    status: userStatusEnum('status').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('user_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('user_search_account_idx').on(t.accountId),
  ],
);

/**
 * How many users each (organisation, status) holds, kept by triggers on users (migration 0020): the exact total
 * of a user search without text (all users, an organisation's, a status's) is a sum over at most a few thousand
 * rows instead of a count over 100,000 users. `account_key` '' = users without an organisation.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    accountKey: text('account_key').notNull(),
    status: userStatusEnum('status').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.status] })],
);

/** A user's favourite addresses (profile favoriteAddressIds). */
export const userFavoriteAddresses = pgTable(
  'user_favorite_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressId: text('address_id')
      .notNull()
      .references(() => addresses.addressId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressId] })],
);

/** Privilege catalogue (spec section 6). */
export const privileges = pgTable('privileges', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description'),
});

/** Roles: GLOBAL (account_id null) or ORGANIZATION roles owned by one account. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    scope: roleScopeEnum('scope').notNull(),
    /** who may hold it: staff (the maker's people) or customers; its privileges are all of that class or none */
    roleClass: roleClassEnum('role_class').notNull().default('CUSTOMER'),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'cascade' }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('roles_account_name_uq').on(t.accountId, t.name).nullsNotDistinct(),
    index('roles_account_idx').on(t.accountId),
  ],
);

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    privilegeName: text('privilege_name')
      .notNull()
      .references(() => privileges.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.privilegeName] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** The role new users of a company get (getCompanyDefaultRole / setCompanyDefaultRole). */
export const companyDefaultRoles = pgTable('company_default_roles', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => organizations.accountId, { onDelete: 'cascade' }),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
});
