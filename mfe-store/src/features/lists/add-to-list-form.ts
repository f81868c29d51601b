// The add-to-list dialog's validation (spec 5 'Add-to-list').
export const SELECT_LIST_MESSAGE = 'Please select a list.';
export const NAME_REQUIRED_MESSAGE = 'Name is required.';
export const NAME_TAKEN_MESSAGE = 'A shopping list with this name already exists.';

export type AddToListMode = 'existing' | 'new';

export interface AddToListForm {
  mode: AddToListMode;
  listId: string;
  name: string;
}

export function validateAddToList(form: AddToListForm): { listId?: string; name?: string } {
  if (form.mode === 'existing') return form.listId ? {} : { listId: SELECT_LIST_MESSAGE };
  return form.name.trim() ? {} : { name: NAME_REQUIRED_MESSAGE };
}

/** The API answers a duplicate name with the spec's message; anything else is a general failure. */
export function nameErrorFrom(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return message.includes(NAME_TAKEN_MESSAGE) ? NAME_TAKEN_MESSAGE : null;
}

export const listPath = (listId: string) => `/pages/my-account/shoppingLists/${encodeURIComponent(listId)}`;
