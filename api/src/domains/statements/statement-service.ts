// The account statement (issue 39, Orders and Invoices): for each organisation the caller may see (each child of a
// parent holding, and all of them together) the credit limit, the open balance, what is past due, and the aging of
// the open invoices overall and per bill-to address; the open invoices themselves a page at a time. It counts
// exactly the invoices the invoice list shows the caller (the same access: either invoice privilege, DEFAULT ones
// only without B2B_View_All_Invoices).
//
// At scale (ADR 0044) the sums come from `open_invoice_balances` (one row per organisation, category, bill-to,
// currency and due date, kept by triggers), aged in SQL on the statement's day: a few thousand rows at most, however
// many invoices are open. The lines are read from a partial index of the open invoices, oldest due first.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { addresses, invoices, organizations } from '../../db/schema.js';
import { invoiceAccess, visible } from '../invoices/index.js';
import type { InvoiceAccess } from '../invoices/index.js';
import { accountIdListField, pageField, sizeField, validate } from '../../shared/validation.js';
import { agingBucket, AGING_BUCKETS, cents, daysPastDue, emptyAging, fromCents } from './aging.js';
import { openInvoiceBalances } from './tables.js';
import type {
  AccountStatement,
  Aging,
  Balance,
  OrganisationStatement,
  StatementInvoice,
  StatementInvoicePage,
} from '@portal/rules/aging';

export type {
  AccountStatement,
  Balance,
  BillToStatement,
  OrganisationStatement,
  StatementInvoice,
  StatementInvoicePage,
} from '@portal/rules/aging';

export const statementSchema = yup.object({ accountIds: accountIdListField('Account ids') }).noUnknown();

export const STATEMENT_PAGE_SIZE = 25;
export const statementInvoicesSchema = yup
  .object({
    accountIds: accountIdListField('Account ids'),
    page: pageField(100_000),
    size: sizeField(100, STATEMENT_PAGE_SIZE),
  })
  .noUnknown();

export const NO_BILL_TO = 'No bill-to address';

const billToLabel = (a: { address1: string | null; city: string | null; state: string | null } | null) =>
  a?.address1 ? `${a.address1}, ${a.city ?? ''}${a.state ? `, ${a.state}` : ''}` : NO_BILL_TO;

/** Open: not PAID and something left to pay; written as literals so the partial index's predicate is proven. */
const OPEN = sql`${invoices.balanceDue} <> 0 and ${invoices.status} <> 'PAID'`;

/** A running balance, in cents while summing. */
class Tally {
  open = 0;
  pastDue = 0;
  invoices = 0;
  aging: Aging = emptyAging();
  add(aging: Aging, invoices: number): void {
    for (const b of AGING_BUCKETS) {
      this.aging[b] += aging[b];
      this.open += aging[b];
      if (b !== 'current') this.pastDue += aging[b];
    }
    this.invoices += invoices;
  }
  merge(other: Tally): void {
    this.add(other.aging, other.invoices);
  }
  balance(): Balance {
    const aging = emptyAging();
    for (const b of AGING_BUCKETS) aging[b] = fromCents(this.aging[b]);
    return { openBalance: fromCents(this.open), pastDue: fromCents(this.pastDue), aging };
  }
}

const statementDay = (ctx: RequestContext) => ctx.now().toISOString().slice(0, 10);

/** The open balances the caller may see (the invoice list's access), as conditions on `open_invoice_balances`. */
function visibleBalances(access: InvoiceAccess): SQL {
  const b = openInvoiceBalances;
  const scope = access.accountIds.length ? inArray(b.accountId, access.accountIds) : sql`false`;
  return access.defaultOnly ? and(scope, eq(b.invoiceCategory, 'DEFAULT'))! : scope;
}

/** The balance due in one aging bucket on `asOf`: a due date on or after `from` days past due, up to `to`. */
function bucketSum(asOf: string, fromDays: number | null, toDays: number | null) {
  const b = openInvoiceBalances;
  // days past due = asOf - due date; "at most n days" is "due on or after asOf - n"
  const day = (days: number) => sql`(${asOf}::date - ${sql.raw(String(days))})`;
  const conditions: SQL[] = [];
  if (fromDays !== null) conditions.push(sql`${b.dueDate} <= ${day(fromDays)}`);
  if (toDays !== null) conditions.push(sql`${b.dueDate} >= ${day(toDays)}`);
  return sql<string>`coalesce(sum(${b.balance}) filter (where ${sql.join(conditions, sql` and `)}), 0)`;
}

