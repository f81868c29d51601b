// Shopping lists (spec sections 2, 5 and 7): named lists of parts a user keeps for later. A list belongs to its user;
// company lists (issue 39): its owner may share it with their organisation to read (READ) or to edit its items
// (EDIT). Colleagues — users of the same organisation — see shared lists; only EDIT lets them change the items;
// renaming, deleting and sharing stay the owner's. Any other user's list or list-item id is denied. Names are
// trimmed, 1..100 characters and unique per user in any letter case (a unique index on lower(name) backs the check
// against races).
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { SHOPPING_LIST_MESSAGES, shoppingListName } from '@portal/rules/validation';
import type { CallerUser } from '../../auth/caller.js';
import type { RequestContext } from '../../auth/request-context.js';
import { shoppingListItems, shoppingLists, users } from '../../db/schema.js';
import { ApiError, badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { ShoppingCart } from '../carts-and-checkout/index.js';
import type { CommerceItem } from '../catalogue/index.js';
import type { ShoppingList, ShoppingListItemInput, ShoppingListPage, ShoppingListsResult } from './types.js';
import { requireUser } from '../../access/authorization.js';
import { compact, currencyFor, loadProducts, toItems } from '../catalogue/index.js';
import { pageField, partNumberField, sizeField, uuidField, validate } from '../../shared/validation.js';
import {
  MAX_LINE_QUANTITY,
  addOrUpdateItemsInShoppingCart,
  createShoppingCart,
} from '../carts-and-checkout/index.js';

// The spec 5 messages and the name rule are the add-to-list dialog's (@portal/rules/validation): one wording.
const NAME_TAKEN = SHOPPING_LIST_MESSAGES.nameTaken;
const LIST_GONE = 'This shopping list no longer exists.';

const nameField = shoppingListName();
const listIdField = uuidField('Shopping list id').required('Shopping list id is required.');

const nameTaken = () => new ApiError('CONFLICT', NAME_TAKEN, { userFriendlyMessage: NAME_TAKEN });

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type ListRow = typeof shoppingLists.$inferSelect;

/** Lists with their items, each item resolved as a commerce item at the caller's prices. */
async function listViews(ctx: RequestContext, user: CallerUser, lists: ListRow[]): Promise<ShoppingList[]> {
  if (lists.length === 0) return [];
  const lines = await ctx.db
    .select()
    .from(shoppingListItems)
    .where(
      inArray(
        shoppingListItems.shoppingListId,
        lists.map((l) => l.shoppingListId),
      ),
    )
    .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.itemId));
  const rows = lines.length > 0 ? await loadProducts(ctx, [...new Set(lines.map((l) => l.itemId))]) : [];
  const items = await toItems(
    ctx,
    rows,
    currencyFor(user.locale),
    ctx.caller.scope.selectedAccountId ?? user.accountId,
  );
  const byPart = new Map<string, CommerceItem>(items.map((i) => [i.partNumber, i]));
  const owners = await ownerNames(ctx, user, lists);
  return lists.map((list) => ({
    shoppingListId: list.shoppingListId,
    userId: list.userId,
    name: list.name,
    sharing: list.sharing,
    owned: list.userId === user.id,
    canEdit: may(user, list, 'edit'),
    ownerName: owners.get(list.userId) ?? '',
    items: lines
      .filter((l) => l.shoppingListId === list.shoppingListId)
      .map((l) => {
        const item = byPart.get(l.itemId);
        return {
          shoppingListItemId: l.shoppingListItemId,
          shoppingListId: l.shoppingListId,
          itemId: l.itemId,
          quantity: l.quantity,
          item: item ? { ...item, quantity: l.quantity } : null,
        };
      }),
  }));
}

/** The lists' owners' names: the caller's own, and their colleagues' who shared a list. */
async function ownerNames(ctx: RequestContext, user: CallerUser, lists: ListRow[]) {
  const names = new Map([[user.id, `${user.firstName} ${user.lastName}`]]);
  const others = [...new Set(lists.map((l) => l.userId).filter((id) => id !== user.id))];
  if (others.length > 0)
    for (const o of await ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, others)))
      names.set(o.id, `${o.firstName} ${o.lastName}`);
  return names;
}

export const LIST_SHARING = ['PRIVATE', 'READ', 'EDIT'] as const;
type Need = 'read' | 'edit' | 'own';

/** Whether the caller may read, edit the items of, or own (rename, delete, share) a list. */
function may(user: CallerUser, list: ListRow, need: Need): boolean {
  if (list.userId === user.id) return true;
  if (need === 'own' || list.accountId === null || list.accountId !== user.accountId) return false;
  return need === 'read' ? list.sharing !== 'PRIVATE' : list.sharing === 'EDIT';
}

