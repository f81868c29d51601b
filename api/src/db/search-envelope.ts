// The search envelope every list endpoint shares (spec 3: query, sortOptions, filterOptions): the typed text as a
// LIKE pattern with its wildcards escaped, matched against any of the listed columns, and the caller's sort options
// turned into ORDER BY terms over the columns the endpoint lets it sort by. One copy, so a fix to the escaping
// reaches every search.
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** `text` with LIKE's wildcards (`%`, `_`) and its escape (`\`) escaped, so they match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern that finds `text` anywhere in a value. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * The typed query (trimmed) found, case-insensitively, in any of `columns`; undefined when nothing was typed, so
 * the caller adds no condition.
 */
export function textMatch(
  query: string | null | undefined,
  columns: readonly [AnyColumn | SQL, ...(AnyColumn | SQL)[]],
): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface SortOption {
  fieldName: string;
  direction?: string | null;
}

/**
 * ORDER BY terms for the caller's sort options, over the columns the endpoint sorts by (a field outside `columns`
 * has been refused by the endpoint's schema before this runs; here it is passed over).
 */
export function sortOrder(
  sortOptions: readonly SortOption[] | null | undefined,
  columns: Readonly<Record<string, AnyColumn | SQL>>,
): SQL[] {
  return (sortOptions ?? []).flatMap((s) => {
    const column = Object.hasOwn(columns, s.fieldName) ? columns[s.fieldName] : undefined;
    if (!column) return [];
    return [s.direction === 'DESC' ? desc(column) : asc(column)];
  });
}

/**
 * A record's latest rows (a customer's recent orders, sign-ins…): newest `at` first, ties by `id` newest first so
 * the list is the same on every call, at most `limit`. Takes the query with `.$dynamic()`.
 */
export function newestFirst<Q extends PgSelect>(query: Q, at: AnyColumn, id: AnyColumn, limit: number) {
  return query.orderBy(desc(at), desc(id)).limit(limit);
}
