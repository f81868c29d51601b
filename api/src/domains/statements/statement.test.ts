// The account statement (issue 39) against the real schema: aging bucket boundaries, per company and in total for a
// parent holding, its open invoices a page at a time, the balances kept by triggers (ADR 0044) through payments,
// category changes and deletes, the invoice access rule, another organisation's ids refused, bad input, and
// documents (PDF and CSV) whose lines add up to the statement's totals, past one read batch.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { pdfText } from '../invoices/index.js';
import { agingBucket } from './aging.js';
import type { AccountStatement, StatementInvoicePage } from './statement-service.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const ALL_INVOICES = [...ALL_B2B, 'B2B_View_All_Invoices'];
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

let seq = 0;
async function openInvoice(
  h: Harness,
  accountId: string,
  daysPastDue: number,
  balanceDue: number,
  extra: Partial<typeof invoices.$inferInsert> = {},
) {
  seq += 1;
  await h.db.insert(invoices).values({
    invoiceId: `INV-ST${seq}`,
    customerTrxId: `CST${seq}`,
    trxNumber: `77${String(seq).padStart(4, '0')}`,
    title: `Invoice 77${seq}`,
    accountId,
    status: daysPastDue > 0 ? 'PAST_DUE' : 'OPEN',
    invoiceDate: daysAgo(daysPastDue + 30),
    dueDate: daysAgo(daysPastDue),
    amount: balanceDue,
    balanceDue,
    billToAddressId: accountId === ORG.alpha ? ADDRESS.alphaMain : null,
    ...extra,
  });
}

