// Analytics (issue 22, ADR 0015):
//   GET  /api/analytics/identity   the caller's user token, whether their account may be tracked, and where
//                                   events go (the configured property, or the embedded collector)
//   POST /api/analytics/events     the embedded collector: { events: [{ name, params }] } (validated, at most
//                                   20 events and 32 KB), stored with the user token the server derives
//   GET  /api/dev/analytics(.json) the collected events, newest first (served where the dev mailbox is)
// A bearer token is optional on all of them: a guest's events are anonymous.
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { ContextFactory } from '../auth/request-context.js';
import type { Database } from '../db/client.js';
import { escapeHtml } from '../identity/pages.js';
import { registrationDeps } from '../domains/registration/deps.js';
import { analyticsIdentity, collectEvents, readCollectedEvents } from '../domains/analytics/analytics.js';
import { openRateLimit } from './security.js';

interface CollectedQuery {
  email?: string;
  name?: string;
}

export function registerAnalyticsRoutes(
  api: FastifyInstance,
  config: ApiConfig,
  contexts: ContextFactory,
  db: Database,
): void {
  api.get('/analytics/identity', async (request, reply) => {
    const ctx = await contexts.forRequest(request, { tokenRequired: false });
    reply.header('cache-control', 'private, no-store');
    return {
      ...(await analyticsIdentity(ctx)),
      // the browser sends to the property when one is configured, else to the embedded collector
      propertyId: config.analytics.propertyId,
    };
  });

  api.post(
    '/analytics/events',
    { bodyLimit: 32 * 1024, config: openRateLimit(config) },
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: false });
      const result = await collectEvents(ctx, request.body);
      return reply.code(202).send(result);
    },
  );

  if (!registrationDeps(config).devMailbox) return;

  api.get<{ Querystring: CollectedQuery }>('/dev/analytics.json', async (request) => ({
    events: await readCollectedEvents(db, request.query),
  }));

  api.get<{ Querystring: CollectedQuery }>('/dev/analytics', async (request, reply) => {
    const events = await readCollectedEvents(db, request.query);
    const rows = events
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.receivedAt)}</td><td>${escapeHtml(e.name)}</td><td>${escapeHtml(
            e.userToken ?? '(guest)',
          )}</td><td>${escapeHtml(e.email ?? '')}</td><td><pre>${escapeHtml(JSON.stringify(e.params, null, 2))}</pre></td></tr>`,
      )
      .join('\n');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development analytics collector</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top;text-align:left}pre{margin:0;font-size:.8rem}</style></head>
<body><h1>Development analytics collector</h1>
<form method="get"><label>User e-mail <input name="email" value="${escapeHtml(request.query.email ?? '')}"></label>
<label>Event <input name="name" value="${escapeHtml(request.query.name ?? '')}"></label> <button>Filter</button></form>
<p>${events.length} event(s), newest first: what the analytics property would receive. Not served in production.</p>
<table><thead><tr><th>Received</th><th>Event</th><th>User token</th><th>User</th><th>Parameters</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No events.</td></tr>'}</tbody></table>
</body></html>`;
  });
}
