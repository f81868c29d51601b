// The registration operations of the open endpoint (spec sections 2, 3, 4 and 7): self-registration, account
// activation, resending the activation e-mail, delegated-registration completion and its token resend, address
// validation and the captcha challenge. Every write of one operation happens in one transaction (user,
// organisation, address, contact, registration, e-mails in the outbox, audit record), so a failing step leaves
// nothing half-written.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  DELEGATED_MESSAGES,
  delegatedCompletionRequestSchema,
  formatPhoneNumber,
  localeForCountry,
  registrationSchema,
  resendSchema,
} from '@portal/rules/validation';
import type { RegistrationInput } from '@portal/rules/validation';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import { hashPassword } from '../../db/passwords.js';
import type { Transaction } from '../../db/client.js';
import {
  addresses,
  auditLog,
  contactPhoneNumbers,
  contacts,
  emailDomainRules,
  invoices,
  mailOutbox,
  organizations,
  registrations,
  users,
} from '../../db/schema.js';
import type { Region, RegistrationOutcome, UserStatus } from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import { validate } from '../../shared/validation.js';
import { validateAddress } from './address-validation.js';
import type { AddressValidationResponse, AddressToValidate } from './address-validation.js';
import type { CaptchaChallenge } from './captcha.js';
import { lookupCounty } from './county-lookup.js';
import { registrationDeps } from './deps.js';
import {
  accountExistsEmail,
  activationEmail,
  activationLink,
  delegatedEmail,
  delegatedLink,
  pendingEmail,
} from './mail-templates.js';
import type { RenderedMail } from './mail-templates.js';
import { consumePerAddressAndSubject } from '../../shared/operation-limiter.js';
import { companyMemberFields, giveCompanyRole } from '../accounts/index.js';

/** Spec 9: activation token life 7 days. */
const ACTIVATION_TOKEN_LIFE_MS = 604_800_000;

/** Spec 8, verbatim. */
export const ADDRESS_ERROR =
  'Error validating address provided. Please check your input and try again. If you continue to experience problems, please call 877-462-5832.';
/** Spec 2, verbatim ({product} is the brand's product word). */
export const CALIFORNIA_MESSAGE = `We're unable to approve your account at this time. However, you can still place an order by calling us at 877-GO ${brand.product}, option 1.`;
const CAPTCHA_MESSAGE = "You must check I'm not a robot to register.";
export const ALREADY_REGISTERED = 'This account is already registered.';
export const NO_PERMISSION = 'This account does not have permission to access connect.';

export type ActivationResult = 'ALREADY_ACTIVE' | 'SUCCESS' | 'EXPIRED' | 'REJECTED';
export type DelegatedTokenStatus = 'VALID' | 'EXPIRED' | 'ALREADY_REGISTERED' | 'REJECTED';

const ACTIVE: readonly UserStatus[] = ['REGISTERED', 'DELEGATED_REGISTERED'];
const REFUSED: readonly UserStatus[] = ['DEACTIVATED', 'REJECTED'];

// ---- helpers ------------------------------------------------------------------------------------------------------

const newToken = () => randomBytes(32).toString('base64url');
const digits = (n: number) => String(randomInt(10 ** (n - 1), 10 ** n));

function sameToken(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function queueMail(tx: Transaction, to: string, mail: RenderedMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    templateData: mail.templateData,
  });
}

function regionFor(country: string): Region {
  return country === 'US' ? 'UNITED_STATES' : country === 'CA' ? 'CANADA' : 'AWW';
}

/** Per client address and per e-mail (or user): both must have room. */
async function limit(ctx: RequestContext, operation: string, subject: string | null): Promise<void> {
  await consumePerAddressAndSubject(ctx.limiter, operation, ctx.clientAddress, subject);
}

// ---- captcha and address validation -------------------------------------------------------------------------------

export function registrationCaptcha(ctx: RequestContext): Promise<CaptchaChallenge> {
  return registrationDeps(ctx.config).captcha.issue();
}

