// Analytics identity and contracts (issue 22, spec 6 and 7, ADR 0015). The user token (B2B_{contactId} /
// B2C_{accountId}) and whether the caller's account may be tracked (its analytics contract) are derived here from
// the caller's stored profile, never taken from the browser. The embedded collector keeps events first-party in
// analytics_events, so tests (and a developer at /api/dev/analytics) see what a tag manager would receive.
import { and, desc, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { analyticsUserToken, sendsAnalytics } from '@portal/rules';
import type { RequestContext } from '../../auth/request-context.js';
import type { Database } from '../../db/client.js';
import { analyticsEvents, organizations, users } from '../../db/schema.js';
import { badInput } from '../../errors/api-error.js';
import { str, validate } from '../../shared/validation.js';

interface AnalyticsIdentityAnswer {
  /** B2B_{contactId} / B2C_{accountId}; null for a guest */
  userToken: string | null;
  /** false: the caller's account has no analytics contract and nothing may be sent for it */
  sendsEvents: boolean;
}

/** The caller's analytics identity: user token and contract (guests: anonymous, sent without a token). */
export async function analyticsIdentity(ctx: RequestContext): Promise<AnalyticsIdentityAnswer> {
  const user = ctx.caller.user;
  if (!user) return { userToken: null, sendsEvents: true };
  const [row] = await ctx.db
    .select({
      registrationType: users.registrationType,
      isValidatedB2BUser: users.isValidatedB2BUser,
      contactId: users.contactId,
      accountId: users.accountId,
      analyticsContract: organizations.analyticsContract,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.accountId, users.accountId))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) return { userToken: null, sendsEvents: false };
  return {
    userToken: analyticsUserToken(row),
    sendsEvents: sendsAnalytics({
      accountId: row.accountId,
      analyticsContract: row.analyticsContract ?? false,
    }),
  };
}

/** The most events one request may carry, and the largest params of one event (as JSON). */
const MAX_EVENTS_PER_REQUEST = 20;
const MAX_EVENT_PARAMS_BYTES = 4 * 1024;
const EVENT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

const eventsSchema = yup.object({
  events: yup
    .array()
    .of(
      yup
        .object({
          name: str('Event name')
            .required('Event name is required.')
            .matches(
              EVENT_NAME_PATTERN,
              'Event name must be lower-case letters, digits and underscores (at most 40).',
            ),
          params: yup
            .mixed<Record<string, unknown>>()
            .test(
              'is-object',
              'Event params must be an object.',
              (value) =>
                value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)),
            )
            .test(
              'size',
              `Event params must be at most ${MAX_EVENT_PARAMS_BYTES} bytes.`,
              (value) =>
                value === undefined || Buffer.byteLength(JSON.stringify(value)) <= MAX_EVENT_PARAMS_BYTES,
            ),
        })
        .required(),
    )
    .min(1, 'At least one event is required.')
    .max(MAX_EVENTS_PER_REQUEST, `At most ${MAX_EVENTS_PER_REQUEST} events may be sent at once.`)
    .required('events is required.'),
});

/**
 * The embedded collector: stores the events with the user token derived from the caller. An account without an
 * analytics contract stores nothing (the browser does not send for it either; this is the server's own check).
 */
export async function collectEvents(ctx: RequestContext, body: unknown): Promise<{ stored: number }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badInput('The request body must be a JSON object with events.');
  const { events } = validate(eventsSchema, body);
  const identity = await analyticsIdentity(ctx);
  if (!identity.sendsEvents) return { stored: 0 };
  await ctx.db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      userToken: identity.userToken,
      userId: ctx.caller.user?.id ?? null,
      params: event.params ?? {},
      receivedAt: ctx.now(),
    })),
  );
  return { stored: events.length };
}

export interface CollectedEvent {
  id: number;
  name: string;
  userToken: string | null;
  /** the sender's e-mail and contact (development page only) */
  email: string | null;
  contactId: string | null;
  accountId: string | null;
  params: Record<string, unknown>;
  receivedAt: string;
}

/** The newest collected events (development page), optionally of one user (by e-mail) or one event name. */
export async function readCollectedEvents(
  db: Database,
  filter: { email?: string; name?: string },
): Promise<CollectedEvent[]> {
  const email = (filter.email ?? '').trim().toLowerCase().slice(0, 254);
  const name = (filter.name ?? '').trim().slice(0, 40);
  const rows = await db
    .select({
      id: analyticsEvents.id,
      name: analyticsEvents.name,
      userToken: analyticsEvents.userToken,
      email: users.email,
      contactId: users.contactId,
      accountId: users.accountId,
      params: analyticsEvents.params,
      receivedAt: analyticsEvents.receivedAt,
    })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(
      and(
        email ? sql`lower(${users.email}) = ${email}` : undefined,
        name ? eq(analyticsEvents.name, name) : undefined,
      ),
    )
    .orderBy(desc(analyticsEvents.receivedAt), desc(analyticsEvents.id))
    .limit(100);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}
