// Platform tables: async jobs, mail outbox, session tokens, audit log, sign-ins, identity-provider storage.
import { createdAt, tstz, updatedAt } from './types.js';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../domains/accounts/tables.js';

/** Async jobs (CSV exports, bulk PDFs): status 1 Pending, 2 Complete, 3 Failed. */
export const jobs = pgTable(
  'jobs',
  {
    jobId: uuid('job_id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    status: smallint('status').notNull().default(1),
    request: jsonb('request').$type<Record<string, unknown>>(),
    response: jsonb('response').$type<unknown>(),
    resultUrl: text('result_url'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the organisations the owner could see when the job was created (its scope) */
    accountIds: text('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lockedBy: text('locked_by'),
    runAfter: tstz('run_after').notNull().defaultNow(),
    lockedAt: tstz('locked_at'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    /** sha-256 of the token in an e-mailed download link (the link works without signing in until it expires) */
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: tstz('download_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_ck', sql`${t.status} in (1, 2, 3)`),
    index('jobs_pending_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 1`),
    index('jobs_owner_idx').on(t.ownerUserId),
  ],
);

/** Outgoing e-mail: written here first, sent by SMTP when configured, readable in the development mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt),
  ],
);

/** Cached API tokens (session token record: accessToken, expiresAt, updateAt). */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** what the token is for, e.g. "analytics" */
    audience: text('audience').notNull().default('analytics'),
    accessToken: text('access_token').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    updateAt: tstz('update_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_tokens_user_idx').on(t.userId, t.audience),
    index('session_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Audit trail (impersonation and other CSR actions): actor, subject, action, time. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_subject_idx').on(t.subjectUserId, t.at),
    // the cross-user audit page (issue 41): everyone's newest first, or one action's
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * One row per sign-in with a password (issue 41: the customer screen's sign-in history); an impersonation's
 * sign-in is the audit log's. Written where the identity provider accepts the password (identity/routes.ts).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull().defaultNow(),
    ip: text('ip'),
    /** the application the user signed in to (the OpenID client) */
    clientId: text('client_id'),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.at)],
);

/**
 * Generic storage for the embedded OpenID provider (oidc-provider adapter): one row per (kind, id) with its payload.
 * `grantId`, `userCode` and `uid` are the adapter's secondary lookups; `expiresAt` null = never expires.
 */
export const oidcRecords = pgTable(
  'oidc_records',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tstz('expires_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_records_grant_idx').on(t.grantId),
    index('oidc_records_user_code_idx').on(t.userCode),
    index('oidc_records_uid_idx').on(t.uid),
    index('oidc_records_expires_idx').on(t.expiresAt),
  ],
);

/** Small key/value settings of the portal itself (e.g. `seed`: when and how the database was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