const addressInputSchema = yup.object({
  address1: yup
    .string()
    .trim()
    .max(100, 'Address must be at most 100 characters.')
    .required('Address is required.'),
  address2: yup.string().trim().max(100, 'Address line 2 must be at most 100 characters.').optional(),
  city: yup.string().trim().max(60, 'City must be at most 60 characters.').required('City is required.'),
  state: yup.string().trim().max(60, 'State/Province/Region must be at most 60 characters.').optional(),
  postalCode: yup
    .string()
    .trim()
    .max(10, 'Zip/Postal Code must be at most 10 characters.')
    .required('Zip/Postal Code is required.'),
  country: yup.string().trim().max(2, 'Country is required.').required('Country is required.'),
});

interface AddressValidationAnswer extends AddressValidationResponse {
  /** the US county of the (corrected) address, '' elsewhere or when unknown */
  county: string;
}

/** validateAddress(address) on the open endpoint: the result plus the county (US only). */
/** Optional fields of a GraphQL input arrive as null. */
type NullableFields<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

export function validateRegistrationAddress(
  ctx: RequestContext,
  input: { address: NullableFields<AddressToValidate> },
): AddressValidationAnswer {
  // GraphQL sends an omitted optional field as null; the validator treats null and absent alike
  const { address2, state, ...required } = input.address ?? {};
  const address = validate(addressInputSchema, {
    ...required,
    address2: address2 ?? undefined,
    state: state ?? undefined,
  });
  const { postal } = registrationDeps(ctx.config);
  const response = validateAddress(postal, address);
  let county = '';
  if (response.validationResult !== 'INVALID') {
    try {
      county = lookupCounty(postal, response.address);
    } catch {
      county = '';
    }
  }
  return { ...response, county };
}

// ---- self-registration --------------------------------------------------------------------------------------------

interface DomainCheck {
  result: 'ACCEPTED' | 'DECLINED' | 'ABSENT';
  /** a declined domain that names no customer: a competitor's (spec 3 outcome COMPETITOR) */
  competitor: boolean;
  customerName: string | null;
  accountId: string | null;
  accountNumber: string | null;
  partyId: string | null;
  organizationName: string | null;
}

/** The business e-mail-domain check (checkEmail's rule lookup) with the domain part only. */
async function checkEmailDomain(ctx: RequestContext, domain: string): Promise<DomainCheck> {
  const [rule] = await ctx.db
    .select({
      registrationAllowed: emailDomainRules.registrationAllowed,
      customerName: emailDomainRules.customerName,
      accountId: emailDomainRules.accountId,
      partyId: organizations.partyId,
      accountNumber: organizations.accountNumber,
      organizationName: organizations.name,
    })
    .from(emailDomainRules)
    .leftJoin(organizations, eq(organizations.accountId, emailDomainRules.accountId))
    .where(eq(emailDomainRules.domain, domain.toLowerCase()))
    .limit(1);
  if (!rule)
    return {
      result: 'ABSENT',
      competitor: false,
      customerName: null,
      accountId: null,
      accountNumber: null,
      partyId: null,
      organizationName: null,
    };
  const accepted = rule.registrationAllowed && !!rule.accountId && !!rule.partyId;
  return {
    result: accepted ? 'ACCEPTED' : 'DECLINED',
    // a rule refusing a customer's own domain names the customer; one refusing a domain outright names none
    competitor: !rule.registrationAllowed && !rule.accountId,
    customerName: rule.customerName,
    accountId: accepted ? rule.accountId : null,
    accountNumber: accepted ? rule.accountNumber : null,
    partyId: accepted ? rule.partyId : null,
    organizationName: accepted ? rule.organizationName : null,
  };
}

/** Invoice statuses that confirm a registrant may act for the customer (an account in good standing). */
const FAST_TRACK_INVOICE_STATUSES: readonly string[] = ['OPEN', 'PAID'];

type FastTrackResult =
  | { result: 'VALID'; accountId: string; accountNumber: string; partyId: string; organizationName: string }
  | { result: 'INVALID_ACCOUNT_NUMBER' | 'INVALID_INVOICE_NUMBER' | 'UNAUTHORIZED_FAST_TRACK' };

/**
 * validateInvoices (customer and status), spec 7: the account number must be a business customer's, the invoice
 * one of that customer's (an invoice of another customer is no better than none), and its status one that
 * confirms the customer: else UNAUTHORIZED_FAST_TRACK.
 */
