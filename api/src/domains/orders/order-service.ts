// Supply orders: submitQuote (a DRAFT quote becomes an order, the cart is closed, a confirmation mail is queued)
// and the order history of /order/summary/ngSearch/sold/ (spec section 7 'Orders'; request as spec 3 'Search
// request', result paged as {content, totalRecords}).
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/search-envelope.js';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import type { Transaction } from '../../db/client.js';
import { nextReadableNumber } from '../../db/readable-number.js';
import {
  addresses,
  auditLog,
  mailOutbox,
  orderLines,
  orders,
  organizations,
  products,
  quotes,
  shoppingCarts,
  users,
} from '../../db/schema.js';
import { ApiError, badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { OrderConfirmation, SubmitQuoteInput } from './types.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireUser, scopedAccountIds } from '../../access/authorization.js';
import { compact } from '../catalogue/index.js';
import { addressLocationColumns, type AddressLocation } from '../accounts/index.js';
import {
  maySeePrices,
  ORDER_TOTALS,
  PRICES_WITHHELD_NOTE,
  withoutAmounts,
} from '../../access/price-visibility.js';
import {
  accountIdListField,
  idField,
  dateRangeField,
  pageField,
  rangeFilterOptionsField,
  searchTextField,
  sizeField,
  sortOptionsField,
  uuidField,
  validate,
} from '../../shared/validation.js';
import type { Buyer, PricedQuoteLine, QuotePayload } from '../carts-and-checkout/index.js';
import { loadCallerCart, requireCheckout } from '../carts-and-checkout/index.js';
import { buyerSpendingLimit, needsApproval, nextBusinessDay, requestApproval } from './approval-service.js';

export const ORDER_MESSAGES = {
  quoteNotFound: 'The quote could not be found.',
  alreadySubmitted: (orderNumber: string | null) =>
    orderNumber
      ? `This quote has already been submitted as order ${orderNumber}.`
      : 'This quote has already been submitted.',
  expired: 'This quote is no longer valid. Please review your order and try again.',
  cartChanged: 'Your cart has changed since this quote was created. Please review your order and try again.',
  otherCompany: 'This quote was created for another company. Please review your order and try again.',
} as const;

// ---- submitQuote --------------------------------------------------------------------------------------------------

const conflict = (message: string) => new ApiError('CONFLICT', message, { userFriendlyMessage: message });

/**
 * The error for a quote that is (now) ordered: 409 naming its order number. `otherwise` is the error when the
 * quote turns out not to be ordered after all.
 */
async function alreadySubmitted(ctx: RequestContext, quoteId: string, otherwise?: string): Promise<ApiError> {
  const [row] = await ctx.db
    .select({ status: quotes.status, orderNumber: orders.orderNumber })
    .from(quotes)
    .leftJoin(orders, eq(orders.orderId, quotes.orderId))
    .where(eq(quotes.quoteId, quoteId))
    .limit(1);
  if (otherwise && row?.status !== 'ORDERED' && row?.status !== 'SUBMITTED') return badInput(otherwise);
  return conflict(ORDER_MESSAGES.alreadySubmitted(row?.orderNumber ?? null));
}

/** Seeded orders are numbered from 6 100 001 ('SO-6100001'); new ones continue the sequence. */
const FIRST_ORDER_NUMBER = 6_100_000;

const nextOrderNumber = (tx: Transaction) =>
  nextReadableNumber(tx, { table: orders, column: orders.orderNumber, first: FIRST_ORDER_NUMBER });

const sameLines = (a: readonly { partNumber: string; quantity: number }[], b: typeof a) => {
  const key = (lines: typeof a) =>
    lines
      .map((l) => `${compact(l.partNumber)}×${l.quantity}`)
      .sort()
      .join('|');
  return key(a) === key(b);
};

const formatMoney = (amount: number, currency: string) =>
  `${currency === 'CAD' ? 'CAD$' : '$'}${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface ConfirmationMail {
  subject: string;
  text: string;
  html: string;
  templateData: Record<string, unknown>;
}

/**
 * The order-confirmation e-mail: lines, totals, ship-to, how it is paid (card brand and last four or the PO). To a
 * buyer who may not see prices (`pricesShown` false) it names the lines without prices and says why.
 */
function orderConfirmationMail(input: {
  firstName: string;
  orderNumber: string;
  currency: string;
  pricesShown: boolean;
  lines: readonly PricedQuoteLine[];
  subtotal: number;
  freight: number;
  tax: number;
  total: number;
  customerPo: string | null;
  payment: QuotePayload['paymentMethod'];
  shipTo: QuotePayload['shipToAddress'];
}): ConfirmationMail {
  const money = (n: number) => formatMoney(n, input.currency);
  const shipTo = [
    input.shipTo.addressName,
    input.shipTo.address1,
    input.shipTo.address2,
    `${input.shipTo.city}, ${input.shipTo.state ?? input.shipTo.province ?? ''} ${input.shipTo.postalCode ?? ''}`.trim(),
    input.shipTo.country,
  ].filter((l): l is string => !!l);
  const paidWith = [
    input.payment ? `${input.payment.brand} ending in ${input.payment.lastFour}` : null,
    input.customerPo ? `Purchase order ${input.customerPo}` : null,
  ].filter((l): l is string => !!l);
  const lineTexts = input.lines.map(
    (l) =>
      `${l.quantity} × ${l.partNumber} ${l.displayName}` +
      (input.pricesShown ? ` at ${money(l.unitPrice)} = ${money(l.lineTotal)}` : ''),
  );
  const totals = input.pricesShown
    ? [
        `Subtotal: ${money(input.subtotal)}`,
        `Freight: ${money(input.freight)}`,
        `Tax: ${money(input.tax)}`,
        `Total: ${money(input.total)}`,
      ]
    : [PRICES_WITHHELD_NOTE];
  const intro = [
    `Hello ${input.firstName},`,
    `Thank you for your order. Your order number is ${input.orderNumber}.`,
  ];
  const outro = `Questions about your order? Call us at ${brand.helpLineWithOption}.`;
  const text = [
    ...intro,
    lineTexts.join('\n'),
    totals.join('\n'),
    `Ship to:\n${shipTo.join('\n')}`,
    `Paid with: ${paidWith.join(', ')}`,
    outro,
  ].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<div>',
    ...intro.map(p),
    `<ul>${lineTexts.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
    `<p>Ship to:<br>${shipTo.map(escapeHtml).join('<br>')}</p>`,
    p(`Paid with: ${paidWith.join(', ')}`),
    p(outro),
    p(brand.titleSuffix),
    '</div>',
  ].join('');
  return {
    subject: `Your ${brand.titleSuffix} order ${input.orderNumber}`,
    text: `${text}\n`,
    html,
    templateData: {
      orderNumber: input.orderNumber,
      total: input.pricesShown ? input.total : null,
      currency: input.currency,
    },
  };
}

