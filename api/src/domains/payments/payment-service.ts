// Paying invoices online (issue 39, ADR 0039): a clerk who holds every invoice ('invoices.pay') pays open invoices of
// the organisations they may see, each in full or in part, with a saved card or a bank account (ACH), through the
// payment processor adapter (ctx.payments; the embedded stand-in unless one is configured).
//
// Exactly once: the payment row is inserted first, in the transaction that charges and applies it, under a unique
// (payer, idempotency key) constraint. A second submission with the same key waits on that constraint until the
// first commits and then answers the first one's outcome; it never charges. The invoices are locked (FOR UPDATE)
// while their balances are checked and reduced, so two payments of one invoice cannot both take its balance.
// A declined charge is recorded (status DECLINED) and applies nothing.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  PAYMENT_INVOICES_MAX,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_TYPES,
  bankAccountEntrySchema,
  paymentAmountValid,
} from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { invoices, mailOutbox, organizations } from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { recordAudit } from '../../audit/audit-log.js';
import { idField, str, uuidField, validate } from '../../shared/validation.js';
import {
  DECLINE_MESSAGES,
  callerCardToken,
  cardExpired,
  listPaymentMethods,
} from '../carts-and-checkout/index.js';
import type { PaymentMethod } from '../carts-and-checkout/index.js';
import { invoiceAccess, visible } from '../invoices/index.js';
import { paymentAllocations, payments } from './tables.js';

export const PAY_MESSAGES = {
  ...PAYMENT_MESSAGES,
  invoiceNotFound: (id: string) => `Invoice ${id} could not be found.`,
  alreadyPaid: (trx: string) => `Invoice ${trx} is already paid.`,
  notAnInvoice: (trx: string) => `${trx} is a credit memo and cannot be paid.`,
  overBalance: (trx: string, balance: string) =>
    `The amount for invoice ${trx} is more than its open balance of ${balance}.`,
  currencies: 'Invoices in different currencies must be paid separately.',
  cardExpired: 'The selected card has expired. Please choose another payment method.',
  keyInvalid: 'idempotencyKey must be 8 to 100 letters, digits, hyphens or underscores.',
} as const;

const amountField = yup
  .number()
  .typeError(PAYMENT_MESSAGES.amountInvalid)
  .required(PAYMENT_MESSAGES.amountInvalid)
  .test('amount', PAYMENT_MESSAGES.amountInvalid, (v) => v === undefined || paymentAmountValid(v));

export const payInvoicesSchema = yup.object({
  /** one per submission, made by the page: a retry or a double click sends the same one */
  idempotencyKey: str('idempotencyKey')
    .trim()
    .required(PAY_MESSAGES.keyInvalid)
    .matches(/^[A-Za-z0-9_-]{8,100}$/, PAY_MESSAGES.keyInvalid),
  invoices: yup
    .array()
    .of(
      yup.object({ invoiceId: idField('invoiceId').required('invoiceId is required.'), amount: amountField }),
    )
    .required(PAYMENT_MESSAGES.invoicesRequired)
    .min(1, PAYMENT_MESSAGES.invoicesRequired)
    .max(PAYMENT_INVOICES_MAX, PAYMENT_MESSAGES.invoicesTooMany),
  method: yup
    .object({
      type: yup
        .string()
        .typeError(PAYMENT_MESSAGES.methodInvalid)
        .required(PAYMENT_MESSAGES.methodInvalid)
        .oneOf(PAYMENT_METHOD_TYPES, PAYMENT_MESSAGES.methodInvalid),
      /** CARD: one of the payer's saved cards */
      paymentMethodId: uuidField('paymentMethodId').nullable(),
      /** ACH: the bank account, entered for this payment and kept only as the processor's token */
      bankAccount: bankAccountEntrySchema().nullable().default(null),
    })
    .required(PAYMENT_MESSAGES.methodInvalid),
});
export type PayInvoicesRequest = yup.InferType<typeof payInvoicesSchema>;

export interface PaidInvoice {
  invoiceId: string;
  trxNumber: string;
  amount: number;
  /** the open balance after this payment */
  balanceDue: number;
  status: string;
}

export interface PaymentReceipt {
  paymentId: string;
  /** the payment reference the receipt and its e-mail show */
  reference: string;
  status: 'SUCCEEDED';
  amount: number;
  currency: string;
  methodType: string;
  methodLabel: string;
  paidAt: string;
  invoices: PaidInvoice[];
  /** where the receipt e-mail went */
  receiptEmail: string;
}