describe('aging buckets', () => {
  it('puts each day past due in its bucket: 0 current, 1 and 30, 31 and 60, 61 and 90, 91 over 90', () => {
    const asOf = '2026-06-30';
    const at = (days: number) =>
      agingBucket(new Date(Date.parse(`${asOf}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10), asOf);
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(at)).toEqual([
      'current',
      'current',
      'days1To30',
      'days1To30',
      'days31To60',
      'days31To60',
      'days61To90',
      'days61To90',
      'over90',
      'over90',
    ]);
  });
});

describe('/invoices/statement', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    // Alpha: one open invoice at each boundary, each with a balance of its own so every sum is unambiguous
    const boundaries: [number, number][] = [
      [-5, 1],
      [0, 2],
      [1, 4],
      [30, 8],
      [31, 16],
      [60, 32],
      [61, 64],
      [90, 128],
      [91, 256],
    ];
    for (const [days, balance] of boundaries) await openInvoice(h, ORG.alpha, days, balance);
    // neither a paid invoice nor another organisation's counts
    await openInvoice(h, ORG.alpha, 10, 1000, { status: 'PAID', balanceDue: 0 });
    await openInvoice(h, ORG.bravo, 10, 5000);
    // a parent holding's two children
    await openInvoice(h, ORG.child1, 5, 100.25);
    await openInvoice(h, ORG.child1, 0, 50);
    await openInvoice(h, ORG.child2, 45, 300.5);
  });
  afterAll(async () => {
    await h.close();
  });

  const statementOf = async (user: TestUser, body: unknown = {}) => {
    const res = await h.integration(user, { endpoint: '/invoices/statement', body });
    return {
      status: res.statusCode,
      body: res.json() as AccountStatement & { exceptionMessages?: string[] },
    };
  };

  it('ages the open invoices at the bucket boundaries, overall and per bill-to', async () => {
    const { status, body } = await statementOf(as(USERS.alice, ALL_INVOICES));
    expect(status).toBe(200);
    expect(body.asOf).toBe(today());
    const expected = {
      openBalance: 511,
      pastDue: 508,
      aging: { current: 3, days1To30: 12, days31To60: 48, days61To90: 192, over90: 256 },
    };
    expect(body).toMatchObject(expected);
    expect(body.organizations).toHaveLength(1);
    const [alpha] = body.organizations;
    expect(alpha).toMatchObject({ accountId: ORG.alpha, name: 'Alpha Utilities', ...expected });
    expect(alpha!.billTos).toEqual([
      { billToAddressId: ADDRESS.alphaMain, billTo: '1 A-ALPHA-1 Street, Huntsville, AL', ...expected },
    ]);
    expect(alpha!.openInvoices).toBe(9);
    expect(body.openInvoices).toBe(9);
  });

  const linesOf = async (user: TestUser, body: unknown = {}) => {
    const res = await h.integration(user, { endpoint: '/invoices/statement/invoices', body });
    return {
      status: res.statusCode,
      body: res.json() as StatementInvoicePage & { exceptionMessages?: string[] },
    };
  };

  it('pages the open invoices oldest due first, each in its bucket, with their total', async () => {
    const alice = as(USERS.alice, ALL_INVOICES);
    const first = await linesOf(alice, { page: 0, size: 4 });
    expect(first.status).toBe(200);
    expect(first.body.totalRecords).toBe(9);
    const all = [first.body.content];
    for (const page of [1, 2]) all.push((await linesOf(alice, { page, size: 4 })).body.content);
    expect(all.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(all.flat().map((i) => [i.balanceDue, i.daysPastDue, i.bucket])).toEqual([
      [256, 91, 'over90'],
      [128, 90, 'days61To90'],
      [64, 61, 'days61To90'],
      [32, 60, 'days31To60'],
      [16, 31, 'days31To60'],
      [8, 30, 'days1To30'],
      [4, 1, 'days1To30'],
      [2, 0, 'current'],
      [1, 0, 'current'],
    ]);
    expect(new Set(all.flat().map((i) => i.accountId))).toEqual(new Set([ORG.alpha]));
    expect(all[0]![0]!.billTo).toBe('1 A-ALPHA-1 Street, Huntsville, AL');
    // the default page size is the page's (25)
    expect((await linesOf(alice)).body.content).toHaveLength(9);
  });

  it('pages a parent holding’s children together, one child when named, another organisation refused', async () => {
    const holly = as(USERS.holly, [...ALL_INVOICES, 'B2B_View_Parent_Holding']);
    const both = await linesOf(holly);
    expect(both.body.totalRecords).toBe(3);
    expect(both.body.content.map((i) => [i.accountId, i.balanceDue])).toEqual([
      [ORG.child2, 300.5],
      [ORG.child1, 100.25],
      [ORG.child1, 50],
    ]);
    const one = await linesOf(holly, { accountIds: [ORG.child1] });
    expect(one.body.content.map((i) => i.balanceDue)).toEqual([100.25, 50]);
    expect(one.body.totalRecords).toBe(2);
    const foreign = await linesOf(as(USERS.alice, ALL_INVOICES), { accountIds: [ORG.bravo] });
    expect(foreign.status).toBe(403);
    const noPrivilege = await linesOf(as(USERS.alice, ALL_B2B));
    expect(noPrivilege.status).toBe(403);
  });

  it('answers bad paging with the error shape', async () => {
    const alice = as(USERS.alice, ALL_INVOICES);
    for (const body of [{ page: -1 }, { size: 0 }, { size: 101 }, { page: 'x' }, { accountIds: 'T-ALPHA' }]) {
      const res = await linesOf(alice, body);
      expect(res.status).toBe(400);
      expect(res.body.exceptionMessages?.length).toBeGreaterThan(0);
    }
  });

  it('gives a parent-holding user each child and the total', async () => {
    const holly = as(USERS.holly, [...ALL_INVOICES, 'B2B_View_Parent_Holding']);
    const { status, body } = await statementOf(holly);
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.organizations.map((o) => [o.name, o.openBalance]));
    expect(byName).toEqual({ 'Child One Power': 150.25, 'Child Two Power': 300.5, 'Holding Power Group': 0 });
    expect(body).toMatchObject({
      openBalance: 450.75,
      pastDue: 400.75,
      aging: { current: 50, days1To30: 100.25, days31To60: 300.5, days61To90: 0, over90: 0 },
    });
    const one = await statementOf(holly, { accountIds: [ORG.child2] });
    expect(one.body.organizations.map((o) => o.name)).toEqual(['Child Two Power']);
    expect(one.body.openBalance).toBe(300.5);
  });

  it('refuses another organisation’s ids and callers without an invoice privilege', async () => {
    const other = await statementOf(as(USERS.alice, ALL_INVOICES), { accountIds: [ORG.bravo] });
    expect(other.status).toBe(403);
    const mixed = await statementOf(as(USERS.alice, ALL_INVOICES), { accountIds: [ORG.alpha, ORG.child1] });
    expect(mixed.status).toBe(403);
    const noPrivilege = await statementOf(as(USERS.alice, ALL_B2B));
    expect(noPrivilege.status).toBe(403);
  });

  it('answers bad input with the error shape, never a server error', async () => {
    const alice = as(USERS.alice, ALL_INVOICES);
    const notAList = await statementOf(alice, { accountIds: 'T-ALPHA' });
    expect(notAList.status).toBe(400);
    expect(notAList.body.exceptionMessages?.length).toBeGreaterThan(0);
    const tooMany = await statementOf(alice, {
      accountIds: Array.from({ length: 501 }, (_, i) => `A${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.exceptionMessages).toEqual(['Account ids may name at most 500 accounts.']);
  });

  it('serves a PDF and a CSV whose lines add up to the statement’s totals', async () => {
    const holly = as(USERS.holly, [...ALL_INVOICES, 'B2B_View_Parent_Holding']);
    const authorization = `Bearer ${await h.token(holly)}`;
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: { authorization } });

    const csv = await get('/api/files/statements/statement.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const invoiceRows = rows.slice(1).filter((r) => r[2] !== 'Total');
    const balances = invoiceRows.map((r) => Number(r[9]));
    expect(balances.reduce((sum, b) => sum + b, 0)).toBeCloseTo(450.75, 2);
    expect(rows.at(-1)).toEqual(['All companies', '', 'Total', '', '', '', '', '', '', '450.75']);

    const pdf = await get(`/api/files/statements/statement.pdf?accountIds=${ORG.child1},${ORG.child2}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ACCOUNT STATEMENT');
    expect(text).toContain('All companies');
    expect(text).toContain('$450.75');
    expect(text).toContain('$150.25');
    expect(text).toContain('$300.50');

    const foreign = await get(`/api/files/statements/statement.pdf?accountIds=${ORG.bravo}`);
    expect(foreign.statusCode).toBe(403);
  });

  /** open_invoice_balances holds exactly what grouping the open invoices gives (ADR 0044) */
  const expectBalancesRight = async () => {
    type Row = { k: string };
    const kept = await queryRows<Row>(
      h.db,
      sql`select concat_ws('/', account_id, invoice_category, bill_to_address_id, currency, due_date, invoices,
          balance) as k from open_invoice_balances order by 1`,
    );
    const real = await queryRows<Row>(
      h.db,
      sql`select concat_ws('/', account_id, invoice_category, coalesce(bill_to_address_id, ''), currency, due_date,
          count(*), sum(balance_due)::numeric(16, 2)) as k
        from invoices where balance_due <> 0 and status <> 'PAID' group by account_id, invoice_category,
          coalesce(bill_to_address_id, ''), currency, due_date order by 1`,
    );
    expect(real.length).toBeGreaterThan(0);
    expect(kept.map((r) => r.k)).toEqual(real.map((r) => r.k));
  };

  it('keeps the balances through payments, a category change and a delete; the statement follows at once', async () => {
    const bob = as(USERS.bob, ALL_INVOICES);
    const bobDefaultOnly = as(USERS.bob, [...ALL_B2B, 'B2B_View_Default_Invoices']);
    await expectBalancesRight();
    const before = (await statementOf(bob)).body;
    expect(before).toMatchObject({ openBalance: 5000, openInvoices: 1 });
    const added = [seq + 1, seq + 2, seq + 3].map((n) => `INV-ST${n}`);
    await openInvoice(h, ORG.bravo, 20, 300);
    await openInvoice(h, ORG.bravo, 20, 200);
    await openInvoice(h, ORG.bravo, 70, 100);
    await expectBalancesRight();
    // a partial payment, then one paid in full
    await h.db.update(invoices).set({ balanceDue: 120.5 }).where(eq(invoices.invoiceId, added[0]!));
    await h.db
      .update(invoices)
      .set({ balanceDue: 0, status: 'PAID' })
      .where(eq(invoices.invoiceId, added[1]!));
    await expectBalancesRight();
    expect((await statementOf(bob)).body).toMatchObject({
      openBalance: 5220.5,
      openInvoices: 3,
      aging: { current: 0, days1To30: 5120.5, days31To60: 0, days61To90: 100, over90: 0 },
    });
    // an invoice only B2B_View_All_Invoices shows
    await h.db.update(invoices).set({ invoiceCategory: 'OTHER' }).where(eq(invoices.invoiceId, added[2]!));
    await expectBalancesRight();
    expect((await statementOf(bobDefaultOnly)).body).toMatchObject({ openBalance: 5120.5, openInvoices: 2 });
    expect((await linesOf(bobDefaultOnly)).body.totalRecords).toBe(2);
    expect((await statementOf(bob)).body.openBalance).toBe(5220.5);
    await h.db.delete(invoices).where(eq(invoices.invoiceId, added[0]!));
    await expectBalancesRight();
    expect((await statementOf(bob)).body).toMatchObject({ openBalance: 5100, openInvoices: 2 });
  });

  it('writes every open invoice into the CSV and the PDF, past one read batch of 2,000', async () => {
    // 2,050 more open invoices of Bravo, one per due date back from yesterday, $1.00 to $2,050.00
    await h.db
      .execute(sql`insert into invoices (invoice_id, customer_trx_id, trx_number, title, account_id, status,
        invoice_date, due_date, amount, balance_due)
      select 'INV-SB' || i, 'CSB' || i, (880000 + i)::text, 'Invoice ' || i, ${ORG.bravo}, 'PAST_DUE',
        current_date - (i + 30), current_date - i, i, i
      from generate_series(1, 2050) i`);
    await expectBalancesRight();
    const bob = as(USERS.bob, ALL_INVOICES);
    const statement = (await statementOf(bob)).body;
    // 5,100 before, and 1 + 2 + … + 2,050
    expect(statement).toMatchObject({ openBalance: 5100 + (2050 * 2051) / 2, openInvoices: 2052 });
    const authorization = `Bearer ${await h.token(bob)}`;
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: { authorization } });
    const csv = await get('/api/files/statements/statement.csv');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const invoiceRows = rows.slice(1).filter((r) => r[2] !== 'Total');
    expect(invoiceRows).toHaveLength(2052);
    expect(new Set(invoiceRows.map((r) => r[2])).size).toBe(2052);
    const sumCents = invoiceRows.reduce((sum, r) => sum + Math.round(Number(r[9]) * 100), 0);
    expect(sumCents).toBe(Math.round(statement.openBalance * 100));
    // oldest due first: the invoice due 2,050 days ago leads, yesterday's closes the generated ones
    expect(invoiceRows[0]![2]).toBe('882050');

    const pdf = await get('/api/files/statements/statement.pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    // the first batch's first invoice and the last batch's
    expect(text).toContain('882050');
    expect(text).toContain('880001');
    expect(text).toContain('$2,107,375.00');
  });
});