/**
 * submitQuote(ebsQuote): the caller's DRAFT quote becomes an order (orders + order_lines) for the organisation it
 * was priced for, the quote is ORDERED, the cart ORDERED (the next getCartByApplication returns null) and a
 * confirmation e-mail goes to the outbox, all in one transaction. A quote is ordered at most once.
 */
export async function submitQuote(
  ctx: RequestContext,
  input: { ebsQuote: SubmitQuoteInput },
): Promise<OrderConfirmation> {
  const { quoteId } = validate(
    yup.object({ quoteId: uuidField('quoteId').required('quoteId is required.') }),
    input.ebsQuote ?? {},
  );
  const buyer: Buyer = await requireCheckout(ctx);
  const [quote] = await ctx.db.select().from(quotes).where(eq(quotes.quoteId, quoteId)).limit(1);
  if (!quote) throw notFound(ORDER_MESSAGES.quoteNotFound);
  if (quote.userId !== buyer.user.id) throw forbidden();
  if (quote.status === 'ORDERED' || quote.status === 'SUBMITTED')
    throw await alreadySubmitted(ctx, quote.quoteId);
  if (quote.status !== 'DRAFT' || !quote.shoppingCartId || !quote.payload)
    throw badInput(ORDER_MESSAGES.expired);
  if (quote.accountId !== buyer.accountId) throw badInput(ORDER_MESSAGES.otherCompany);
  const payload = quote.payload as QuotePayload;

  // the cart must still hold what was priced
  const { cart, items } = await loadCallerCart(ctx, quote.shoppingCartId);
  // closed meanwhile: by this very quote (a second submission racing the first) or by another one
  if (cart.status !== 'ACTIVE') throw await alreadySubmitted(ctx, quote.quoteId, ORDER_MESSAGES.expired);
  if (
    !sameLines(
      payload.lines,
      items.map((i) => ({ partNumber: i.itemId, quantity: i.quantity })),
    )
  )
    throw badInput(ORDER_MESSAGES.cartChanged);

  const partNumbers = payload.lines.map((l) => l.partNumber);
  const stock = new Map(
    (
      await ctx.db
        .select({ partNumber: products.partNumber, qtyOnHand: products.qtyOnHand })
        .from(products)
        .where(inArray(products.partNumber, partNumbers))
    ).map((p) => [p.partNumber, p.qtyOnHand]),
  );
  const now = ctx.now();
  const pricesShown = await maySeePrices(ctx);

  const order = await ctx.db.transaction(async (tx) => {
    // claim the quote first: of two concurrent submissions only one finds it still DRAFT
    const claimed = await tx
      .update(quotes)
      .set({ status: 'ORDERED', submittedAt: now, updatedAt: now })
      .where(and(eq(quotes.quoteId, quote.quoteId), eq(quotes.status, 'DRAFT')))
      .returning({ quoteId: quotes.quoteId });
    if (claimed.length === 0) throw conflict(ORDER_MESSAGES.alreadySubmitted(null)); // a racing submission won
    const closed = await tx
      .update(shoppingCarts)
      .set({ status: 'ORDERED', updatedAt: now })
      .where(and(eq(shoppingCarts.shoppingCartId, cart.shoppingCartId), eq(shoppingCarts.status, 'ACTIVE')))
      .returning({ id: shoppingCarts.shoppingCartId });
    if (closed.length === 0) throw badInput(ORDER_MESSAGES.expired);

    const number = await nextOrderNumber(tx);
    const orderNumber = String(number);
    const orderId = `SO-${orderNumber}`;
    const [contact] = await tx
      .select({ contactId: users.contactId })
      .from(users)
      .where(eq(users.id, buyer.user.id))
      .limit(1);
    // above the buyer's spending limit (issue 39): placed, but it waits for approval instead of going to the ERP
    const limit = await buyerSpendingLimit(tx, buyer.user.id, buyer.accountId);
    const awaiting = needsApproval(quote.total ?? 0, limit);
    await tx.insert(orders).values({
      orderId,
      orderNumber,
      accountId: buyer.accountId,
      userId: buyer.user.id,
      contactId: contact?.contactId ?? null,
      quoteId: quote.quoteId,
      status: awaiting ? 'AWAITING_APPROVAL' : 'BOOKED',
      orderedAt: now,
      customerPo: quote.customerPo,
      currency: quote.currency,
      subtotal: quote.subtotal ?? 0,
      tax: quote.tax ?? 0,
      freight: quote.freight ?? 0,
      total: quote.total ?? 0,
      shipToAddressId: quote.shipToAddressId,
      billToAddressId: quote.billToAddressId,
      paymentMethodId: quote.paymentMethodId,
      shippingMethod: 'Ground',
      source: 'web',
    });
    await tx.insert(orderLines).values(
      payload.lines.map((line, index) => ({
        orderId,
        lineNumber: index + 1,
        partNumber: line.partNumber,
        description: line.displayName,
        unitSerial: line.unitSerial ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        extendedPrice: line.lineTotal,
        status: 'AWAITING_SHIPPING',
        // in stock: ships within 1 business day; otherwise the date is not known yet ('Pending')
        // awaiting approval: no ship date until approved
        promiseDate:
          !awaiting && (stock.get(line.partNumber) ?? 0) >= line.quantity ? nextBusinessDay(now) : null,
      })),
    );
    await tx.update(quotes).set({ orderId }).where(eq(quotes.quoteId, quote.quoteId));
    if (awaiting) {
      await requestApproval(tx, {
        orderId,
        orderNumber,
        accountId: buyer.accountId,
        total: quote.total ?? 0,
        currency: quote.currency,
        limit: limit!,
        buyer: {
          id: buyer.user.id,
          email: buyer.email,
          firstName: buyer.firstName,
          name: `${buyer.user.firstName} ${buyer.user.lastName}`,
        },
        at: now,
      });
      return { orderId, orderNumber, status: 'AWAITING_APPROVAL' };
    }
    const mail = orderConfirmationMail({
      firstName: buyer.firstName,
      orderNumber,
      currency: quote.currency,
      pricesShown,
      lines: payload.lines,
      subtotal: quote.subtotal ?? 0,
      freight: quote.freight ?? 0,
      tax: quote.tax ?? 0,
      total: quote.total ?? 0,
      customerPo: quote.customerPo,
      payment: payload.paymentMethod,
      shipTo: payload.shipToAddress,
    });
    await tx.insert(mailOutbox).values({
      to: buyer.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: 'OrderConfirmationEmail',
      templateData: { ...mail.templateData, emailAddress: buyer.email },
    });
    await tx.insert(auditLog).values({
      actorUserId: buyer.user.id,
      subjectUserId: buyer.user.id,
      action: 'ORDER_SUBMITTED',
      details: { orderId, quoteId: quote.quoteId, accountId: buyer.accountId },
      at: now,
    });
    return { orderId, orderNumber, status: 'BOOKED' };
  });

  const confirmation: OrderConfirmation = {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    orderedAt: now.toISOString(),
    currency: quote.currency,
    total: quote.total ?? 0,
    priceWithheld: false,
    customerPo: quote.customerPo,
  };
  return pricesShown ? confirmation : { ...withoutAmounts(confirmation, ['total']), priceWithheld: true };
}

