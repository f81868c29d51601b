// Server carts of signed-in users (spec sections 4 and 7): one ACTIVE cart per user and application. Item ids are
// part numbers in the supply store and course ids in the training store. Quantities are absolute: a line is set to
// the quantity sent, and 0 or less removes it. A cart belongs to its user alone; another user's cart id is denied.
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { MAX_LINE_QUANTITY, courseSeatsProblem } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import type { CallerUser } from '../../auth/caller.js';
import { CART_APPLICATIONS, courses, shoppingCartItems, shoppingCarts } from '../../db/schema.js';
import type { CartApplication } from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { CartItemInput, ShoppingCart } from './types.js';
import type { CommerceItem } from '../catalogue/index.js';
import { requireUser } from '../../access/authorization.js';
import { maySeePrices } from '../../access/price-visibility.js';
import type { Executor } from '../../db/database.js';
import { compact, currencyFor, isOrderable, loadProducts, priceOf, toItems } from '../catalogue/index.js';
import type { Currency, ProductRow } from '../catalogue/index.js';
import { str, uuidField, validate } from '../../shared/validation.js';
import { trainingCartRefusal } from '../training/index.js';

// the line maximum is the quick-order form's too (@portal/rules/validation)
export { MAX_LINE_QUANTITY };
export const MAX_ITEMS_PER_UPDATE = 100;

const APPLICATION_MESSAGE = "Application must be 'supply-store' or 'training-store'.";
const CART_CLOSED = 'This cart has already been ordered or closed.';

const applicationField = str('Application')
  .trim()
  .required('Application is required.')
  .oneOf([...CART_APPLICATIONS], APPLICATION_MESSAGE);

/** An item id as typed: a part number ("123-4567") or a course id ("course-0001"). */
const itemIdField = str('Item id')
  .trim()
  .required('Item id is required.')
  .max(40, 'Item id must be at most 40 characters.')
  .matches(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'Item id contains invalid characters.');

const cartItemsSchema = yup.object({
  shoppingCartId: uuidField('Shopping cart id').required('Shopping cart id is required.'),
  items: yup
    .array()
    .of(
      yup.object({
        itemId: itemIdField,
        quantity: yup
          .number()
          .typeError('Quantity must be a number.')
          .required('Quantity is required.')
          .integer('Quantity must be a whole number.')
          .min(-MAX_LINE_QUANTITY, `Quantity must be at least -${MAX_LINE_QUANTITY}.`)
          .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
        unitSerial: str('Unit serial')
          .trim()
          .max(40, 'Unit serial must be at most 40 characters.')
          .nullable()
          .default(null),
      }),
    )
    .required('Items are required.')
    .min(1, 'At least one item is required.')
    .max(MAX_ITEMS_PER_UPDATE, `At most ${MAX_ITEMS_PER_UPDATE} items can be changed at once.`),
});

type CartRow = typeof shoppingCarts.$inferSelect;
type CartItemRow = typeof shoppingCartItems.$inferSelect;

/** A cart line resolved at the caller's prices. */
interface PricedLine {
  row: CartItemRow;
  item: CommerceItem | null;
  /** the part's unit price in the cart's currency, never withheld (order hand-offs); null when not priced */
  unitPrice: number | null;
}

const accountOf = (ctx: RequestContext, user: CallerUser) =>
  ctx.caller.scope.selectedAccountId ?? user.accountId;

