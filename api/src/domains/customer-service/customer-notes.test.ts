// Agents' notes on customers (issue 41) and the audit log's names: an agent writes a note, the notes are listed
// newest first with author and time, the write is audited, and the audit log names who acted.
import { eq } from 'drizzle-orm';
import { auditLog, customerNotes } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const AGENT: TestUser = USERS.cora;
const CUSTOMER = USERS.bob;

// GraphQL answers are checked field by field below; their shape varies per query
/* eslint-disable @typescript-eslint/no-explicit-any */
type Body = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const ADD = `mutation($u: ID!, $t: String!) { addCustomerNote(userId: $u, text: $t) { id text authorName at } }`;
const LIST = `query($u: ID!) { customerNotes(userId: $u) { text authorName at } }`;

describe('customer notes', () => {
  let h: Harness;
  let clock = Date.parse('2026-05-04T09:00:00Z');
  const gql = async (user: TestUser, query: string, variables: Record<string, unknown>) =>
    (await (await h.graphql(user, query, variables)).json()) as Body;

  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => new Date(clock) } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('an agent writes notes; they are listed newest first with the author and time, each audited', async () => {
    clock = Date.parse('2026-05-04T09:01:00Z');
    const first = await gql(AGENT, ADD, { u: CUSTOMER.id, t: '  Called about a late order.  ' });
    expect(first.errors).toBeUndefined();
    expect(first.data!['addCustomerNote']).toMatchObject({
      text: 'Called about a late order.',
      authorName: 'cora Tester',
    });
    clock = Date.parse('2026-05-04T09:02:00Z');
    await gql(AGENT, ADD, { u: CUSTOMER.id, t: 'Sent the tracking number.' });
    const listed = await gql(AGENT, LIST, { u: CUSTOMER.id });
    expect(listed.data!['customerNotes']).toEqual([
      { text: 'Sent the tracking number.', authorName: 'cora Tester', at: '2026-05-04T09:02:00.000Z' },
      { text: 'Called about a late order.', authorName: 'cora Tester', at: '2026-05-04T09:01:00.000Z' },
    ]);
    const audited = await h.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, CUSTOMER.id));
    expect(audited.filter((a) => a.action === 'CSR_ADD_CUSTOMER_NOTE')).toEqual([
      { action: 'CSR_ADD_CUSTOMER_NOTE', actor: AGENT.id },
      { action: 'CSR_ADD_CUSTOMER_NOTE', actor: AGENT.id },
    ]);
  });

  it('the audit log names the agent and the customer, not only their ids', async () => {
    const log = await gql(
      AGENT,
      `query($u: ID!) { userAuditLog(userId: $u) { entries { action actorUserId actorName subjectName } } }`,
      { u: CUSTOMER.id },
    );
    expect(log.data!['userAuditLog'].entries[0]).toEqual({
      action: 'CSR_ADD_CUSTOMER_NOTE',
      actorUserId: AGENT.id,
      actorName: 'cora Tester',
      subjectName: 'bob Tester',
    });
  });

  it('refuses callers without CSR_User_Management and writes nothing', async () => {
    const before = await h.db.$count(customerNotes);
    for (const caller of [USERS.alice, { ...AGENT, permissions: ['CSR'] }]) {
      const add = await gql(caller, ADD, { u: CUSTOMER.id, t: 'Not allowed.' });
      expect(add.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
      const list = await gql(caller, LIST, { u: CUSTOMER.id });
      expect(list.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    }
    expect(await h.db.$count(customerNotes)).toBe(before);
  });

  it('bad input gets the error shape: an empty or too long note, an unknown or malformed user', async () => {
    const empty = await gql(AGENT, ADD, { u: CUSTOMER.id, t: '   ' });
    expect(empty.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    const long = await gql(AGENT, ADD, { u: CUSTOMER.id, t: 'x'.repeat(2001) });
    expect(long.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    const malformed = await gql(AGENT, LIST, { u: 'not-a-uuid' });
    expect(malformed.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    const unknown = await gql(AGENT, ADD, { u: '00000000-0000-4000-8000-00000000dead', t: 'Hello' });
    expect(unknown.errors?.[0]?.extensions['code']).toBe('NOT_FOUND');
  });
});
