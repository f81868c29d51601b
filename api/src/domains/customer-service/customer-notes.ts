// Agents' notes on customers (issue 41): an agent writes what a call was about; the customer screen lists the
// notes newest first with their author and time. Adding one is audited like every customer-service write.
import { desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import { customerNotes, users } from '../../db/schema.js';
import { notFound } from '../../errors/api-error.js';
import { recordAudit } from '../../audit/audit-log.js';
import { str, uuidField, validate } from '../../shared/validation.js';
import { requireCsr } from './csr-access.js';
import type { CustomerNote } from './types.js';

/** A note is a call's summary, not a document. */
export const NOTE_MAX_LENGTH = 2000;
/** The screen shows the latest notes; older ones are kept. */
const NOTES_LISTED = 100;

const userIdSchema = yup.object({ userId: uuidField('userId').required('userId is required.') });
const addSchema = userIdSchema.shape({
  text: str('Note')
    .trim()
    .required('Note is required.')
    .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters.`),
});

/** Refuses an unknown customer (404): a note or a screen's part is about someone who exists. */
export async function requireCustomer(db: Executor, userId: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('The user does not exist.');
}

const toNote = (row: typeof customerNotes.$inferSelect): CustomerNote => ({
  id: row.id,
  text: row.text,
  authorName: row.authorName,
  at: row.at.toISOString(),
});

/** customerNotes(userId): the notes on a customer, newest first (CSR + CSR_User_Management). */
export async function listCustomerNotes(
  ctx: RequestContext,
  input: { userId: string },
): Promise<CustomerNote[]> {
  requireCsr(ctx, 'userManagement');
  const { userId } = validate(userIdSchema, input);
  await requireCustomer(ctx.db, userId);
  const rows = await ctx.db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.at), desc(customerNotes.id))
    .limit(NOTES_LISTED);
  return rows.map(toNote);
}

/** addCustomerNote(userId, text): the agent's note on a customer, with an audit row in the same transaction. */
export async function addCustomerNote(
  ctx: RequestContext,
  input: { userId: string; text: string },
): Promise<CustomerNote> {
  const agent = requireCsr(ctx, 'userManagement');
  const args = validate(addSchema, input);
  return ctx.db.transaction(async (tx) => {
    await requireCustomer(tx, args.userId);
    const [row] = await tx
      .insert(customerNotes)
      .values({
        userId: args.userId,
        authorUserId: agent.id,
        authorName: `${agent.firstName} ${agent.lastName}`,
        text: args.text,
        at: ctx.now(),
      })
      .returning();
    await recordAudit(ctx, tx, {
      action: 'CSR_ADD_CUSTOMER_NOTE',
      subjectUserId: args.userId,
      after: { text: args.text },
      details: { noteId: row!.id },
    });
    return toNote(row!);
  });
}
