// Fast multi-row inserts for the seed: each batch is sent as ONE JSON parameter and expanded server-side with
// json_populate_recordset, which is much cheaper than thousands of bind parameters (on PGlite especially).
import { getTableColumns, getTableName, is, SQL, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

export const BATCH_SIZE = 1000;

/**
 * Insert `rows` in batches of `BATCH_SIZE`. Columns are the union of the rows' keys; a missing (undefined) value
 * takes the column's default (static defaults are filled in here, SQL defaults such as now() through coalesce).
 * Generated columns are never written.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  batchSize = BATCH_SIZE,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keySet = new Set<string>();
  for (const row of rows) for (const k of Object.keys(row as object)) keySet.add(k);
  const keys = [...keySet].filter((k) => k in columns && !columns[k]?.generated);
  const cols = keys.map((k) => columns[k] as PgColumn);
  const tableName = getTableName(table);
  const insertList = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  const selectList = sql.join(
    cols.map((c) =>
      is(c.default, SQL) ? sql`coalesce(${sql.identifier(c.name)}, ${c.default})` : sql.identifier(c.name),
    ),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const payload = JSON.stringify(
      batch.map((row) => {
        const out: Record<string, unknown> = {};
        const source = row as Record<string, unknown>;
        for (let i = 0; i < keys.length; i++) {
          const column = cols[i] as PgColumn;
          let value = source[keys[i] as string];
          if (value === undefined && column.hasDefault && !is(column.default, SQL)) value = column.default;
          out[column.name] = value ?? null;
        }
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${sql.identifier(tableName)} (${insertList}) select ${selectList} from json_populate_recordset(null::${sql.identifier(tableName)}, ${payload}::json)`,
    );
  }
}
