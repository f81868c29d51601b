// Turns what a user typed into a safe tsquery string: words (stemmed by the 'english' configuration in SQL) and
// part numbers (hyphens, spaces and leading zeros removed, matched as a prefix of the compact part number).
import { partNumberKey } from '@portal/rules/store';

export interface QueryToken {
  /** what goes into the tsquery: [a-z0-9]+ only */
  text: string;
  kind: 'word' | 'part';
}

const PART_LIKE = /^[0-9][0-9-]*$/;

export function tokenize(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const raw of query.toLowerCase().split(/\s+/)) {
    if (!raw) continue;
    if (PART_LIKE.test(raw) && raw.replace(/-/g, '').length >= 3) {
      tokens.push({ text: partNumberKey(raw).toLowerCase(), kind: 'part' });
      continue;
    }
    for (const piece of raw.split(/[^a-z0-9]+/)) {
      if (piece) tokens.push({ text: piece, kind: /^[0-9]+$/.test(piece) ? 'part' : 'word' });
    }
  }
  return tokens.slice(0, 12);
}

/**
 * Each token as a tsquery operand: the last one (or every one) matched as a prefix. Stored words are stemmed
 * ('operator' → 'oper', 'bearing' → 'bear'), so a typed prefix longer than the stem ('operat', 'beari') also accepts
 * its two shorter prefixes as whole lexemes: (operat:* | opera | oper). Five letters and more, so the shortest such
 * lexeme keeps three.
 */
export function termTexts(tokens: QueryToken[], prefix: 'last' | 'all'): string[] {
  return tokens.map((t, i) => {
    const isPrefix = prefix === 'all' || i === tokens.length - 1 || t.kind === 'part';
    if (!isPrefix) return t.text;
    if (t.kind === 'word' && t.text.length >= 5) {
      return `(${t.text}:* | ${t.text.slice(0, -1)} | ${t.text.slice(0, -2)})`;
    }
    return `${t.text}:*`;
  });
}

/** "seal & kit:*" — every token required (see termTexts). */
export function toTsQueryText(tokens: QueryToken[], prefix: 'last' | 'all'): string | null {
  if (tokens.length === 0) return null;
  return termTexts(tokens, prefix).join(' & ');
}

/** A term text restricted to one weight: `kit:*` → `kit:*A`, `(operat:* | oper)` → `(operat:*A | oper:A)`. */
export function withWeight(termText: string, weight: 'A' | 'B' | 'C'): string {
  return termText.replace(
    /([a-z0-9]+)(:\*)?/g,
    (_m, word: string, star?: string) => `${word}:${star ? '*' : ''}${weight}`,
  );
}

/** The query with the tokens replaced (used to show the corrected query). */
export function tokensToText(tokens: QueryToken[]): string {
  return tokens.map((t) => t.text).join(' ');
}