/** The lists the caller sees: their own, and those colleagues shared with their organisation. */
function visibleLists(user: CallerUser) {
  const own = eq(shoppingLists.userId, user.id);
  return user.accountId
    ? or(own, and(eq(shoppingLists.accountId, user.accountId), ne(shoppingLists.sharing, 'PRIVATE')))!
    : own;
}

/** A list by id that the caller may use as `need` says: unknown → not found, otherwise denied. */
async function ownList(
  ctx: RequestContext,
  user: CallerUser,
  shoppingListId: string,
  need: Need = 'own',
): Promise<ListRow> {
  const [list] = await ctx.db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.shoppingListId, shoppingListId))
    .limit(1);
  if (!list) throw notFound();
  if (!may(user, list, need)) throw forbidden();
  return list;
}

async function assertNameFree(ctx: RequestContext, userId: string, name: string, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: shoppingLists.shoppingListId })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), eq(sql`lower(${shoppingLists.name})`, name.toLowerCase())))
    .limit(1);
  if (clash && clash.id !== exceptId) throw nameTaken();
}

const byName = [asc(sql`lower(${shoppingLists.name})`), asc(shoppingLists.createdAt)];

/** shoppingLists(page, size, includeShared): the caller's lists (and, asked, those colleagues shared) by name, a page at a time (page from 0). */
export async function listShoppingLists(
  ctx: RequestContext,
  args: { page?: number | null; size?: number | null; includeShared?: boolean | null },
): Promise<ShoppingListPage> {
  const user = requireUser(ctx);
  // the add-to-list dialogs pick among the caller's own lists; My Account's lists page shows the shared ones too
  const where = args.includeShared ? visibleLists(user) : eq(shoppingLists.userId, user.id);
  const { page, size } = validate(yup.object({ page: pageField(10_000), size: sizeField(100, 25) }), {
    page: args.page ?? undefined,
    size: args.size ?? undefined,
  });
  const [lists, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(shoppingLists)
      .where(where)
      .orderBy(...byName)
      .limit(size)
      .offset(page * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shoppingLists)
      .where(where),
  ]);
  return { lists: await listViews(ctx, user, lists), totalRecords: Number(total?.n ?? 0), page, size };
}

/** shoppingList(shoppingListId): one of the caller's lists, or one shared with them. */
export async function getShoppingList(
  ctx: RequestContext,
  args: { shoppingListId: string },
): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const { shoppingListId } = validate(yup.object({ shoppingListId: listIdField }), args);
  const [view] = await listViews(ctx, user, [await ownList(ctx, user, shoppingListId, 'read')]);
  return view as ShoppingList;
}

/** shareShoppingList(shoppingListId, sharing): the owner shares a list with their organisation, or stops sharing. */
export async function shareShoppingList(
  ctx: RequestContext,
  args: { shoppingListId: string; sharing: string },
): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const { shoppingListId, sharing } = validate(
    yup.object({
      shoppingListId: listIdField,
      sharing: yup
        .string()
        .required('Sharing is required.')
        .oneOf([...LIST_SHARING], 'Sharing must be PRIVATE, READ or EDIT.'),
    }),
    args,
  );
  const list = await ownList(ctx, user, shoppingListId);
  if (sharing !== 'PRIVATE' && !user.accountId) throw badInput('Only a company’s lists can be shared.');
  const [updated] = await ctx.db
    .update(shoppingLists)
    .set({ sharing, accountId: sharing === 'PRIVATE' ? null : user.accountId, updatedAt: sql`now()` })
    .where(eq(shoppingLists.shoppingListId, list.shoppingListId))
    .returning();
  const [view] = await listViews(ctx, user, [updated as ListRow]);
  return view as ShoppingList;
}

/** createShoppingList(name): a new empty list; the name must be new to the caller in any letter case. */
export async function createShoppingList(ctx: RequestContext, args: { name: string }): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const { name } = validate(yup.object({ name: nameField }), args);
  await assertNameFree(ctx, user.id, name);
  try {
    const [list] = await ctx.db.insert(shoppingLists).values({ userId: user.id, name }).returning();
    const [view] = await listViews(ctx, user, [list as ListRow]);
    return view as ShoppingList;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** updateShoppingList(shoppingListId, name): renames one of the caller's lists. */
export async function updateShoppingList(
  ctx: RequestContext,
  args: { shoppingListId: string; name: string },
): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const { shoppingListId, name } = validate(
    yup.object({ shoppingListId: listIdField, name: nameField }),
    args,
  );
  const list = await ownList(ctx, user, shoppingListId);
  await assertNameFree(ctx, user.id, name, list.shoppingListId);
  try {
    const [updated] = await ctx.db
      .update(shoppingLists)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(shoppingLists.shoppingListId, list.shoppingListId))
      .returning();
    const [view] = await listViews(ctx, user, [updated as ListRow]);
    return view as ShoppingList;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function allLists(ctx: RequestContext, user: CallerUser): Promise<ShoppingList[]> {
  const lists = await ctx.db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, user.id))
    .orderBy(...byName);
  return listViews(ctx, user, lists);
}

