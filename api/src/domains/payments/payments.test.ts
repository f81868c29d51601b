// Paying invoices online (issue 39) against the real schema, on PGlite and (TEST_DATABASE_URL) PostgreSQL: full and
// partial payments by card and by bank account, the statement following at once, idempotency (the same key twice,
// two concurrent submissions), a declined charge leaving nothing paid, and each bad input refused with the standard
// error before anything is charged.
import { and, eq } from 'drizzle-orm';
import { invoices, mailOutbox, paymentMethods } from '../../db/schema.js';
import { ALL_B2B, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { STAND_IN_TEST_BANK_ACCOUNTS, standInProcessor, standInToken } from '../carts-and-checkout/index.js';
import type { ChargeRequest, PaymentProcessor } from '../carts-and-checkout/index.js';
import type { AccountStatement } from '../statements/index.js';
import { paymentAllocations, payments } from './tables.js';
import type { PaymentReceipt } from './payment-service.js';

const ALL_INVOICES = [...ALL_B2B, 'B2B_View_All_Invoices'];
const clerk: TestUser = { ...USERS.alice, permissions: ALL_INVOICES };
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const DECLINING_CARD = '00000000-0000-4000-8000-000000000201';

/** The stand-in, counting what reaches the processor. */
function countingProcessor(): PaymentProcessor & { charges: ChargeRequest[] } {
  const inner = standInProcessor({ slowMs: 300 });
  const charges: ChargeRequest[] = [];
  return {
    ...inner,
    charges,
    async charge(request) {
      charges.push(request);
      return inner.charge(request);
    },
  };
}

let seq = 0;
async function openInvoice(
  h: Harness,
  accountId: string,
  balance: number,
  extra: Partial<typeof invoices.$inferInsert> = {},
) {
  seq += 1;
  const invoiceId = `INV-PAY${seq}`;
  await h.db.insert(invoices).values({
    invoiceId,
    customerTrxId: `CPAY${seq}`,
    trxNumber: `88${String(seq).padStart(4, '0')}`,
    title: `Invoice 88${seq}`,
    accountId,
    status: 'PAST_DUE',
    invoiceDate: daysAgo(45),
    dueDate: daysAgo(15),
    amount: balance,
    balanceDue: balance,
    ...extra,
  });
  return invoiceId;
}

/** the invoice number openInvoice gave an invoice id */
const trx = (invoiceId: string) => `88${invoiceId.slice('INV-PAY'.length).padStart(4, '0')}`;

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

describe('/invoices/payments/pay', () => {
  let h: Harness;
  const processor = countingProcessor();
  beforeAll(async () => {
    h = await createHarness({ deps: { paymentProcessor: processor } });
    await h.db.insert(paymentMethods).values({
      id: DECLINING_CARD,
      userId: USERS.alice.id,
      token: standInToken('decline'),
      brand: 'Visa',
      lastFour: '0002',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const pay = async (body: unknown, user: TestUser = clerk) => {
    const res = await h.integration(user, { endpoint: '/invoices/payments/pay', body });
    return {
      status: res.statusCode,
      body: res.json() as PaymentReceipt & { exceptionMessages?: string[]; userFriendlyMessage?: string },
    };
  };
  const invoice = async (invoiceId: string) => {
    const [row] = await h.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    return { status: row!.status, balanceDue: row!.balanceDue };
  };
  const statement = async () => {
    const res = await h.integration(clerk, { endpoint: '/invoices/statement', body: {} });
    return res.json() as AccountStatement;
  };
  const byCard = (paymentMethodId: string = PAYMENT.alice) => ({ type: 'CARD', paymentMethodId });
  const byBank = (accountNumber: string = STAND_IN_TEST_BANK_ACCOUNTS.approved) => ({
    type: 'ACH',
    bankAccount: {
      routingNumber: STAND_IN_TEST_BANK_ACCOUNTS.routingNumber,
      accountNumber,
      accountHolderName: 'Alpha Utilities',
      accountType: 'CHECKING',
    },
  });

  it('pays two invoices in full by card: PAID, a receipt, one charge, a receipt e-mail, the statement at once', async () => {
    const a = await openInvoice(h, ORG.alpha, 120.5);
    const b = await openInvoice(h, ORG.alpha, 79.5);
    const before = await statement();
    const charges = processor.charges.length;
    const { status, body } = await pay({
      idempotencyKey: newKey(),
      invoices: [
        { invoiceId: a, amount: 120.5 },
        { invoiceId: b, amount: 79.5 },
      ],
      method: byCard(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'SUCCEEDED',
      amount: 200,
      methodType: 'CARD',
      methodLabel: 'VISA ending in 4242',
    });
    expect(body.reference).toMatch(/^PAY-[A-Z2-9]{10}$/);
    expect(body.invoices.map((i) => [i.invoiceId, i.amount, i.balanceDue, i.status])).toEqual([
      [a, 120.5, 0, 'PAID'],
      [b, 79.5, 0, 'PAID'],
    ]);
    expect(processor.charges.length - charges).toBe(1);
    expect(processor.charges.at(-1)).toMatchObject({
      token: 'tok_alice',
      amountCents: 20000,
      currency: 'USD',
    });
    expect(await invoice(a)).toEqual({ status: 'PAID', balanceDue: 0 });
    const allocations = await h.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, body.paymentId));
    expect(allocations.map((l) => l.amount).sort()).toEqual([120.5, 79.5].sort());
    const mail = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Payment receipt ${body.reference}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(USERS.alice.email);
    expect(mail[0]!.text).toContain('Amount: $200.00');
    const after = await statement();
    expect(after.openBalance).toBeCloseTo(before.openBalance - 200, 2);
    expect(after.aging.days1To30).toBeCloseTo(before.aging.days1To30 - 200, 2);
  });

  it('pays part of an invoice by bank account: PARTIALLY_PAID with the rest still open and aged', async () => {
    const c = await openInvoice(h, ORG.alpha, 500);
    const before = await statement();
    const { status, body } = await pay({
      idempotencyKey: newKey(),
      invoices: [{ invoiceId: c, amount: 125.25 }],
      method: byBank(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      methodType: 'ACH',
      methodLabel: 'Checking account ending in 6789',
      amount: 125.25,
    });
    expect(await invoice(c)).toEqual({ status: 'PARTIALLY_PAID', balanceDue: 374.75 });
    const after = await statement();
    expect(after.openBalance).toBeCloseTo(before.openBalance - 125.25, 2);
    expect(after.aging.days1To30).toBeCloseTo(before.aging.days1To30 - 125.25, 2);
    // the rest can be paid later, and then it is PAID
    const rest = await pay({
      idempotencyKey: newKey(),
      invoices: [{ invoiceId: c, amount: 374.75 }],
      method: byCard(),
    });
    expect(rest.status).toBe(200);
    expect(await invoice(c)).toEqual({ status: 'PAID', balanceDue: 0 });
  });

  it('charges once when the same key is sent twice, answering the first receipt again', async () => {
    const d = await openInvoice(h, ORG.alpha, 60);
    const body = { idempotencyKey: newKey(), invoices: [{ invoiceId: d, amount: 20 }], method: byCard() };
    const charges = processor.charges.length;
    const first = await pay(body);
    const second = await pay(body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.reference).toBe(first.body.reference);
    expect(processor.charges.length - charges).toBe(1);
    expect(await invoice(d)).toEqual({ status: 'PARTIALLY_PAID', balanceDue: 40 });
    const rows = await h.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, USERS.alice.id), eq(payments.idempotencyKey, body.idempotencyKey)));
    expect(rows).toHaveLength(1);
  });

  it('charges once when two submissions of one key arrive together (a slow processor answer)', async () => {
    const e = await openInvoice(h, ORG.alpha, 90);
    // the slow test account holds the first submission at the processor while the second arrives
    const body = {
      idempotencyKey: newKey(),
      invoices: [{ invoiceId: e, amount: 30 }],
      method: byBank(STAND_IN_TEST_BANK_ACCOUNTS.slow),
    };
    const charges = processor.charges.length;
    const [one, two] = await Promise.all([pay(body), pay(body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.reference).toBe(one.body.reference);
    expect(processor.charges.length - charges).toBe(1);
    expect(await invoice(e)).toEqual({ status: 'PARTIALLY_PAID', balanceDue: 60 });
  });

  it('leaves nothing paid when the card is declined, and says why', async () => {
    const f = await openInvoice(h, ORG.alpha, 75);
    const before = await statement();
    const key = newKey();
    const { status, body } = await pay({
      idempotencyKey: key,
      invoices: [{ invoiceId: f, amount: 75 }],
      method: byCard(DECLINING_CARD),
    });
    expect(status).toBe(402);
    expect(body.userFriendlyMessage).toBe(
      'Your card was declined. Nothing was charged; please choose another payment method.',
    );
    expect(await invoice(f)).toEqual({ status: 'PAST_DUE', balanceDue: 75 });
    expect((await statement()).openBalance).toBeCloseTo(before.openBalance, 2);
    const [row] = await h.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, USERS.alice.id), eq(payments.idempotencyKey, key)));
    expect(row).toMatchObject({ status: 'DECLINED', declineCode: 'card_declined' });
    const lines = await h.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, row!.id));
    expect(lines).toEqual([]);
    const funds = await pay({
      idempotencyKey: newKey(),
      invoices: [{ invoiceId: f, amount: 75 }],
      method: byBank(STAND_IN_TEST_BANK_ACCOUNTS.insufficientFunds),
    });
    expect(funds.status).toBe(402);
    expect(funds.body.userFriendlyMessage).toContain('insufficient funds');
    expect(await invoice(f)).toEqual({ status: 'PAST_DUE', balanceDue: 75 });
  });

  it('refuses bad input with the standard error before anything is charged', async () => {
    const g = await openInvoice(h, ORG.alpha, 50);
    const paid = await openInvoice(h, ORG.alpha, 0, { status: 'PAID', amount: 10 });
    const memo = await openInvoice(h, ORG.alpha, 30, { trxType: 'CM' });
    const bravo = await openInvoice(h, ORG.bravo, 40);
    const charges = processor.charges.length;
    const refused = async (lines: unknown, method: unknown = byCard()) =>
      pay({ idempotencyKey: newKey(), invoices: lines, method });
    const cases: [string, Awaited<ReturnType<typeof refused>>, number, string][] = [
      [
        'zero',
        await refused([{ invoiceId: g, amount: 0 }]),
        400,
        'Each amount must be more than zero, in dollars and cents.',
      ],
      [
        'negative',
        await refused([{ invoiceId: g, amount: -5 }]),
        400,
        'Each amount must be more than zero, in dollars and cents.',
      ],
      [
        'fractions of a cent',
        await refused([{ invoiceId: g, amount: 1.005 }]),
        400,
        'Each amount must be more than zero, in dollars and cents.',
      ],
      [
        'over the balance',
        await refused([{ invoiceId: g, amount: 50.01 }]),
        400,
        `The amount for invoice ${trx(g)} is more than its open balance of $50.00.`,
      ],
      [
        'a paid invoice',
        await refused([{ invoiceId: paid, amount: 1 }]),
        400,
        `Invoice ${trx(paid)} is already paid.`,
      ],
      [
        'a credit memo',
        await refused([{ invoiceId: memo, amount: 1 }]),
        400,
        `${trx(memo)} is a credit memo and cannot be paid.`,
      ],
      [
        'an unknown invoice',
        await refused([{ invoiceId: 'INV-NOPE', amount: 1 }]),
        400,
        'Invoice INV-NOPE could not be found.',
      ],
      [
        'twice the same invoice',
        await refused([
          { invoiceId: g, amount: 1 },
          { invoiceId: g, amount: 1 },
        ]),
        400,
        'Each invoice may appear only once in a payment.',
      ],
      ['no invoices', await refused([]), 400, 'Select at least one invoice to pay.'],
      [
        'an unknown card',
        await refused([{ invoiceId: g, amount: 1 }], byCard('00000000-0000-4000-8000-000000000999')),
        400,
        'The payment method does not exist.',
      ],
      [
        'an unknown method',
        await refused([{ invoiceId: g, amount: 1 }], { type: 'CHEQUE' }),
        400,
        'Choose a saved card or enter a bank account.',
      ],
      [
        'a card without its id',
        await refused([{ invoiceId: g, amount: 1 }], { type: 'CARD' }),
        400,
        'Choose a saved card or enter a bank account.',
      ],
      [
        'a bad routing number',
        await refused([{ invoiceId: g, amount: 1 }], {
          type: 'ACH',
          bankAccount: { ...byBank().bankAccount, routingNumber: '123456789' },
        }),
        400,
        'Routing number must be the 9 digits of a US bank routing number.',
      ],
    ];
    for (const [name, res, status, message] of cases) {
      expect({ name, status: res.status, messages: res.body.exceptionMessages }).toEqual({
        name,
        status,
        messages: expect.arrayContaining([message]),
      });
    }
    // another organisation's invoice, or another user's card: 403
    const foreign = await refused([{ invoiceId: bravo, amount: 1 }]);
    expect(foreign.status).toBe(403);
    const othersCard = await refused([{ invoiceId: g, amount: 1 }], byCard(PAYMENT.bob));
    expect(othersCard.status).toBe(403);
    expect(processor.charges.length).toBe(charges);
    expect(await invoice(g)).toEqual({ status: 'PAST_DUE', balanceDue: 50 });
    expect(await invoice(bravo)).toEqual({ status: 'PAST_DUE', balanceDue: 40 });
  });

  it('is for holders of every invoice only (invoices.pay)', async () => {
    const i = await openInvoice(h, ORG.alpha, 10);
    const defaultOnly = await pay(
      { idempotencyKey: newKey(), invoices: [{ invoiceId: i, amount: 10 }], method: byCard() },
      { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_View_Default_Invoices'] },
    );
    expect(defaultOnly.status).toBe(403);
    const options = await h.integration(clerk, { endpoint: '/invoices/payments/options', body: {} });
    expect(options.statusCode).toBe(200);
    expect((options.json() as { cards: { id: string }[] }).cards.map((c) => c.id)).toContain(PAYMENT.alice);
    expect(await invoice(i)).toEqual({ status: 'PAST_DUE', balanceDue: 10 });
  });
});
