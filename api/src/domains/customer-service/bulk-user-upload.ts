// Bulk user upload (POST /bulkUserUpload, spec 7; CSR + CSR_User_Management).
//
// The file is CSV (UTF-8, comma separated, RFC 4180 quoting) with this header row, columns in any order:
//   firstName,lastName,email,accountNumber,roleName,phone,jobTitle
// firstName, lastName, email and accountNumber are required; roleName (a global role or one of that customer's
// own; empty = the customer's default role), phone and jobTitle may be empty. At most 10,000 rows.
//
// 1. The whole file is checked row by row before anything is written: every bad row is reported (400, one
//    'Row n: …' message per problem) and nothing is created.
// 2. A good file becomes an async job (the jobs table and worker): each row is created in its own transaction
//    (contact, phone, user PENDING_REGISTRATION, role, invitation e-mail, audit row), so a row that fails at that
//    point (its e-mail taken meanwhile) leaves no half user and the other rows still go in. The job reports
//    {processed, total} in its response while it runs, and its result file lists every row's outcome.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { BULK_UPLOAD_COLUMNS, parseCsv } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import { auditLog, jobs, organizations, roles, users } from '../../db/schema.js';
import { badInput } from '../../errors/api-error.js';
import type { JobEnvironment, JobKind } from '../../jobs/job-kinds.js';
import { privilegesByRole, roleRefusal } from './roles/assignable-roles.js';
import { delegatedEmail, delegatedLink } from '../registration/index.js';
import { giveCompanyRole } from '../accounts/index.js';
import { insertInvitedUser } from '../contacts/index.js';
import { queueJob } from '../../jobs/job-service.js';
import { requireCsr } from './csr-access.js';
import { queueRenderedMail } from './csr-mail.js';
import { csvField } from '../../shared/csv-field.js';

// the columns and the CSV reading are shared with the customer-service screen (template, result file)
export { BULK_UPLOAD_COLUMNS, parseCsv };
const BULK_UPLOAD_MAX_ROWS = 10_000;
const BULK_USER_UPLOAD_JOB = 'bulk-user-upload';

interface BulkUserRow {
  /** the row's line number in the file (the header is row 1) */
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  accountNumber: string;
  roleName: string;
  phone: string;
  jobTitle: string;
}

const rowSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required('firstName is required.')
    .max(60, 'firstName must be at most 60 characters.'),
  lastName: yup
    .string()
    .trim()
    .required('lastName is required.')
    .max(60, 'lastName must be at most 60 characters.'),
  email: yup
    .string()
    .trim()
    .required('email is required.')
    .max(254, 'email must be at most 254 characters.')
    .email('email must be a correct format.'),
  accountNumber: yup
    .string()
    .trim()
    .required('accountNumber is required.')
    .max(64, 'accountNumber must be at most 64 characters.'),
  roleName: yup.string().trim().max(80, 'roleName must be at most 80 characters.').default(''),
  phone: yup
    .string()
    .trim()
    .matches(/^$|^\+?[0-9 ().-]{7,20}$/, 'phone must be a phone number.')
    .default(''),
  jobTitle: yup.string().trim().max(100, 'jobTitle must be at most 100 characters.').default(''),
});

export const bulkUploadBodySchema = yup.object({
  csv: yup
    .string()
    .typeError('csv must be a string.')
    .strict()
    .required('csv is required.')
    .max(2_000_000, 'The file is too large.'),
  // the screen checks a file first (nothing written) and may then create only its good rows
  checkOnly: yup.boolean().strict().typeError('checkOnly must be true or false.').default(false),
  skipInvalidRows: yup.boolean().strict().typeError('skipInvalidRows must be true or false.').default(false),
});

/** A row that cannot be created, with every reason (the messages without their 'Row n: ' prefix). */
interface RejectedRow {
  row: number;
  email: string;
  reasons: string[];
}

interface Checked {
  rows: (BulkUserRow & { accountId: string; roleId: string | null })[];
  problems: string[];
  /** the bad rows by line number; empty when the file itself is unreadable (problems say why) */
  rejected: RejectedRow[];
}

