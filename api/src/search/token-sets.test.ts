import {
  lexemeQueryText,
  lexemesWithPrefix,
  matchedLexemes,
  matchKey,
  parseNormalizedQuery,
  tokenSetFamily,
} from './token-sets.js';

describe('one-word query lexeme sets', () => {
  const sorted = ['hose', 'hydrant', 'hydraul', 'oper', 'opera', 'operat', 'valv', 'valve'];
  const known = new Set(sorted);

  it('parses the normalised tsquery text PostgreSQL prints', () => {
    expect(parseNormalizedQuery(`'valv':*`)).toEqual([{ lexeme: 'valv', prefix: true }]);
    expect(parseNormalizedQuery(`'hydrau':* | 'hydra' | 'hydr'`)).toEqual([
      { lexeme: 'hydrau', prefix: true },
      { lexeme: 'hydra', prefix: false },
      { lexeme: 'hydr', prefix: false },
    ]);
    expect(parseNormalizedQuery('')).toEqual([]);
    // anything that is not a plain disjunction is not a lexeme set
    expect(parseNormalizedQuery(`'seal' & 'kit':*`)).toBeNull();
    expect(parseNormalizedQuery(`'valv':*A`)).toBeNull();
    expect(parseNormalizedQuery(`!'valv'`)).toBeNull();
  });

  it('resolves prefixes and whole lexemes against the dictionary', () => {
    expect(lexemesWithPrefix(sorted, 'hyd')).toEqual(['hydrant', 'hydraul']);
    expect(lexemesWithPrefix(sorted, 'hydrau')).toEqual(['hydraul']);
    expect(lexemesWithPrefix(sorted, 'zz')).toEqual([]);
    expect(
      matchedLexemes(sorted, known, [
        { lexeme: 'operat', prefix: true },
        { lexeme: 'opera', prefix: false },
        { lexeme: 'oper', prefix: false },
      ]),
    ).toEqual(['oper', 'opera', 'operat']);
    // a whole-lexeme item only matches that lexeme, not the ones it prefixes
    expect(matchedLexemes(sorted, known, [{ lexeme: 'valv', prefix: false }])).toEqual(['valv']);
    expect(matchedLexemes(sorted, known, [{ lexeme: 'valv', prefix: true }])).toEqual(['valv', 'valve']);
  });

  it('enumerates the prefix family above the size threshold, one key per distinct set', () => {
    const dictionary = sorted.map((lexeme) => ({ lexeme, ndoc: lexeme.startsWith('h') ? 50 : 5 }));
    const family = tokenSetFamily(dictionary, 0).map(matchKey);
    expect(new Set(family).size).toBe(family.length);
    expect(family).toEqual(
      expect.arrayContaining(['hydrant hydraul', 'hose hydrant hydraul', 'valv valve', 'valv']),
    );
    // every prefix of every lexeme resolves to a key in the family
    for (const lexeme of sorted)
      for (let k = 1; k <= lexeme.length; k++)
        expect(family).toContain(matchKey(lexemesWithPrefix(sorted, lexeme.slice(0, k))));
    const big = tokenSetFamily(dictionary, 40).map(matchKey);
    expect(big).toContain('hydraul');
    expect(big).not.toContain('valv valve');
    expect(lexemeQueryText(['valv', "o'k"])).toBe(`'valv' | 'o''k'`);
  });
});