/** An order as a short list shows it (the dashboard's recent orders, a customer's orders on the customer screen). */
export const ORDER_SUMMARY_COLUMNS = {
  orderId: orders.orderId,
  orderNumber: orders.orderNumber,
  status: orders.status,
  orderedAt: orders.orderedAt,
  total: orders.total,
  currency: orders.currency,
} as const;

// ---- /order/summary/ngSearch/sold/ ---------------------------------------------------------------------------------

const SORT_FIELDS = {
  orderedAt: orders.orderedAt,
  orderNumber: sql`(case when ${orders.orderNumber} ~ '^[0-9]{1,15}$' then ${orders.orderNumber}::bigint end)`,
  status: orders.status,
  total: orders.total,
  customerPo: orders.customerPo,
  accountId: orders.accountId,
} as const;
type SortField = keyof typeof SORT_FIELDS;

const FILTER_FIELDS = {
  status: orders.status,
  customerPo: orders.customerPo,
  orderNumber: orders.orderNumber,
  currency: orders.currency,
} as const;
type FilterField = keyof typeof FILTER_FIELDS;
const DATE_FIELDS = ['orderedAt'] as const;

const dateText = (label: string) =>
  searchTextField(label, 40)
    .nullable()
    .test(
      'date',
      `${label} must be a date (yyyy-mm-dd or ISO 8601).`,
      (v) => !v || !Number.isNaN(Date.parse(v)),
    );

