// Invoices through the gateway and GraphQL: search (scope, DEFAULT-only privilege, filters, sort, bad input),
// parts, locations, the PDF of one invoice (its text read back), bulk PDFs (limit 250, combined and zipped, the
// e-mailed link), the CSV job, the support request and the payment-instruction files.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoiceLines, invoices, jobs, mailOutbox } from '../../db/schema.js';
import { queryRows } from '../../db/client.js';
import { ADDRESS, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { pdfText } from './pdf-text.js';

const ALL = ['B2B_Dashboard', 'B2B_View_All_Invoices'];
const DEFAULT_ONLY = ['B2B_Dashboard', 'B2B_View_Default_Invoices'];
const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });

let seq = 0;
/** Inserts an invoice of the account with two lines; returns its id. */
async function invoice(
  h: Harness,
  accountId: string,
  extra: Partial<typeof invoices.$inferInsert> = {},
): Promise<typeof invoices.$inferSelect> {
  seq += 1;
  const n = 7_000_000 + seq + Math.floor(Math.random() * 1000) * 1000;
  const [row] = await h.db
    .insert(invoices)
    .values({
      invoiceId: `INV-T${n}`,
      customerTrxId: `CT${n}`,
      trxNumber: String(n),
      title: `Invoice ${n}`,
      accountId,
      status: 'OPEN',
      invoiceDate: '2026-03-10',
      dueDate: '2026-04-09',
      amount: 150.5,
      balanceDue: 150.5,
      customerPo: `PO-${n}`,
      billToAddressId: accountId === ORG.alpha ? ADDRESS.alphaMain : null,
      shipToAddressId: accountId === ORG.alpha ? ADDRESS.alphaShipOnly : null,
      ...extra,
    })
    .returning();
  await h.db.insert(invoiceLines).values([
    {
      invoiceId: row!.invoiceId,
      lineNumber: 1,
      partNumber: '100-0001',
      description: 'Hydraulic Filter Element',
      quantity: 2,
      unitPrice: 42.5,
      amount: 85,
    },
    {
      invoiceId: row!.invoiceId,
      lineNumber: 2,
      partNumber: '100-0002',
      description: 'Boom Wear Pad',
      quantity: 1,
      unitPrice: 65.5,
      amount: 65.5,
    },
  ]);
  return row!;
}

