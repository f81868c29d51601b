// Shopping lists and their items.
import { createdAt, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    shoppingListId: uuid('shopping_list_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** company lists (issue 39): the organisation a shared list is shared with (its owner's) */
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    /** PRIVATE (the owner's alone) | READ (colleagues see it) | EDIT (colleagues change its items too) */
    sharing: text('sharing').notNull().default('PRIVATE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shopping_lists_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    check('shopping_lists_sharing_ck', sql`${t.sharing} in ('PRIVATE', 'READ', 'EDIT')`),
    index('shopping_lists_shared_idx')
      .on(t.accountId)
      .where(sql`${t.sharing} <> 'PRIVATE'`),
  ],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    shoppingListItemId: uuid('shopping_list_item_id').primaryKey().defaultRandom(),
    shoppingListId: uuid('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.shoppingListId, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shopping_list_items_uq').on(t.shoppingListId, t.itemId)],
);
