// Company lists (issue 39) against the real schema: a list its owner shares with the organisation to read or to edit;
// colleagues see it (asked with includeShared), read it, and change its items only with edit sharing; renaming,
// deleting and sharing stay the owner's; another organisation's user is refused; bad sharing in the error shape.
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; exceptionMessages?: string[] } }[];
}

const LIST = 'shoppingListId name sharing owned canEdit ownerName items { itemId quantity }';

describe('company lists', () => {
  let h: Harness;
  let listId: string;
  const alice: TestUser = USERS.alice;
  const amy: TestUser = USERS.amy;
  const bob: TestUser = USERS.bob;

  const gql = async (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    (await h.graphql(user, query, variables)).json() as GqlBody;
  const codeOf = (body: GqlBody) => body.errors?.[0]?.extensions?.code;
  const share = (user: TestUser, sharing: string) =>
    gql(
      user,
      `mutation($l: ID!, $s: String!) { shareShoppingList(shoppingListId: $l, sharing: $s) { ${LIST} } }`,
      {
        l: listId,
        s: sharing,
      },
    );
  const listsOf = async (user: TestUser, includeShared = true) => {
    const body = await gql(
      user,
      `query($i: Boolean) { shoppingLists(includeShared: $i) { lists { ${LIST} } } }`,
      {
        i: includeShared,
      },
    );
    return (body.data?.['shoppingLists'] as { lists: Record<string, unknown>[] }).lists;
  };
  const addItem = (user: TestUser) =>
    gql(
      user,
      `mutation($l: ID!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
        items: [{ productId: "100-0001", quantityDesired: 2 }]) { ${LIST} } }`,
      { l: listId },
    );
  const readList = (user: TestUser) =>
    gql(user, `query($l: ID!) { shoppingList(shoppingListId: $l) { ${LIST} } }`, { l: listId });

  beforeAll(async () => {
    h = await createHarness();
    const created = await gql(alice, `mutation { createShoppingList(name: "Yard restock") { ${LIST} } }`);
    const list = created.data?.['createShoppingList'] as {
      shoppingListId: string;
      sharing: string;
      owned: boolean;
    };
    expect(list).toMatchObject({ sharing: 'PRIVATE', owned: true, canEdit: true });
    listId = list.shoppingListId;
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps a private list its owner’s alone', async () => {
    expect((await listsOf(amy)).map((l) => l.shoppingListId)).not.toContain(listId);
    expect(codeOf(await readList(amy))).toBe('FORBIDDEN');
  });

  it('shared to read: colleagues see and read it, but cannot change it; another organisation cannot', async () => {
    const shared = await share(alice, 'READ');
    expect(shared.errors).toBeUndefined();
    expect(shared.data?.['shareShoppingList']).toMatchObject({ sharing: 'READ', owned: true });
    const seen = (await listsOf(amy)).find((l) => l['shoppingListId'] === listId);
    expect(seen).toMatchObject({ name: 'Yard restock', owned: false, canEdit: false, sharing: 'READ' });
    expect(seen?.['ownerName']).toMatch(/\S/);
    // the add-to-list dialogs list one's own lists only
    expect((await listsOf(amy, false)).map((l) => l['shoppingListId'])).not.toContain(listId);
    expect((await readList(amy)).data?.['shoppingList']).toMatchObject({
      shoppingListId: listId,
      canEdit: false,
    });
    expect(codeOf(await addItem(amy))).toBe('FORBIDDEN');
    // Bravo is another organisation
    expect((await listsOf(bob)).map((l) => l['shoppingListId'])).not.toContain(listId);
    expect(codeOf(await readList(bob))).toBe('FORBIDDEN');
  });

  it('shared to edit: colleagues change its items; renaming, deleting and sharing stay the owner’s', async () => {
    expect((await share(alice, 'EDIT')).errors).toBeUndefined();
    const added = await addItem(amy);
    expect(added.errors).toBeUndefined();
    expect(added.data?.['addOrUpdateItemsInShoppingList']).toMatchObject({
      canEdit: true,
      items: [{ itemId: '100-0001', quantity: 2 }],
    });
    // the owner sees the colleague's change
    expect((await readList(alice)).data?.['shoppingList']).toMatchObject({ items: [{ quantity: 2 }] });
    const rename = await gql(
      amy,
      `mutation($l: ID!) { updateShoppingList(shoppingListId: $l, name: "Mine") { name } }`,
      {
        l: listId,
      },
    );
    expect(codeOf(rename)).toBe('FORBIDDEN');
    expect(codeOf(await share(amy, 'PRIVATE'))).toBe('FORBIDDEN');
    const remove = await gql(amy, `mutation($l: ID!) { deleteShoppingList(shoppingListId: $l) { error } }`, {
      l: listId,
    });
    expect(codeOf(remove)).toBe('FORBIDDEN');
    expect(codeOf(await addItem(bob))).toBe('FORBIDDEN');
  });

  it('stops sharing; bad sharing answers the error shape', async () => {
    const bad = await share(alice, 'PUBLIC');
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.exceptionMessages).toEqual([
      'Sharing must be PRIVATE, READ or EDIT.',
    ]);
    expect((await share(alice, 'PRIVATE')).errors).toBeUndefined();
    expect((await listsOf(amy)).map((l) => l['shoppingListId'])).not.toContain(listId);
    expect(codeOf(await addItem(amy))).toBe('FORBIDDEN');
  });
});
