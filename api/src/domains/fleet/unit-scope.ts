// Which fleet units a caller may see: a unit belongs to an account, or is shared with it (custAcctIds). Shared by
// the fleet, groups, notices, warranty, service-request and telematics services.
import { inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { fleetUnits } from '../../db/schema.js';

/** Units owned by or shared with one of the accounts. */
export function unitInAccounts(accountIds: readonly string[]): SQL {
  return or(
    inArray(fleetUnits.accountId, [...accountIds]),
    sql`${fleetUnits.custAcctIds} && ${sql.param([...accountIds])}::text[]`,
  )!;
}

/** The same test on a loaded unit row. */
export function unitVisibleTo(
  unit: { accountId: string; custAcctIds: readonly string[] },
  accountIds: Iterable<string>,
): boolean {
  const ids = new Set(accountIds);
  return ids.has(unit.accountId) || unit.custAcctIds.some((id) => ids.has(id));
}
