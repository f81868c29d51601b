// The invoice seed option (issue 14's bench: invoice search at 200,000 invoices): tops the invoices up to a total
// with generated ones of one organisation — by default the seeded B2B administrator's (Keystone Electric), so that
// user's invoice search runs over all of them, the worst case. Made in SQL in batches (no rows in memory);
// deterministic and idempotent: a second call with the same total adds nothing.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { queryRows } from '../db/client.js';

export const INVOICE_SCALE_USER_EMAIL = 'admin@keystone-electric.example';
/** generated invoices are numbered BI-1, BI-2…; their trx numbers 50 000 001… (the world's start at 4 400 001) */
const ID_PREFIX = 'BI-';
const FIRST_TRX_NUMBER = 50_000_000;
const BATCH = 20_000;

export interface InvoiceScaleResult {
  accountId: string;
  /** invoices in the database afterwards */
  total: number;
  added: number;
}

/** Adds generated invoices (one line each) until the database holds at least `total` invoices. */
export async function seedInvoiceScale(
  db: Executor,
  total: number,
  options: { accountId?: string; onProgress?: (message: string) => void } = {},
): Promise<InvoiceScaleResult> {
  if (!Number.isInteger(total) || total < 0 || total > 5_000_000)
    throw new Error(`the invoice total must be a whole number up to 5000000, not ${total}`);
  const accountId = options.accountId ?? (await adminAccount(db));
  const [counts] = await queryRows<{ all: number; generated: number }>(
    db,
    sql`select count(*)::int as all,
      count(*) filter (where invoice_id like ${`${ID_PREFIX}%`})::int as generated from invoices`,
  );
  const missing = Math.max(0, total - (counts?.all ?? 0));
  const from = (counts?.generated ?? 0) + 1;
  const to = from + missing - 1;
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    // spread over five years, a quarter OTHER (B2B_View_All_Invoices only), statuses and amounts cycled
    await db.execute(sql`insert into invoices (invoice_id, customer_trx_id, trx_number, title, account_id, trx_type,
        status, invoice_category, invoice_date, due_date, currency, amount, balance_due, customer_po,
        bill_to_address_id, ship_to_address_id)
      select ${ID_PREFIX} || i, 'BT-' || i, (${FIRST_TRX_NUMBER} + i)::text, 'Invoice ' || (${FIRST_TRX_NUMBER} + i),
        ${accountId}, case when i % 20 = 0 then 'CM' else 'INV' end,
        (array['OPEN','PAID','PAID','PAST_DUE','DISPUTED'])[1 + i % 5],
        case when i % 4 = 0 then 'OTHER' else 'DEFAULT' end,
        date '2021-01-01' + (i % 1800), date '2021-01-31' + (i % 1800), 'USD',
        ((i * 7919) % 500000) / 100.0 + 10,
        case when i % 5 in (1, 2) then 0 else ((i * 7919) % 500000) / 100.0 + 10 end,
        'PO-' || (i % 9973),
        (select address_id from addresses where account_id = ${accountId} order by address_id limit 1),
        (select address_id from addresses where account_id = ${accountId} order by address_id desc limit 1)
      from generate_series(${start}::int, ${end}::int) i`);
    await db.execute(sql`insert into invoice_lines (invoice_id, line_number, part_number, description, quantity,
        unit_price, amount)
      select ${ID_PREFIX} || i, 1, null, 'Replacement parts and service', 1,
        ((i * 7919) % 500000) / 100.0 + 10, ((i * 7919) % 500000) / 100.0 + 10
      from generate_series(${start}::int, ${end}::int) i`);
    options.onProgress?.(`invoices: ${end - from + 1} of ${missing} generated`);
  }
  return { accountId, total: (counts?.all ?? 0) + missing, added: missing };
}

async function adminAccount(db: Executor): Promise<string> {
  const [row] = await queryRows<{ accountId: string | null }>(
    db,
    sql`select account_id as "accountId" from users where email = ${INVOICE_SCALE_USER_EMAIL}`,
  );
  if (!row?.accountId) throw new Error(`${INVOICE_SCALE_USER_EMAIL} is not seeded: seed the world first`);
  return row.accountId;
}
