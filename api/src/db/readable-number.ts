// Short, readable order numbers (a customer reads them over the phone): the next integer after the largest
// numeric value of a column, never below a first number. Supply orders ('SO-6100001') and training orders
// (7100001) are numbered by it, each in its own sequence.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './client.js';

export async function nextReadableNumber(
  tx: Transaction,
  sequence: { table: PgTable; column: PgColumn; first: number },
): Promise<number> {
  const { table, column, first } = sequence;
  // one number at a time per sequence (a unique index would refuse a duplicate; the lock avoids the retry)
  const lock = `portal.${getTableName(table)}.${column.name}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  const [row] = await tx
    .select({ max: sql<string | null>`max(${column}::bigint)` })
    .from(table)
    .where(sql`${column} ~ '^[0-9]{1,15}$'`);
  return Math.max(Number(row?.max ?? 0), first) + 1;
}
