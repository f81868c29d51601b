// Shopping lists (spec sections 2 and 5): the add-to-list dialog validates with addToListSchema and the API's
// createShoppingList / updateShoppingList validate the name with the same shoppingListName rule. A name is unique
// per user in any letter case: the dialog knows the user's lists and says so before sending; the API checks its
// database (the dialog may not hold every list, and two tabs may race).
import * as yup from 'yup';
import { text } from './registration-schema';

export const SHOPPING_LIST_MESSAGES = {
  selectList: 'Please select a list.',
  nameRequired: 'Name is required.',
  nameTaken: 'A shopping list with this name already exists.',
} as const;

export const SHOPPING_LIST_NAME_MAX = 100;

/** A list name: trimmed, 1..100 characters. */
export const shoppingListName = () =>
  text('Name', SHOPPING_LIST_NAME_MAX).required(SHOPPING_LIST_MESSAGES.nameRequired);

/** Two names are the same list name when they match trimmed and in any letter case. */
export const sameListName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Existing-list mode (the user has lists) adds to a chosen list; new-list mode creates one by name. */
export type AddToListMode = 'existing' | 'new';

export interface AddToListValues {
  mode: AddToListMode;
  listId: string;
  name: string;
}

/** The add-to-list dialog's schema; `existingNames` are the user's lists the dialog shows. */
export function addToListSchema(existingNames: readonly string[] = []) {
  return yup.object({
    mode: yup.mixed<AddToListMode>().oneOf(['existing', 'new']).required(),
    listId: yup
      .string()
      .default('')
      .when('mode', {
        is: 'existing',
        then: (s) => s.required(SHOPPING_LIST_MESSAGES.selectList),
      }),
    name: yup
      .string()
      .default('')
      .when('mode', {
        is: 'new',
        then: () =>
          shoppingListName().test('name-free', SHOPPING_LIST_MESSAGES.nameTaken, (v) =>
            existingNames.every((existing) => !v || !sameListName(existing, v)),
          ),
      }),
  });
}
