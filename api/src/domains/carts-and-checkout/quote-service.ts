// Checkout: who may check out, and createQuote (spec sections 1, 2, 6 and 7). A quote prices the caller's ACTIVE
// supply-store cart at the caller's locale currency for a ship-to and bill-to address of the organisation being
// ordered for, with a saved card or a purchase order number; it is stored as a DRAFT until submitQuote.
//
// Tax and freight stand in for the billing system's engines (documented, deliberately simple):
//  - freight: FREIGHT_BASE + FREIGHT_PER_UNIT for each unit ordered, free from FREE_FREIGHT_FROM of subtotal
//    (amounts in the order's currency);
//  - tax: the subtotal times the ship-to state's or province's base sales-tax rate (TAX_RATES; no local taxes);
//    0 for other countries and for tax-exempt customers.
import { and, eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import type { CallerUser } from '../../auth/caller.js';
import type { addresses } from '../../db/schema.js';
import { products, quotes, shoppingCartItems, shoppingCarts, users } from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { PaymentMethod, Quote, QuoteInput, QuoteLine } from './types.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireAccount, requireUser } from '../../access/authorization.js';
import { compact, currencyFor, isOrderable, priceOf } from '../catalogue/index.js';
import type { Currency } from '../catalogue/index.js';
import { isCustomerPurchaseOrderEnabled, toAddress } from '../accounts/index.js';
import { idField, str, uuidField, validate } from '../../shared/validation.js';
import { maySeePrices, ORDER_TOTALS, withoutAmounts } from '../../access/price-visibility.js';
import { loadAddressForCaller } from './address-service.js';
import { cardExpired, loadCallerPaymentMethod } from './payment-service.js';

type AddressRow = typeof addresses.$inferSelect;
type ProductRow = typeof products.$inferSelect;

// ---- messages the checkout shows (standard error userFriendlyMessage) -------------------------------------------

export const CHECKOUT_MESSAGES = {
  punchout:
    'Checkout is not available for punchout accounts. Please return your cart to your procurement system.',
  internalAssociate: 'Checkout is not available to internal associates.',
  changeCompany:
    'Checkout is only available for the company you registered with. Please change company to proceed.',
  noOrderPrivilege: 'You do not have permission to order parts.',
  cartNotFound: 'The shopping cart could not be found.',
  notSupplyCart: 'Only supply-store carts can be checked out here.',
  cartOrdered: 'This cart has already been ordered.',
  cartEmpty: 'Your cart is empty.',
  shipToNotShipping: 'The selected shipping address cannot receive shipments. Please choose another address.',
  billToNotBilling: 'The selected billing address cannot be used for billing. Please choose another address.',
  addressOtherOrganization: 'The selected address does not belong to the company you are ordering for.',
  paymentRequired: 'A payment method is required. Please choose a saved card.',
  paymentRequiredPo:
    'A payment method is required. Please choose a saved card or enter a purchase order number.',
  poNotEnabled: 'Purchase orders are not enabled for this account. Please choose a saved card.',
  cardExpired: 'The selected card has expired. Please choose another payment method.',
  partUnavailable: (part: string) => `Part ${part} is no longer available. Please remove it from your cart.`,
  partNotOrderable: (part: string) =>
    `Part ${part} cannot be ordered online. Please remove it from your cart or call ${brand.helpLineWithOption}.`,
} as const;

// ---- who may check out --------------------------------------------------------------------------------------------

export interface Buyer {
  user: CallerUser;
  /** the organisation the order is for */
  accountId: string;
  email: string;
  firstName: string;
  locale: string;
  currency: Currency;
  taxExempt: boolean;
  isBusiness: boolean;
}

/** Internal associates are also recognised by the claims spec section 6 names (as the caller's scope does). */
function isInternalAssociate(ctx: RequestContext, user: CallerUser): boolean {
  const claims = ctx.caller.claims;
  return (
    user.isInternalAssociate ||
    (claims !== null &&
      (claims.isBrandEmployee ||
        claims.allowedBrandAccountIds.length > 0 ||
        claims.allowedActions.length > 0 ||
        claims.employeeId !== null))
  );
}

/**
 * The checkout rules of the service layer: a signed-in, non-guest profile; not a punchout user (spec 1: View Cart
 * only); not an internal associate (spec 6: redirected away from checkout); a parent-holding user only for their own
 * (parent) company (spec 6: 'Checkout requires switching to the parent company first'); a business user with
 * B2B_Order_Replacement_Parts and without B2B_Disallow_Order_Supply (canOrderParts in shared-session).
 */
export async function requireCheckout(ctx: RequestContext): Promise<Buyer> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      isPunchout: users.isPunchout,
      isValidatedB2BUser: users.isValidatedB2BUser,
      taxExempt: users.taxExempt,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || !user.accountId) throw forbidden();
  if (row.isPunchout) throw forbidden(CHECKOUT_MESSAGES.punchout);
  if (isInternalAssociate(ctx, user)) throw forbidden(CHECKOUT_MESSAGES.internalAssociate);
  const selected = ctx.caller.scope.selectedAccountId;
  if (selected && selected !== user.accountId) throw forbidden(CHECKOUT_MESSAGES.changeCompany);
  if (
    row.isValidatedB2BUser &&
    (!callerHolds(ctx, 'parts.order') || !callerHolds(ctx, 'supply.ordering-allowed'))
  )
    throw forbidden(CHECKOUT_MESSAGES.noOrderPrivilege);
  return {
    user,
    accountId: user.accountId,
    email: row.email,
    firstName: row.firstName,
    locale: row.locale,
    currency: currencyFor(row.locale),
    taxExempt: row.taxExempt,
    isBusiness: row.isValidatedB2BUser,
  };
}

