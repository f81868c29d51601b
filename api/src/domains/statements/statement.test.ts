// The account statement (issue 39) against the real schema: aging bucket boundaries, per company and in total for a
// parent holding, the invoice access rule, another organisation's ids refused, bad input, and documents (PDF and
// CSV) whose lines add up to the statement's totals.
import { invoices } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { pdfText } from '../invoices/index.js';
import { agingBucket } from './aging.js';
import type { AccountStatement } from './statement-service.js';

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
    expect(alpha!.invoices.map((i) => [i.balanceDue, i.daysPastDue, i.bucket])).toEqual([
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
});
