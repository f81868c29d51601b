// Column helpers and enums shared by every schema file: one place for the spec's value sets (spec section 3).
import { customType, numeric, pgEnum, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES, USER_STATUSES } from '@portal/rules/profile';
import type { Locale, UserStatus } from '@portal/rules/profile';

/** PostgreSQL `tsvector` (read as text; only ever written through generated columns or SQL). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** timestamptz read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();
/** an amount of money, read as a JS number */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Spec section 3 "User status values" (GUEST is the default of a session profile): the portal's own list. */
export { LOCALES, USER_STATUSES };
export type { Locale, UserStatus };
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);

/** B2B or B2C (the spec's "other"). */
export const REGISTRATION_TYPES = ['B2B', 'B2C'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const registrationTypeEnum = pgEnum('registration_type', REGISTRATION_TYPES);

/** Region enum of spec section 3 (integration locale): en_US → UNITED_STATES, en_CA → CANADA, en → AWW. */
export const REGIONS = ['UNITED_STATES', 'CANADA', 'AWW'] as const;
export type Region = (typeof REGIONS)[number];
export const regionEnum = pgEnum('region', REGIONS);

/** BUSINESS customer accounts, PERSONAL (B2C) accounts, and the INTERNAL ASSOCIATES pseudo-account. */
export const ORGANIZATION_TYPES = ['BUSINESS', 'PERSONAL', 'INTERNAL'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const organizationTypeEnum = pgEnum('organization_type', ORGANIZATION_TYPES);

export const ROLE_SCOPES = ['GLOBAL', 'ORGANIZATION'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];
export const roleScopeEnum = pgEnum('role_scope', ROLE_SCOPES);

/** A role's class (issue 34): STAFF roles are for the maker's own people, CUSTOMER roles for customers' users. */
export const ROLE_CLASSES = ['STAFF', 'CUSTOMER'] as const;
export type RoleClass = (typeof ROLE_CLASSES)[number];
export const roleClassEnum = pgEnum('role_class', ROLE_CLASSES);

/** Notification setting modes, verbatim from the spec. */
export const NOTIFICATION_STATUSES = ['Off', 'Email', 'Text', 'Email & Text'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const notificationStatusEnum = pgEnum('notification_status', NOTIFICATION_STATUSES);

/** Shopping cart applications. */
export const CART_APPLICATIONS = ['supply-store', 'training-store'] as const;
export type CartApplication = (typeof CART_APPLICATIONS)[number];
export const cartApplicationEnum = pgEnum('cart_application', CART_APPLICATIONS);

export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencyEnum = pgEnum('currency', CURRENCIES);

/** Registration outcome (spec section 3). */
export const REGISTRATION_OUTCOMES = [
  'SUCCESS',
  'FAILURE',
  'UNAUTHORIZED_EMAIL',
  'INVALID_ACCOUNT_NUMBER',
  'COMPETITOR',
  'UNAUTHORIZED_FAST_TRACK',
  'INVALID_INVOICE_NUMBER',
  'NO_DOMAIN_TO_AUTHORIZE_EMAIL',
] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];
export const registrationOutcomeEnum = pgEnum('registration_outcome', REGISTRATION_OUTCOMES);

/** Email-domain check result (spec section 3). */
export const EMAIL_DOMAIN_RESULTS = ['ACCEPTED', 'DECLINED', 'ABSENT', 'DUPLICATE'] as const;
export type EmailDomainResult = (typeof EMAIL_DOMAIN_RESULTS)[number];
export const emailDomainResultEnum = pgEnum('email_domain_result', EMAIL_DOMAIN_RESULTS);

/** Async job status ids: 1 Pending, 2 Complete, 3 Failed. */
export const JOB_STATUS = { Pending: 1, Complete: 2, Failed: 3 } as const;
export type JobStatusId = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** Training-store product filters and category filters (spec section 2), verbatim. */
export const COURSE_PRODUCT_FILTERS = [
  'Aerial Devices',
  'Chippers',
  'Cranes',
  'Digger Derricks',
  'Lights and Signs',
  'Specialty',
] as const;
export type CourseProductFilter = (typeof COURSE_PRODUCT_FILTERS)[number];
export const COURSE_CATEGORY_FILTERS = [
  'APN',
  'Maintenance',
  'Operator Training',
  'Workplace Safety',
] as const;
export type CourseCategoryFilter = (typeof COURSE_CATEGORY_FILTERS)[number];

/** Every privilege string of spec section 6: the one vocabulary shared by the portal and the API. */
export { PRIVILEGES } from '@portal/rules/privileges';
export type { Privilege } from '@portal/rules/privileges';
