import {
  NAME_REQUIRED_MESSAGE,
  NAME_TAKEN_MESSAGE,
  SELECT_LIST_MESSAGE,
  listPath,
  nameErrorFrom,
  validateAddToList,
} from './add-to-list-form';

describe('add-to-list validation (spec 5)', () => {
  it("existing-list mode needs a list: 'Please select a list.'", () => {
    expect(validateAddToList({ mode: 'existing', listId: '', name: 'ignored' })).toEqual({
      listId: SELECT_LIST_MESSAGE,
    });
    expect(validateAddToList({ mode: 'existing', listId: '7', name: '' })).toEqual({});
  });

  it("new-list mode needs a name: 'Name is required.'", () => {
    expect(validateAddToList({ mode: 'new', listId: '7', name: '   ' })).toEqual({
      name: NAME_REQUIRED_MESSAGE,
    });
    expect(validateAddToList({ mode: 'new', listId: '', name: 'Bucket truck' })).toEqual({});
  });

  it('recognises the duplicate-name answer of the API', () => {
    expect(nameErrorFrom(new Error(NAME_TAKEN_MESSAGE))).toBe(NAME_TAKEN_MESSAGE);
    expect(nameErrorFrom(new Error('Internal error'))).toBeNull();
  });

  it("'Add & View List' goes to the list in My Account", () => {
    expect(listPath('42')).toBe('/pages/my-account/shoppingLists/42');
  });
});