/** Checks every row against the format and the database; nothing is written. */
/** `held`: the uploader's privileges (a role is given only if domains/customer-service/roles/assignable-roles would offer it). */
export async function checkBulkUpload(
  db: Executor,
  csv: string,
  held: ReadonlySet<string> = new Set(),
): Promise<Checked> {
  const table = parseCsv(csv);
  const [header, ...body] = table;
  if (!header) return { rows: [], problems: ['The file is empty.'], rejected: [] };
  const names = header.map((h) => h.trim());
  const missing = BULK_UPLOAD_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(BULK_UPLOAD_COLUMNS as readonly string[]).includes(n));
  if (missing.length > 0 || unknown.length > 0)
    return {
      rows: [],
      rejected: [],
      problems: [
        `The header must name the columns ${BULK_UPLOAD_COLUMNS.join(',')}` +
          (missing.length ? `; missing: ${missing.join(', ')}` : '') +
          (unknown.length ? `; unknown: ${unknown.join(', ')}` : '') +
          '.',
      ],
    };
  if (body.length === 0) return { rows: [], problems: ['The file has no user rows.'], rejected: [] };
  if (body.length > BULK_UPLOAD_MAX_ROWS)
    return {
      rows: [],
      problems: [`At most ${BULK_UPLOAD_MAX_ROWS} rows can be uploaded at once.`],
      rejected: [],
    };

  const problems: string[] = [];
  const rejected = new Map<number, RejectedRow>();
  const reject = (row: number, email: string, reason: string) => {
    problems.push(`Row ${row}: ${reason}`);
    const entry = rejected.get(row) ?? { row, email, reasons: [] };
    entry.reasons.push(reason);
    rejected.set(row, entry);
  };
  const emailColumn = names.indexOf('email');
  const parsed: BulkUserRow[] = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    const email = (cells[emailColumn] ?? '').trim().toLowerCase();
    if (cells.length !== names.length) {
      reject(row, email, `expected ${names.length} columns, found ${cells.length}.`);
      return;
    }
    const record = Object.fromEntries(names.map((n, c) => [n, cells[c] ?? '']));
    try {
      const v = rowSchema.validateSync(record, { abortEarly: false, stripUnknown: true });
      parsed.push({ row, ...v, email: v.email.toLowerCase() });
    } catch (error) {
      if (error instanceof yup.ValidationError) for (const m of error.errors) reject(row, email, m);
      else throw error;
    }
  });

  // within the file
  const firstRowOf = new Map<string, number>();
  for (const r of parsed) {
    const first = firstRowOf.get(r.email);
    if (first) reject(r.row, r.email, `email ${r.email} also appears in row ${first}.`);
    else firstRowOf.set(r.email, r.row);
  }
  // against the database, in a few set-based queries whatever the file's size
  const emails = [...firstRowOf.keys()];
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const slice = emails.slice(i, i + 1000);
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, slice));
    for (const r of rows) taken.add(r.email);
  }
  const numbers = [...new Set(parsed.map((r) => r.accountNumber))];
  const orgs = numbers.length
    ? await db
        .select({
          accountId: organizations.accountId,
          accountNumber: organizations.accountNumber,
          type: organizations.type,
        })
        .from(organizations)
        .where(inArray(organizations.accountNumber, numbers))
    : [];
  const orgByNumber = new Map(
    orgs.filter((o) => o.type === 'BUSINESS').map((o) => [o.accountNumber, o.accountId]),
  );
  const accountIds = [...orgByNumber.values()];
  const roleNames = [...new Set(parsed.map((r) => r.roleName).filter(Boolean))];
  const roleRows = roleNames.length
    ? await db
        .select()
        .from(roles)
        .where(
          and(
            inArray(roles.name, roleNames),
            accountIds.length
              ? or(isNull(roles.accountId), inArray(roles.accountId, accountIds))
              : isNull(roles.accountId),
          ),
        )
    : [];
  const privileges = await privilegesByRole(
    db,
    roleRows.map((r) => r.id),
  );

  const rows: Checked['rows'] = [];
  for (const r of parsed) {
    const rowProblems: string[] = [];
    if (taken.has(r.email)) rowProblems.push(`a user with email ${r.email} already exists.`);
    const accountId = orgByNumber.get(r.accountNumber);
    if (!accountId) rowProblems.push(`no customer has account number ${r.accountNumber}.`);
    let roleId: string | null = null;
    if (accountId && r.roleName) {
      const role =
        roleRows.find((x) => x.name === r.roleName && x.accountId === accountId) ??
        roleRows.find((x) => x.name === r.roleName && x.accountId === null);
      // every uploaded user is a customer of a business organisation
      const refusal =
        role &&
        roleRefusal(
          held,
          'CSR',
          { accountId, purpose: 'USER_ROLE', roleClass: 'CUSTOMER' },
          role,
          privileges.get(role.id) ?? [],
        );
      if (!role) rowProblems.push(`role ${r.roleName} does not exist for this customer.`);
      else if (refusal) rowProblems.push(`role ${r.roleName} cannot be given: ${refusal}`);
      else roleId = role.id;
    }
    for (const problem of rowProblems) reject(r.row, r.email, problem);
    // a repeated e-mail was rejected above: only its first row is created
    if (rowProblems.length === 0 && accountId && !rejected.has(r.row)) rows.push({ ...r, accountId, roleId });
  }
  problems.sort((a, b) => Number(/\d+/.exec(a)?.[0] ?? 0) - Number(/\d+/.exec(b)?.[0] ?? 0));
  return { rows, problems, rejected: [...rejected.values()].sort((a, b) => a.row - b.row) };
}

/** One row of a checked file: its problems, none when it can be created. */
export interface CheckedRow {
  row: number;
  email: string;
  problems: string[];
}

