// Saved payment cards (spec sections 3 and 7: paymentMethods, addNewCreditCard, default{product}PaymentId).
//
// Tokenisation stand-in (docs/decisions/0006-card-tokenisation.md): in production the browser would hand the card
// to a payment processor and the portal would only ever see the processor's token. Here the API plays the
// processor: it checks the number (digits, length, Luhn), expiry and security code, derives the brand, and keeps
// ONLY a random opaque token, the brand, the last four digits, the expiry and the cardholder's name. The number
// and security code are never stored, logged or echoed in an error message; they go out of scope when this
// function returns.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { paymentMethods, users } from '../../db/schema.js';
import { badInput, forbidden } from '../../errors/api-error.js';
import type { NewCardInput, PaymentMethod } from '../../graphql/generated/types.js';
import { requireUser } from '../authorization.js';
import { validate } from '../validation.js';

type PaymentRow = typeof paymentMethods.$inferSelect;

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required.',
  numberInvalid: 'Card number is not valid.',
  brandUnsupported: 'We accept Visa, Mastercard, American Express and Discover cards.',
  monthInvalid: 'Expiration month must be between 1 and 12.',
  yearInvalid: 'Expiration year is not valid.',
  expired: 'The card has expired.',
  codeRequired: 'Security code is required.',
  codeInvalid: 'Security code must be 3 digits (4 for American Express).',
  nameRequired: 'Cardholder name is required.',
  nameInvalid: 'Cardholder name may contain only letters, spaces, apostrophes, periods and hyphens.',
  notFound: 'The payment method does not exist.',
} as const;

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card brand from its number's prefix and length (IIN ranges), or null when we do not accept it. */
export function cardBrand(digits: string): CardBrand | null {
  const n = digits.length;
  const prefix = (k: number) => Number(digits.slice(0, k));
  if (/^3[47]/.test(digits) && n === 15) return 'American Express';
  if (digits.startsWith('4') && (n === 13 || n === 16 || n === 19)) return 'Visa';
  if (n === 16 && ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)))
    return 'Mastercard';
  if (
    n >= 16 &&
    n <= 19 &&
    (digits.startsWith('6011') ||
      digits.startsWith('65') ||
      (prefix(3) >= 644 && prefix(3) <= 649) ||
      (prefix(6) >= 622126 && prefix(6) <= 622925))
  )
    return 'Discover';
  return null;
}

/** Spaces and hyphens people type between digit groups are ignored. */
const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

// Messages are fixed strings: yup never interpolates the value (`${value}`) into them.
const cardSchema = yup.object({
  cardNumber: yup
    .string()
    .typeError(CARD_MESSAGES.numberInvalid)
    .required(CARD_MESSAGES.numberRequired)
    .test('card-number', CARD_MESSAGES.numberInvalid, (v) => {
      const d = cardDigits(v ?? '');
      return /^\d{13,19}$/.test(d) && luhnValid(d);
    }),
  expMonth: yup
    .number()
    .typeError(CARD_MESSAGES.monthInvalid)
    .required(CARD_MESSAGES.monthInvalid)
    .integer(CARD_MESSAGES.monthInvalid)
    .min(1, CARD_MESSAGES.monthInvalid)
    .max(12, CARD_MESSAGES.monthInvalid),
  expYear: yup
    .number()
    .typeError(CARD_MESSAGES.yearInvalid)
    .required(CARD_MESSAGES.yearInvalid)
    .integer(CARD_MESSAGES.yearInvalid)
    .min(2000, CARD_MESSAGES.yearInvalid)
    .max(2100, CARD_MESSAGES.yearInvalid),
  cardholderName: yup
    .string()
    .typeError(CARD_MESSAGES.nameRequired)
    .trim()
    .required(CARD_MESSAGES.nameRequired)
    .max(100, 'Cardholder name must be at most 100 characters.')
    .matches(/^\p{L}[\p{L}\p{M} .'’-]*$/u, CARD_MESSAGES.nameInvalid),
  securityCode: yup
    .string()
    .typeError(CARD_MESSAGES.codeInvalid)
    .trim()
    .required(CARD_MESSAGES.codeRequired)
    .matches(/^\d{3,4}$/, CARD_MESSAGES.codeInvalid),
  makeDefault: yup.boolean().strict().nullable().default(false),
});

/** A card may be used until the end of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

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

/**
 * addNewCreditCard(card): checks the card, "tokenises" it and saves brand, last four, expiry and name. The first
 * card, or one saved with makeDefault, becomes the profile's default{product}PaymentId.
 */
export async function addNewCreditCard(
  ctx: RequestContext,
  input: { card: NewCardInput },
): Promise<PaymentMethod> {
  const user = requireUser(ctx);
  const card = validate(cardSchema, input.card ?? {});
  const digits = cardDigits(card.cardNumber);
  const brand = cardBrand(digits);
  if (!brand) throw badInput(CARD_MESSAGES.brandUnsupported);
  const codeLength = brand === 'American Express' ? 4 : 3;
  if (card.securityCode.length !== codeLength) throw badInput(CARD_MESSAGES.codeInvalid);
  if (cardExpired(card.expMonth, card.expYear, ctx.now())) throw badInput(CARD_MESSAGES.expired);
  if (card.expYear > ctx.now().getUTCFullYear() + 20) throw badInput(CARD_MESSAGES.yearInvalid);

  // the processor's token: random, unrelated to the number (nothing can be derived from it)
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  const profile = await paymentProfile(ctx, user.id);
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId: user.id,
        accountId: user.accountId,
        token,
        brand,
        lastFour: digits.slice(-4),
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
