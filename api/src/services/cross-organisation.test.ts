// The organisation-scope sweep: every operation that takes an id is called by Alice (organisation ALPHA) with
// ids belonging to BRAVO and must be denied; the same call with Alice's own ids must succeed, so a denial is
// never just a broken operation. Meta tests fail when a GraphQL field with an ID argument or a gateway endpoint
// is added without a case here.
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import type { GraphQLNamedType } from 'graphql';
import { readSdl } from '../../scripts/codegen.js';
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import { brand } from '@portal/shared-session/brand';
import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import type { LightMyRequestResponse } from 'fastify';

type Ids = {
  accountId: string;
  accountNumber: string;
  partyId: string;
  userId: string;
  addressId: string;
  paymentId: string;
};

const OWN: Ids = {
  accountId: ORG.alpha,
  accountNumber: `N${ORG.alpha}`,
  partyId: USERS.alice.partyId,
  userId: USERS.alice.id,
  addressId: ADDRESS.alphaMain,
  paymentId: PAYMENT.alice,
};
const FOREIGN: Ids = {
  accountId: ORG.bravo,
  accountNumber: `N${ORG.bravo}`,
  partyId: USERS.bob.partyId,
  userId: USERS.bob.id,
  addressId: ADDRESS.bravoMain,
  paymentId: PAYMENT.bob,
};

interface Case {
  name: string;
  /** GraphQL "Type.field" or gateway path this case covers */
  covers: string;
  call(h: Harness, ids: Ids): Promise<LightMyRequestResponse>;
  /** own / foreign ids when the operation is only for another kind of caller (default OWN / FOREIGN for Alice) */
  own?: Ids;
  foreign?: Ids;
}

/** An internal associate (Ivan) may view CHILD1 only: CHILD1 is "his", BRAVO is another organisation. */
const IVAN_OWN: Ids = { ...OWN, accountId: ORG.child1, accountNumber: `N${ORG.child1}` };
const IVAN_FOREIGN: Ids = { ...FOREIGN, accountId: ORG.bravo, accountNumber: `N${ORG.bravo}` };

const gql = (query: string, variables: (ids: Ids) => Record<string, unknown>) => (h: Harness, ids: Ids) =>
  h.graphql(USERS.alice, query, variables(ids));
const gateway =
  (endpoint: (ids: Ids) => string, body: (ids: Ids) => Record<string, unknown> = () => ({})) =>
  (h: Harness, ids: Ids) =>
    h.integration(USERS.alice, { endpoint: endpoint(ids), body: body(ids) });

const CHILDREN = `/customers/list${brand.product}ChildCompanies`;

const asIvan = (query: string, variables: (ids: Ids) => Record<string, unknown>) => (h: Harness, ids: Ids) =>
  h.graphql(USERS.ivan, query, variables(ids));

const CASES: Case[] = [
  {
    name: 'getDetailedProfile(accountId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($a: ID) { getDetailedProfile(accountId: $a) { email } }', (ids) => ({
      a: ids.accountId,
    })),
  },
  {
    name: 'getDetailedProfile(userId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($u: ID) { getDetailedProfile(userId: $u) { email } }', (ids) => ({ u: ids.userId })),
  },
  {
    name: 'getDetailedProfile(parentCoPartyId)',
    covers: 'Query.getDetailedProfile',
    call: gql('query($p: ID) { getDetailedProfile(parentCoPartyId: $p) { email } }', (ids) => ({
      p: `PTY-${ids.accountId}`,
    })),
  },
  {
    name: 'retrieveProfileDetails(partyId)',
    covers: 'Query.retrieveProfileDetails',
    call: gql('query($p: ID!) { retrieveProfileDetails(partyId: $p) { email } }', (ids) => ({
      p: ids.partyId,
    })),
  },
  {
    name: 'isCustomerPurchaseOrderEnabled(accountId)',
    covers: 'Query.isCustomerPurchaseOrderEnabled',
    call: gql('query($a: ID!) { isCustomerPurchaseOrderEnabled(accountId: $a) }', (ids) => ({
      a: ids.accountId,
    })),
  },
  {
    name: 'userUpdateProfile(userId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!) { userUpdateProfile(userId: $u, updates: { subscribed: true }) { email } }',
      (ids) => ({ u: ids.userId }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultShippingAddressId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: ID) { userUpdateProfile(userId: $u, updates: { defaultShippingAddressId: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: ids.addressId }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultBillingAddressId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: ID) { userUpdateProfile(userId: $u, updates: { defaultBillingAddressId: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: ids.addressId }),
    ),
  },
  {
    name: 'userUpdateProfile(favoriteAddressIds)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $a: [ID!]) { userUpdateProfile(userId: $u, updates: { favoriteAddressIds: $a }) { email } }',
      (ids) => ({ u: OWN.userId, a: [ids.addressId] }),
    ),
  },
  {
    name: 'userUpdateProfile(defaultBrandPaymentId)',
    covers: 'Mutation.userUpdateProfile',
    call: gql(
      'mutation($u: ID!, $p: ID) { userUpdateProfile(userId: $u, updates: { defaultBrandPaymentId: $p }) { email } }',
      (ids) => ({ u: OWN.userId, p: ids.paymentId }),
    ),
  },
  {
    name: 'setInternalAssociateActiveOrgs(activeOrgIds)',
    covers: 'Mutation.setInternalAssociateActiveOrgs',
    own: IVAN_OWN,
    foreign: IVAN_FOREIGN,
    call: asIvan(
      'mutation($a: [ID!]!) { setInternalAssociateActiveOrgs(activeOrgIds: $a) { accountId } }',
      (ids) => ({
        a: [ids.accountId],
      }),
    ),
  },
  {
    name: 'applyInternalAssociateInitiallySelectedOrgInfo(organization)',
    covers: 'Mutation.applyInternalAssociateInitiallySelectedOrgInfo',
    own: IVAN_OWN,
    foreign: IVAN_FOREIGN,
    call: asIvan(
      'mutation($o: OrganizationInput!) { applyInternalAssociateInitiallySelectedOrgInfo(organization: $o) { accountId } }',
      (ids) => ({
        o: {
          accountId: ids.accountId,
          partyId: `PTY-${ids.accountId}`,
          accountNumber: ids.accountNumber,
          name: 'x',
        },
      }),
    ),
  },
  {
    name: '/customers/findById/{id}',
    covers: '/customers/findById/{id}',
    call: gateway((ids) => `/customers/findById/${ids.accountId}`),
  },
  {
    name: '/customers/findByAccount',
    covers: '/customers/findByAccount',
    call: gateway(
      () => '/customers/findByAccount',
      (ids) => ({ accountNumber: ids.accountNumber }),
    ),
  },
  {
    name: `${CHILDREN} {accountId}`,
    covers: CHILDREN,
    call: gateway(
      () => CHILDREN,
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  {
    name: '/fleet/ngSearch {accountIds}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/fleet/ngSearch {fleetAccountIds}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ fleetAccountIds: [ids.accountId] }),
    ),
  },
  {
    name: '/fleet/ngSearch {accountId}',
    covers: '/fleet/ngSearch',
    call: gateway(
      () => '/fleet/ngSearch',
      (ids) => ({ accountId: ids.accountId }),
    ),
  },
  {
    name: '/fleet/ngSearchasync {accountIds}',
    covers: '/fleet/ngSearchasync',
    call: gateway(
      () => '/fleet/ngSearchasync',
      (ids) => ({ accountIds: [ids.accountId] }),
    ),
  },
];