export const orderSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  page: pageField(100_000),
  size: sizeField(100, 10),
  sortOptions: sortOptionsField(Object.keys(SORT_FIELDS), 'DESC'),
  filterOptions: rangeFilterOptionsField([...Object.keys(FILTER_FIELDS), ...DATE_FIELDS], dateText),
  range: dateRangeField(dateText),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  /** false: summaries only (lineCount without the lines) */
  includeLines: yup
    .boolean()
    .typeError('includeLines must be true or false.')
    .test('is-boolean', 'includeLines must be true or false.', function isBoolean() {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'boolean';
    })
    .default(true),
});

type OrderSearchRequest = yup.InferType<typeof orderSearchSchema>;

export interface OrderLineSummary {
  lineNumber: number;
  partNumber: string;
  description: string;
  customerPartNumber: string | null;
  unitSerial: string | null;
  quantity: number;
  shippedQuantity: number;
  /** null: withheld from the caller (the order's priceWithheld) */
  unitPrice: number | null;
  extendedPrice: number | null;
  uom: string;
  status: string;
  promiseDate: string | null;
  shippedDate: string | null;
  carrier: string | null;
  trackingNumbers: string[];
}

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  accountId: string;
  customerName: string;
  orderedAt: string;
  status: string;
  customerPo: string | null;
  currency: string;
  /** the totals: null when withheld from the caller (priceWithheld) */
  subtotal: number | null;
  tax: number | null;
  freight: number | null;
  total: number | null;
  priceWithheld: boolean;
  shippingMethod: string | null;
  source: string;
  shipTo: AddressLocation | null;
  lineCount: number;
  lines: OrderLineSummary[];
}

