// Saved payment cards (spec sections 3 and 7: paymentMethods, addNewCreditCard, default{product}PaymentId).
//
// Tokenisation (docs/decisions/0006-card-tokenisation.md): in production the browser would hand the card to a
// payment processor and the portal would only ever see the processor's token. Here the API checks the number
// (digits, length, Luhn), expiry and security code, hands the card to the processor adapter (`ctx.payments`, the
// embedded stand-in by default: payment-processor.ts) and keeps ONLY its token, the brand, the last four digits,
// the expiry and the cardholder's name. The number and security code are never stored, logged or echoed in an
// error message; they go out of scope when this function returns.
import {
  CARD_MESSAGES as CARD_RULE_MESSAGES,
  cardBrand,
  cardDigits,
  cardEntrySchema,
  cardExpired,
} from '@portal/rules/validation';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { object as yupObject } from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { paymentMethods, users } from '../../db/schema.js';
import { badInput, forbidden } from '../../errors/api-error.js';
import type { NewCardInput, PaymentMethod } from './types.js';
import { requireUser } from '../../access/authorization.js';
import { uuidField, validate } from '../../shared/validation.js';

type PaymentRow = typeof paymentMethods.$inferSelect;

// The card rules and their messages are shared with the checkout's new-card form (one wording on both sides).
export const CARD_MESSAGES = {
  ...CARD_RULE_MESSAGES,
  notFound: 'The payment method does not exist.',
} as const;

// quote-service checks the chosen card's expiry with the same rule
export { cardExpired };

function toPaymentMethod(row: PaymentRow, defaultId: string | null): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    lastFour: row.lastFour,
    expMonth: row.expMonth ?? 0,
    expYear: row.expYear ?? 0,
    cardholderName: row.cardholderName ?? '',
    isDefault: row.id === defaultId,
  };
}

async function paymentProfile(ctx: RequestContext, userId: string) {
  const [row] = await ctx.db
    .select({ defaultPaymentId: users.defaultPaymentId, deletedPaymentIds: users.deletedPaymentIds })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** paymentMethods: the caller's saved cards (deleted ones excluded), the default first. */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const user = requireUser(ctx);
  const profile = await paymentProfile(ctx, user.id);
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
  const deleted = new Set(profile.deletedPaymentIds);
  return rows
    .filter((r) => !deleted.has(r.id))
    .map((r) => toPaymentMethod(r, profile.defaultPaymentId))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** One of the caller's usable cards: unknown or deleted → 400, someone else's → 403. */
export async function loadCallerPaymentMethod(
  ctx: RequestContext,
  paymentMethodId: string,
): Promise<PaymentMethod> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, paymentMethodId))
    .limit(1);
  if (!row) throw badInput(CARD_MESSAGES.notFound);
  if (row.userId !== user.id) throw forbidden();
  const profile = await paymentProfile(ctx, user.id);
  if (row.deletedAt || profile.deletedPaymentIds.includes(row.id)) throw badInput(CARD_MESSAGES.notFound);
  return toPaymentMethod(row, profile.defaultPaymentId);
}

/** The processor token of one of the caller's usable cards (to charge it): the same refusals as above. */
export async function callerCardToken(
  ctx: RequestContext,
  paymentMethodId: string,
): Promise<{ method: PaymentMethod; token: string }> {
  const method = await loadCallerPaymentMethod(ctx, paymentMethodId);
  const [row] = await ctx.db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, method.id))
    .limit(1);
  if (!row) throw badInput(CARD_MESSAGES.notFound);
  return { method, token: row.token };
}

/**
 * addNewCreditCard(card): checks the card, "tokenises" it and saves brand, last four, expiry and name. The first
 * card, or one saved with makeDefault, becomes the profile's default{product}PaymentId.
 */
export async function addNewCreditCard(
  ctx: RequestContext,
  input: { card: NewCardInput },
): Promise<PaymentMethod> {
  const user = requireUser(ctx);
  // the checkout form's schema, judged against this request's clock: number, brand, expiry, name and code
  const card = validate(cardEntrySchema(ctx.now()), input.card ?? {});
  // the schema refused a number of no accepted brand; this only tells the compiler
  if (!cardBrand(cardDigits(card.cardNumber))) throw badInput(CARD_MESSAGES.brandUnsupported);

  // the processor's token: unrelated to the number (nothing can be derived from it)
  const { token, brand, lastFour } = await ctx.payments.tokeniseCard({
    cardNumber: card.cardNumber,
    expMonth: card.expMonth,
    expYear: card.expYear,
    securityCode: card.securityCode,
    cardholderName: card.cardholderName,
  });
  const profile = await paymentProfile(ctx, user.id);
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId: user.id,
        accountId: user.accountId,
        token,
        brand,
        lastFour,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cardholderName: card.cardholderName,
      })
      .returning();
    if (!row) throw new Error('payment method insert returned nothing');
    const makeDefault = card.makeDefault === true || !profile.defaultPaymentId;
    if (makeDefault)
      await tx
        .update(users)
        .set({ defaultPaymentId: row.id, updatedAt: ctx.now() })
        .where(eq(users.id, user.id));
    return { row, makeDefault };
  });
  return toPaymentMethod(saved.row, saved.makeDefault ? saved.row.id : profile.defaultPaymentId);
}

// ---- My Account paymentMethodsPage: delete a saved card -----------------------------------------------------------

/**
 * deletePaymentMethod(paymentMethodId): removes one of the caller's saved cards. The card row is kept (orders point
 * at it) but marked deleted and its id recorded in the profile's deletedPaymentIds (spec 3); when it was the
 * default, the newest remaining card becomes the default. Returns the remaining cards.
 */
export async function deletePaymentMethod(
  ctx: RequestContext,
  input: { paymentMethodId: string },
): Promise<PaymentMethod[]> {
  const user = requireUser(ctx);
  const { paymentMethodId } = validate(
    yupObject({ paymentMethodId: uuidField('paymentMethodId').required('paymentMethodId is required.') }),
    input,
  );
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, paymentMethodId))
    .limit(1);
  if (!row) throw badInput(CARD_MESSAGES.notFound);
  if (row.userId !== user.id) throw forbidden();
  const profile = await paymentProfile(ctx, user.id);
  if (row.deletedAt || profile.deletedPaymentIds.includes(row.id)) throw badInput(CARD_MESSAGES.notFound);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(paymentMethods).set({ deletedAt: now }).where(eq(paymentMethods.id, row.id));
    const [next] =
      profile.defaultPaymentId === row.id
        ? await tx
            .select({ id: paymentMethods.id })
            .from(paymentMethods)
            .where(and(eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt)))
            .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
            .limit(1)
        : [];
    await tx
      .update(users)
      .set({
        deletedPaymentIds: sql`array_append(${users.deletedPaymentIds}, ${row.id}::text)`,
        ...(profile.defaultPaymentId === row.id ? { defaultPaymentId: next?.id ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  });
  return listPaymentMethods(ctx);
}
