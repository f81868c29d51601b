// Test support for API tests (imported only by *.test.ts): a migrated database, a small world of
// organisations and users covering each scope rule, an RSA key pair whose tokens the app trusts, and helpers
// to call the GraphQL and gateway endpoints through `app.inject`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { AppDeps } from '../app.js';
import { createKeyTokenVerifier } from '../auth/token-verifier.js';
import { readConfig } from '../config.js';
import type { ApiConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import {
  addresses,
  banners,
  brands,
  customerPartNumbers,
  categories,
  emailDomainRules,
  fleetUnits,
  organizations,
  paymentMethods,
  prices,
  privileges,
  products,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  shoppingCartItems,
  shoppingCarts,
  userRoles,
  users,
} from '../db/schema.js';
import { eq, inArray } from 'drizzle-orm';
import { rebuildSearchData } from '../search/maintenance.js';
import { createTestDatabase } from '../db/test-database.js';
import type { Privilege } from '../auth/privileges.js';
import { privilegeDisplayName } from '@portal/rules/privileges';

export const ISSUER = 'http://localhost:3001/';
export const AUDIENCE = 'http://localhost:3000/api';

/** Account ids of the test world. */
export const ORG = {
  /** an ordinary customer */
  alpha: 'T-ALPHA',
  /** another ordinary customer: the "other organisation" of every cross-organisation test */
  bravo: 'T-BRAVO',
  /** a parent holding company with two children */
  holding: 'T-HOLD',
  child1: 'T-CHILD1',
  child2: 'T-CHILD2',
  /** the internal associates' pseudo-account */
  internal: 'T-INTERNAL',
} as const;

export const ALL_B2B: Privilege[] = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_View_Orders',
  'B2B_View_Replacement_Parts',
  // the test customers see prices; a business caller without it gets them withheld (price-visibility.test.ts)
  'B2B_See_Replacement_Parts_Pricing',
  'B2B_Delegated_Customer_Admin',
  'B2B_View_Organization_Groups',
];

