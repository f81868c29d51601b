// My Fleet's typed search text (issue 38), apart from the tables so the schema module exports tables only.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/search-envelope.js';

/** serial, customer unit number, model, product line, location (city, state, place), VIN, FA serial, customer */
const SEARCHED = [
  'unitSerial',
  'customerVehicleNumber',
  'model',
  'productLine',
  'city',
  'stateProvince',
  'currentLocation',
  'chassisVin',
  'faSerial',
  'customerName',
] as const;

/** the unit separator: no typed query holds it, so a match never runs from one column into the next */
const SEPARATOR = '\u001f';

/**
 * The searched columns as one text, each (empty when null) joined by SEPARATOR. The trigram index
 * fleet_units_search_trgm_idx is on exactly this expression, so the table and the search both build it here.
 */
export function unitSearchText(columns: Record<(typeof SEARCHED)[number], AnyPgColumn>): SQL {
  return sql.join(
    SEARCHED.map((name) => sql`coalesce(${columns[name]}, '')`),
    sql.raw(` || E'\\x1f' || `),
  );
}

/**
 * The typed query (trimmed) found, case-insensitively, in any searched column: the same units as an ILIKE per
 * column, answered by one trigram index. Undefined when nothing was typed.
 */
export function unitTextMatch(
  query: string | null | undefined,
  columns: Record<(typeof SEARCHED)[number], AnyPgColumn>,
): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  // a query holding the separator would match across columns: no column holds it
  if (text.includes(SEPARATOR)) return sql`false`;
  return sql`(${unitSearchText(columns)}) ilike ${containsPattern(text)}`;
}
