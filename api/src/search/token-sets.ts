// One-word queries resolved against the lexeme dictionary (search_lexemes): which lexemes a query like "hydrau"
// matches, as a key into the precomputed search_token_sets (facet grouping + best matches, see maintenance.ts).
// A one-word query's match set is exactly the products having one of those lexemes, so two queries with the same
// lexeme set (e.g. "hydr", "hydrau", "hydraulic") share one precomputed row.

/** What PostgreSQL makes of one query word: `'valv':*` (prefix) or `'hydrauli'` (whole lexeme) alternatives. */
export interface NormalizedItem {
  lexeme: string;
  prefix: boolean;
}

/**
 * Parses the text form of a normalised one-word tsquery (`to_tsquery(...)::text`), e.g.
 * `'hydrau':* | 'hydra' | 'hydr'`. Returns null for anything but a disjunction of plain items (an `&`, `!`, a
 * phrase or a weight restriction makes the query more than a lexeme set), and [] for an empty query.
 */
export function parseNormalizedQuery(text: string): NormalizedItem[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const items: NormalizedItem[] = [];
  const parts = trimmed.replace(/^\(|\)$/g, '').split(' | ');
  for (const part of parts) {
    const m = /^'((?:[^']|'')+)'(:\*)?$/.exec(part.trim());
    if (!m) return null;
    items.push({ lexeme: (m[1] as string).replace(/''/g, "'"), prefix: m[2] === ':*' });
  }
  return items;
}

/** First index in the sorted array whose value is >= `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The dictionary lexemes starting with `prefix` (the dictionary sorted by code unit, as `Array#sort` does). */
export function lexemesWithPrefix(sortedLexemes: readonly string[], prefix: string): string[] {
  const out: string[] = [];
  for (let i = lowerBound(sortedLexemes, prefix); i < sortedLexemes.length; i++) {
    const lexeme = sortedLexemes[i] as string;
    if (!lexeme.startsWith(prefix)) break;
    out.push(lexeme);
  }
  return out;
}

/** The sorted, de-duplicated lexemes the items match in the dictionary. */
export function matchedLexemes(
  sortedLexemes: readonly string[],
  known: ReadonlySet<string>,
  items: readonly NormalizedItem[],
): string[] {
  const found = new Set<string>();
  for (const item of items) {
    if (item.prefix) for (const l of lexemesWithPrefix(sortedLexemes, item.lexeme)) found.add(l);
    else if (known.has(item.lexeme)) found.add(item.lexeme);
  }
  return [...found].sort();
}

export const matchKey = (lexemes: readonly string[]): string => lexemes.join(' ');

/** A tsquery (for the 'simple' configuration: the lexemes are already stemmed) matching any of the lexemes. */
export function lexemeQueryText(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replace(/'/g, "''")}'`).join(' | ');
}

/**
 * Every lexeme set a one-word query can resolve to that is worth precomputing: the lexemes under each prefix of each
 * dictionary lexeme, and each lexeme alone, keeping only sets whose match count may reach `minMatches` (the sum of
 * the lexemes' document counts bounds the union from above). Small sets are cheap to count when asked.
 */
export function tokenSetFamily(
  dictionary: readonly { lexeme: string; ndoc: number }[],
  minMatches: number,
): string[][] {
  const sorted = [...dictionary].sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
  const lexemes = sorted.map((d) => d.lexeme);
  const ndoc = new Map(sorted.map((d) => [d.lexeme, d.ndoc]));
  const sets = new Map<string, string[]>();
  const consider = (set: string[]) => {
    if (set.length === 0) return;
    const key = matchKey(set);
    if (sets.has(key)) return;
    const bound = set.reduce((t, l) => t + (ndoc.get(l) ?? 0), 0);
    if (bound >= minMatches) sets.set(key, set);
  };
  for (const lexeme of lexemes) {
    consider([lexeme]);
    for (let k = 1; k < lexeme.length; k++) consider(lexemesWithPrefix(lexemes, lexeme.slice(0, k)));
  }
  return [...sets.values()];
}
