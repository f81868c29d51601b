// Issue 34's findings on the API, as the seeded users of docs/seed-users.md meet them (privileges from their roles,
// as the identity provider puts them in the token): what a page refuses, the API refuses too.
import { eq } from 'drizzle-orm';
import { roles, rolePrivileges, userRoles, users } from '../db/schema.js';
import { ACCESS_DENIED } from '../errors/messages.js';
import { createHarness, seededTestUser } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { seedDatabase } from '../seed/index.js';

const INSIGHTS = ['safety', 'alms', 'performance', 'jems', 'jemsHistory'] as const;
const FILES = `query($f: String!) { getFilesInFolder(folderPath: $f) { name url } }`;
const SUPPORT = `mutation($c: String!) { sendInvoiceSupportRequestEmail(content: $c) }`;
const BANNERS = `{ banners { id type message startDateTime endDateTime } }`;
const PUT_BANNERS = `mutation($b: [BannerInput!]!) { putBanners(banners: $b) { id message } }`;
const REINDEX = `mutation { reindex { success } }`;
const MANUAL_INDEX = `mutation($s: DateTime!) { manualIndex(since: $s) { success } }`;

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe('the API refuses what issue 34 found open (seeded world)', () => {
  let h: Harness;
  const seeded = (email: string): Promise<TestUser> => seededTestUser(h.db, email);

  beforeAll(async () => {
    h = await createHarness({ seed: false });
    await seedDatabase(h.db, { scale: 'test' });
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  const gql = async (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    (await h.graphql(user, query, variables)).json() as GqlAnswer;
  const refused = (answer: GqlAnswer) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
    data: answer.data?.[Object.keys(answer.data ?? {})[0] ?? ''] ?? null,
  });
  const REFUSED = { code: 'FORBIDDEN', message: ACCESS_DENIED, data: null };
  const gateway = async (user: TestUser, endpoint: string, body: Record<string, unknown> = {}) => {
    const res = await h.integration(user, { endpoint, body });
    return {
      status: res.statusCode,
      message: (res.json() as { exceptionMessages?: string[] }).exceptionMessages?.[0],
    };
  };

  it('a Parts Buyer (no invoice privilege) is refused invoices, invoice support and payment instructions', async () => {
    const buyer = await seeded('buyer@blueridge-line.example');
    const admin = await seeded('admin@keystone-electric.example');
    for (const endpoint of [
      '/invoices/search/',
      '/invoices/invoiceParts',
      '/invoices/validatedDownload',
      '/invoices/shipToLocations/',
      '/invoices/billToLocations/',
      '/invoices/bulkInvoicePdf',
      '/invoices/csv/searchasync',
    ])
      expect([endpoint, await gateway(buyer, endpoint)]).toEqual([
        endpoint,
        { status: 403, message: ACCESS_DENIED },
      ]);
    expect(refused(await gql(buyer, FILES, { f: 'static/Payment-Instructions/' }))).toEqual(REFUSED);
    expect(refused(await gql(buyer, SUPPORT, { c: 'Where is invoice 1?' }))).toEqual(REFUSED);
    // the same calls answer a user holding an invoice privilege
    expect((await gateway(admin, '/invoices/search/')).status).toBe(200);
    expect((await gql(admin, FILES, { f: 'static/Payment-Instructions/' })).errors).toBeUndefined();
    expect((await gql(admin, SUPPORT, { c: 'Where is invoice 1?' })).data).toEqual({
      sendInvoiceSupportRequestEmail: true,
    });
  });

  it('a Parts Buyer is refused every insight, the telematics events and a unit’s events', async () => {
    const buyer = await seeded('buyer@blueridge-line.example');
    for (const insight of INSIGHTS)
      expect([insight, await gateway(buyer, '/telematics/insights', { insight })]).toEqual([
        insight,
        { status: 403, message: ACCESS_DENIED },
      ]);
    expect(await gateway(buyer, '/telematics/events')).toEqual({ status: 403, message: ACCESS_DENIED });
    expect(await gateway(buyer, '/telematics/unitEvents', { instanceId: 'any' })).toEqual({
      status: 403,
      message: ACCESS_DENIED,
    });
  });

  it('JEMS History: refused to the B2B administrator without Developer_Admin, served to the report developer', async () => {
    const admin = await seeded('admin@keystone-electric.example');
    const developer = await seeded('reports@keystone-electric.example');
    expect(await gateway(admin, '/telematics/insights', { insight: 'jemsHistory' })).toEqual({
      status: 403,
      message: ACCESS_DENIED,
    });
    expect((await gateway(admin, '/telematics/insights', { insight: 'jems' })).status).toBe(200);
    expect((await gateway(developer, '/telematics/insights', { insight: 'jemsHistory' })).status).toBe(200);
  });

  it('putBanners asks what creating a banner asks: CSR and CSR_User_Management', async () => {
    // a customer-service user holding CSR without CSR_User_Management (a role manager)
    const csrAdmin = await seeded('csr.admin@aerialco.example');
    const [admin] = await h.db.select().from(users).where(eq(users.email, csrAdmin.email));
    const [role] = await h.db
      .insert(roles)
      .values({ name: 'Role Manager (test)', scope: 'GLOBAL', description: 'roles only' })
      .returning({ id: roles.id });
    await h.db.insert(rolePrivileges).values(
      (['CSR', 'CSR_Role_Management'] as const).map((privilegeName) => ({
        roleId: role!.id,
        privilegeName,
      })),
    );
    const [manager] = await h.db
      .insert(users)
      .values({
        authId: 'test|role-manager',
        email: 'role.manager@aerialco.example',
        firstName: 'Rory',
        lastName: 'Manager',
        status: 'REGISTERED',
        registrationType: 'B2B',
        isValidatedB2BUser: true,
        accountId: admin!.accountId,
        partyId: 'P-ROLE-MANAGER',
      })
      .returning({ id: users.id });
    await h.db.insert(userRoles).values({ userId: manager!.id, roleId: role!.id });
    const roleManager = await seeded('role.manager@aerialco.example');
    expect(roleManager.permissions.sort()).toEqual(['CSR', 'CSR_Role_Management']);

    const agent = await seeded('csr.agent@aerialco.example');
    const before = (await gql(agent, BANNERS)).data;
    const banner = {
      startDateTime: '2026-01-01T00:00:00.000Z',
      endDateTime: '2099-01-01T00:00:00.000Z',
      type: 'info',
      message: 'Replaced by a role manager',
    };
    expect(refused(await gql(roleManager, PUT_BANNERS, { b: [banner] }))).toEqual(REFUSED);
    expect((await gql(agent, BANNERS)).data).toEqual(before);
    // the banners page's user (CSR and CSR_User_Management) may
    const put = await gql(agent, PUT_BANNERS, { b: [{ ...banner, message: 'Replaced by an agent' }] });
    expect(put.data).toEqual({ putBanners: [{ id: expect.any(String), message: 'Replaced by an agent' }] });
  });

  it('the training reindex and manualIndex are staff operations: a customer holding Developer_Admin is refused', async () => {
    const developer = await seeded('reports@keystone-electric.example');
    expect(developer.permissions).toContain('Developer_Admin');
    expect(refused(await gql(developer, REINDEX))).toEqual(REFUSED);
    expect(refused(await gql(developer, MANUAL_INDEX, { s: '2000-01-01T00:00:00Z' }))).toEqual(REFUSED);
    const staff = await seeded('csr.admin@aerialco.example');
    expect((await gql(staff, REINDEX)).data).toEqual({ reindex: { success: true } });
    expect((await gql(staff, MANUAL_INDEX, { s: '2000-01-01T00:00:00Z' })).data).toEqual({
      manualIndex: { success: true },
    });
  });
});