export async function validateInvoices(
  ctx: RequestContext,
  input: { accountNumber: string; invoiceNumber: string },
): Promise<FastTrackResult> {
  const [customer] = await ctx.db
    .select({
      accountId: organizations.accountId,
      accountNumber: organizations.accountNumber,
      partyId: organizations.partyId,
      name: organizations.name,
    })
    .from(organizations)
    .where(and(eq(organizations.accountNumber, input.accountNumber), eq(organizations.type, 'BUSINESS')))
    .limit(1);
  if (!customer) return { result: 'INVALID_ACCOUNT_NUMBER' };
  const [invoice] = await ctx.db
    .select({ status: invoices.status, trxType: invoices.trxType })
    .from(invoices)
    .where(and(eq(invoices.trxNumber, input.invoiceNumber), eq(invoices.accountId, customer.accountId)))
    .limit(1);
  if (!invoice || invoice.trxType !== 'INV') return { result: 'INVALID_INVOICE_NUMBER' };
  if (!FAST_TRACK_INVOICE_STATUSES.includes(invoice.status)) return { result: 'UNAUTHORIZED_FAST_TRACK' };
  return {
    result: 'VALID',
    accountId: customer.accountId,
    accountNumber: customer.accountNumber,
    partyId: customer.partyId,
    organizationName: customer.name,
  };
}

/** The contact-record request of spec 3 (billing system). */
interface ContactRecordRequest {
  customer: { accountId: string; accountNumber: string; partyId: string };
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  registrationType: 'B2B' | 'B2C';
  address: {
    address1: string;
    address2: string;
    city: string;
    country: string;
    postalCode: string;
    county: string;
    shippingEnabled: true;
    billingEnabled: true;
    state: string | null;
    province: string | null;
    integrationLocale: 'United States' | 'Canada' | 'worldwide';
  };
}

/** US: state holds the state; CA: province holds it; otherwise state holds the country. */
export function buildContactRecordRequest(
  customer: ContactRecordRequest['customer'],
  form: Pick<RegistrationInput, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'type'>,
  address: {
    address1: string;
    address2: string;
    city: string;
    country: string;
    state: string;
    postalCode: string;
    county: string;
  },
): ContactRecordRequest {
  const { country } = address;
  return {
    customer,
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    phoneNumber: form.phoneNumber,
    registrationType: form.type,
    address: {
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      country,
      postalCode: address.postalCode,
      county: address.county,
      shippingEnabled: true,
      billingEnabled: true,
      state: country === 'US' ? address.state : country === 'CA' ? null : country,
      province: country === 'CA' ? address.state : null,
      integrationLocale: country === 'US' ? 'United States' : country === 'CA' ? 'Canada' : 'worldwide',
    },
  };
}

