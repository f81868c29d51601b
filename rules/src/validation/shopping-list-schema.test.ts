import { fieldErrors } from './field-errors';
import {
  SHOPPING_LIST_MESSAGES as M,
  addToListSchema,
  sameListName,
  shoppingListName,
} from './shopping-list-schema';

describe('the add-to-list schema (spec 5)', () => {
  it('uses the spec’s words', () => {
    expect(M).toEqual({
      selectList: 'Please select a list.',
      nameRequired: 'Name is required.',
      nameTaken: 'A shopping list with this name already exists.',
    });
  });

  it("existing-list mode needs a list: 'Please select a list.'; the name is not looked at", () => {
    const schema = addToListSchema(['Bucket truck']);
    expect(fieldErrors(schema, { mode: 'existing', listId: '', name: '' })).toEqual({ listId: M.selectList });
    expect(fieldErrors(schema, { mode: 'existing', listId: '7', name: 'Bucket truck' })).toEqual({});
  });

  it("new-list mode needs a new name: 'Name is required.', then no clash in any letter case", () => {
    const schema = addToListSchema(['Bucket truck']);
    expect(fieldErrors(schema, { mode: 'new', listId: '', name: '   ' })).toEqual({ name: M.nameRequired });
    expect(fieldErrors(schema, { mode: 'new', listId: '', name: ' BUCKET TRUCK ' })).toEqual({
      name: M.nameTaken,
    });
    expect(fieldErrors(schema, { mode: 'new', listId: '7', name: 'Digger' })).toEqual({});
    expect(fieldErrors(addToListSchema(), { mode: 'new', listId: '', name: 'Bucket truck' })).toEqual({});
  });

  it('the API’s list-name rule: trimmed, required, at most 100 characters, a string', () => {
    expect(shoppingListName().validateSync('  Spares ')).toBe('Spares');
    expect(fieldErrors(shoppingListName(), ' ')).toEqual({ '': M.nameRequired });
    expect(fieldErrors(shoppingListName(), 'x'.repeat(101))).toEqual({
      '': 'Name must be at most 100 characters.',
    });
    expect(fieldErrors(shoppingListName(), 42)).toEqual({ '': 'Name must be a string.' });
    expect(sameListName('Spares ', 'sPARES')).toBe(true);
    expect(sameListName('Spares', 'Spares 2')).toBe(false);
  });
});
