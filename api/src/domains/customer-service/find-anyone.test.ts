// Customer support's "find anyone" search (issue 41, ADR 0042): searchUsers' one text over name, e-mail,
// phone, account number, organisation name (typo-tolerant) and order number, each result saying why it matched;
// the organisation filter by account number. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { orders, organizations, users } from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const AGENT: TestUser = USERS.cora;
const GRANITE = 'T-GRANITE';
const OWEN = '00000000-0000-4000-8000-0000000041a1';
const GINA = '00000000-0000-4000-8000-0000000041a2';

interface Found {
  totalCount: number;
  users: { email: string; matchedOn: string | null; filteredCustomerName: string | null }[];
}
type Body = {
  data?: { searchUsers: Found };
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

const SEARCH = `query($q: String, $n: String, $a: ID) {
  searchUsers(query: $q, accountNumber: $n, accountId: $a, sort: "Email:ASC") {
    totalCount users { email matchedOn filteredCustomerName }
  }
}`;

describe('searchUsers finds anyone', () => {
  let h: Harness;
  const search = async (variables: Record<string, unknown>, user: TestUser = AGENT) =>
    (await (await h.graphql(user, SEARCH, variables)).json()) as Body;
  const found = async (variables: Record<string, unknown>) => {
    const body = await search(variables);
    expect(body.errors).toBeUndefined();
    return body.data!.searchUsers;
  };

  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(organizations).values({
      accountId: GRANITE,
      accountNumber: '7710042',
      partyId: 'PTY-GRANITE',
      name: 'Granite State Arborists LLC',
    });
    await h.db.insert(users).values([
      {
        id: OWEN,
        authId: 'test|owen',
        email: 'owen@granite.example',
        firstName: 'Owen',
        lastName: 'Fisher',
        phoneNumber: '(603) 555-0142',
        status: 'REGISTERED',
        registrationType: 'B2B',
        accountId: GRANITE,
      },
      {
        id: GINA,
        authId: 'test|gina',
        email: 'gina@granite.example',
        firstName: 'Gina',
        lastName: 'Marsh',
        phoneNumber: '+1 603.555.0199',
        status: 'DEACTIVATED',
        registrationType: 'B2B',
        accountId: GRANITE,
      },
    ]);
    await h.db.insert(orders).values({
      orderId: 'O-FIND-1',
      orderNumber: '4400067',
      accountId: GRANITE,
      userId: GINA,
      status: 'BOOKED',
      orderedAt: new Date('2026-01-05T10:00:00Z'),
      subtotal: 10,
      total: 10,
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('finds a user by name and by e-mail, and says so', async () => {
    expect(await found({ q: 'owen fish' })).toEqual({
      totalCount: 1,
      users: [{ email: 'owen@granite.example', matchedOn: 'Matched on name', filteredCustomerName: null }],
    });
    expect((await found({ q: 'gina@granite' })).users).toEqual([
      { email: 'gina@granite.example', matchedOn: 'Matched on email', filteredCustomerName: null },
    ]);
  });

  it('finds a user by phone, however the number is typed', async () => {
    for (const q of ['603-555-0142', '6035550142', '+1 (603) 555 0142']) {
      expect(await found({ q })).toEqual({
        totalCount: 1,
        users: [
          {
            email: 'owen@granite.example',
            matchedOn: 'Matched on phone number (603) 555-0142',
            filteredCustomerName: null,
          },
        ],
      });
    }
    // stored with the country code, asked without it
    expect((await found({ q: '603 555 0199' })).users.map((u) => u.matchedOn)).toEqual([
      'Matched on phone number +1 603.555.0199',
    ]);
  });

  it('finds the user who placed an order by its number', async () => {
    expect(await found({ q: '4400067' })).toEqual({
      totalCount: 1,
      users: [
        {
          email: 'gina@granite.example',
          matchedOn: 'Matched on order number 4400067',
          filteredCustomerName: null,
        },
      ],
    });
  });

  it("finds an organisation's users by its account number", async () => {
    const result = await found({ q: '7710042' });
    expect(result.totalCount).toBe(2);
    expect(result.users.map((u) => [u.email, u.matchedOn])).toEqual([
      ['gina@granite.example', 'Matched on account number 7710042'],
      ['owen@granite.example', 'Matched on account number 7710042'],
    ]);
  });

  it("finds an organisation's users by its name, and by a misspelt name", async () => {
    const exact = await found({ q: 'Granite State Arborists' });
    expect(exact.users.map((u) => [u.email, u.matchedOn])).toEqual([
      ['gina@granite.example', 'Matched on organization name Granite State Arborists LLC'],
      ['owen@granite.example', 'Matched on organization name Granite State Arborists LLC'],
    ]);
    const misspelt = await found({ q: 'Granit Stat Arborist' });
    expect(misspelt.totalCount).toBe(2);
    expect(misspelt.users.map((u) => u.matchedOn)).toEqual([
      'Matched on organization name Granite State Arborists LLC',
      'Matched on organization name Granite State Arborists LLC',
    ]);
  });

  it('does not match unrelated text', async () => {
    expect(await found({ q: 'zzqx nothing here' })).toEqual({ totalCount: 0, users: [] });
  });

  it('filters by the account number the results show, and finds none for an unknown one', async () => {
    const filtered = await found({ n: '7710042' });
    expect(filtered.totalCount).toBe(2);
    expect(filtered.users.map((u) => [u.email, u.filteredCustomerName, u.matchedOn])).toEqual([
      ['gina@granite.example', 'Granite State Arborists LLC', null],
      ['owen@granite.example', 'Granite State Arborists LLC', null],
    ]);
    expect(await found({ n: 'NO-SUCH-NUMBER' })).toEqual({ totalCount: 0, users: [] });
    // a number that is not the accountId's organisation's finds none
    expect(await found({ n: '7710042', a: ORG.alpha })).toEqual({ totalCount: 0, users: [] });
  });

  it('refuses callers without CSR_User_Management, and bad input gets the error shape', async () => {
    const refused = await search({ q: '4400067' }, USERS.alice);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const csrOnly = await search({ q: '4400067' }, { ...AGENT, permissions: ['CSR'] });
    expect(csrOnly.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const tooLong = await search({ n: 'x'.repeat(41) });
    expect(tooLong.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
  });
});