export interface RegistrationResult {
  userStatus: UserStatus;
  outcome: RegistrationOutcome;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * registerUser(input): validates with the shared schema, checks the captcha, then registers a business user
 * (domain check: ACCEPTED → linked, UNCONFIRMED; otherwise PENDING_APPROVAL) or a personal user (address
 * validated, county looked up, UNCONFIRMED; Californians refused). An address that already has an account gets
 * the account-exists e-mail and the same answer a new registration would get, so the answer reveals nothing.
 */
export async function registerUser(
  ctx: RequestContext,
  input: { input: unknown },
): Promise<RegistrationResult> {
  const form = validate(registrationSchema, input.input);
  const email = form.email.toLowerCase();
  await limit(ctx, 'registerUser', email);
  const deps = registrationDeps(ctx.config);
  if (!(await deps.captcha.verify(form.captcha))) throw badInput(CAPTCHA_MESSAGE);

  const country = form.country.toUpperCase();
  const state = country === 'US' || country === 'CA' ? form.state.toUpperCase() : form.state;
  if (form.type === 'B2C' && country === 'US' && state === 'CA') throw forbidden(CALIFORNIA_MESSAGE);

  let address = {
    address1: form.address1,
    address2: form.address2 ?? '',
    city: form.city,
    state,
    postalCode: country === 'US' || country === 'CA' ? form.zip.toUpperCase() : form.zip,
    country,
    county: form.county ?? '',
  };

  if (form.type === 'B2C') {
    const checked = validateAddress(deps.postal, {
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country,
    });
    if (checked.validationResult === 'INVALID') throw badInput(ADDRESS_ERROR);
    // VALID: the corrected fields; AMBIGUOUS: the user confirmed the address as entered (normalised case)
    address = { ...address, ...checked.address, county: '' };
    address.county = lookupCounty(deps.postal, address);
  } else if (country === 'US') {
    address.county = lookupCounty(deps.postal, address) || address.county;
  }

  const domain = email.slice(email.lastIndexOf('@') + 1);
  let check: DomainCheck | null = form.type === 'B2B' ? await checkEmailDomain(ctx, domain) : null;
  const emailDomainResult = check?.result ?? null;
  // a competitor's domain, or a fast track whose numbers are wrong, registers nothing: the registrant is told why
  if (check?.competitor) return { userStatus: 'GUEST', outcome: 'COMPETITOR' };
  let fastTrack: FastTrackResult | null = null;
  if (check && check.result !== 'ACCEPTED' && form.accountNumber && form.invoiceNumber) {
    fastTrack = await validateInvoices(ctx, {
      accountNumber: form.accountNumber,
      invoiceNumber: form.invoiceNumber,
    });
    if (fastTrack.result === 'INVALID_ACCOUNT_NUMBER' || fastTrack.result === 'INVALID_INVOICE_NUMBER')
      return { userStatus: 'GUEST', outcome: fastTrack.result };
    // a valid fast track links the user as an accepted e-mail domain would
    if (fastTrack.result === 'VALID')
      check = {
        ...check,
        result: 'ACCEPTED',
        accountId: fastTrack.accountId,
        accountNumber: fastTrack.accountNumber,
        partyId: fastTrack.partyId,
        organizationName: fastTrack.organizationName,
      };
  }
  const status: UserStatus =
    form.type === 'B2C' || check?.result === 'ACCEPTED' ? 'UNCONFIRMED' : 'PENDING_APPROVAL';
  const outcome = registrationOutcome(form.type, check, fastTrack);
  // hashing happens on every path, so an existing address answers as slowly as a new one
  const passwordHash = await hashPassword(form.password);

  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const sendAccountExists = async () => {
    await ctx.db.transaction(async (tx) => {
      await queueMail(tx, form.email, accountExistsEmail(form.email, `${ctx.config.publicUrl}/login`));
    });
    return { userStatus: status, outcome };
  };
  if (existing) return sendAccountExists();

  try {
    await ctx.db.transaction(async (tx) => {
      await createRegistration(ctx, tx, {
        form,
        email,
        address,
        check,
        emailDomainResult,
        status,
        outcome,
        passwordHash,
      });
    });
  } catch (error) {
    // the same address registered concurrently: the unique index refused the second one
    if (isUniqueViolation(error)) return sendAccountExists();
    throw error;
  }
  return { userStatus: status, outcome };
}

/** Spec 3's outcome of a registration that goes ahead. */
function registrationOutcome(
  type: RegistrationInput['type'],
  check: DomainCheck | null,
  fastTrack: FastTrackResult | null,
): RegistrationOutcome {
  if (type === 'B2C' || check?.result === 'ACCEPTED') return 'SUCCESS';
  if (fastTrack?.result === 'UNAUTHORIZED_FAST_TRACK') return 'UNAUTHORIZED_FAST_TRACK';
  return check?.result === 'DECLINED' ? 'UNAUTHORIZED_EMAIL' : 'NO_DOMAIN_TO_AUTHORIZE_EMAIL';
}

interface Creation {
  form: RegistrationInput;
  email: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    county: string;
  };
  check: DomainCheck | null;
  /** what the e-mail-domain check said (a valid fast track links the user even when it did not accept) */
  emailDomainResult: DomainCheck['result'] | null;
  status: UserStatus;
  outcome: RegistrationOutcome;
  passwordHash: string;
}