/**
 * POST /bulkUserUpload {csv, checkOnly?, skipInvalidRows?}: checks the file, then queues the creation job and
 * answers {jobId}. Any bad row refuses the whole file (400, nothing written) unless skipInvalidRows: then the good
 * rows are created and the bad ones are listed as failed, with their reasons, in the job's result file.
 * checkOnly answers every row's problems ({rows}) and writes nothing. An unreadable file is always a 400.
 */
export async function bulkUserUpload(
  ctx: RequestContext,
  body: { csv: string; checkOnly?: boolean; skipInvalidRows?: boolean },
): Promise<{ jobId: string } | { rows: CheckedRow[] }> {
  requireCsr(ctx, 'userManagement');
  const { rows, problems, rejected } = await checkBulkUpload(ctx.db, body.csv, ctx.caller.privileges);
  const fileUnreadable = problems.length > 0 && rejected.length === 0;
  if (fileUnreadable) throw badInput(problems[0]!, problems);
  if (body.checkOnly) {
    const checked: CheckedRow[] = [
      ...rows.map((r) => ({ row: r.row, email: r.email, problems: [] })),
      ...rejected.map((r) => ({ row: r.row, email: r.email, problems: r.reasons })),
    ];
    return { rows: checked.sort((a, b) => a.row - b.row) };
  }
  if (problems.length > 0 && (!body.skipInvalidRows || rows.length === 0))
    throw badInput(problems[0]!, problems);
  return queueJob(ctx, BULK_USER_UPLOAD_JOB, {
    endpoint: '/bulkUserUpload',
    // the links in the invitation e-mails point where the requester's portal is served
    body: {
      rows,
      rejected,
      actorUserId: ctx.caller.user?.id ?? null,
      publicUrl: ctx.config.publicUrl,
    },
    accountIds: [...new Set(rows.map((r) => r.accountId))],
  });
}

/** The job: one transaction per row, progress in the job row, a result CSV. */
export const bulkUserUploadJob: JobKind = {
  type: BULK_USER_UPLOAD_JOB,
  async run(env: JobEnvironment, request) {
    const rows = request.body['rows'] as Checked['rows'];
    // the rows refused by the check (skipInvalidRows): listed, in row order, among the created ones
    const rejected = ((request.body['rejected'] as RejectedRow[] | undefined) ?? []).map((r) => ({
      row: r.row,
      line: [String(r.row), csvField(r.email), csvField(`FAILED: ${r.reasons.join(' ')}`), ''].join(','),
    }));
    const actorUserId = (request.body['actorUserId'] as string | null) ?? null;
    const publicUrl = String(request.body['publicUrl'] ?? '');
    const results: { row: number; line: string }[] = [...rejected];
    const jobId = env.jobId;
    const progress = async (processed: number) => {
      if (!jobId) return; // run outside the worker (a tool): nobody polls
      await env.db
        .update(jobs)
        .set({ response: { processed, total: rows.length }, updatedAt: env.now() })
        .where(eq(jobs.jobId, jobId));
    };
    await progress(0);
    let processed = 0;
    for (const r of rows) {
      try {
        const userId = await createRowUser(env, r, actorUserId, publicUrl);
        results.push({ row: r.row, line: [String(r.row), csvField(r.email), 'CREATED', userId].join(',') });
      } catch (error) {
        const reason = isUniqueViolation(error) ? 'email already exists' : 'could not be created';
        if (!isUniqueViolation(error)) env.log.warn({ err: error, row: r.row }, 'bulk upload row failed');
        results.push({
          row: r.row,
          line: [String(r.row), csvField(r.email), `FAILED: ${reason}`, ''].join(','),
        });
      }
      processed++;
      if (processed % 100 === 0) await progress(processed);
    }
    await progress(processed);
    return {
      fileName: 'bulk-user-upload-results.csv',
      contentType: 'text/csv; charset=utf-8',
      content: `${['row,email,result,userId', ...results.sort((a, b) => a.row - b.row).map((r) => r.line)].join('\n')}\n`,
    };
  },
};

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505')
      return true;
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}

async function createRowUser(
  env: JobEnvironment,
  r: Checked['rows'][number],
  actorUserId: string | null,
  publicUrl: string,
): Promise<string> {
  const now = env.now();
  return env.db.transaction(async (tx) => {
    const [org] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.accountId, r.accountId))
      .limit(1);
    if (!org) throw new Error('organization vanished');
    const user = await insertInvitedUser(
      tx,
      org,
      {
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phoneNumber: r.phone,
        jobTitle: r.jobTitle,
      },
      now,
    );
    const roleId = await giveCompanyRole(tx, user.id, org.accountId, r.roleId);
    await queueRenderedMail(
      tx,
      r.email,
      delegatedEmail(r.email, r.firstName, delegatedLink(publicUrl, user.id, user.token)),
    );
    await tx.insert(auditLog).values({
      actorUserId,
      subjectUserId: user.id,
      action: 'CSR_BULK_USER_CREATED',
      details: { after: { email: r.email, accountId: org.accountId, roleId, row: r.row } },
      at: now,
    });
    return user.id;
  });
}