export interface OrderPage {
  content: OrderSummary[];
  totalRecords: number;
}

/** An end date without a time covers that whole day. */
function endBound(value: string): Date {
  const d = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) d.setUTCDate(d.getUTCDate() + 1);
  else d.setTime(d.getTime() + 1);
  return d;
}

function conditions(request: OrderSearchRequest, accountIds: readonly string[]): SQL[] {
  const where: SQL[] = [inArray(orders.accountId, [...accountIds])];
  const words = (request.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = containsPattern(word);
    where.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.orderId, pattern),
        ilike(orders.customerPo, pattern),
        sql`exists (select 1 from order_lines ol where ol.order_id = ${orders.orderId}
          and (ol.part_number ilike ${pattern} or ol.description ilike ${pattern}
            or ol.customer_part_number ilike ${pattern}))`,
      )!,
    );
  }
  const ranges = [
    ...(request.range ? [request.range] : []),
    ...(request.filterOptions ?? []).filter((f) => f.fieldName === 'orderedAt'),
  ];
  for (const range of ranges) {
    if (range.start) where.push(gte(orders.orderedAt, new Date(range.start)));
    if (range.end) where.push(lt(orders.orderedAt, endBound(range.end)));
  }
  for (const filter of request.filterOptions ?? []) {
    if (filter.fieldName === 'orderedAt') continue;
    const values =
      filter.values && filter.values.length > 0 ? filter.values : filter.value ? [filter.value] : [];
    if (values.length === 0) continue;
    where.push(inArray(FILTER_FIELDS[filter.fieldName as FilterField], values));
  }
  return where;
}

/** An order as the caller may see it: without the pricing privilege its totals and line prices are withheld. */
function orderForCaller(order: OrderSummary, pricesShown: boolean): OrderSummary {
  if (pricesShown) return order;
  return {
    ...withoutAmounts(order, ORDER_TOTALS),
    lines: order.lines.map((line) => withoutAmounts(line, ['unitPrice', 'extendedPrice'])),
    priceWithheld: true,
  };
}

/** The sort as asked, less the sort by total for a caller who may not see prices (its order would tell them). */
function ordering(request: OrderSearchRequest, pricesShown: boolean) {
  const asked = (request.sortOptions ?? []).filter((s) => pricesShown || s.fieldName !== 'total');
  const sorts = asked.map((s) => {
    const column = SORT_FIELDS[s.fieldName as SortField];
    return s.direction === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  });
  if (sorts.length === 0) sorts.push(sql`${orders.orderedAt} desc`);
  return [...sorts, desc(orders.orderId)];
}

/**
 * Who may read order histories: business users with B2B_View_Orders over the organisations in their scope;
 * personal users their own account.
 */
async function authoriseOrderSearch(
  ctx: RequestContext,
  request: Pick<OrderSearchRequest, 'accountIds' | 'accountId'>,
): Promise<string[]> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ isValidatedB2BUser: users.isValidatedB2BUser })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const named = [...(request.accountIds ?? [])];
  if (request.accountId) named.push(request.accountId);
  const isPersonal = row !== undefined && !row.isValidatedB2BUser;
  if (!isPersonal && !callerHolds(ctx, 'orders.view')) throw forbidden();
  // a personal user's scope is their own account only
  return scopedAccountIds(ctx, named);
}

const SHIP_TO_COLUMNS = addressLocationColumns(addresses);

/** The lines of the given orders, by order id, in line order. */
async function linesOf(ctx: RequestContext, orderIds: readonly string[]) {
  const rows = orderIds.length
    ? await ctx.db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber))
    : [];
  const byOrder = new Map<string, OrderLineSummary[]>();
  for (const l of rows) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({
      lineNumber: l.lineNumber,
      partNumber: l.partNumber,
      description: l.description,
      customerPartNumber: l.customerPartNumber,
      unitSerial: l.unitSerial,
      quantity: l.quantity,
      shippedQuantity: l.shippedQuantity,
      unitPrice: l.unitPrice,
      extendedPrice: l.extendedPrice,
      uom: l.uom,
      status: l.status,
      promiseDate: l.promiseDate,
      shippedDate: l.shippedDate,
      carrier: l.carrier,
      trackingNumbers: l.trackingNumbers,
    });
    byOrder.set(l.orderId, list);
  }
  return byOrder;
}

