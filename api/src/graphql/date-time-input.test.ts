// An unreadable date-time is refused in the spec's error shape (issue 40): the DateTime scalar's refusal becomes a
// BAD_USER_INPUT with `uuid`, `exceptionMessages` and `userFriendlyMessage` naming the field, for every operation
// that takes a DateTime (found in the endpoints' schemas, so a new one has to be added here), sent as a variable,
// nested in an input, or written in the query; never a server error, and no operation runs.
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { createHarness, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import { dateTimeRefusal, ENDPOINT_SDL, refusedField } from './yoga.js';

const BAD = 'next tuesday';
const SESSION_ID = '00000000-0000-4000-8000-000000000999';
const LATER = '2030-01-01T00:00:00Z';

/** Every operation that takes a DateTime, with a call sending an unreadable one and the field it names. */
const CALLS: Record<string, { query: string; variables: Record<string, unknown>; field: string }> = {
  'Query.auditLog': {
    query: 'query($from: DateTime) { auditLog(from: $from) { totalCount } }',
    variables: { from: BAD },
    field: 'from',
  },
  'Query.auditLogCsv': {
    query: 'query($to: DateTime) { auditLogCsv(to: $to) }',
    variables: { to: BAD },
    field: 'to',
  },
  'Mutation.manualIndex': {
    query: 'mutation($since: DateTime!) { manualIndex(since: $since) { success } }',
    variables: { since: BAD },
    field: 'since',
  },
  'Mutation.changeCourseSession': {
    query: `mutation($id: ID!, $c: CourseSessionChangeInput!) {
      changeCourseSession(sessionId: $id, change: $c) { sessionId } }`,
    variables: {
      id: SESSION_ID,
      c: { startsAt: BAD, endsAt: LATER, location: 'Yard', onlineUrl: null, capacity: 4 },
    },
    field: 'startsAt',
  },
  'Mutation.createBanner': {
    query: 'mutation($b: NewBannerInput!) { createBanner(banner: $b) { id } }',
    variables: { b: { startDateTime: LATER, endDateTime: BAD, type: 'info', message: 'm' } },
    field: 'endDateTime',
  },
  'Mutation.updateBanner': {
    query: 'mutation($b: NewBannerInput!) { updateBanner(id: "1", banner: $b) { id } }',
    variables: { b: { startDateTime: BAD, endDateTime: LATER, type: 'info', message: 'm' } },
    field: 'startDateTime',
  },
  'Mutation.putBanners': {
    query: 'mutation($b: [BannerInput!]!) { putBanners(banners: $b) { id } }',
    variables: { b: [{ startDateTime: BAD, endDateTime: LATER, type: 'info', message: 'm' }] },
    field: 'startDateTime',
  },
};

/** `Type.field` of each root field of the endpoint that takes a DateTime, directly or in an input. */
function operationsTakingDateTime(sdl: readonly string[]): string[] {
  const schema = buildSchema(sdl.join('\n'));
  const takes = (type: GraphQLInputType, seen: Set<string>): boolean => {
    const named = getNamedType(type);
    if (named.name === 'DateTime') return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => takes(f.type, seen));
  };
  return [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    root
      ? Object.values(root.getFields())
          .filter((f) => f.args.some((a) => takes(a.type, new Set())))
          .map((f) => `${root.name.replace(/^Open/, '')}.${f.name}`)
      : [],
  );
}

interface Refusal {
  message: string;
  extensions: { code: string; uuid: string; exceptionMessages: string[]; userFriendlyMessage?: string };
}

describe('an unreadable DateTime', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const expectRefusal = (status: number, body: { data?: unknown; errors?: Refusal[] }, field: string) => {
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exceptionMessages: [dateTimeRefusal(field)],
      userFriendlyMessage: dateTimeRefusal(field),
    });
    // the value sent is not repeated back
    expect(JSON.stringify(body)).not.toContain(BAD);
  };

  it('is listed here for every operation that takes one', () => {
    expect(
      [
        ...operationsTakingDateTime(ENDPOINT_SDL.authenticated),
        ...operationsTakingDateTime(ENDPOINT_SDL.open),
      ].sort(),
    ).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.entries(CALLS))('%s answers in the spec error shape, naming the field', async (_, call) => {
    const res = await h.graphql(USERS.cora, call.query, call.variables);
    expectRefusal(res.statusCode, res.json(), call.field);
  });

  it('written in the query is refused in the same shape', async () => {
    const res = await h.graphql(USERS.cora, `{ auditLog(from: "${BAD}") { totalCount } }`);
    expectRefusal(res.statusCode, res.json(), 'The value');
  });

  it('names the field from graphql-js’s message: the last of the path, else the variable', () => {
    expect(refusedField('Variable "$c" got invalid value at "c.startsAt"; DateTime must be …')).toBe(
      'startsAt',
    );
    expect(refusedField('Variable "$b" got invalid value at "b[0].endDateTime"; DateTime …')).toBe(
      'endDateTime',
    );
    expect(refusedField('Variable "$from" got invalid value; DateTime must be …')).toBe('from');
  });
});