/**
 * deleteShoppingList(shoppingListId): deletes one of the caller's lists and returns the remaining ones. A list that
 * is already gone (deleted in another tab) is not a failure: the remaining lists come back with `error` to show.
 */
export async function deleteShoppingList(
  ctx: RequestContext,
  args: { shoppingListId: string },
): Promise<ShoppingListsResult> {
  const user = requireUser(ctx);
  const { shoppingListId } = validate(yup.object({ shoppingListId: listIdField }), args);
  const [list] = await ctx.db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.shoppingListId, shoppingListId))
    .limit(1);
  if (list && list.userId !== user.id) throw forbidden();
  if (list) await ctx.db.delete(shoppingLists).where(eq(shoppingLists.shoppingListId, list.shoppingListId));
  return { lists: await allLists(ctx, user), error: list ? null : LIST_GONE };
}

const listItemsSchema = yup.object({
  shoppingListId: listIdField,
  items: yup
    .array()
    .of(
      yup.object({
        productId: partNumberField.required('Part number is required.'),
        quantityDesired: yup
          .number()
          .typeError('Quantity must be a number.')
          .required('Quantity is required.')
          .integer('Quantity must be a whole number.')
          .min(1, 'Quantity must be at least 1.')
          .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
      }),
    )
    .required('Items are required.')
    .min(1, 'At least one item is required.')
    .max(100, 'At most 100 items can be added at once.'),
});

/**
 * addOrUpdateItemsInShoppingList(shoppingListId, items): adds parts to one of the caller's lists; a part already on
 * the list has the quantity added to it (capped at the line maximum). Every part must exist; unknown ones are all
 * named and nothing changes.
 */
