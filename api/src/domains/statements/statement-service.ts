// The account statement (issue 39, Orders and Invoices): for each organisation the caller may see (each child of a
// parent holding, and all of them together) the credit limit, the open balance, what is past due, and the aging of
// the open invoices overall and per bill-to address. It counts exactly the invoices the invoice list shows the
// caller (the same access: either invoice privilege, DEFAULT ones only without B2B_View_All_Invoices).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { addresses, invoices, organizations } from '../../db/schema.js';
import { invoiceAccess, visible } from '../invoices/index.js';
import { accountIdListField, validate } from '../../shared/validation.js';
import { agingBucket, AGING_BUCKETS, cents, daysPastDue, emptyAging, fromCents } from './aging.js';
import type {
  AccountStatement,
  AgingBucket,
  Balance,
  OrganisationStatement,
  StatementInvoice,
} from '@portal/rules/aging';

export type {
  AccountStatement,
  Balance,
  BillToStatement,
  OrganisationStatement,
  StatementInvoice,
} from '@portal/rules/aging';

export const statementSchema = yup.object({ accountIds: accountIdListField('Account ids') }).noUnknown();

export const NO_BILL_TO = 'No bill-to address';

const billToLabel = (a: { address1: string | null; city: string | null; state: string | null } | null) =>
  a?.address1 ? `${a.address1}, ${a.city ?? ''}${a.state ? `, ${a.state}` : ''}` : NO_BILL_TO;

/** Adds a balance due to a running balance (in cents while summing). */
class Tally {
  open = 0;
  pastDue = 0;
  aging = emptyAging();
  add(balanceCents: number, bucket: AgingBucket): void {
    this.open += balanceCents;
    if (bucket !== 'current') this.pastDue += balanceCents;
    this.aging[bucket] += balanceCents;
  }
  merge(other: Tally): void {
    this.open += other.open;
    this.pastDue += other.pastDue;
    for (const b of AGING_BUCKETS) this.aging[b] += other.aging[b];
  }
  balance(): Balance {
    const aging = emptyAging();
    for (const b of AGING_BUCKETS) aging[b] = fromCents(this.aging[b]);
    return { openBalance: fromCents(this.open), pastDue: fromCents(this.pastDue), aging };
  }
}

/** The statement of the organisations named (all the caller may see when none are): another's is refused. */
export async function accountStatement(ctx: RequestContext, body: unknown): Promise<AccountStatement> {
  const { accountIds } = validate(statementSchema, body ?? {});
  const access = invoiceAccess(ctx, accountIds ?? []);
  const asOf = ctx.now().toISOString().slice(0, 10);
  const orgs = await ctx.db
    .select({
      accountId: organizations.accountId,
      accountNumber: organizations.accountNumber,
      name: organizations.name,
      creditLimit: organizations.creditLimit,
    })
    .from(organizations)
    .where(access.accountIds.length ? inArray(organizations.accountId, access.accountIds) : sql`false`)
    .orderBy(asc(organizations.name));
  const open = await ctx.db
    .select({
      invoiceId: invoices.invoiceId,
      accountId: invoices.accountId,
      trxNumber: invoices.trxNumber,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      currency: invoices.currency,
      amount: invoices.amount,
      balanceDue: invoices.balanceDue,
      billToAddressId: invoices.billToAddressId,
      address1: addresses.address1,
      city: addresses.city,
      state: addresses.state,
    })
    .from(invoices)
    .leftJoin(addresses, eq(addresses.addressId, invoices.billToAddressId))
    .where(and(visible(access), ne(invoices.balanceDue, 0), ne(invoices.status, 'PAID')))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceId));

  const total = new Tally();
  const statements = orgs.map((org): OrganisationStatement => {
    const tally = new Tally();
    const byBillTo = new Map<string | null, { label: string; tally: Tally }>();
    const lines: StatementInvoice[] = [];
    let currency = 'USD';
    for (const row of open) {
      if (row.accountId !== org.accountId) continue;
      currency = row.currency;
      const bucket = agingBucket(row.dueDate, asOf);
      const balance = cents(row.balanceDue);
      tally.add(balance, bucket);
      const billTo = billToLabel(row);
      const entry = byBillTo.get(row.billToAddressId) ?? { label: billTo, tally: new Tally() };
      entry.tally.add(balance, bucket);
      byBillTo.set(row.billToAddressId, entry);
      lines.push({
        invoiceId: row.invoiceId,
        trxNumber: row.trxNumber,
        invoiceDate: row.invoiceDate,
        dueDate: row.dueDate,
        daysPastDue: Math.max(0, daysPastDue(row.dueDate, asOf)),
        bucket,
        amount: row.amount,
        balanceDue: row.balanceDue,
        billTo,
      });
    }
    total.merge(tally);
    return {
      accountId: org.accountId,
      accountNumber: org.accountNumber,
      name: org.name,
      currency,
      creditLimit: org.creditLimit,
      ...tally.balance(),
      billTos: [...byBillTo.entries()]
        .map(([id, { label, tally: t }]) => ({ billToAddressId: id, billTo: label, ...t.balance() }))
        .sort((a, b) => a.billTo.localeCompare(b.billTo)),
      invoices: lines,
    };
  });
  const limits = orgs.map((o) => o.creditLimit).filter((l): l is number => l !== null);
  return {
    asOf,
    creditLimit: limits.length ? fromCents(limits.reduce((sum, l) => sum + cents(l), 0)) : null,
    ...total.balance(),
    organizations: statements,
  };
}
