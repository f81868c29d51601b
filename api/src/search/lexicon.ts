// Query words resolved against the lexicon of the serving index (search_postings): which lexemes a typed word like
// "hydrau" stands for. A document matches the word exactly when it holds one of them, so the in-memory posting index
// (posting-index.ts) can answer what `doc @@ to_tsquery(...)` would.

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