// ---- pricing rules ------------------------------------------------------------------------------------------------

const FREIGHT_BASE = 9.95;
const FREIGHT_PER_UNIT = 1.0;
const FREE_FREIGHT_FROM = 1000;

/** Base sales-tax rates (percent) by US state and Canadian province (GST/HST + PST/QST), no local taxes. */
const TAX_RATES: Readonly<Record<'US' | 'CA', Readonly<Record<string, number>>>> = {
  US: {
    AL: 4,
    AK: 0,
    AZ: 5.6,
    AR: 6.5,
    CA: 7.25,
    CO: 2.9,
    CT: 6.35,
    DE: 0,
    DC: 6,
    FL: 6,
    GA: 4,
    HI: 4,
    ID: 6,
    IL: 6.25,
    IN: 7,
    IA: 6,
    KS: 6.5,
    KY: 6,
    LA: 4.45,
    ME: 5.5,
    MD: 6,
    MA: 6.25,
    MI: 6,
    MN: 6.875,
    MS: 7,
    MO: 4.225,
    MT: 0,
    NE: 5.5,
    NV: 6.85,
    NH: 0,
    NJ: 6.625,
    NM: 4.875,
    NY: 4,
    NC: 4.75,
    ND: 5,
    OH: 5.75,
    OK: 4.5,
    OR: 0,
    PA: 6,
    RI: 7,
    SC: 6,
    SD: 4.2,
    TN: 7,
    TX: 6.25,
    UT: 6.1,
    VT: 6,
    VA: 5.3,
    WA: 6.5,
    WV: 6,
    WI: 5,
    WY: 4,
  },
  CA: {
    AB: 5,
    BC: 12,
    MB: 12,
    NB: 15,
    NL: 15,
    NS: 14,
    NT: 5,
    NU: 5,
    ON: 13,
    PE: 15,
    QC: 14.975,
    SK: 11,
    YT: 5,
  },
};

const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

function freightFor(subtotal: number, units: number): number {
  if (subtotal >= FREE_FREIGHT_FROM) return 0;
  return roundMoney(FREIGHT_BASE + FREIGHT_PER_UNIT * units);
}

function taxRateFor(shipTo: Pick<AddressRow, 'country' | 'state' | 'province'>): number {
  const country = shipTo.country.toUpperCase();
  if (country !== 'US' && country !== 'CA') return 0;
  const region =
    (country === 'CA' ? (shipTo.province ?? shipTo.state) : (shipTo.state ?? shipTo.province)) ?? '';
  return TAX_RATES[country][region.trim().toUpperCase()] ?? 0;
}

export function taxFor(
  subtotal: number,
  shipTo: Pick<AddressRow, 'country' | 'state' | 'province'>,
  exempt: boolean,
) {
  return exempt ? 0 : roundMoney((subtotal * taxRateFor(shipTo)) / 100);
}

/**
 * The unit price of a part that may be ordered online, else null: purchasable (shown online and priced in the
 * currency, spec 5) and orderable (the catalogue's rule: ACTIVE, not a phone-order planning code).
 */
