// The development mailbox: GET /api/dev/mailbox lists the outbox (newest first) with each mail's text and its
// links clickable, so a person can read an activation e-mail and follow it; GET /api/dev/mailbox.json gives the
// same data to tests. It also lists the activation links of seeded users still waiting to activate (their tokens
// exist only in the database). Served only outside production (issue 36).
import { desc, inArray, isNotNull, and, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { registrationDeps } from './deps.js';
import { activationLink, delegatedLink } from './mail-templates.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escapes the text, then turns each http(s) URL into a link. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

interface MailboxQuery {
  to?: string;
}

async function readMailbox(db: Database, to: string | undefined) {
  const address = (to ?? '').trim().toLowerCase().slice(0, 254);
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      template: mailOutbox.template,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(address ? sql`lower(${mailOutbox.to}) = ${address}` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
}

async function waitingLinks(db: Database, publicUrl: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      token: users.activationToken,
      created: users.activationTokenCreated,
    })
    .from(users)
    .where(
      and(isNotNull(users.activationToken), inArray(users.status, ['UNCONFIRMED', 'PENDING_REGISTRATION'])),
    )
    .orderBy(users.email)
    .limit(100);
  return rows.map((r) => ({
    email: r.email,
    status: r.status,
    tokenCreated: r.created,
    link:
      r.status === 'PENDING_REGISTRATION'
        ? delegatedLink(publicUrl, r.id, r.token ?? '')
        : activationLink(publicUrl, r.id, r.token ?? ''),
  }));
}

export function registerRegistrationRoutes(api: FastifyInstance, config: ApiConfig, db: Database): void {
  const deps = registrationDeps(config);
  if (!deps.devMailbox) return;

  api.get<{ Querystring: MailboxQuery }>('/dev/mailbox.json', async (request) => ({
    mails: await readMailbox(db, request.query.to),
    waitingActivation: await waitingLinks(db, config.publicUrl),
  }));

  api.get<{ Querystring: MailboxQuery }>('/dev/mailbox', async (request, reply) => {
    const mails = await readMailbox(db, request.query.to);
    const waiting = await waitingLinks(db, config.publicUrl);
    const items = mails
      .map(
        (m) => `<article class="mail" data-to="${escapeHtml(m.to)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.template ?? '')} · ${escapeHtml(
    new Date(m.createdAt).toISOString(),
  )}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const waitingRows = waiting
      .map(
        (w) =>
          `<li data-email="${escapeHtml(w.email)}">${escapeHtml(w.email)} (${escapeHtml(w.status)}, token of ${escapeHtml(
            w.tokenCreated ? new Date(w.tokenCreated).toISOString() : '?',
          )}): <a href="${escapeHtml(w.link)}">${escapeHtml(w.link)}</a></li>`,
      )
      .join('\n');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}.mail{border:1px solid #ccc;padding:0 1rem;margin:1rem 0}
pre{white-space:pre-wrap}.meta{color:#555;font-size:.9rem}</style></head>
<body><h1>Development mailbox</h1>
<form method="get"><label>To <input name="to" value="${escapeHtml(request.query.to ?? '')}"></label> <button>Filter</button></form>
<p>${mails.length} message(s), newest first. Not served in production.</p>
${items || '<p>No messages.</p>'}
<h2>Accounts waiting for activation</h2>
<ul>${waitingRows || '<li>None.</li>'}</ul>
</body></html>`;
  });
}