async function createRegistration(ctx: RequestContext, tx: Transaction, c: Creation): Promise<void> {
  const { form, address, check, emailDomainResult, status, outcome } = c;
  const now = ctx.now();
  const phone = formatPhoneNumber(form.phoneNumber);
  const country = address.country;
  const accepted = check?.result === 'ACCEPTED';
  const unconfirmed = status === 'UNCONFIRMED';
  const token = unconfirmed ? newToken() : null;

  // the customer account: the matched business, a new personal account, or none yet (pending approval)
  let customer: ContactRecordRequest['customer'] | null = null;
  if (accepted && check.accountId && check.accountNumber && check.partyId) {
    customer = { accountId: check.accountId, accountNumber: check.accountNumber, partyId: check.partyId };
  } else if (form.type === 'B2C') {
    customer = { accountId: digits(9), accountNumber: digits(9), partyId: digits(9) };
    await tx.insert(organizations).values({
      accountId: customer.accountId,
      accountNumber: customer.accountNumber,
      partyId: customer.partyId,
      partyNumber: `P${customer.partyId}`,
      name: `${form.firstName} ${form.lastName}`,
      type: 'PERSONAL',
      paymentTerms: 'IMMEDIATE',
      profileClass: 'PERSONAL',
      integrationLocale: regionFor(country),
    });
  }

  // an accepted business registrant belongs to the matched company from the start (see company-membership.ts)
  const company =
    form.type === 'B2B' && customer && check?.organizationName
      ? companyMemberFields({ ...customer, name: check.organizationName })
      : null;
  const businessName = form.type === 'B2B' ? (check?.organizationName ?? null) : null;
  const userEnteredBusinessName =
    form.type === 'B2B'
      ? (accepted ? form.businessName : (check?.customerName ?? form.businessName)) || null
      : null;

  const [user] = await tx
    .insert(users)
    .values({
      authId: `auth0|${randomBytes(12).toString('hex')}`,
      email: form.email,
      passwordHash: c.passwordHash,
      firstName: form.firstName,
      lastName: form.lastName,
      phoneNumber: phone,
      status,
      userStatusLastUpdated: now,
      registrationType: form.type,
      isValidatedB2BUser: form.type === 'B2B' && accepted,
      locale: localeForCountry(country),
      accountId: customer?.accountId ?? null,
      partyId: customer?.partyId ?? null,
      businessName,
      userEnteredBusinessName,
      revokedPrivileges: [],
      activationToken: token,
      activationTokenCreated: token ? now : null,
      acceptedTerms: true,
      acceptedTermsDate: now,
      isAddressModificationAllowed: form.type === 'B2C',
      subscribed: form.receiveInfo ?? true,
      remoteSupport: form.remoteSupport ?? true,
      taxExempt: form.type === 'B2B' && (form.taxExempt ?? false),
      launchDarklyGroup: form.type === 'B2B' ? 'Connect_B2B_User' : null,
      ...company,
    })
    .returning({ id: users.id, authId: users.authId });
  if (!user) throw new ApiError('INTERNAL', 'The user could not be created.');
  if (company) await giveCompanyRole(tx, user.id, company.accountId);

  if (customer) {
    // the contact record of the billing system, stored as a contact (+ phone) and, for a personal account, its
    // first address (default billing and shipping)
    const request = buildContactRecordRequest(customer, { ...form, phoneNumber: phone }, address);
    const contactId = `C${digits(10)}`;
    await tx.insert(contacts).values({
      contactId,
      accountId: customer.accountId,
      partyId: customer.partyId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      hasConnectAccount: true,
    });
    await tx
      .insert(contactPhoneNumbers)
      .values({ phoneLineId: `PL${digits(10)}`, contactId, phoneNumber: phone });
    let addressId: string | null = null;
    if (form.type === 'B2C') {
      addressId = `ADDR-R${digits(10)}`;
      await tx.insert(addresses).values({
        addressId,
        ebsAddressId: `R${digits(10)}`,
        accountId: customer.accountId,
        partyId: customer.partyId,
        userId: user.id,
        addressName: 'Home',
        address1: address.address1,
        address2: address.address2 || null,
        city: address.city,
        county: address.county || null,
        state: request.address.state,
        province: request.address.province,
        postalCode: address.postalCode,
        zipCode: country === 'US' ? address.postalCode : null,
        country,
        integrationLocale: regionFor(country),
        isDefault: true,
        phoneNumber: phone,
      });
    }
    await tx
      .update(users)
      .set({ contactId, defaultBillingAddressId: addressId, defaultShippingAddressId: addressId })
      .where(eq(users.id, user.id));
    await tx.insert(auditLog).values({
      subjectUserId: user.id,
      action: 'REGISTRATION_CONTACT_RECORD',
      details: { contactId, request: { ...request } },
      at: now,
    });
  }

  await tx.insert(registrations).values({
    userId: user.id,
    type: form.type,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    businessName: form.type === 'B2B' ? form.businessName || null : null,
    taxExempt: form.type === 'B2B' && (form.taxExempt ?? false),
    phoneNumber: phone,
    country,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: address.postalCode,
    county: address.county || null,
    remoteSupport: form.remoteSupport ?? true,
    receiveInfo: form.receiveInfo ?? true,
    acceptTerms: true,
    acceptedTermsDate: now,
    emailDomainResult,
    outcome,
    rejectionReason: status === 'PENDING_APPROVAL' ? 'UNAUTHORIZED_FAST_TRACK' : null,
    accountId: customer?.accountId ?? null,
  });

  if (token) {
    await queueMail(
      tx,
      form.email,
      activationEmail(form.email, form.firstName, activationLink(ctx.config.publicUrl, user.id, token)),
    );
  } else {
    await queueMail(tx, form.email, pendingEmail(form.email, form.firstName));
  }
  await tx.insert(auditLog).values({
    subjectUserId: user.id,
    action: 'SELF_REGISTRATION',
    details: { type: form.type, status, emailDomainResult, outcome },
    at: now,
  });
}

