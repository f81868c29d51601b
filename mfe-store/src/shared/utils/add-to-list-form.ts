// The add-to-list dialog's helpers besides its schema (addToListSchema in @portal/rules/validation, spec 5).
import { SHOPPING_LIST_MESSAGES } from '@portal/rules/validation';

/** The API answers a duplicate name with the spec's message; anything else is a general failure. */
export function nameErrorFrom(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return message.includes(SHOPPING_LIST_MESSAGES.nameTaken) ? SHOPPING_LIST_MESSAGES.nameTaken : null;
}

export const listPath = (listId: string) => `/pages/my-account/shoppingLists/${encodeURIComponent(listId)}`;