function summary(
  order: typeof orders.$inferSelect,
  customerName: string,
  shipTo: OrderSummary['shipTo'] | { [K in keyof NonNullable<OrderSummary['shipTo']>]: null },
  lineCount: number,
  lines: OrderLineSummary[],
): OrderSummary {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    accountId: order.accountId,
    customerName,
    orderedAt: order.orderedAt.toISOString(),
    status: order.status,
    customerPo: order.customerPo,
    currency: order.currency,
    subtotal: order.subtotal,
    tax: order.tax,
    freight: order.freight,
    total: order.total,
    priceWithheld: false,
    shippingMethod: order.shippingMethod,
    source: order.source,
    shipTo: shipTo && shipTo.addressId ? (shipTo as NonNullable<OrderSummary['shipTo']>) : null,
    lineCount,
    lines,
  };
}

/**
 * /order/summary/ngSearch/sold/: a page of order summaries with their lines; `includeLines: false` leaves the
 * lines out (the dashboard's list is light and opens one order by id with supplyOrder).
 */
export async function searchOrders(ctx: RequestContext, body: unknown): Promise<OrderPage> {
  const request = validate(orderSearchSchema, body ?? {});
  const accountIds = await authoriseOrderSearch(ctx, request);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const pricesShown = await maySeePrices(ctx);
  const where = and(...conditions(request, accountIds));
  const lineCount = sql<number>`(select count(*)::int from order_lines ol where ol.order_id = ${orders.orderId})`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ order: orders, customerName: organizations.name, shipTo: SHIP_TO_COLUMNS, lineCount })
      .from(orders)
      .innerJoin(organizations, eq(organizations.accountId, orders.accountId))
      .leftJoin(addresses, eq(addresses.addressId, orders.shipToAddressId))
      .where(where)
      .orderBy(...ordering(request, pricesShown))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const linesByOrder = request.includeLines
    ? await linesOf(
        ctx,
        rows.map((r) => r.order.orderId),
      )
    : new Map<string, OrderLineSummary[]>();
  return {
    content: rows.map(({ order, customerName, shipTo, lineCount: n }) =>
      orderForCaller(
        summary(order, customerName, shipTo, n, linesByOrder.get(order.orderId) ?? []),
        pricesShown,
      ),
    ),
    totalRecords: count?.total ?? 0,
  };
}

// ---- supplyOrder(orderId) -----------------------------------------------------------------------------------------

export const ORDER_DETAIL_MESSAGES = {
  notFound: 'The order could not be found.',
} as const;

const orderIdSchema = yup.object({ orderId: idField('orderId').required('orderId is required.') });

/**
 * supplyOrder(orderId): one order with its lines, for whoever may search it (B2B_View_Orders over the
 * organisations in scope; a personal user their own account). Another organisation's order is refused like any
 * id out of scope (403), an unknown id is 404.
 */
export async function getSupplyOrder(ctx: RequestContext, input: unknown): Promise<OrderSummary> {
  const { orderId } = validate(orderIdSchema, input ?? {});
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ order: orders, customerName: organizations.name, shipTo: SHIP_TO_COLUMNS })
    .from(orders)
    .innerJoin(organizations, eq(organizations.accountId, orders.accountId))
    .leftJoin(addresses, eq(addresses.addressId, orders.shipToAddressId))
    .where(eq(orders.orderId, orderId))
    .limit(1);
  // the privilege is checked before the id is looked at: without it every id is 403 alike
  if (!row) {
    await authoriseOrderSearch(ctx, { accountIds: null, accountId: null });
    throw notFound(ORDER_DETAIL_MESSAGES.notFound);
  }
  // naming the order's organisation as the search would: 403 unless it is readable by the caller
  await authoriseOrderSearch(ctx, { accountIds: [row.order.accountId], accountId: null });
  const lines = (await linesOf(ctx, [orderId])).get(orderId) ?? [];
  return orderForCaller(
    summary(row.order, row.customerName, row.shipTo, lines.length, lines),
    await maySeePrices(ctx),
  );
}