// ---- activation ---------------------------------------------------------------------------------------------------

const idAndToken = yup.object({
  userId: yup
    .string()
    .typeError('User id must be a string.')
    .trim()
    .max(64, 'User id is too long.')
    .default(''),
  activationToken: yup
    .string()
    .typeError('Activation token must be a string.')
    .trim()
    .max(200, 'Activation token is too long.')
    .default(''),
});

async function userByToken(ctx: RequestContext, userId: string, token: string) {
  if (!UUID.test(userId) || !token) return null;
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      authId: users.authId,
      contactId: users.contactId,
      activationToken: users.activationToken,
      activationTokenCreated: users.activationTokenCreated,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !sameToken(user.activationToken, token)) return null;
  return user;
}

function expired(ctx: RequestContext, created: Date | null): boolean {
  return !created || ctx.now().getTime() - created.getTime() > ACTIVATION_TOKEN_LIFE_MS;
}

/**
 * activateAccount(userId, activationToken), spec 4 "Activation": an unknown user or token answers EXPIRED (the
 * spec's "server error means EXPIRED"); token older than 7 days EXPIRED; REGISTERED or DELEGATED_REGISTERED
 * ALREADY_ACTIVE; DEACTIVATED or REJECTED REJECTED; otherwise the user becomes REGISTERED: SUCCESS.
 */
export async function activateAccount(
  ctx: RequestContext,
  input: { userId: string; activationToken: string },
): Promise<{ result: ActivationResult }> {
  const { userId, activationToken } = validate(idAndToken, input);
  await limit(ctx, 'activateAccount', null);
  const user = await userByToken(ctx, userId, activationToken);
  if (!user || expired(ctx, user.activationTokenCreated)) return { result: 'EXPIRED' };
  if (ACTIVE.includes(user.status)) return { result: 'ALREADY_ACTIVE' };
  if (REFUSED.includes(user.status)) return { result: 'REJECTED' };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'REGISTERED', userStatusLastUpdated: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx
      .insert(auditLog)
      .values({ subjectUserId: user.id, action: 'ACCOUNT_ACTIVATED', details: {}, at: now });
  });
  ctx.callers.invalidate(user.authId);
  return { result: 'SUCCESS' };
}

/**
 * Replaces the user's activation token with a new one and queues the e-mail carrying its link, in one transaction
 * (a token is never stored without its mail, nor mailed without being stored).
 */
async function sendNewToken(
  ctx: RequestContext,
  user: { id: string; email: string; firstName: string },
  template: (to: string, firstName: string, link: string) => RenderedMail,
  linkTo: (baseUrl: string, userId: string, token: string) => string,
): Promise<void> {
  const token = newToken();
  const now = ctx.now();
  const { publicUrl } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ activationToken: token, activationTokenCreated: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await queueMail(tx, user.email, template(user.email, user.firstName, linkTo(publicUrl, user.id, token)));
  });
}