describe('invoices', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const call = (user: TestUser, endpoint: string, body: unknown = {}) =>
    h.integration(user, { endpoint, body });

  describe('/invoices/search/', () => {
    it('finds the organisation’s invoices with their locations, never another organisation’s', async () => {
      const own = await invoice(h, ORG.alpha, { customerPo: 'PO-SEARCH-ME' });
      await invoice(h, ORG.bravo, { customerPo: 'PO-SEARCH-ME' });
      const res = await call(as(USERS.alice, ALL), '/invoices/search/', { query: 'PO-SEARCH-ME' });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.totalRecords).toBe(1);
      expect(page.content[0]).toMatchObject({
        invoiceId: own.invoiceId,
        trxNumber: own.trxNumber,
        customerName: 'Alpha Utilities',
        amount: 150.5,
        invoiceDate: '2026-03-10',
        billToLocation: { addressId: ADDRESS.alphaMain },
        shipToLocation: { addressId: ADDRESS.alphaShipOnly },
      });
      expect(page.content[0].fileUrl).toBe(
        `/api/files/invoices/${own.invoiceId}/invoice-${own.trxNumber}.pdf`,
      );
    });

    it('shows only DEFAULT invoices to B2B_View_Default_Invoices, all of them to B2B_View_All_Invoices', async () => {
      const d = await invoice(h, ORG.alpha, { customerPo: 'PO-CATEGORY', invoiceCategory: 'DEFAULT' });
      const o = await invoice(h, ORG.alpha, { customerPo: 'PO-CATEGORY', invoiceCategory: 'OTHER' });
      const ids = async (permissions: string[]) =>
        (await call(as(USERS.alice, permissions), '/invoices/search/', { query: 'PO-CATEGORY' }))
          .json()
          .content.map((i: { invoiceId: string }) => i.invoiceId)
          .sort();
      expect(await ids(DEFAULT_ONLY)).toEqual([d.invoiceId]);
      expect(await ids(ALL)).toEqual([d.invoiceId, o.invoiceId].sort());
      // the hidden one cannot be opened either
      const parts = await call(as(USERS.alice, DEFAULT_ONLY), '/invoices/invoiceParts', {
        invoiceId: o.invoiceId,
      });
      expect(parts.statusCode).toBe(403);
    });

    it('filters by status and date range and sorts by amount', async () => {
      const a = await invoice(h, ORG.alpha, {
        customerPo: 'PO-SORT',
        amount: 10,
        status: 'PAST_DUE',
        invoiceDate: '2025-01-05',
      });
      const b = await invoice(h, ORG.alpha, {
        customerPo: 'PO-SORT',
        amount: 30,
        status: 'PAST_DUE',
        invoiceDate: '2025-01-20',
      });
      await invoice(h, ORG.alpha, {
        customerPo: 'PO-SORT',
        amount: 20,
        status: 'PAID',
        invoiceDate: '2025-01-10',
      });
      await invoice(h, ORG.alpha, {
        customerPo: 'PO-SORT',
        amount: 5,
        status: 'PAST_DUE',
        invoiceDate: '2025-03-01',
      });
      const res = await call(as(USERS.alice, ALL), '/invoices/search/', {
        query: 'PO-SORT',
        filterOptions: [{ fieldName: 'status', values: ['PAST_DUE'] }],
        range: { start: '2025-01-01', end: '2025-01-31' },
        sortOptions: [{ fieldName: 'amount', direction: 'DESC' }],
      });
      expect(res.json().content.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([
        b.invoiceId,
        a.invoiceId,
      ]);
    });

    it('refuses callers without an invoice privilege, and bad input with clear messages', async () => {
      expect((await call(USERS.alice, '/invoices/search/')).statusCode).toBe(403);
      const bad = await call(as(USERS.alice, ALL), '/invoices/search/', {
        page: -1,
        size: 1000,
        sortOptions: [{ fieldName: 'password', direction: 'UP' }],
        query: 7,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().exceptionMessages).toEqual(
        expect.arrayContaining([
          'page starts at 0.',
          'size must be at most 100.',
          'sortOptions.fieldName is not a sortable field.',
          'sortOptions.direction must be ASC or DESC.',
          'query must be a string.',
        ]),
      );
      expect(
        (await call(as(USERS.alice, ALL), '/invoices/search/', { accountIds: [ORG.bravo] })).statusCode,
      ).toBe(403);
    });
  });

  describe('/invoices/search/ totals and order (ADR 0019)', () => {
    const holly = as(USERS.holly, [...ALL, 'B2B_View_Parent_Holding']);
    const children = [ORG.child1, ORG.child2];
    type Where = { accounts: string[]; statuses?: string[]; defaultOnly?: boolean };
    /** what the search must total: the invoices counted directly */
    const counted = async ({ accounts, statuses, defaultOnly }: Where) => {
      const [row] = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .where(
          and(
            inArray(invoices.accountId, accounts),
            statuses ? inArray(invoices.status, statuses) : undefined,
            defaultOnly ? eq(invoices.invoiceCategory, 'DEFAULT') : undefined,
          ),
        );
      return row!.n;
    };
    const total = async (user: TestUser, body: Record<string, unknown>) => {
      const res = await call(user, '/invoices/search/', body);
      expect(res.statusCode).toBe(200);
      return res.json().totalRecords as number;
    };
    /** invoice_counts holds, per organisation, category and status, exactly what a count of the invoices gives */
    const expectCountersRight = async () => {
      type Counter = { accountId: string; invoiceCategory: string; status: string; n: number };
      const key = (r: Counter) => `${r.accountId}/${r.invoiceCategory}/${r.status}=${r.n}`;
      const kept = await queryRows<Counter>(
        h.db,
        sql`select account_id as "accountId", invoice_category as "invoiceCategory", status, invoices as n
          from invoice_counts where invoices <> 0`,
      );
      const real = await queryRows<Counter>(
        h.db,
        sql`select account_id as "accountId", invoice_category as "invoiceCategory", status, count(*)::int as n
          from invoices group by 1, 2, 3`,
      );
      expect(real.length).toBeGreaterThan(0);
      expect(kept.map(key).sort()).toEqual(real.map(key).sort());
    };
    const mix = async (accountId: string, tag: string) => {
      for (const [status, invoiceCategory] of [
        ['OPEN', 'DEFAULT'],
        ['OPEN', 'OTHER'],
        ['PAID', 'DEFAULT'],
        ['PAST_DUE', 'DEFAULT'],
        ['PAST_DUE', 'OTHER'],
      ] as const)
        await invoice(h, accountId, { status, invoiceCategory, customerPo: tag });
    };

    it('answers the exact total of a search by organisation and status alone, with all or DEFAULT invoices', async () => {
      await mix(ORG.child1, 'PO-TOTALS');
      await mix(ORG.child2, 'PO-TOTALS');
      await mix(ORG.child2, 'PO-TOTALS');
      await mix(ORG.alpha, 'PO-TOTALS-ALPHA');
      const open = [{ fieldName: 'status', values: ['OPEN', 'PAST_DUE'] }];
      const cases: [TestUser, Record<string, unknown>, Where][] = [
        [holly, { accountIds: children }, { accounts: children }],
        [holly, { accountId: ORG.child2 }, { accounts: [ORG.child2] }],
        [
          holly,
          { accountIds: children, filterOptions: open },
          { accounts: children, statuses: ['OPEN', 'PAST_DUE'] },
        ],
        [
          holly,
          // two status filters: both apply
          { accountIds: children, filterOptions: [...open, { fieldName: 'status', value: 'PAST_DUE' }] },
          { accounts: children, statuses: ['PAST_DUE'] },
        ],
        // an empty filter filters nothing; an empty range neither
        [
          holly,
          {
            accountIds: children,
            filterOptions: [{ fieldName: 'status', values: [] }],
            range: { start: null },
          },
          { accounts: children },
        ],
        [
          as(USERS.holly, [...DEFAULT_ONLY, 'B2B_View_Parent_Holding']),
          { accountIds: children, filterOptions: open },
          { accounts: children, statuses: ['OPEN', 'PAST_DUE'], defaultOnly: true },
        ],
        [as(USERS.alice, DEFAULT_ONLY), {}, { accounts: [ORG.alpha], defaultOnly: true }],
        [as(USERS.alice, ALL), { page: 2, size: 1 }, { accounts: [ORG.alpha] }],
      ];
      for (const [user, body, where] of cases) {
        const expected = await counted(where);
        expect(expected).toBeGreaterThan(0);
        expect({ body, total: await total(user, body) }).toEqual({ body, total: expected });
      }
      // narrowed by text, the same search is counted from the invoices: two organisations' OPEN and PAST_DUE ones
      expect(await total(holly, { accountIds: children, query: 'PO-TOTALS', filterOptions: open })).toBe(12);
      await expectCountersRight();
    });

    it('keeps the totals exact through inserts, updates, moves, deletes and a truncate', async () => {
      const child1 = { accountId: ORG.child1 };
      const open = { ...child1, filterOptions: [{ fieldName: 'status', value: 'OPEN' }] };
      const defaultOnly = as(USERS.holly, [...DEFAULT_ONLY, 'B2B_View_Parent_Holding']);
      const before = {
        all: await total(holly, child1),
        open: await total(holly, open),
        default: await total(defaultOnly, child1),
        child2: await total(holly, { accountId: ORG.child2 }),
      };
      const now = async () => ({
        all: await total(holly, child1),
        open: await total(holly, open),
        default: await total(defaultOnly, child1),
        child2: await total(holly, { accountId: ORG.child2 }),
      });
      // one statement inserting three
      const tag = `PO-LIFE-${Date.now()}`;
      const rows = await h.db
        .insert(invoices)
        .values(
          [0, 1, 2].map((i) => ({
            invoiceId: `INV-LIFE-${tag}-${i}`,
            customerTrxId: `CTL${i}`,
            trxNumber: `${tag}-${i}`,
            title: `Invoice ${tag}-${i}`,
            accountId: ORG.child1,
            status: 'OPEN',
            invoiceDate: '2026-02-01',
            dueDate: '2026-03-01',
            amount: 5,
            balanceDue: 5,
            customerPo: tag,
          })),
        )
        .returning();
      expect(await now()).toEqual({
        ...before,
        all: before.all + 3,
        open: before.open + 3,
        default: before.default + 3,
      });
      const [first, second, third] = rows.map((r) => r.invoiceId) as [string, string, string];
      await h.db.update(invoices).set({ status: 'PAID' }).where(eq(invoices.invoiceId, first));
      await h.db.update(invoices).set({ invoiceCategory: 'OTHER' }).where(eq(invoices.invoiceId, second));
      // a change of nothing counted changes no total
      await h.db.update(invoices).set({ balanceDue: 0 }).where(eq(invoices.customerPo, tag));
      expect(await now()).toEqual({
        ...before,
        all: before.all + 3,
        open: before.open + 2,
        default: before.default + 2,
      });
      await h.db.update(invoices).set({ accountId: ORG.child2 }).where(eq(invoices.invoiceId, third));
      expect(await now()).toEqual({
        all: before.all + 2,
        open: before.open + 1,
        default: before.default + 1,
        child2: before.child2 + 1,
      });
      await expectCountersRight();
      await h.db.delete(invoices).where(eq(invoices.customerPo, tag));
      expect(await now()).toEqual(before);
      await expectCountersRight();

      // a truncate empties the counters with the invoices (rolled back here, which restores both)
      const rolledBack = new Error('rolled back');
      await expect(
        h.db.transaction(async (tx) => {
          await tx.execute(sql`truncate invoices cascade`);
          const [left] = await queryRows<{ n: number }>(
            tx,
            sql`select coalesce(sum(invoices), 0)::int as n from invoice_counts`,
          );
          expect(left?.n).toBe(0);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      expect(await now()).toEqual(before);
      await expectCountersRight();
    });

    it('takes an entire status-filtered result set for a bulk PDF by its counted total, refusing one above 250', async () => {
      const alice = as(USERS.alice, ALL);
      const disputed = { filterOptions: [{ fieldName: 'status', value: 'DISPUTED' }] };
      await h.db
        .delete(invoices)
        .where(and(eq(invoices.accountId, ORG.alpha), eq(invoices.status, 'DISPUTED')));
      await invoice(h, ORG.alpha, { status: 'DISPUTED' });
      const ok = await call(alice, '/invoices/bulkInvoicePdf', { searchRequest: disputed });
      expect(ok.statusCode).toBe(200);
      expect(await h.app.jobWorker.drain()).toBe(1);
      const tag = `PO-DISPUTED-${Date.now()}`;
      await h.db.insert(invoices).values(
        Array.from({ length: 250 }, (_, i) => ({
          invoiceId: `INV-DISP-${tag}-${i}`,
          customerTrxId: `CTD${i}`,
          trxNumber: `${tag}-${i}`,
          title: `Invoice ${tag}-${i}`,
          accountId: ORG.alpha,
          status: 'DISPUTED',
          invoiceDate: '2026-01-01',
          dueDate: '2026-01-31',
          amount: 1,
          balanceDue: 1,
          customerPo: tag,
        })),
      );
      const refused = await call(alice, '/invoices/bulkInvoicePdf', { searchRequest: disputed });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().exceptionMessages).toEqual(['The number of PDFs cannot exceed 250']);
      await h.db
        .delete(invoices)
        .where(and(eq(invoices.accountId, ORG.alpha), eq(invoices.status, 'DISPUTED')));
      const none = await call(alice, '/invoices/bulkInvoicePdf', { searchRequest: disputed });
      expect(none.json().exceptionMessages).toEqual([
        'Select at least one invoice, or the entire result set.',
      ]);
    });

    it('sorts by every date, amount and the invoice number both ways, ties by invoice id descending', async () => {
      const tag = `PO-ORDER-${Date.now()}`;
      const made = [
        await invoice(h, ORG.alpha, { customerPo: tag, dueDate: '2026-05-02', amount: 20, balanceDue: 3 }),
        await invoice(h, ORG.alpha, { customerPo: tag, dueDate: '2026-05-01', amount: 20, balanceDue: 1 }),
        await invoice(h, ORG.alpha, { customerPo: tag, dueDate: '2026-05-02', amount: 10, balanceDue: 3 }),
        await invoice(h, ORG.alpha, { customerPo: tag, dueDate: '2026-05-03', amount: 30, balanceDue: 2 }),
        await invoice(h, ORG.alpha, { customerPo: tag, trxNumber: `X-${tag}`, title: `Invoice X-${tag}` }),
      ];
      const byId = (a: { invoiceId: string }, b: { invoiceId: string }) =>
        a.invoiceId < b.invoiceId ? 1 : a.invoiceId > b.invoiceId ? -1 : 0;
      const numeric = (i: (typeof made)[number]) =>
        /^[0-9]{1,15}$/.test(i.trxNumber) ? Number(i.trxNumber) : null;
      const sorts: [string, (i: (typeof made)[number]) => number | string | null][] = [
        ['invoiceDate', (i) => i.invoiceDate],
        ['dueDate', (i) => i.dueDate],
        ['amount', (i) => i.amount],
        ['balanceDue', (i) => i.balanceDue],
        ['trxNumber', numeric],
      ];
      for (const [fieldName, value] of sorts)
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = [...made]
            .sort((a, b) => {
              const x = value(a);
              const y = value(b);
              if (x === y) return byId(a, b);
              if (x === null) return 1; // nulls last both ways
              if (y === null) return -1;
              return (x < y ? -1 : 1) * (direction === 'ASC' ? 1 : -1);
            })
            .map((i) => i.invoiceId);
          const res = await call(as(USERS.alice, ALL), '/invoices/search/', {
            query: tag,
            sortOptions: [{ fieldName, direction }],
          });
          expect({
            fieldName,
            direction,
            ids: res.json().content.map((i: { invoiceId: string }) => i.invoiceId),
          }).toEqual({ fieldName, direction, ids: expected });
        }
    });
  });

  it('/invoices/invoiceParts lists the lines; other organisations’ invoices are refused', async () => {
    const own = await invoice(h, ORG.alpha);
    const foreign = await invoice(h, ORG.bravo);
    const res = await call(as(USERS.alice, ALL), '/invoices/invoiceParts', { invoiceId: own.invoiceId });
    expect(res.json()).toEqual([
      {
        lineNumber: 1,
        partNumber: '100-0001',
        description: 'Hydraulic Filter Element',
        quantity: 2,
        unitPrice: 42.5,
        amount: 85,
      },
      {
        lineNumber: 2,
        partNumber: '100-0002',
        description: 'Boom Wear Pad',
        quantity: 1,
        unitPrice: 65.5,
        amount: 65.5,
      },
    ]);
    expect(
      (await call(as(USERS.alice, ALL), '/invoices/invoiceParts', { invoiceId: foreign.invoiceId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(as(USERS.alice, ALL), '/invoices/invoiceParts', { invoiceId: 'no such/id' })).statusCode,
    ).toBe(400);
  });

  it('/invoices/billToLocations/ and /shipToLocations/ list the addresses the invoices use', async () => {
    await invoice(h, ORG.alpha);
    const bill = await call(as(USERS.alice, ALL), '/invoices/billToLocations/', {});
    expect(bill.json().content.map((a: { addressId: string }) => a.addressId)).toEqual([ADDRESS.alphaMain]);
    const ship = await call(as(USERS.alice, ALL), '/invoices/shipToLocations/', { query: 'Huntsville' });
    expect(ship.json().content.map((a: { addressId: string }) => a.addressId)).toEqual([
      ADDRESS.alphaShipOnly,
    ]);
    expect(
      (await call(as(USERS.alice, ALL), '/invoices/shipToLocations/', { accountId: ORG.bravo })).statusCode,
    ).toBe(403);
  });

  it('/invoices/validatedDownload answers a fileUrl serving the invoice as a real PDF', async () => {
    const own = await invoice(h, ORG.alpha, { customerPo: 'PO-PDF-1' });
    const alice = as(USERS.alice, ALL);
    const res = await call(alice, '/invoices/validatedDownload', {
      invoiceId: own.invoiceId,
      title: own.title,
    });
    expect(res.statusCode).toBe(200);
    const { fileUrl } = res.json();
    const pdf = await h.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${await h.token(alice)}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice number: ${own.trxNumber}`);
    expect(text).toContain('Invoice date: 03/10/2026');
    expect(text).toContain('Customer: Alpha Utilities');
    expect(text).toContain('Purchase order: PO-PDF-1');
    expect(text).toContain('Hydraulic Filter Element');
    // the totals table: a cell for the label, one for the figure
    expect(text).toContain(['Total', '$150.50'].join('\n'));

    // the title must be the invoice's; Bob cannot use the URL; nobody without a token either
    expect(
      (await call(alice, '/invoices/validatedDownload', { invoiceId: own.invoiceId, title: 'Other' }))
        .statusCode,
    ).toBe(400);
    const bob = as(USERS.bob, ALL);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: fileUrl,
          headers: { authorization: `Bearer ${await h.token(bob)}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
  });

  describe('/invoices/bulkInvoicePdf', () => {
    const alice = as(USERS.alice, ALL);
    const status = async (jobId: string) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/messaging',
          headers: { authorization: `Bearer ${await h.token(alice)}` },
          payload: { operation: { jobId } },
        })
      ).json();
    const download = async (url: string) =>
      h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await h.token(alice)}` } });

    it('builds one combined PDF of the selection and e-mails its link', async () => {
      const picked = [await invoice(h, ORG.alpha), await invoice(h, ORG.alpha), await invoice(h, ORG.alpha)];
      const res = await call(alice, '/invoices/bulkInvoicePdf', {
        invoiceIds: picked.map((i) => i.invoiceId),
        delivery: 'COMBINED',
      });
      expect(res.statusCode).toBe(200);
      const { jobId } = res.json();
      expect((await status(jobId)).jobStatusId).toBe(1);
      expect(await h.app.jobWorker.drain()).toBe(1);
      const done = await status(jobId);
      expect(done.jobStatusId).toBe(2);
      expect(done.url).toMatch(/\.pdf$/);
      const file = await download(done.url);
      const text = pdfText(file.rawPayload);
      for (const i of picked) expect(text).toContain(`Invoice number: ${i.trxNumber}`);
      const mails = await h.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'BulkInvoicePdfEmail'));
      const mail = mails.find((m) => m.text.includes(done.url));
      expect(mail).toMatchObject({ to: USERS.alice.email });
    });

    it('e-mails a link that opens the file without signing in, until it expires; a wrong token opens nothing', async () => {
      const picked = [await invoice(h, ORG.alpha)];
      const { jobId } = (
        await call(alice, '/invoices/bulkInvoicePdf', {
          invoiceIds: picked.map((i) => i.invoiceId),
          delivery: 'COMBINED',
        })
      ).json();
      await h.app.jobWorker.drain();
      const done = await status(jobId);
      const mails = await h.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'BulkInvoicePdfEmail'));
      const href = mails
        .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
        .find((url) => url.includes(done.url));
      const link = new URL(href ?? 'http://missing.example/');
      expect(link.pathname).toBe(done.url);
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThanOrEqual(40);

      const opened = await h.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(pdfText(opened.rawPayload)).toContain(`Invoice number: ${picked[0]!.trxNumber}`);

      const forged =
        `${token.slice(0, -4)}AAAA` === token ? `${token.slice(0, -4)}BBBB` : `${token.slice(0, -4)}AAAA`;
      const wrong = await h.app.inject({ method: 'GET', url: `${link.pathname}?token=${forged}` });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);

      // opened signed in, the link is bound to the user who queued the job (issue 36)
      const asUser = async (user: TestUser) =>
        h.app.inject({
          method: 'GET',
          url: `${link.pathname}${link.search}`,
          headers: { authorization: `Bearer ${await h.token(user)}` },
        });
      const asOwner = await asUser(alice);
      expect(asOwner.statusCode).toBe(200);
      expect(pdfText(asOwner.rawPayload)).toContain(`Invoice number: ${picked[0]!.trxNumber}`);
      const asColleague = await asUser(USERS.amy);
      expect(asColleague.statusCode).toBe(404);
      expect(asColleague.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      expect((await asUser(USERS.bob)).statusCode).toBe(404);

      await h.db
        .update(jobs)
        .set({ downloadExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.jobId, jobId));
      const expired = await h.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(expired.statusCode).toBe(404);
      // the owner still reaches it signed in
      expect((await download(done.url)).statusCode).toBe(200);
    });

    it('zips one PDF per invoice by default (individual PDFs)', async () => {
      const picked = [await invoice(h, ORG.alpha), await invoice(h, ORG.alpha)];
      const { jobId } = (
        await call(alice, '/invoices/bulkInvoicePdf', { invoiceIds: picked.map((i) => i.invoiceId) })
      ).json();
      await h.app.jobWorker.drain();
      const done = await status(jobId);
      expect(done.url).toMatch(/\.zip$/);
      const zip = (await download(done.url)).rawPayload;
      expect(zip.readUInt32LE(0)).toBe(0x04034b50);
      const names = picked.map((i) => `invoice-${i.trxNumber}.pdf`);
      for (const name of names) expect(zip.includes(Buffer.from(name))).toBe(true);
      // the first entry is stored as is: a whole PDF whose text is the first invoice's
      const nameLength = zip.readUInt16LE(26);
      const size = zip.readUInt32LE(18);
      const first = zip.subarray(30 + nameLength, 30 + nameLength + size);
      expect(pdfText(first)).toContain(`Invoice number: ${picked[0]!.trxNumber}`);
    });

    it('refuses more than 250, another organisation’s invoice, and an empty request; nothing is queued', async () => {
      const before = await h.db.execute(sql`select count(*)::int as n from jobs`);
      const count = () => h.db.execute(sql`select count(*)::int as n from jobs`);
      const ids = Array.from({ length: 251 }, (_, i) => `INV-X${i}`);
      const tooMany = await call(alice, '/invoices/bulkInvoicePdf', { invoiceIds: ids });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().userFriendlyMessage).toBe('The number of PDFs cannot exceed 250');
      const foreign = await invoice(h, ORG.bravo);
      expect(
        (await call(alice, '/invoices/bulkInvoicePdf', { invoiceIds: [foreign.invoiceId] })).statusCode,
      ).toBe(403);
      expect((await call(alice, '/invoices/bulkInvoicePdf', {})).statusCode).toBe(400);
      expect(
        (await call(alice, '/invoices/bulkInvoicePdf', { invoiceIds: ['x'], delivery: 'FAX' })).statusCode,
      ).toBe(400);
      expect(JSON.stringify(await count())).toBe(JSON.stringify(before));
    });

    it('takes the entire result set of a search, refusing one above 250', async () => {
      const tag = `PO-ENTIRE-${Date.now()}`;
      await invoice(h, ORG.alpha, { customerPo: tag });
      await invoice(h, ORG.alpha, { customerPo: tag });
      const ok = await call(alice, '/invoices/bulkInvoicePdf', {
        searchRequest: { query: tag },
        delivery: 'COMBINED',
      });
      expect(ok.statusCode).toBe(200);
      await h.app.jobWorker.drain();
      expect((await status(ok.json().jobId)).jobStatusId).toBe(2);
      // 251 matching invoices
      const big = `PO-BIG-${Date.now()}`;
      await h.db.insert(invoices).values(
        Array.from({ length: 251 }, (_, i) => ({
          invoiceId: `INV-BIG-${big}-${i}`,
          customerTrxId: `CTB${i}`,
          trxNumber: `${big}-${i}`,
          title: `Invoice ${big}-${i}`,
          accountId: ORG.alpha,
          status: 'OPEN',
          invoiceDate: '2026-01-01',
          dueDate: '2026-01-31',
          amount: 1,
          balanceDue: 1,
          customerPo: big,
        })),
      );
      const refused = await call(alice, '/invoices/bulkInvoicePdf', { searchRequest: { query: big } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().exceptionMessages).toEqual(['The number of PDFs cannot exceed 250']);
      await h.db.delete(invoices).where(eq(invoices.customerPo, big));
    });
  });

  it('/invoices/csv/searchasync writes the search as CSV in a job', async () => {
    const alice = as(USERS.alice, ALL);
    const tag = `PO-CSV-${Date.now()}`;
    const a = await invoice(h, ORG.alpha, { customerPo: tag, amount: 1 });
    const b = await invoice(h, ORG.alpha, { customerPo: tag, amount: 2 });
    const queued = await h.integration(alice, {
      endpoint: '/invoices/csv/searchasync',
      body: { query: tag, sortOptions: [{ fieldName: 'amount', direction: 'ASC' }] },
      isSynchronous: false,
    });
    expect(queued.statusCode).toBe(200);
    await h.app.jobWorker.drain();
    const token = await h.token(alice);
    const done = (
      await h.app.inject({
        method: 'POST',
        url: '/api/messaging',
        headers: { authorization: `Bearer ${token}` },
        payload: { operation: { jobId: queued.json().jobId } },
      })
    ).json();
    expect(done.jobStatusId).toBe(2);
    const csv = (
      await h.app.inject({ method: 'GET', url: done.url, headers: { authorization: `Bearer ${token}` } })
    ).body;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'trxNumber,title,customerName,accountNumber,orderNumber,customerPo,trxType,status,invoiceDate,dueDate,currency,amount,balanceDue',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([a.trxNumber, b.trxNumber]);
    const refused = await h.integration(USERS.alice, { endpoint: '/invoices/csv/searchasync', body: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('sendInvoiceSupportRequestEmail puts the request in the outbox for customer support', async () => {
    const alice = as(USERS.alice, DEFAULT_ONLY);
    const content = `Why was invoice 123 charged twice? ${Date.now()}`;
    const res = await h.graphql(
      alice,
      'mutation($c: String!) { sendInvoiceSupportRequestEmail(content: $c) }',
      { c: content },
    );
    expect(res.json()).toEqual({ data: { sendInvoiceSupportRequestEmail: true } });
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'InvoiceSupportRequestEmail'));
    expect(mail!.to).toBe('support@altura-aerial.example');
    expect(mail!.text).toContain(content);
    expect(mail!.text).toContain(USERS.alice.email);
    const empty = await h.graphql(alice, 'mutation { sendInvoiceSupportRequestEmail(content: "  ") }');
    expect(empty.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const denied = await h.graphql(USERS.alice, 'mutation { sendInvoiceSupportRequestEmail(content: "x") }');
    expect(denied.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('getFilesInFolder lists the payment instructions, served as PDFs', async () => {
    const alice = as(USERS.alice, ALL);
    const res = await h.graphql(
      alice,
      'query($f: String!) { getFilesInFolder(folderPath: $f) { name url } }',
      {
        f: 'static/Payment-Instructions/',
      },
    );
    const files = res.json().data.getFilesInFolder as { name: string; url: string }[];
    expect(files.map((f) => f.name)).toEqual([
      'ACH-and-Wire-Payment-Instructions.pdf',
      'Check-Payment-Instructions.pdf',
    ]);
    const pdf = await h.app.inject({
      method: 'GET',
      url: files[1]!.url,
      headers: { authorization: `Bearer ${await h.token(alice)}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Make checks payable to Altura Aerial Equipment.');
    const other = await h.graphql(alice, 'query { getFilesInFolder(folderPath: "static/../../") { name } }');
    expect(other.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const traversal = await h.app.inject({
      method: 'GET',
      url: '/api/files/static/Payment-Instructions/..%2F..%2Finvoice-service.ts',
      headers: { authorization: `Bearer ${await h.token(alice)}` },
    });
    expect(traversal.statusCode).toBe(404);
  });
});
