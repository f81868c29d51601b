// Product-owner tools: an internal associate's access saved with the actions the identity data gives associates.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const PRODUCT_OWNER: TestUser = { ...USERS.cora, permissions: ['CSR', 'Product_Owner_Admin'] };

const SAVE = `mutation($userId: ID!, $accountIds: [ID!]!, $actions: [String!]!) {
  updateInternalAssociateAccess(userId: $userId, allowedAccountIds: $accountIds, allowedActions: $actions) {
    allowedAccountIds
    allowedActions
  }
}`;

describe('updateInternalAssociateAccess', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps the actions the identity data gives associates, and refuses one it does not know', async () => {
    // the seeded associates' actions (api/src/seed/users.ts)
    const actions = ['VIEW_AS_CUSTOMER', 'VIEW_FLEET', 'VIEW_INVOICES', 'MANAGE_USERS'];
    const saved = (
      await h.graphql(PRODUCT_OWNER, SAVE, {
        userId: USERS.ivan.id,
        accountIds: [ORG.child1],
        actions,
      })
    ).json() as { data?: { updateInternalAssociateAccess: unknown }; errors?: unknown };
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateInternalAssociateAccess).toEqual({
      allowedAccountIds: [ORG.child1],
      allowedActions: actions,
    });
    const [row] = await h.db.select().from(users).where(eq(users.id, USERS.ivan.id));
    expect(row?.allowedActions).toEqual(actions);

    const refused = (
      await h.graphql(PRODUCT_OWNER, SAVE, {
        userId: USERS.ivan.id,
        accountIds: [ORG.child1],
        actions: ['DELETE_EVERYTHING'],
      })
    ).json() as { errors?: { message: string }[] };
    expect(refused.errors?.[0]?.message).toMatch(/^allowedActions must be among VIEW_AS, VIEW_AS_CUSTOMER/);
    const [unchanged] = await h.db.select().from(users).where(eq(users.id, USERS.ivan.id));
    expect(unchanged?.allowedActions).toEqual(actions);
  });
});
