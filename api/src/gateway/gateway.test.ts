import { brand } from '@portal/rules/brand';
import { createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { LOGIN_REQUIRED, NO_PROFILE_FOUND, UNKNOWN_ENDPOINT } from '../errors/messages.js';

const CHILDREN = `/customers/list${brand.product}ChildCompanies`;

describe('gateway: /api/integration and /api/guestIntegration', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('needs a bearer token on /api/integration and answers the login text otherwise', async () => {
    const res = await h.integration(null, { endpoint: '/customers/findById/T-ALPHA' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(LOGIN_REQUIRED);
    expect(res.body).toContain('only available to logged in users');
  });

  it('refuses an invalid, expired or foreign token', async () => {
    const expired = await h.token(USERS.alice, { expiresIn: '-1m' });
    const tampered = `${await h.token(USERS.alice)}x`;
    for (const token of [expired, tampered, 'not.a.jwt']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/integration',
        headers: { authorization: `Bearer ${token}` },
        payload: { endpoint: '/customers/findById/T-ALPHA' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('dispatches /customers/findById/{id} within scope', async () => {
    const res = await h.integration(USERS.alice, { endpoint: `/customers/findById/${ORG.alpha}`, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountId: ORG.alpha,
      accountNumber: 'NT-ALPHA',
      customerName: 'Alpha Utilities',
      partyId: 'PTY-T-ALPHA',
      warrantyType: 'STANDARD',
      address: { addressId: 'A-ALPHA-1', isDefault: true },
    });
  });

  it('answers a standard error with uuid and exceptionMessages for another organisation', async () => {
    const res = await h.integration(USERS.alice, { endpoint: `/customers/findById/${ORG.bravo}` });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exceptionMessages: ['You do not have access to this resource.'],
      userFriendlyMessage: 'You do not have access to this resource.',
    });
  });

  it('dispatches /customers/findByAccount by account number, scoped', async () => {
    const ok = await h.integration(USERS.bob, {
      endpoint: '/customers/findByAccount',
      body: { accountNumber: 'NT-BRAVO' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accountId).toBe(ORG.bravo);
    const other = await h.integration(USERS.bob, {
      endpoint: '/customers/findByAccount',
      body: { accountNumber: 'NT-ALPHA' },
    });
    expect(other.statusCode).toBe(403);
    const missing = await h.integration(USERS.bob, {
      endpoint: '/customers/findByAccount',
      body: { accountNumber: 'NOPE' },
    });
    expect(missing.statusCode).toBe(403);
    const bad = await h.integration(USERS.bob, {
      endpoint: '/customers/findByAccount',
      body: { accountNumber: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(['accountNumber must be a string.']);
  });

  it(`lists child companies on ${CHILDREN}`, async () => {
    const res = await h.integration(USERS.holly, { endpoint: CHILDREN, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { accountId: string }) => c.accountId)).toEqual([ORG.child1, ORG.child2]);
    const none = await h.integration(USERS.alice, { endpoint: CHILDREN, body: {} });
    expect(none.json()).toEqual([]);
    const foreign = await h.integration(USERS.alice, {
      endpoint: CHILDREN,
      body: { accountId: ORG.holding },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 404 with a standard error for an unknown endpoint', async () => {
    const res = await h.integration(USERS.alice, { endpoint: '/no/such/endpoint', body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().exceptionMessages).toEqual([UNKNOWN_ENDPOINT, '/no/such/endpoint']);
  });

  it('answers No profile found when a call needs a profile and none exists', async () => {
    const res = await h.integration(USERS.ghost, { endpoint: `/customers/findById/${ORG.alpha}`, body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      exceptionMessages: [NO_PROFILE_FOUND],
      userFriendlyMessage: NO_PROFILE_FOUND,
    });
    const flagged = await h.integration(USERS.ghost, {
      endpoint: `/customers/findById/${ORG.alpha}`,
      isNonProfileRequest: true,
    });
    expect(flagged.json().exceptionMessages).toEqual([NO_PROFILE_FOUND]);
  });

  it('validates the envelope', async () => {
    const cases: [unknown, string][] = [
      [{}, 'endpoint is required.'],
      [{ endpoint: 42 }, 'endpoint must be a string.'],
      [{ endpoint: 'customers' }, 'endpoint must be a path starting with /.'],
      [{ endpoint: `/${'a'.repeat(400)}` }, 'endpoint must be at most 300 characters.'],
      [{ endpoint: '/fleet/ngSearch', body: 'text' }, 'body must be an object.'],
      [{ endpoint: '/fleet/ngSearch', isSynchronous: 'maybe' }, 'isSynchronous must be true or false.'],
    ];
    for (const [envelope, message] of cases) {
      const res = await h.integration(USERS.alice, envelope as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
  });

  it('refuses bodies that are not JSON or too large, without a stack trace', async () => {
    const token = await h.token(USERS.alice);
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/integration',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"endpoint":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().exceptionMessages).toEqual(['The request body is not valid JSON.']);
    expect(notJson.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/guestIntegration',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ endpoint: '/x', body: { blob: 'x'.repeat(300 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().exceptionMessages).toEqual(['The request body is too large.']);
  });

  it('keeps authenticated endpoints off /api/guestIntegration', async () => {
    const res = await h.guestIntegration({
      endpoint: `/customers/findById/${ORG.alpha}`,
      isNonProfileRequest: true,
    });
    expect(res.statusCode).toBe(401);
  });

  it('never widens scope through the transient profile', async () => {
    const res = await h.integration(USERS.alice, {
      endpoint: `/customers/findById/${ORG.bravo}`,
      transientProfile: { accountId: ORG.bravo, userSelectedOrganization: { accountId: ORG.bravo } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().exceptionMessages).toEqual([
      'The selected organization is not available to this user.',
    ]);
  });
});

describe('gateway: /fleet/ngSearch', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const search = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.integration(user, { endpoint: '/fleet/ngSearch', body, isSynchronous: true }, headers);

  it('pages the caller’s units with filters and sorting', async () => {
    const res = await search(USERS.alice, {
      page: 0,
      size: 10,
      sortOptions: [{ fieldName: 'model', direction: 'DESC' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(2);
    expect(body.content.map((u: { model: string }) => u.model)).toEqual(['TL-50', 'DM-47']);
    expect(body.content[0]).toMatchObject({ instanceId: 'U-ALPHA-1', openSrCount: 0, bulletinCount: 0 });
    const filtered = (
      await search(USERS.alice, { multiValueFilterOptions: [{ fieldName: 'model', values: ['DM-47'] }] })
    ).json();
    expect(filtered.content.map((u: { instanceId: string }) => u.instanceId)).toEqual(['U-ALPHA-2']);
    const query = (await search(USERS.alice, { query: 'sn-a1' })).json();
    expect(query.totalRecords).toBe(1);
  });

  it('covers the parent-holding user’s children when viewing all, one child when selected', async () => {
    const all = (await search(USERS.holly, {})).json();
    expect(all.content.map((u: { instanceId: string }) => u.instanceId).sort()).toEqual([
      'U-CHILD1-1',
      'U-CHILD2-1',
    ]);
    const one = (await search(USERS.holly, {}, { 'x-selected-organization': ORG.child2 })).json();
    expect(one.content.map((u: { instanceId: string }) => u.instanceId)).toEqual(['U-CHILD2-1']);
    const denied = await search(
      USERS.holly,
      { accountIds: [ORG.child1] },
      { 'x-selected-organization': ORG.child2 },
    );
    expect(denied.statusCode).toBe(403);
  });

  it('refuses naming another organisation’s account ids', async () => {
    for (const body of [
      { accountIds: [ORG.bravo] },
      { fleetAccountIds: [ORG.alpha, ORG.bravo] },
      { accountId: ORG.bravo },
    ]) {
      const res = await search(USERS.alice, body);
      expect(res.statusCode).toBe(403);
    }
  });

  it('needs B2B_Fleet_Search', async () => {
    const token = await h.token(USERS.alice, { permissions: ['B2B_Dashboard'] });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/integration',
      headers: { authorization: `Bearer ${token}` },
      payload: { endpoint: '/fleet/ngSearch', body: {} },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the search request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ size: 1000 }, 'size must be at most 500.'],
      [{ page: -1 }, 'page starts at 0.'],
      [{ sortOptions: [{ fieldName: 'password' }] }, 'sortOptions.fieldName is not a sortable field.'],
      [
        { filterOptions: [{ fieldName: 'sql; drop table' }] },
        'filterOptions.fieldName is not a filterable field.',
      ],
      [{ query: 'q'.repeat(201) }, 'query must be at most 200 characters.'],
      [{ accountIds: ['bad id!'] }, 'accountIds is not a valid identifier.'],
    ];
    for (const [body, message] of cases) {
      const res = await search(USERS.alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
  });
});
