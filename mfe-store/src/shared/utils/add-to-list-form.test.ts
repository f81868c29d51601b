import { SHOPPING_LIST_MESSAGES } from '@portal/rules/validation';
import { listPath, nameErrorFrom } from './add-to-list-form';

describe('add-to-list helpers', () => {
  it('recognises the duplicate-name answer of the API', () => {
    expect(nameErrorFrom(new Error(SHOPPING_LIST_MESSAGES.nameTaken))).toBe(
      'A shopping list with this name already exists.',
    );
    expect(nameErrorFrom(new Error('Internal error'))).toBeNull();
    expect(nameErrorFrom('A shopping list with this name already exists.')).toBeNull();
  });

  it("'Add & View List' goes to the list in My Account", () => {
    expect(listPath('42')).toBe('/pages/my-account/shoppingLists/42');
    expect(listPath('a/b')).toBe('/pages/my-account/shoppingLists/a%2Fb');
  });
});