/** GraphQL fields whose ID arguments are not organisation-owned ids. */
const NOT_BY_ID = new Set<string>([
  // banners are site-wide, not owned by an organisation; putBanners needs the CSR privilege (tested elsewhere)
  'Mutation.putBanners',
  // internal associates only, limited to their allowed organisations (graphql/associate.test.ts sweeps those ids)
  'Mutation.setInternalAssociateActiveOrgs',
  'Mutation.applyInternalAssociateInitiallySelectedOrgInfo',
  // customer-service staff may impersonate a user of any organisation by design; everyone else is refused
  // (graphql/impersonation.test.ts)
  'Mutation.setupImpersonationUser',
]);

function denied(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 403) return true;
  if (res.statusCode !== 200) return false;
  const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code === 'FORBIDDEN';
}

function succeeded(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 200) return false;
  const body = res.json() as { errors?: unknown };
  return body.errors === undefined;
}

describe('organisation scope sweep: another organisation’s ids are denied', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const own = await c.call(h, c.own ?? OWN);
    expect({ case: c.name, ok: succeeded(own), body: succeeded(own) ? '' : own.body }).toEqual({
      case: c.name,
      ok: true,
      body: '',
    });
    const foreign = await c.call(h, c.foreign ?? FOREIGN);
    expect({ case: c.name, denied: denied(foreign), body: denied(foreign) ? '' : foreign.body }).toEqual({
      case: c.name,
      denied: true,
      body: '',
    });
  });

  it('denies every operation when the selected organisation header names another organisation', async () => {
    const res = await h.integration(
      USERS.alice,
      { endpoint: `/customers/findById/${ORG.alpha}` },
      {
        'x-selected-organization': ORG.bravo,
      },
    );
    expect(res.statusCode).toBe(403);
    const gqlRes = await h.graphql(
      USERS.alice,
      '{ getDetailedProfile { email } }',
      {},
      {
        'x-selected-organization': ORG.bravo,
      },
    );
    expect(gqlRes.statusCode).toBe(403);
  });

  it('has a case for every GraphQL field taking an ID argument', async () => {
    const schema = buildSchema(await readSdl());
    const byId: string[] = [];
    for (const root of ['Query', 'Mutation', 'OpenQuery', 'OpenMutation']) {
      const type = schema.getType(root);
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const takesId = (t: GraphQLNamedType): boolean => {
          if (t.name === 'ID') return true;
          if (isInputObjectType(t))
            return Object.values(t.getFields()).some((f) => getNamedType(f.type).name === 'ID');
          return false;
        };
        if (field.args.some((a) => takesId(getNamedType(a.type)))) byId.push(`${root}.${field.name}`);
      }
    }
    const covered = new Set(CASES.map((c) => c.covers));
    const missing = byId.filter((f) => !covered.has(f) && !NOT_BY_ID.has(f));
    expect(missing).toEqual([]);
  });

  it('has a case for every authenticated gateway endpoint', () => {
    const covered = new Set(CASES.map((c) => c.covers));
    const missing = GATEWAY_HANDLERS.filter((g) => g.audience !== 'guest' && !covered.has(g.path)).map(
      (g) => g.path,
    );
    expect(missing).toEqual([]);
  });
});
