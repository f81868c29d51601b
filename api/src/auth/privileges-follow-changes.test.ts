// Issue 34: a role change or revocation holds from the caller's very next request, with the token they already
// have (issued before the change, valid for minutes more), on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { eq } from 'drizzle-orm';
import { roles, users } from '../db/schema.js';
import { createHarness, seededTestUser } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { seedDatabase } from '../seed/index.js';

const SEARCH_CONTACTS = `query { searchContacts(queryParams: { query: "" }) { totalRecords } }`;
const SET_USER_ROLE = `mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { userId } }`;
const SET_ROLE_PRIVILEGES = `mutation($r: ID!, $p: [String!]!) { setRolePrivileges(roleId: $r, privileges: $p) }`;
const RESTORE = `mutation($u: ID!, $p: String!) { restoreUserPrivilege(userId: $u, privilege: $p) { userId } }`;
const REVOKE = `mutation($u: ID!, $p: String!) { revokeUserPrivilege(userId: $u, privilege: $p) { userId } }`;

describe('privileges follow changes on the next request', () => {
  let h: Harness;
  let csrAdmin: TestUser;
  const roleId = async (name: string) => (await h.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
  const userId = async (email: string) =>
    (await h.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  /** calls with one token, signed now, as a browser holds it */
  const withToken = async (user: TestUser) => {
    const token = await h.token(user);
    return (query: string) => h.graphql(null, query, {}, { authorization: `Bearer ${token}` });
  };
  const code = (res: { json(): { errors?: { extensions: { code: string } }[] } }) =>
    res.json().errors?.[0]?.extensions.code ?? 'OK';

  beforeAll(async () => {
    h = await createHarness({ seed: false });
    await seedDatabase(h.db, { scale: 'test' });
    csrAdmin = await seededTestUser(h.db, 'csr.admin@aerialco.example');
  });
  afterAll(async () => {
    await h.close();
  });

  it('a user demoted by customer service is refused on their next request with the same token', async () => {
    const admin = await seededTestUser(h.db, 'admin@keystone-electric.example');
    const call = await withToken(admin);
    expect(code(await call(SEARCH_CONTACTS))).toBe('OK');
    const demoted = await h.graphql(csrAdmin, SET_USER_ROLE, { u: admin.id, r: await roleId('B2B Viewer') });
    expect(code(demoted)).toBe('OK');
    expect(code(await call(SEARCH_CONTACTS))).toBe('FORBIDDEN');
    // a token issued after the change says the same
    expect(code(await h.graphql(await seededTestUser(h.db, admin.email), SEARCH_CONTACTS))).toBe('FORBIDDEN');
  });

  it("a privilege taken out of a role is gone from its holders' next request", async () => {
    const parent = await seededTestUser(h.db, 'holding@summit-utility.example');
    const call = await withToken(parent);
    expect(code(await call(SEARCH_CONTACTS))).toBe('OK');
    const role = await roleId('Parent Holding Administrator');
    const [holding] = await h.db.select().from(users).where(eq(users.email, parent.email));
    expect(holding).toBeDefined();
    const without = parent.permissions.filter((p) => p !== 'B2B_Delegated_Customer_Admin');
    expect(code(await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, { r: role, p: without }))).toBe('OK');
    expect(code(await call(SEARCH_CONTACTS))).toBe('FORBIDDEN');
  });

  it('revoking holds at once, and restoring too, with a token issued while the privilege was revoked', async () => {
    const revokedUser = await seededTestUser(h.db, 'revoked@blueridge-line.example');
    expect(revokedUser.permissions).not.toContain('B2B_Delegated_Customer_Admin');
    const call = await withToken(revokedUser);
    expect(code(await call(SEARCH_CONTACTS))).toBe('FORBIDDEN');
    const id = await userId(revokedUser.email);
    const restored = await h.graphql(csrAdmin, RESTORE, { u: id, p: 'B2B_Delegated_Customer_Admin' });
    expect(code(restored)).toBe('OK');
    expect(code(await call(SEARCH_CONTACTS))).toBe('OK');
    expect(code(await h.graphql(csrAdmin, REVOKE, { u: id, p: 'B2B_Delegated_Customer_Admin' }))).toBe('OK');
    expect(code(await call(SEARCH_CONTACTS))).toBe('FORBIDDEN');
  });
});