/** resendActivationEmail(userId): a new token and activation e-mail for an UNCONFIRMED user; always "sent". */
export async function resendActivationEmail(
  ctx: RequestContext,
  input: { userId: string },
): Promise<{ success: boolean }> {
  const { userId } = validate(idAndToken.pick(['userId']), input);
  await limit(ctx, 'resendActivationEmail', userId || null);
  if (!UUID.test(userId)) return { success: true };
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.status !== 'UNCONFIRMED') return { success: true };
  await sendNewToken(ctx, user, activationEmail, activationLink);
  return { success: true };
}

// ---- delegated registration ---------------------------------------------------------------------------------------

/** The state of a delegated-registration link, checked when its page opens (expired → the resend page). */
export async function delegatedRegistrationStatus(
  ctx: RequestContext,
  input: { userId: string; activationToken: string },
): Promise<{ status: DelegatedTokenStatus }> {
  const { userId, activationToken } = validate(idAndToken, input);
  if (!userId || !activationToken) throw badInput(DELEGATED_MESSAGES.missingIds);
  await limit(ctx, 'delegatedRegistrationStatus', null);
  const user = await userByToken(ctx, userId, activationToken);
  if (!user) return { status: 'EXPIRED' };
  if (ACTIVE.includes(user.status)) return { status: 'ALREADY_REGISTERED' };
  if (user.status !== 'PENDING_REGISTRATION') return { status: 'REJECTED' };
  if (expired(ctx, user.activationTokenCreated)) return { status: 'EXPIRED' };
  return { status: 'VALID' };
}

/**
 * completeDelegatedRegistration: sets the password and the choices of an invited (PENDING_REGISTRATION) user and
 * makes them DELEGATED_REGISTERED. An unknown or expired link answers { success: false, expired: true }.
 */
export async function completeDelegatedRegistration(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<{ success: boolean; expired: boolean }> {
  const form = validate(delegatedCompletionRequestSchema, input);
  await limit(ctx, 'completeDelegatedRegistration', form.userId);
  const user = await userByToken(ctx, form.userId, form.activationToken);
  if (!user) return { success: false, expired: true };
  if (ACTIVE.includes(user.status))
    throw new ApiError('CONFLICT', ALREADY_REGISTERED, { userFriendlyMessage: ALREADY_REGISTERED });
  if (user.status !== 'PENDING_REGISTRATION') throw forbidden(NO_PERMISSION);
  if (expired(ctx, user.activationTokenCreated)) return { success: false, expired: true };
  const passwordHash = await hashPassword(form.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        status: 'DELEGATED_REGISTERED',
        userStatusLastUpdated: now,
        remoteSupport: form.allowHelpDesk ?? true,
        subscribed: form.receiveInfo ?? true,
        acceptedTerms: true,
        acceptedTermsDate: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (user.contactId)
      await tx
        .update(contacts)
        .set({ hasConnectAccount: true, updatedAt: now })
        .where(eq(contacts.contactId, user.contactId));
    await tx.insert(auditLog).values({
      subjectUserId: user.id,
      action: 'DELEGATED_REGISTRATION_COMPLETED',
      details: { allowHelpDesk: form.allowHelpDesk, receiveInfo: form.receiveInfo },
      at: now,
    });
  });
  ctx.callers.invalidate(user.authId);
  return { success: true, expired: false };
}

/**
 * resendDelegatedRegistrationToken(email): a new link for an invited user who has not completed registration.
 * Answers success whether or not the address belongs to such a user (nothing to learn about accounts here).
 */
export async function resendDelegatedRegistrationToken(
  ctx: RequestContext,
  input: { email: string },
): Promise<{ success: boolean }> {
  const { email } = validate(resendSchema, input);
  const address = email.toLowerCase();
  await limit(ctx, 'resendDelegatedRegistrationToken', address);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (!user || user.status !== 'PENDING_REGISTRATION') return { success: true };
  await sendNewToken(ctx, user, delegatedEmail, delegatedLink);
  return { success: true };
}