export interface TestUser {
  id: string;
  authId: string;
  email: string;
  accountId: string;
  partyId: string;
  permissions: string[];
  claims?: Record<string, unknown>;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const USERS = {
  alice: {
    id: uuid(1),
    authId: 'test|alice',
    email: 'alice@alpha.example',
    accountId: ORG.alpha,
    partyId: 'P-ALICE',
    permissions: [...ALL_B2B],
  },
  bob: {
    id: uuid(2),
    authId: 'test|bob',
    email: 'bob@bravo.example',
    accountId: ORG.bravo,
    partyId: 'P-BOB',
    permissions: [...ALL_B2B],
  },
  holly: {
    id: uuid(3),
    authId: 'test|holly',
    email: 'holly@hold.example',
    accountId: ORG.holding,
    partyId: 'P-HOLLY',
    permissions: [...ALL_B2B, 'B2B_View_Parent_Holding'],
  },
  ivan: {
    id: uuid(4),
    authId: 'test|ivan',
    email: 'ivan@maker.example',
    accountId: ORG.internal,
    partyId: 'P-IVAN',
    permissions: [...ALL_B2B],
    claims: { 'https://portal.example/claims/allowedBrandAccountIds': [ORG.child1], employeeId: 'E-1' },
  },
  cora: {
    id: uuid(5),
    authId: 'test|cora',
    email: 'cora@maker.example',
    accountId: ORG.internal,
    partyId: 'P-CORA',
    permissions: ['CSR', 'CSR_User_Management'],
  },
  /** a second ALPHA user without user-administration privileges */
  amy: {
    id: uuid(6),
    authId: 'test|amy',
    email: 'amy@alpha.example',
    accountId: ORG.alpha,
    partyId: 'P-AMY',
    permissions: ['B2B_Dashboard'],
  },
  /** a signed-in identity without a portal profile */
  ghost: {
    id: uuid(9),
    authId: 'test|ghost',
    email: 'ghost@nowhere.example',
    accountId: ORG.alpha,
    partyId: 'P-GHOST',
    permissions: [...ALL_B2B],
  },
} satisfies Record<string, TestUser>;

function org(accountId: string, name: string, extra: Partial<typeof organizations.$inferInsert> = {}) {
  return {
    accountId,
    accountNumber: `N${accountId}`,
    partyId: `PTY-${accountId}`,
    name,
    ...extra,
  } satisfies typeof organizations.$inferInsert;
}

function address(addressId: string, accountId: string, extra: Partial<typeof addresses.$inferInsert> = {}) {
  return {
    addressId,
    ebsAddressId: `E${addressId}`,
    accountId,
    address1: `1 ${addressId} Street`,
    city: 'Huntsville',
    state: 'AL',
    postalCode: '35806',
    country: 'US',
    ...extra,
  } satisfies typeof addresses.$inferInsert;
}

export const ADDRESS = {
  alphaMain: 'A-ALPHA-1',
  alphaShipOnly: 'A-ALPHA-2',
  bravoMain: 'A-BRAVO-1',
  child1Main: 'A-CHILD1-1',
  child2Main: 'A-CHILD2-1',
} as const;

export const PAYMENT = { alice: uuid(101), bob: uuid(102) } as const;

/** Inserts the test world. */
export async function seedTestWorld(db: DatabaseHandle['db']): Promise<void> {
  await db.insert(organizations).values([
    org(ORG.alpha, 'Alpha Utilities', { isCustomerPurchaseOrderEnabled: true, warrantyType: 'STANDARD' }),
    org(ORG.bravo, 'Bravo Electric'),
    org(ORG.holding, 'Holding Power Group', { isParentHolding: true }),
    org(ORG.child1, 'Child One Power', { parentAccountId: ORG.holding }),
    org(ORG.child2, 'Child Two Power', {
      parentAccountId: ORG.holding,
      isCustomerPurchaseOrderEnabled: true,
    }),
    org(ORG.internal, 'INTERNAL ASSOCIATES', { type: 'INTERNAL' }),
  ]);
  await db.insert(secondaryOrgRelationships).values(
    [ORG.child1, ORG.child2].map((child, i) => ({
      parentAccountId: ORG.holding,
      custAccountId: child,
      parentCoParty: 'Holding Power Group',
      parentCoPartyNumber: `N${ORG.holding}`,
      parentCoPartyId: `PTY-${ORG.holding}`,
      relationshipCode: 'PARENT',
      relationshipType: 'Parent Holding',
      custParty: i === 0 ? 'Child One Power' : 'Child Two Power',
      custPartyNumber: `N${child}`,
      custPartyId: `PTY-${child}`,
      accountName: i === 0 ? 'Child One Power' : 'Child Two Power',
      accountNumber: `N${child}`,
    })),
  );
  await db
    .insert(addresses)
    .values([
      address(ADDRESS.alphaMain, ORG.alpha, { isDefault: true }),
      address(ADDRESS.alphaShipOnly, ORG.alpha, { billingEnabled: false }),
      address(ADDRESS.bravoMain, ORG.bravo, { isDefault: true }),
      address(ADDRESS.child1Main, ORG.child1, { isDefault: true }),
      address(ADDRESS.child2Main, ORG.child2, { isDefault: true }),
    ]);
  const people = [USERS.alice, USERS.bob, USERS.holly, USERS.ivan, USERS.cora, USERS.amy];
  await db.insert(users).values(
    people.map((u) => ({
      id: u.id,
      authId: u.authId,
      email: u.email,
      firstName: u.email.split('@')[0]!,
      lastName: 'Tester',
      status: 'REGISTERED' as const,
      registrationType: 'B2B' as const,
      isValidatedB2BUser: true,
      accountId: u.accountId,
      partyId: u.partyId,
      isInternalAssociate: u.accountId === ORG.internal,
      allowedAccountIds: u === USERS.ivan ? [ORG.child1] : [],
      allowedActions: u === USERS.ivan ? ['VIEW_AS'] : [],
      department: u.accountId === ORG.internal ? 'Service' : null,
      defaultBillingAddressId: u === USERS.alice ? ADDRESS.alphaMain : null,
      locale: u === USERS.bob ? 'en_CA' : 'en_US',
    })),
  );
  await giveTestRoles(db, people);
  await db.insert(paymentMethods).values([
    { id: PAYMENT.alice, userId: USERS.alice.id, token: 'tok_alice', brand: 'VISA', lastFour: '4242' },
    { id: PAYMENT.bob, userId: USERS.bob.id, token: 'tok_bob', brand: 'VISA', lastFour: '1111' },
  ]);
  await db.insert(products).values([
    {
      partNumber: '100-0001',
      inventoryId: 1,
      partNumberCompact: '1000001',
      name: 'Hydraulic Filter Element',
      description: 'Return-line filter',
      imageUrl: '/images/parts/100-0001.jpg',
      qtyOnHand: 12,
      brandName: 'Altura',
    },
    {
      partNumber: '100-0002',
      inventoryId: 2,
      partNumberCompact: '1000002',
      name: 'Boom Wear Pad',
      description: 'Nylon wear pad',
      qtyOnHand: 0,
      brandName: 'Altura',
    },
    {
      partNumber: '100-0003',
      inventoryId: 3,
      partNumberCompact: '1000003',
      name: 'Discontinued Valve',
      showOnline: false,
      qtyOnHand: 3,
    },
  ]);
  await db.insert(customerPartNumbers).values([
    { accountId: ORG.alpha, partNumber: '100-0001', customerPartNumber: 'ALPHA-FLT-1' },
    { accountId: ORG.bravo, partNumber: '100-0001', customerPartNumber: 'BRAVO-SECRET' },
  ]);
  await db.insert(prices).values([
    { partNumber: '100-0001', currency: 'USD', price: 42.5 },
    { partNumber: '100-0001', currency: 'CAD', price: 57.25 },
    { partNumber: '100-0002', currency: 'USD', price: 9.99 },
    { partNumber: '100-0003', currency: 'USD', price: 120 },
  ]);
  await db
    .insert(fleetUnits)
    .values([
      unit('U-ALPHA-1', ORG.alpha, 'Alpha Utilities', 'TL-50', 'SN-A1'),
      unit('U-ALPHA-2', ORG.alpha, 'Alpha Utilities', 'DM-47', 'SN-A2', '=HYPERLINK("x")'),
      unit('U-BRAVO-1', ORG.bravo, 'Bravo Electric', 'TL-50', 'SN-B1'),
      unit('U-CHILD1-1', ORG.child1, 'Child One Power', 'AT-40', 'SN-C1'),
      unit('U-CHILD2-1', ORG.child2, 'Child Two Power', 'AT-40', 'SN-C2'),
    ]);
  await db.insert(banners).values([
    {
      startDateTime: new Date('2020-01-01T00:00:00Z'),
      endDateTime: new Date('2099-01-01T00:00:00Z'),
      type: 'info',
      message: 'Active banner',
    },
    {
      startDateTime: new Date('2000-01-01T00:00:00Z'),
      endDateTime: new Date('2001-01-01T00:00:00Z'),
      type: 'warning',
      message: 'Expired banner',
    },
  ]);
  const [brandRow] = await db
    .insert(brands)
    .values({ name: 'Altura', slug: 'altura' })
    .returning({ id: brands.id });
  // the search module files products under five-level category paths (lvl0 .. lvl4)
  const levels = ['Aerial Devices', 'Booms', 'Upper Assembly', 'Service Items', 'Consumables'];
  const paths = levels.map((_, i) => levels.slice(0, i + 1).join(' > '));
  await db.insert(categories).values(
    levels.map((name, i) => ({
      id: `C-${i}`,
      parentId: i === 0 ? null : `C-${i - 1}`,
      name,
      level: i,
      path: paths[i]!,
      slug: name.toLowerCase().replace(/ /g, '-'),
    })),
  );
  await db
    .update(products)
    .set({
      categoryId: 'C-4',
      lvl0: paths[0],
      lvl1: paths[1],
      lvl2: paths[2],
      lvl3: paths[3],
      lvl4: paths[4],
      brandId: brandRow!.id,
    })
    .where(inArray(products.partNumber, ['100-0001', '100-0002', '100-0003']));
  await rebuildSearchData(db);
  await db.insert(emailDomainRules).values([
    {
      domain: 'alpha.example',
      customerName: 'Alpha Utilities',
      accountId: ORG.alpha,
      registrationAllowed: true,
    },
    { domain: 'competitor.example', customerName: 'Competitor Inc', registrationAllowed: false },
  ]);
}

/** Customer-service privileges: a role holding them is a staff role (issue 34). */
const STAFF_ONLY = new Set(['CSR', 'CSR_Role_Management', 'CSR_User_Management', 'CSR_Registration']);

/**
 * Each test user holds a role of their organisation granting exactly the privileges their tokens carry, so that,
 * as in production, the database's roles and the token agree: once a user's privileges change (auth/caller.ts then
 * reads the roles), a token minted in the same second still holds what the roles grant.
 */
async function giveTestRoles(db: DatabaseHandle['db'], people: readonly TestUser[]): Promise<void> {
  const names = [...new Set(people.flatMap((u) => u.permissions))];
  await db
    .insert(privileges)
    .values(names.map((name) => ({ name, displayName: privilegeDisplayName(name) })))
    .onConflictDoNothing();
  for (const user of people) {
    const staff = user.permissions.some((p) => STAFF_ONLY.has(p));
    const [role] = await db
      .insert(roles)
      .values({
        name: `Test role of ${user.email}`,
        scope: 'ORGANIZATION',
        roleClass: staff ? 'STAFF' : 'CUSTOMER',
        accountId: user.accountId,
      })
      .returning({ id: roles.id });
    await db
      .insert(rolePrivileges)
      .values(user.permissions.map((p) => ({ roleId: role!.id, privilegeName: p })));
    await db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
  }
}

function unit(
  instanceId: string,
  accountId: string,
  customerName: string,
  model: string,
  serial: string,
  vehicle?: string,
) {
  return {
    instanceId,
    accountId,
    customerName,
    productLine: 'Aerial Devices',
    model,
    unitSerial: serial,
    customerVehicleNumber: vehicle ?? `V-${serial}`,
    city: 'Huntsville',
    stateProvince: 'AL',
  } satisfies typeof fleetUnits.$inferInsert;
}

export interface Harness {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  kind: DatabaseHandle['kind'];
  config: ApiConfig;
  token(
    user: TestUser,
    extra?: { permissions?: string[]; claims?: Record<string, unknown>; expiresIn?: string },
  ): Promise<string>;
  /** POST /api/graphql as the user (or without a token if null) */
  graphql(
    user: TestUser | null,
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  openGraphql(query: string, variables?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  integration(
    user: TestUser | null,
    envelope: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  guestIntegration(envelope: Record<string, unknown>, user?: TestUser): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Empties the users' carts: a test that counts what a call puts in a cart starts from none. */
export async function emptyCarts(db: Harness['db'], userIds: readonly string[]): Promise<void> {
  const carts = await db
    .select({ id: shoppingCarts.shoppingCartId })
    .from(shoppingCarts)
    .where(inArray(shoppingCarts.userId, [...userIds]));
  if (carts.length > 0)
    await db.delete(shoppingCartItems).where(
      inArray(
        shoppingCartItems.shoppingCartId,
        carts.map((c) => c.id),
      ),
    );
}

/** What the user's carts hold, by item id. */
export function cartLinesOf(db: Harness['db'], userId: string) {
  return db
    .select({ itemId: shoppingCartItems.itemId, quantity: shoppingCartItems.quantity })
    .from(shoppingCartItems)
    .innerJoin(shoppingCarts, eq(shoppingCarts.shoppingCartId, shoppingCartItems.shoppingCartId))
    .where(eq(shoppingCarts.userId, userId))
    .orderBy(shoppingCartItems.itemId);
}

export interface HarnessOptions {
  config?: Partial<ApiConfig>;
  deps?: Partial<AppDeps>;
  /** false: an empty, migrated database */
  seed?: boolean;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  // the data layer's helper: in-memory PGlite, or a fresh database on TEST_DATABASE_URL; our own small world
  const database = await createTestDatabase({ seed: false });
  if (options.seed !== false) await seedTestWorld(database.db);
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  const config: ApiConfig = {
    ...readConfig({ NODE_ENV: 'test' }),
    staticDir: null,
    dataDir,
    ...options.config,
  };
  const app = await buildApp(config, {
    database: { db: database.db, kind: database.kind },
    tokenVerifier: createKeyTokenVerifier({ key: publicKey, issuer: ISSUER, audience: AUDIENCE }),
    ...options.deps,
  });
  const token = (user: TestUser, extra: Parameters<Harness['token']>[1] = {}) =>
    signToken(privateKey, user, extra);
  const post = async (url: string, payload: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const auth = async (user: TestUser | null): Promise<Record<string, string>> =>
    user ? { authorization: `Bearer ${await token(user)}` } : {};
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    token,
    graphql: async (user, query, variables = {}, headers = {}) =>
      post('/api/graphql', { query, variables }, { ...(await auth(user)), ...headers }),
    openGraphql: (query, variables = {}) => post('/api/open-graphql', { query, variables }, {}),
    integration: async (user, envelope, headers = {}) =>
      post('/api/integration', envelope, { ...(await auth(user)), ...headers }),
    guestIntegration: async (envelope, user) =>
      post('/api/guestIntegration', envelope, await auth(user ?? null)),
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signToken(
  privateKey: CryptoKey,
  user: TestUser,
  extra: {
    permissions?: string[];
    claims?: Record<string, unknown>;
    expiresIn?: string;
    issuer?: string;
  } = {},
): Promise<string> {
  return new SignJWT({
    email: user.email,
    'https://portal.example/claims/userId': user.id,
    'https://portal.example/claims/accountId': user.accountId,
    permissions: extra.permissions ?? user.permissions,
    ...user.claims,
    ...extra.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject(user.authId)
    .setIssuer(extra.issuer ?? ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(extra.expiresIn ?? '10m')
    .sign(privateKey);
}

/**
 * A user of the seeded world (`seedDatabase`) as a test caller: privileges from their roles less the revoked ones,
 * as the identity provider puts them in the token.
 */
export async function seededTestUser(db: DatabaseHandle['db'], email: string): Promise<TestUser> {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no seeded user ${email}`);
  const privileges = await db
    .selectDistinct({ name: rolePrivileges.privilegeName })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, u.id));
  return {
    id: u.id,
    authId: u.authId,
    email: u.email,
    accountId: u.accountId ?? '',
    partyId: u.partyId ?? '',
    permissions: privileges.map((p) => p.name).filter((p) => !u.revokedPrivileges.includes(p)),
  };
}

export { exportJWK };