/** The caller's ACTIVE cart of the application, or null. */
export async function findActiveCart(
  db: Executor,
  userId: string,
  application: CartApplication,
): Promise<CartRow | null> {
  const [cart] = await db
    .select()
    .from(shoppingCarts)
    .where(
      and(
        eq(shoppingCarts.userId, userId),
        eq(shoppingCarts.application, application),
        eq(shoppingCarts.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return cart ?? null;
}

/** Resolves a cart's lines: supply-store parts as commerce items, training-store courses by their price. */
export async function priceCartLines(
  ctx: RequestContext,
  cart: CartRow,
  lines: CartItemRow[],
  currency: Currency,
  accountId: string | null,
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  if (cart.application === 'training-store') {
    const found = await ctx.db
      .select({ courseId: courses.courseId, priceUsd: courses.priceUsd, priceCad: courses.priceCad })
      .from(courses)
      .where(
        inArray(
          courses.courseId,
          lines.map((l) => l.itemId),
        ),
      );
    const byId = new Map(found.map((c) => [c.courseId, c]));
    return lines.map((row) => {
      const course = byId.get(row.itemId);
      const price = course ? (currency === 'CAD' ? course.priceCad : course.priceUsd) : null;
      return { row, item: null, unitPrice: price === null || price === undefined ? null : Number(price) };
    });
  }
  const rows = await loadProducts(
    ctx,
    lines.map((l) => l.itemId),
  );
  const items = await toItems(ctx, rows, currency, accountId);
  const byPart = new Map(items.map((i) => [i.partNumber, i]));
  const rowByPart = new Map(rows.map((r) => [r.partNumber, r]));
  return lines.map((row) => {
    const item = byPart.get(row.itemId) ?? null;
    const product = rowByPart.get(row.itemId);
    if (!item || !product) return { row, item: null, unitPrice: null };
    // unitPrice is the part's price, for the order hand-offs (the punchout OCI return); the item shows the caller
    // only what they may see (withheld: null)
    const unit = priceOf(product, currency);
    const shown = item.displayPrice ?? null;
    return {
      row,
      item: {
        ...item,
        quantity: row.quantity,
        displayTotal: shown === null ? null : roundMoney(shown * row.quantity),
      },
      unitPrice: unit,
    };
  });
}

const roundMoney = (value: number) => Math.round(value * 100) / 100;

async function cartView(ctx: RequestContext, user: CallerUser, cart: CartRow): Promise<ShoppingCart> {
  const currency = currencyFor(user.locale);
  const lines = await ctx.db
    .select()
    .from(shoppingCartItems)
    .where(eq(shoppingCartItems.shoppingCartId, cart.shoppingCartId))
    .orderBy(shoppingCartItems.createdAt, shoppingCartItems.itemId);
  const priced = await priceCartLines(ctx, cart, lines, currency, accountOf(ctx, user));
  // a supply-store cart's prices are the parts' prices: withheld from a caller who may not see them (toItems
  // withholds the lines); training-store courses are priced for everyone
  const withheld = cart.application !== 'training-store' && !(await maySeePrices(ctx));
  return {
    shoppingCartId: cart.shoppingCartId,
    userId: cart.userId,
    application: cart.application,
    currency,
    itemCount: priced.reduce((sum, l) => sum + l.row.quantity, 0),
    subtotal: withheld
      ? null
      : roundMoney(
          priced.reduce((sum, l) => sum + (l.unitPrice === null ? 0 : l.unitPrice * l.row.quantity), 0),
        ),
    priceWithheld: withheld,
    items: priced.map((l) => ({
      shoppingCartItemId: l.row.shoppingCartItemId,
      shoppingCartId: l.row.shoppingCartId,
      itemId: l.row.itemId,
      quantity: l.row.quantity,
      unitSerial: l.row.unitSerial,
      item: l.item,
    })),
  };
}

/**
 * Spec section 6: "Punchout users are denied the training store." The shell's guard keeps them out of its pages;
 * here they cannot make or fill a training cart (reading one answers null, so a cart-count loader never fails).
 * Spec section 4: a Demo_Only_Training_Store user keeps the training cart locally, so the same applies to them
 * (domains/training/training-access.ts). The answer is the reason, or null when the cart is allowed.
 */
async function trainingDenied(
  ctx: RequestContext,
  _user: CallerUser,
  application: CartApplication,
): Promise<string | null> {
  if (application !== 'training-store') return null;
  return trainingCartRefusal(ctx);
}

async function assertApplicationAllowed(ctx: RequestContext, user: CallerUser, application: CartApplication) {
  const refusal = await trainingDenied(ctx, user, application);
  if (refusal) throw forbidden(refusal);
}

/** getCartByApplication(application): the caller's ACTIVE cart, or null when there is none yet. */
export async function getCartByApplication(
  ctx: RequestContext,
  args: { application: string },
): Promise<ShoppingCart | null> {
  const user = requireUser(ctx);
  const { application } = validate(yup.object({ application: applicationField }), args);
  if (await trainingDenied(ctx, user, application as CartApplication)) return null;
  const cart = await findActiveCart(ctx.db, user.id, application as CartApplication);
  return cart ? cartView(ctx, user, cart) : null;
}

/** createShoppingCart(application): the caller's ACTIVE cart of the application, created when there is none. */
export async function createShoppingCart(
  ctx: RequestContext,
  args: { application: string },
): Promise<ShoppingCart> {
  const user = requireUser(ctx);
  const { application } = validate(yup.object({ application: applicationField }), args);
  const app = application as CartApplication;
  await assertApplicationAllowed(ctx, user, app);
  let cart = await findActiveCart(ctx.db, user.id, app);
  if (!cart) {
    // the partial unique index (one ACTIVE cart per user and application) settles a race between two tabs
    await ctx.db
      .insert(shoppingCarts)
      .values({ userId: user.id, application: app, accountId: accountOf(ctx, user) })
      .onConflictDoNothing();
    cart = await findActiveCart(ctx.db, user.id, app);
    if (!cart) throw new Error('the active cart could not be created');
  }
  return cartView(ctx, user, cart);
}

/** The caller's own cart by id: unknown → not found, another user's → denied, ordered or abandoned → closed. */
async function ownCart(ctx: RequestContext, user: CallerUser, shoppingCartId: string): Promise<CartRow> {
  const [cart] = await ctx.db
    .select()
    .from(shoppingCarts)
    .where(eq(shoppingCarts.shoppingCartId, shoppingCartId))
    .limit(1);
  if (!cart) throw notFound();
  if (cart.userId !== user.id) throw forbidden();
  if (cart.status !== 'ACTIVE') throw badInput(CART_CLOSED);
  return cart;
}

/** Why a part cannot go into a cart, or null when it can. */
function partProblem(itemId: string, row: ProductRow | undefined): string | null {
  if (!row) return `Part ${itemId} does not exist.`;
  if (!row.showOnline) return `Part ${row.partNumber} is not available online.`;
  if (!isOrderable(row)) return `Part ${row.partNumber} cannot be ordered online.`;
  return null;
}

/**
 * addOrUpdateItemsInShoppingCart(shoppingCartId, items): sets each item's quantity (the last entry wins when an
 * item is sent twice); 0 or less removes the line. Items being added or changed must exist and, in the supply
 * store, be shown online and orderable; every problem is reported at once and nothing changes.
 */
export async function addOrUpdateItemsInShoppingCart(
  ctx: RequestContext,
  args: { shoppingCartId: string; items: CartItemInput[] },
): Promise<ShoppingCart> {
  const user = requireUser(ctx);
  const input = validate(cartItemsSchema, args);
  const cart = await ownCart(ctx, user, input.shoppingCartId);
  await assertApplicationAllowed(ctx, user, cart.application);

  // resolve each item id to what is stored: the part's canonical number, or the course id
  const wanted = new Map<string, { itemId: string; quantity: number; unitSerial: string | null }>();
  const problems: string[] = [];
  if (cart.application === 'supply-store') {
    const rows = await loadProducts(
      ctx,
      input.items.map((i) => i.itemId),
    );
    const byCompact = new Map(rows.map((r) => [r.partNumberCompact, r]));
    for (const item of input.items) {
      const row = byCompact.get(compact(item.itemId));
      // removing a line is always allowed, even for a part that has since been withdrawn or is unknown
      if (item.quantity > 0) {
        const problem = partProblem(item.itemId, row);
        if (problem) {
          problems.push(problem);
          continue;
        }
      }
      const itemId = row?.partNumber ?? item.itemId;
      wanted.set(itemId, { itemId, quantity: item.quantity, unitSerial: item.unitSerial ?? null });
    }
  } else {
    const ids = [...new Set(input.items.map((i) => i.itemId))];
    const found = await ctx.db
      .select({ courseId: courses.courseId, active: courses.active })
      .from(courses)
      .where(inArray(courses.courseId, ids));
    const byId = new Map(found.map((c) => [c.courseId, c]));
    for (const item of input.items) {
      const course = byId.get(item.itemId);
      if (item.quantity > 0 && (!course || !course.active)) {
        problems.push(`Course ${item.itemId} does not exist.`);
        continue;
      }
      // the seats checkout would accept, with its message
      const seats = item.quantity > 0 ? courseSeatsProblem(item.quantity) : null;
      if (seats) {
        problems.push(seats);
        continue;
      }
      wanted.set(item.itemId, { itemId: item.itemId, quantity: item.quantity, unitSerial: null });
    }
  }
  if (problems.length > 0) throw badInput(problems[0] as string, problems);

  const removals = [...wanted.values()].filter((w) => w.quantity <= 0).map((w) => w.itemId);
  const upserts = [...wanted.values()].filter((w) => w.quantity > 0);
  await ctx.db.transaction(async (tx) => {
    if (removals.length > 0)
      await tx
        .delete(shoppingCartItems)
        .where(
          and(
            eq(shoppingCartItems.shoppingCartId, cart.shoppingCartId),
            inArray(shoppingCartItems.itemId, removals),
          ),
        );
    if (upserts.length > 0)
      await tx
        .insert(shoppingCartItems)
        .values(
          upserts.map((w) => ({
            shoppingCartId: cart.shoppingCartId,
            itemId: w.itemId,
            quantity: w.quantity,
            unitSerial: w.unitSerial,
          })),
        )
        .onConflictDoUpdate({
          target: [shoppingCartItems.shoppingCartId, shoppingCartItems.itemId],
          set: {
            quantity: sql`excluded.quantity`,
            unitSerial: sql`excluded.unit_serial`,
            updatedAt: sql`now()`,
          },
        });
    await tx
      .update(shoppingCarts)
      .set({ updatedAt: sql`now()` })
      .where(eq(shoppingCarts.shoppingCartId, cart.shoppingCartId));
  });
  return cartView(ctx, user, cart);
}
