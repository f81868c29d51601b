// /shoppingList/giftList: a shopping list in the gift-list shape for integrations (spec 3).
import * as yup from 'yup';
import { getGiftList } from './gift-list.js';
import { str } from '../../shared/validation.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const shoppingListHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/shoppingList/giftList',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'One of the caller’s shopping lists as { repositoryId, name, giftlistItems }.',
    schema: yup.object({ shoppingListId: str('shoppingListId') }),
    handle: (ctx, { body }) => getGiftList(ctx, { shoppingListId: body.shoppingListId ?? '' }),
  }),
];