export function unitPriceFor(product: ProductRow, currency: Currency): number | null {
  return isOrderable(product) ? priceOf(product, currency) : null;
}

// ---- the cart -----------------------------------------------------------------------------------------------------

export interface CartLine {
  itemId: string;
  quantity: number;
  unitSerial: string | null;
}

/** The caller's cart by id: unknown → 404, someone else's → 403. */
export async function loadCallerCart(ctx: RequestContext, shoppingCartId: string) {
  const user = requireUser(ctx);
  const [cart] = await ctx.db
    .select()
    .from(shoppingCarts)
    .where(eq(shoppingCarts.shoppingCartId, shoppingCartId))
    .limit(1);
  if (!cart) throw notFound(CHECKOUT_MESSAGES.cartNotFound);
  if (cart.userId !== user.id) throw forbidden();
  const items = await ctx.db
    .select({
      itemId: shoppingCartItems.itemId,
      quantity: shoppingCartItems.quantity,
      unitSerial: shoppingCartItems.unitSerial,
    })
    .from(shoppingCartItems)
    .where(eq(shoppingCartItems.shoppingCartId, shoppingCartId))
    .orderBy(shoppingCartItems.createdAt, shoppingCartItems.itemId);
  return { cart, items: items.filter((i) => i.quantity > 0) as CartLine[] };
}

/** Prices the cart's lines from the catalogue; every part must be orderable online (each problem is named). */
async function priceLines(
  ctx: RequestContext,
  items: readonly CartLine[],
  currency: Currency,
): Promise<PricedQuoteLine[]> {
  const keys = [...new Set(items.map((i) => compact(i.itemId)))];
  const rows = keys.length
    ? await ctx.db.select().from(products).where(inArray(products.partNumberCompact, keys))
    : [];
  const byKey = new Map(rows.map((r) => [r.partNumberCompact, r]));
  const problems: string[] = [];
  const lines: PricedQuoteLine[] = [];
  for (const item of items) {
    const product = byKey.get(compact(item.itemId));
    if (!product) {
      problems.push(CHECKOUT_MESSAGES.partUnavailable(item.itemId));
      continue;
    }
    const unitPrice = unitPriceFor(product, currency);
    if (unitPrice === null) {
      problems.push(CHECKOUT_MESSAGES.partNotOrderable(product.partNumber));
      continue;
    }
    lines.push({
      partNumber: product.partNumber,
      displayName: product.name,
      quantity: item.quantity,
      unitPrice,
      lineTotal: roundMoney(unitPrice * item.quantity),
      unitSerial: item.unitSerial,
    });
  }
  if (problems.length > 0) throw badInput(problems[0]!, problems);
  return lines;
}

// ---- createQuote --------------------------------------------------------------------------------------------------

/** The customer's purchase order number, as checkout and the training store take it (trimmed; '' is none). */
export const customerPoField = () =>
  str('Purchase order number')
    .trim()
    .max(50, 'Purchase order number must be at most 50 characters.')
    .matches(/^[\x20-\x7E]*$/, 'Purchase order number may contain only letters, digits and punctuation.')
    .nullable();

const quoteSchema = yup.object({
  shoppingCartId: uuidField('shoppingCartId').required('shoppingCartId is required.'),
  shipToAddressId: idField('shipToAddressId').required('A shipping address is required.'),
  billToAddressId: idField('billToAddressId').required('A billing address is required.'),
  paymentMethodId: uuidField('paymentMethodId').nullable(),
  customerPo: customerPoField(),
});

/** What a quote stores beside its columns (lines and the addresses as they were when priced). */
/** A quote line as the server prices and stores it; the caller may get it withheld (`quoteForCaller`). */
export type PricedQuoteLine = QuoteLine & { unitPrice: number; lineTotal: number };

export interface QuotePayload extends Record<string, unknown> {
  lines: PricedQuoteLine[];
  shipToAddress: ReturnType<typeof toAddress>;
  billToAddress: ReturnType<typeof toAddress>;
  paymentMethod: PaymentMethod | null;
}

async function orderAddress(
  ctx: RequestContext,
  buyer: Buyer,
  addressId: string,
  label: string,
): Promise<AddressRow> {
  const row = await loadAddressForCaller(ctx, addressId, label);
  if (row.accountId !== buyer.accountId) throw badInput(CHECKOUT_MESSAGES.addressOtherOrganization);
  return row;
}

