// Analytics identity, contracts and the embedded collector (issue 22), on the test world.
import { eq } from 'drizzle-orm';
import { analyticsEvents, contacts, organizations, users } from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

describe('analytics', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: user ? { authorization: `Bearer ${await h.token(user)}` } : {},
    });
  const eventsOf = (user: TestUser) =>
    h.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
  const addToCart = (value: number) => ({
    name: 'add_to_cart',
    params: {
      currency: 'USD',
      value,
      items: [{ item_id: '100-0001', item_name: 'Filter', quantity: 1, price: value }],
    },
  });

  const contact = async (contactId: string, accountId: string) =>
    h.db.insert(contacts).values({ contactId, accountId, firstName: 'Test', lastName: 'Contact' });

  test('a business user is B2B_{contactId}; their add_to_cart is stored with that token', async () => {
    await contact('C-ALICE-1', ORG.alpha);
    await h.db
      .update(users)
      .set({ contactId: 'C-ALICE-1', registrationType: 'B2B' })
      .where(eq(users.id, USERS.alice.id));
    const identity = await call('GET', '/api/analytics/identity', USERS.alice);
    expect(identity.json()).toEqual({ userToken: 'B2B_C-ALICE-1', sendsEvents: true, propertyId: null });

    const res = await call('POST', '/api/analytics/events', USERS.alice, { events: [addToCart(12.5)] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 1 });
    const [event] = await eventsOf(USERS.alice);
    expect(event).toMatchObject({ name: 'add_to_cart', userToken: 'B2B_C-ALICE-1' });
    expect(event!.params).toMatchObject({ currency: 'USD', value: 12.5 });

    const dev = await call(
      'GET',
      `/api/dev/analytics.json?email=${encodeURIComponent(USERS.alice.email)}`,
      null,
    );
    expect(dev.json().events).toEqual([
      expect.objectContaining({ name: 'add_to_cart', userToken: 'B2B_C-ALICE-1', contactId: 'C-ALICE-1' }),
    ]);
    const page = await call('GET', '/api/dev/analytics?name=add_to_cart', null);
    expect(page.body).toContain('B2B_C-ALICE-1');
  });

  test('anyone else is B2C_{accountId}; a guest is anonymous', async () => {
    await contact('C-BOB', ORG.bravo);
    await h.db
      .update(users)
      .set({ registrationType: 'B2C', isValidatedB2BUser: false, contactId: 'C-BOB' })
      .where(eq(users.id, USERS.bob.id));
    expect((await call('GET', '/api/analytics/identity', USERS.bob)).json()).toMatchObject({
      userToken: `B2C_${ORG.bravo}`,
      sendsEvents: true,
    });
    expect((await call('GET', '/api/analytics/identity', null)).json()).toMatchObject({
      userToken: null,
      sendsEvents: true,
    });
    const guest = await call('POST', '/api/analytics/events', null, { events: [addToCart(3)] });
    expect(guest.json()).toEqual({ stored: 1 });
  });

  test('an account without an analytics contract: nothing is sent or stored', async () => {
    await h.db
      .update(organizations)
      .set({ analyticsContract: false })
      .where(eq(organizations.accountId, ORG.holding));
    expect((await call('GET', '/api/analytics/identity', USERS.holly)).json()).toMatchObject({
      sendsEvents: false,
    });
    const res = await call('POST', '/api/analytics/events', USERS.holly, { events: [addToCart(5)] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 0 });
    expect(await eventsOf(USERS.holly)).toEqual([]);
  });

  test('the collector validates: names, params, count and size; nothing is stored from a bad request', async () => {
    const before = await h.db.$count(analyticsEvents);
    const bad: unknown[] = [
      { events: [{ name: 'Add To Cart', params: {} }] },
      { events: [{ name: 'add_to_cart', params: ['x'] }] },
      { events: [{ name: 'add_to_cart', params: { blob: 'x'.repeat(5000) } }] },
      { events: Array.from({ length: 21 }, () => addToCart(1)) },
      { events: [] },
      ['add_to_cart'],
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/analytics/events', USERS.ivan, payload);
      expect(res.statusCode).toBe(400);
    }
    const tooLarge = await call('POST', '/api/analytics/events', USERS.ivan, {
      events: [{ name: 'x', params: { blob: 'y'.repeat(40 * 1024) } }],
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await h.db.$count(analyticsEvents)).toBe(before);
  });
});