/** The statement of the organisations named (all the caller may see when none are): another's is refused. */
export async function accountStatement(ctx: RequestContext, body: unknown): Promise<AccountStatement> {
  const { accountIds } = validate(statementSchema, body ?? {});
  const access = invoiceAccess(ctx, accountIds ?? []);
  const asOf = statementDay(ctx);
  const b = openInvoiceBalances;
  const [orgs, sums] = await Promise.all([
    ctx.db
      .select({
        accountId: organizations.accountId,
        accountNumber: organizations.accountNumber,
        name: organizations.name,
        creditLimit: organizations.creditLimit,
      })
      .from(organizations)
      .where(access.accountIds.length ? inArray(organizations.accountId, access.accountIds) : sql`false`)
      .orderBy(asc(organizations.name)),
    // aged per organisation and bill-to in SQL: current is due today or later, then 1–30 … over 90 days past due
    ctx.db
      .select({
        accountId: b.accountId,
        billToAddressId: b.billToAddressId,
        currency: sql<string>`min(${b.currency})`,
        invoices: sql<number>`sum(${b.invoices})::int`,
        current: bucketSum(asOf, null, 0),
        days1To30: bucketSum(asOf, 1, 30),
        days31To60: bucketSum(asOf, 31, 60),
        days61To90: bucketSum(asOf, 61, 90),
        over90: bucketSum(asOf, 91, null),
      })
      .from(b)
      .where(visibleBalances(access))
      .groupBy(b.accountId, b.billToAddressId),
  ]);
  const billToIds = [...new Set(sums.map((s) => s.billToAddressId).filter((id) => id !== ''))];
  const places = billToIds.length
    ? await ctx.db
        .select({
          addressId: addresses.addressId,
          address1: addresses.address1,
          city: addresses.city,
          state: addresses.state,
        })
        .from(addresses)
        .where(inArray(addresses.addressId, billToIds))
    : [];
  const placeById = new Map(places.map((p) => [p.addressId, p]));

  const total = new Tally();
  const statements = orgs.map((org): OrganisationStatement => {
    const tally = new Tally();
    const rows = sums.filter((s) => s.accountId === org.accountId);
    const billTos = rows.map((row) => {
      const aging = emptyAging();
      for (const bucket of AGING_BUCKETS) aging[bucket] = cents(Number(row[bucket]));
      const t = new Tally();
      t.add(aging, row.invoices);
      tally.merge(t);
      return {
        billToAddressId: row.billToAddressId === '' ? null : row.billToAddressId,
        billTo: billToLabel(placeById.get(row.billToAddressId) ?? null),
        ...t.balance(),
      };
    });
    total.merge(tally);
    return {
      accountId: org.accountId,
      accountNumber: org.accountNumber,
      name: org.name,
      currency: rows[0]?.currency ?? 'USD',
      creditLimit: org.creditLimit,
      ...tally.balance(),
      openInvoices: tally.invoices,
      billTos: billTos.sort((x, y) => x.billTo.localeCompare(y.billTo)),
    };
  });
  const limits = orgs.map((o) => o.creditLimit).filter((l): l is number => l !== null);
  return {
    asOf,
    creditLimit: limits.length ? fromCents(limits.reduce((sum, l) => sum + cents(l), 0)) : null,
    ...total.balance(),
    openInvoices: total.invoices,
    organizations: statements,
  };
}

const LINE_COLUMNS = {
  invoiceId: invoices.invoiceId,
  accountId: invoices.accountId,
  trxNumber: invoices.trxNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  amount: invoices.amount,
  balanceDue: invoices.balanceDue,
  address1: addresses.address1,
  city: addresses.city,
  state: addresses.state,
};

type LineRow = {
  invoiceId: string;
  accountId: string;
  trxNumber: string;
  invoiceDate: string;
  dueDate: string;
  amount: number;
  balanceDue: number;
  address1: string | null;
  city: string | null;
  state: string | null;
};

const toLine = (row: LineRow, asOf: string): StatementInvoice => ({
  invoiceId: row.invoiceId,
  accountId: row.accountId,
  trxNumber: row.trxNumber,
  invoiceDate: row.invoiceDate,
  dueDate: row.dueDate,
  daysPastDue: Math.max(0, daysPastDue(row.dueDate, asOf)),
  bucket: agingBucket(row.dueDate, asOf),
  amount: row.amount,
  balanceDue: row.balanceDue,
  billTo: billToLabel(row),
});

const openLines = (ctx: RequestContext, where: SQL) =>
  ctx.db
    .select(LINE_COLUMNS)
    .from(invoices)
    .leftJoin(addresses, eq(addresses.addressId, invoices.billToAddressId))
    .where(where)
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceId));

/** A page of the statement's open invoices, oldest due first; the total is the balances' count (no count(*)). */
export async function statementInvoices(ctx: RequestContext, body: unknown): Promise<StatementInvoicePage> {
  const { accountIds, page, size } = validate(statementInvoicesSchema, body ?? {});
  const access = invoiceAccess(ctx, accountIds ?? []);
  const asOf = statementDay(ctx);
  if (access.accountIds.length === 0) return { asOf, content: [], totalRecords: 0 };
  const [rows, [count]] = await Promise.all([
    openLines(ctx, and(visible(access), OPEN)!)
      .limit(size)
      .offset(page * size),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${openInvoiceBalances.invoices}), 0)::int` })
      .from(openInvoiceBalances)
      .where(visibleBalances(access)),
  ]);
  return { asOf, content: rows.map((r) => toLine(r, asOf)), totalRecords: count?.n ?? 0 };
}

const DOCUMENT_BATCH = 2000;

/**
 * Every open invoice of one organisation of a statement, oldest due first, in batches read by key (due date,
 * invoice id) so that the PDF and the CSV of a statement with many thousand open invoices never hold them all.
 */
export async function* statementInvoiceBatches(
  ctx: RequestContext,
  statement: AccountStatement,
  accountId: string,
): AsyncGenerator<StatementInvoice[]> {
  // the statement's own access (checked when it was made): the same category rule, this organisation only
  const access = invoiceAccess(ctx, [accountId]);
  let after: { dueDate: string; invoiceId: string } | null = null;
  for (;;) {
    const conditions: SQL[] = [visible(access), OPEN];
    if (after)
      conditions.push(
        or(
          gt(invoices.dueDate, after.dueDate),
          and(eq(invoices.dueDate, after.dueDate), gt(invoices.invoiceId, after.invoiceId)),
        )!,
      );
    const rows: LineRow[] = await openLines(ctx, and(...conditions)!).limit(DOCUMENT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => toLine(r, statement.asOf));
    if (rows.length < DOCUMENT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { dueDate: last.dueDate, invoiceId: last.invoiceId };
  }
}