/**
 * createQuote(cart): prices the caller's ACTIVE supply-store cart for the chosen addresses and payment. The cart is
 * unchanged; earlier DRAFT quotes of the same cart expire (only the newest can be submitted).
 */
export async function createQuote(ctx: RequestContext, input: { cart: QuoteInput }): Promise<Quote> {
  const request = validate(quoteSchema, input.cart ?? {});
  const buyer = await requireCheckout(ctx);

  const { cart, items } = await loadCallerCart(ctx, request.shoppingCartId);
  if (cart.application !== 'supply-store') throw badInput(CHECKOUT_MESSAGES.notSupplyCart);
  if (cart.status !== 'ACTIVE') throw badInput(CHECKOUT_MESSAGES.cartOrdered);
  if (items.length === 0) throw badInput(CHECKOUT_MESSAGES.cartEmpty);

  const shipTo = await orderAddress(ctx, buyer, request.shipToAddressId, 'shipping address');
  const billTo = await orderAddress(ctx, buyer, request.billToAddressId, 'billing address');
  if (!shipTo.shippingEnabled) throw badInput(CHECKOUT_MESSAGES.shipToNotShipping);
  if (!billTo.billingEnabled) throw badInput(CHECKOUT_MESSAGES.billToNotBilling);

  requireAccount(ctx, buyer.accountId);
  const poEnabled = await isCustomerPurchaseOrderEnabled(ctx, { accountId: buyer.accountId });
  const customerPo = request.customerPo ? request.customerPo : null;
  let payment: PaymentMethod | null = null;
  if (request.paymentMethodId) {
    payment = await loadCallerPaymentMethod(ctx, request.paymentMethodId);
    // a card saved without an expiry (0) is left to the processor
    if (payment.expYear > 0 && cardExpired(payment.expMonth, payment.expYear, ctx.now()))
      throw badInput(CHECKOUT_MESSAGES.cardExpired);
  }
  if (customerPo && !poEnabled) throw badInput(CHECKOUT_MESSAGES.poNotEnabled);
  if (!payment && !customerPo)
    throw badInput(poEnabled ? CHECKOUT_MESSAGES.paymentRequiredPo : CHECKOUT_MESSAGES.paymentRequired);

  const lines = await priceLines(ctx, items, buyer.currency);
  const subtotal = roundMoney(lines.reduce((sum, l) => sum + l.lineTotal, 0));
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const freight = freightFor(subtotal, units);
  const tax = taxFor(subtotal, shipTo, buyer.taxExempt);
  const total = roundMoney(subtotal + freight + tax);
  const payload: QuotePayload = {
    lines,
    shipToAddress: toAddress(shipTo),
    billToAddress: toAddress(billTo),
    paymentMethod: payment,
  };

  const quote = await ctx.db.transaction(async (tx) => {
    await tx
      .update(quotes)
      .set({ status: 'EXPIRED', updatedAt: ctx.now() })
      .where(and(eq(quotes.shoppingCartId, cart.shoppingCartId), eq(quotes.status, 'DRAFT')));
    const [row] = await tx
      .insert(quotes)
      .values({
        userId: buyer.user.id,
        accountId: buyer.accountId,
        shoppingCartId: cart.shoppingCartId,
        status: 'DRAFT',
        currency: buyer.currency,
        subtotal,
        tax,
        freight,
        total,
        shipToAddressId: shipTo.addressId,
        billToAddressId: billTo.addressId,
        paymentMethodId: payment?.id ?? null,
        customerPo,
        payload,
      })
      .returning({ quoteId: quotes.quoteId });
    if (!row) throw new Error('quote insert returned nothing');
    return row;
  });

  return quoteForCaller(ctx, {
    quoteId: quote.quoteId,
    status: 'DRAFT',
    currency: buyer.currency,
    lines,
    subtotal,
    tax,
    freight,
    total,
    priceWithheld: false,
    shipToAddress: payload.shipToAddress,
    billToAddress: payload.billToAddress,
    paymentMethod: payment,
    customerPo,
  });
}

/** The quote as the caller may see it: without the pricing privilege every amount and line price is withheld. */
async function quoteForCaller(ctx: RequestContext, quote: Quote): Promise<Quote> {
  if (await maySeePrices(ctx)) return quote;
  return {
    ...withoutAmounts(quote, ORDER_TOTALS),
    lines: quote.lines.map((line) => withoutAmounts(line, ['unitPrice', 'lineTotal'])),
    priceWithheld: true,
  };
}