export async function addOrUpdateItemsInShoppingList(
  ctx: RequestContext,
  args: { shoppingListId: string; items: ShoppingListItemInput[] },
): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const input = validate(listItemsSchema, args);
  const list = await ownList(ctx, user, input.shoppingListId, 'edit');
  const rows = await loadProducts(
    ctx,
    input.items.map((i) => i.productId),
  );
  const byCompact = new Map(rows.map((r) => [r.partNumberCompact, r]));
  const problems: string[] = [];
  const adds = new Map<string, number>();
  for (const item of input.items) {
    const row = byCompact.get(compact(item.productId));
    if (!row) {
      problems.push(`Part ${item.productId} does not exist.`);
      continue;
    }
    adds.set(
      row.partNumber,
      Math.min(MAX_LINE_QUANTITY, (adds.get(row.partNumber) ?? 0) + item.quantityDesired),
    );
  }
  if (problems.length > 0) throw badInput(problems[0] as string, problems);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(shoppingListItems)
      .values(
        [...adds].map(([itemId, quantity]) => ({ shoppingListId: list.shoppingListId, itemId, quantity })),
      )
      .onConflictDoUpdate({
        target: [shoppingListItems.shoppingListId, shoppingListItems.itemId],
        set: {
          quantity: sql`least(${shoppingListItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
        },
      });
    await tx
      .update(shoppingLists)
      .set({ updatedAt: sql`now()` })
      .where(eq(shoppingLists.shoppingListId, list.shoppingListId));
  });
  const [view] = await listViews(ctx, user, [list]);
  return view as ShoppingList;
}

/**
 * removeItemsFromShoppingLists(shoppingListItemIds): removes items from the caller's lists and returns those lists.
 * Any item of another user's list denies the whole call; ids already removed are ignored.
 */
export async function removeItemsFromShoppingLists(
  ctx: RequestContext,
  args: { shoppingListItemIds: string[] },
): Promise<ShoppingList[]> {
  const user = requireUser(ctx);
  const { shoppingListItemIds } = validate(
    yup.object({
      shoppingListItemIds: yup
        .array()
        .of(uuidField('Shopping list item id').required('Shopping list item id is required.'))
        .required('Shopping list item ids are required.')
        .min(1, 'At least one shopping list item id is required.')
        .max(100, 'At most 100 items can be removed at once.'),
    }),
    args,
  );
  const found = await ctx.db
    .select({
      shoppingListItemId: shoppingListItems.shoppingListItemId,
      shoppingListId: shoppingLists.shoppingListId,
      list: shoppingLists,
    })
    .from(shoppingListItems)
    .innerJoin(shoppingLists, eq(shoppingLists.shoppingListId, shoppingListItems.shoppingListId))
    .where(inArray(shoppingListItems.shoppingListItemId, [...new Set(shoppingListItemIds)]));
  if (found.some((f) => !may(user, f.list, 'edit'))) throw forbidden();
  if (found.length > 0)
    await ctx.db.delete(shoppingListItems).where(
      inArray(
        shoppingListItems.shoppingListItemId,
        found.map((f) => f.shoppingListItemId),
      ),
    );
  const listIds = [...new Set(found.map((f) => f.shoppingListId))];
  if (listIds.length === 0) return [];
  const lists = await ctx.db
    .select()
    .from(shoppingLists)
    .where(inArray(shoppingLists.shoppingListId, listIds))
    .orderBy(...byName);
  return listViews(ctx, user, lists);
}

// ---- My Account shoppingLists/{listId}: quantities and moving items to the cart ----------------------------------

/** updateShoppingListItem(shoppingListItemId, quantity): sets one item's quantity (1..9999) in a list the caller may edit. */
export async function updateShoppingListItem(
  ctx: RequestContext,
  args: { shoppingListItemId: string; quantity: number },
): Promise<ShoppingList> {
  const user = requireUser(ctx);
  const { shoppingListItemId, quantity } = validate(
    yup.object({
      shoppingListItemId: uuidField('Shopping list item id').required('Shopping list item id is required.'),
      quantity: yup
        .number()
        .typeError('Quantity must be a number.')
        .required('Quantity is required.')
        .integer('Quantity must be a whole number.')
        .min(1, 'Quantity must be at least 1.')
        .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
    }),
    args,
  );
  const [found] = await ctx.db
    .select({ list: shoppingLists })
    .from(shoppingListItems)
    .innerJoin(shoppingLists, eq(shoppingLists.shoppingListId, shoppingListItems.shoppingListId))
    .where(eq(shoppingListItems.shoppingListItemId, shoppingListItemId))
    .limit(1);
  if (!found) throw notFound();
  if (!may(user, found.list, 'edit')) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(shoppingListItems)
      .set({ quantity })
      .where(eq(shoppingListItems.shoppingListItemId, shoppingListItemId));
    await tx
      .update(shoppingLists)
      .set({ updatedAt: sql`now()` })
      .where(eq(shoppingLists.shoppingListId, found.list.shoppingListId));
  });
  const [view] = await listViews(ctx, user, [found.list]);
  return view as ShoppingList;
}

export interface ListToCartResult {
  cart: ShoppingCart;
  list: ShoppingList;
}

/**
 * moveShoppingListItemsToCart(shoppingListId, shoppingListItemIds): moves the named items (all when none are named)
 * of one of the caller's lists into the caller's supply-store cart, adding each list quantity to what the cart
 * holds, and takes them off the list. The cart's rules apply (the part must be shown online and orderable): if any
 * part is refused, every problem is named and neither the cart nor the list changes.
 */
export async function moveShoppingListItemsToCart(
  ctx: RequestContext,
  args: { shoppingListId: string; shoppingListItemIds?: readonly string[] | null },
): Promise<ListToCartResult> {
  const user = requireUser(ctx);
  const input = validate(
    yup.object({
      shoppingListId: listIdField,
      shoppingListItemIds: yup
        .array()
        .of(uuidField('Shopping list item id').required('Shopping list item id is required.'))
        .max(100, 'At most 100 items can be moved at once.')
        .nullable(),
    }),
    args,
  );
  // the items leave the list: editing it
  const list = await ownList(ctx, user, input.shoppingListId, 'edit');
  const lines = await ctx.db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.shoppingListId, list.shoppingListId));
  const wanted = input.shoppingListItemIds?.length ? new Set(input.shoppingListItemIds) : null;
  if (wanted) {
    const onList = new Set(lines.map((l) => l.shoppingListItemId));
    for (const id of wanted) if (!onList.has(id)) throw badInput(`Item ${id} is not on this list.`);
  }
  const moving = lines.filter((l) => !wanted || wanted.has(l.shoppingListItemId));
  if (moving.length === 0) throw badInput('This shopping list has no items to move.');

  const cart = await createShoppingCart(ctx, { application: 'supply-store' });
  const inCart = new Map(cart.items.map((i) => [i.itemId, i.quantity]));
  const moved = await addOrUpdateItemsInShoppingCart(ctx, {
    shoppingCartId: cart.shoppingCartId,
    items: moving.map((l) => ({
      itemId: l.itemId,
      quantity: Math.min(MAX_LINE_QUANTITY, (inCart.get(l.itemId) ?? 0) + l.quantity),
    })),
  });
  await ctx.db.delete(shoppingListItems).where(
    inArray(
      shoppingListItems.shoppingListItemId,
      moving.map((l) => l.shoppingListItemId),
    ),
  );
  const [view] = await listViews(ctx, user, [list]);
  return { cart: moved, list: view as ShoppingList };
}