const cents = (amount: number) => Math.round(amount * 100);
const dollars = (amountCents: number) => amountCents / 100;
const formatMoney = (amount: number, currency: string) =>
  `${currency === 'USD' ? '$' : `${currency} `}${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const cardLabel = (m: PaymentMethod) => `${m.brand} ending in ${m.lastFour}`;

/** A payment the processor refused: 402 with the standard error, saying why; nothing was applied. */
export const paymentDeclined = (message: string) =>
  new ApiError('BAD_USER_INPUT', message, { userFriendlyMessage: message, statusCode: 402 });

interface ChosenMethod {
  type: 'CARD' | 'ACH';
  token: string;
  label: string;
  paymentMethodId: string | null;
}

async function chooseMethod(
  ctx: RequestContext,
  method: PayInvoicesRequest['method'],
): Promise<ChosenMethod> {
  if (method.type === 'CARD') {
    if (!method.paymentMethodId) throw badInput(PAYMENT_MESSAGES.methodInvalid);
    const { method: card, token } = await callerCardToken(ctx, method.paymentMethodId);
    if (card.expYear > 0 && cardExpired(card.expMonth, card.expYear, ctx.now()))
      throw badInput(PAY_MESSAGES.cardExpired);
    return { type: 'CARD', token, label: cardLabel(card), paymentMethodId: card.id };
  }
  if (!method.bankAccount) throw badInput(PAYMENT_MESSAGES.methodInvalid);
  const account = method.bankAccount;
  const { token, lastFour } = await ctx.payments.tokeniseBankAccount({
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
    accountHolderName: account.accountHolderName,
    accountType: account.accountType as keyof typeof BANK_ACCOUNT_TYPE_LABELS,
  });
  const kind = BANK_ACCOUNT_TYPE_LABELS[account.accountType as keyof typeof BANK_ACCOUNT_TYPE_LABELS];
  return { type: 'ACH', token, label: `${kind} account ending in ${lastFour}`, paymentMethodId: null };
}

const newReference = () =>
  `PAY-${Array.from(randomBytes(10), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('')}`;

/** The receipt of a payment that succeeded (a repeated submission answers it again). */
async function receiptOf(ctx: RequestContext, paymentId: string): Promise<PaymentReceipt> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const lines = await ctx.db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      amount: paymentAllocations.amount,
      balanceDue: paymentAllocations.balanceAfter,
      trxNumber: invoices.trxNumber,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.invoiceId, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(invoices.trxNumber);
  return {
    paymentId: payment.id,
    reference: payment.reference,
    status: 'SUCCEEDED',
    amount: payment.amount,
    currency: payment.currency,
    methodType: payment.methodType,
    methodLabel: payment.methodLabel,
    paidAt: payment.createdAt.toISOString(),
    invoices: lines.map((l) => ({ ...l, status: l.balanceDue === 0 ? 'PAID' : 'PARTIALLY_PAID' })),
    receiptEmail: ctx.caller.user?.email ?? '',
  };
}

type Outcome = { kind: 'paid'; paymentId: string } | { kind: 'declined'; message: string };

/** /invoices/payments/pay: pays the invoices named, each by the amount given, once per idempotency key. */
export async function payInvoices(ctx: RequestContext, body: unknown): Promise<PaymentReceipt> {
  const user = requireRule(ctx, 'invoices.pay');
  const request = validate(payInvoicesSchema, body ?? {});
  const ids = request.invoices.map((i) => i.invoiceId);
  if (new Set(ids).size !== ids.length) throw badInput(PAYMENT_MESSAGES.invoiceTwice);
  // the invoices this caller may read: another organisation's, or a category they may not see, is refused
  const access = invoiceAccess(ctx, []);
  const method = await chooseMethod(ctx, request.method);
  const totalCents = request.invoices.reduce((sum, i) => sum + cents(i.amount), 0);

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    // waits for a concurrent submission of the same key to commit, then does nothing
    const [created] = await tx
      .insert(payments)
      .values({
        reference: newReference(),
        userId: user.id,
        idempotencyKey: request.idempotencyKey,
        accountId: user.accountId,
        methodType: method.type,
        paymentMethodId: method.paymentMethodId,
        methodLabel: method.label,
        amount: dollars(totalCents),
        currency: 'USD',
        status: 'PENDING',
        processor: ctx.payments.name,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
      .returning({ id: payments.id, reference: payments.reference });
    if (!created) {
      const [earlier] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, request.idempotencyKey)))
        .limit(1);
      if (!earlier) throw new Error('idempotency key conflict without a row');
      return earlier.status === 'SUCCEEDED'
        ? { kind: 'paid', paymentId: earlier.id }
        : { kind: 'declined', message: earlier.declineMessage ?? DECLINE_MESSAGES.card_declined };
    }

    const rows = await tx
      .select({
        invoiceId: invoices.invoiceId,
        trxNumber: invoices.trxNumber,
        accountId: invoices.accountId,
        trxType: invoices.trxType,
        status: invoices.status,
        currency: invoices.currency,
        balanceDue: invoices.balanceDue,
        readable: sql<boolean>`${visible(access)}`,
      })
      .from(invoices)
      .where(inArray(invoices.invoiceId, ids))
      .orderBy(invoices.invoiceId)
      .for('update');
    const byId = new Map(rows.map((r) => [r.invoiceId, r]));
    const currencies = new Set<string>();
    for (const line of request.invoices) {
      const row = byId.get(line.invoiceId);
      if (!row) throw badInput(PAY_MESSAGES.invoiceNotFound(line.invoiceId));
      if (!row.readable) throw forbidden();
      if (row.trxType !== 'INV') throw badInput(PAY_MESSAGES.notAnInvoice(row.trxNumber));
      if (row.status === 'PAID' || row.balanceDue <= 0)
        throw badInput(PAY_MESSAGES.alreadyPaid(row.trxNumber));
      if (cents(line.amount) > cents(row.balanceDue))
        throw badInput(PAY_MESSAGES.overBalance(row.trxNumber, formatMoney(row.balanceDue, row.currency)));
      currencies.add(row.currency);
    }
    if (currencies.size > 1) throw badInput(PAY_MESSAGES.currencies);
    const currency = [...currencies][0] ?? 'USD';

    const charge = await ctx.payments.charge({
      token: method.token,
      amountCents: totalCents,
      currency,
      idempotencyKey: `${user.id}:${request.idempotencyKey}`,
      description: `${brand.companyName} invoices ${rows.map((r) => r.trxNumber).join(', ')}`,
    });
    if (charge.outcome === 'DECLINED') {
      await tx
        .update(payments)
        .set({
          status: 'DECLINED',
          currency,
          declineCode: charge.declineCode,
          declineMessage: charge.message,
        })
        .where(eq(payments.id, created.id));
      return { kind: 'declined', message: charge.message };
    }

    const applied: PaidInvoice[] = [];
    for (const line of request.invoices) {
      const row = byId.get(line.invoiceId)!;
      const balanceCents = cents(row.balanceDue) - cents(line.amount);
      const status = balanceCents === 0 ? 'PAID' : 'PARTIALLY_PAID';
      await tx
        .update(invoices)
        .set({ balanceDue: dollars(balanceCents), status })
        .where(eq(invoices.invoiceId, row.invoiceId));
      applied.push({
        invoiceId: row.invoiceId,
        trxNumber: row.trxNumber,
        amount: line.amount,
        balanceDue: dollars(balanceCents),
        status,
      });
    }
    await tx.insert(paymentAllocations).values(
      applied.map((a) => ({
        paymentId: created.id,
        invoiceId: a.invoiceId,
        amount: a.amount,
        balanceAfter: a.balanceDue,
        createdAt: ctx.now(),
      })),
    );
    await tx
      .update(payments)
      .set({ status: 'SUCCEEDED', currency, processorReference: charge.processorReference })
      .where(eq(payments.id, created.id));
    await queueReceipt(ctx, tx, {
      reference: created.reference,
      amount: dollars(totalCents),
      currency,
      methodLabel: method.label,
      applied,
    });
    await recordAudit(ctx, tx, {
      action: 'INVOICES_PAID',
      details: { paymentId: created.id, reference: created.reference, invoiceIds: ids },
    });
    return { kind: 'paid', paymentId: created.id };
  });
  if (outcome.kind === 'declined') throw paymentDeclined(outcome.message);
  return receiptOf(ctx, outcome.paymentId);
}

/** The receipt e-mail, through the mail outbox in the payment's transaction (both commit or neither does). */
async function queueReceipt(
  ctx: RequestContext,
  tx: Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0],
  receipt: {
    reference: string;
    amount: number;
    currency: string;
    methodLabel: string;
    applied: PaidInvoice[];
  },
) {
  const user = ctx.caller.user;
  if (!user) return;
  const [org] = user.accountId
    ? await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.accountId, user.accountId))
        .limit(1)
    : [];
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const text = [
    `Thank you for your payment${org ? ` on behalf of ${org.name}` : ''}.`,
    '',
    `Payment reference: ${receipt.reference}`,
    `Amount: ${money(receipt.amount)}`,
    `Paid with: ${receipt.methodLabel}`,
    `Date: ${ctx.now().toISOString().slice(0, 10)}`,
    '',
    'Invoices:',
    ...receipt.applied.map(
      (a) => `  ${a.trxNumber}: ${money(a.amount)} paid, ${money(a.balanceDue)} still open`,
    ),
    '',
    `Questions? Call ${brand.helpLineWithOption}.`,
  ].join('\n');
  await tx.insert(mailOutbox).values({
    to: user.email,
    subject: `Payment receipt ${receipt.reference}`,
    text: `${text}\n`,
    template: 'InvoicePaymentReceiptEmail',
    templateData: { reference: receipt.reference, amount: receipt.amount, currency: receipt.currency },
    createdAt: ctx.now(),
  });
}

export interface PaymentOptions {
  /** the payer's saved cards, the default first */
  cards: PaymentMethod[];
}

/** /invoices/payments/options: how the caller may pay (their saved cards; a bank account is entered). */
export async function paymentOptions(ctx: RequestContext): Promise<PaymentOptions> {
  requireRule(ctx, 'invoices.pay');
  return { cards: await listPaymentMethods(ctx) };
}
