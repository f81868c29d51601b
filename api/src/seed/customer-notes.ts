// Notes customer service wrote on calls (issue 41), so the customer screen's Notes tab has something to show on a
// fresh start: csr.agent's notes on Pat Morgan's calls, dated back from the run day.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';

const NOTES: readonly { daysAgo: number; text: string }[] = [
  { daysAgo: 21, text: 'Called about a late shipment; gave the tracking link for the second carton.' },
  { daysAgo: 6, text: 'Asked how to add a text-enabled phone; walked through Notification Settings.' },
];

/** Inserts the notes; answers how many were written (none when either user is absent from this seed). */
export async function seedCustomerNotes(tx: Executor, baseDate: Date): Promise<number> {
  let written = 0;
  for (const note of NOTES) {
    const at = new Date(baseDate.getTime() - note.daysAgo * 86_400_000 + 15 * 3_600_000);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into customer_notes (user_id, author_user_id, author_name, text, at)
      select customer.id, agent.id, agent.first_name || ' ' || agent.last_name, ${note.text}, ${at.toISOString()}::timestamptz
      from users customer, users agent
      where customer.email = 'pat.morgan@mailbox.example' and agent.email = 'csr.agent@aerialco.example'
      returning id`,
    );
    written += rows.length;
  }
  return written;
}
