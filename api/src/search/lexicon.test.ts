import { lexemesWithPrefix, matchedLexemes, parseNormalizedQuery } from './lexicon.js';

describe('query words resolved against the lexicon', () => {
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
});
