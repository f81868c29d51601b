// Records a test makes for itself that no portal operation creates: customer companies (a parent holding with its
// children and their links), their accepted e-mail domain, default role, fleet units and open APNs, and customer-service
// agents. Written straight into the database the test portal uses, through the API's test-only fixture routes
// (api/src/http/test-fixtures-route.ts, served because global-setup.ts sets PORTAL_TEST_FIXTURES), so the same
// call works on the embedded database and on PostgreSQL behind several API processes. Every name carries a tag
// unique to the run: two tests, or two runs on one database, never meet.
import type { APIRequestContext } from '@playwright/test';
import type { AcceptedDomain } from './registrants';

/** A tag unique to this run and call: lower-case letters, digits and dashes. */
export function uniqueTag(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A business customer's privileges, as a company default role grants them (no user administration). */
export const CUSTOMER_PRIVILEGES = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_Warranty_View',
  'B2B_View_APNs',
  'B2B_View_SRs',
  'B2B_View_Orders',
  'B2B_View_Default_Invoices',
  'B2B_View_Replacement_Parts',
  'B2B_View_Organization_Groups',
] as const;

export interface MadeCompany extends AcceptedDomain {
  accountId: string;
  name: string;
  /** the tag every name made for the company ends with */
  tag: string;
  children: { accountId: string; name: string }[];
  /** the shipped supply order made (invoicedOrder): its number and its lines' parts and quantities */
  invoicedOrder: { orderNumber: string; lines: { partNumber: string; quantity: number }[] } | null;
  /** the open invoices made (openInvoices), in the order asked: number, amount and due date (yyyy-mm-dd) */
  openInvoices: MadeInvoice[];
}

export interface MadeInvoice {
  trxNumber: string;
  amount: number;
  dueDate: string;
}

async function fixture<T>(
  request: APIRequestContext,
  what: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/test-fixtures/${what}`, { data });
  if (!response.ok())
    throw new Error(`test fixture ${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A customer company of the test's own whose e-mail domain is accepted (its registrants join it with its default
 * role, holding `privileges`), with `units` fleet units (of a model of its own listing `parts` catalogue parts as
 * replacement parts), `notices` open APNs on the first of them and an `invoicedOrder`; given
 * `children`, a parent holding over child companies of those names, each with its units.
 */
export async function madeCompany(
  request: APIRequestContext,
  label: string,
  options: {
    privileges?: readonly string[];
    /** more roles of the company (named with the tag appended), which its administrators may give */
    roles?: { name: string; privileges: readonly string[] }[];
    units?: number;
    /** of those units, this many first ones overdue for inspection (aerial devices in service three years ago) */
    overdueUnits?: number;
    /** open APNs (made for the units' model), each applying to the company's first unit */
    notices?: number;
    /** the units' model is the company's own, listing this many catalogue parts as its replacement parts */
    parts?: number;
    /** a shipped supply order (two lines, tax, freight) and its open invoice */
    invoicedOrder?: boolean;
    /** the invoiced order's third line is of a part the catalogue no longer has (000-0042) */
    retiredPartLine?: boolean;
    /** open invoices of these amounts (dollars), each due `daysPastDue` days ago (negative: due ahead) */
    openInvoices?: { daysPastDue: number; amount: number }[];
    children?: { name: string; units: number }[];
  } = {},
): Promise<MadeCompany> {
  const tag = uniqueTag(label);
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} Company ${tag}`;
  const domain = `${tag}.example`;
  const made = await fixture<{
    accountId: string;
    children: { accountId: string; name: string }[];
    invoicedOrder: { orderNumber: string; lines: { partNumber: string; quantity: number }[] } | null;
    openInvoices: MadeInvoice[];
  }>(request, 'company', {
    tag,
    name,
    domain,
    defaultRole: { name: `Default role ${tag}`, privileges: options.privileges ?? CUSTOMER_PRIVILEGES },
    roles: (options.roles ?? []).map((r) => ({ name: `${r.name} ${tag}`, privileges: r.privileges })),
    units: options.units ?? 0,
    overdueUnits: options.overdueUnits ?? 0,
    notices: options.notices ?? 0,
    parts: options.parts ?? 0,
    invoicedOrder: options.invoicedOrder ?? false,
    retiredPartLine: options.retiredPartLine ?? false,
    openInvoices: options.openInvoices ?? [],
    children: (options.children ?? []).map((c) => ({ name: `${c.name} ${tag}`, units: c.units })),
  });
  return { ...made, name, tag, domain, businessName: name };
}

/**
 * The user's two saved cards of the payment stand-in (docs/payments.md): a Visa ending in 4242 that it approves, the
 * default, and one ending in 0002 that it declines.
 */
export async function madeSavedCards(request: APIRequestContext, email: string): Promise<void> {
  await fixture(request, 'saved-cards', { email });
}

export const AGENT_PASSWORD = 'Agent!23456';

/**
 * A customer-service agent of the test's own (CSR user management unless told); sign in with the e-mail and
 * AGENT_PASSWORD. Given `flagGroup`, the agent evaluates feature flags under that group (one of the test's own).
 */
export async function madeAgent(
  request: APIRequestContext,
  label: string,
  privileges: readonly string[] = ['CSR', 'CSR_User_Management'],
  options: { flagGroup?: string } = {},
): Promise<string> {
  const tag = uniqueTag(label);
  const email = `${tag}@aerialco.example`;
  await fixture(request, 'staff', {
    tag,
    email,
    firstName: 'Avery',
    lastName: 'Agent',
    password: AGENT_PASSWORD,
    role: { name: `Agents ${tag}`, privileges },
    ...(options.flagGroup ? { flagGroup: options.flagGroup } : {}),
  });
  return email;
}

export interface MadeCourseSession {
  sessionId: string;
  courseId: string;
  title: string;
  /** the place the session is held, named with the run's tag */
  location: string;
}

/**
 * A session of the seed's first instructor-led course of the test's own (a week out, at a place named with a
 * unique tag), with `learners` booked or waitlisted on seats of a course order made with it (issue 40). With
 * `earlierSessions`, the session is of a course of the test's own (out of the store), after that many others.
 */
export async function madeCourseSession(
  request: APIRequestContext,
  label: string,
  learners: { email: string; status: 'BOOKED' | 'WAITLISTED' }[],
  options: { earlierSessions?: number } = {},
): Promise<MadeCourseSession> {
  return fixture<MadeCourseSession>(request, 'course-session', {
    tag: uniqueTag(label),
    learners,
    ...options,
  });
}
