import { termTexts, tokenize, toTsQueryText, withWeight } from './query.js';

describe('query text', () => {
  it('makes words and part numbers into tokens', () => {
    expect(tokenize('Seal-Kit  0123-456 o-ring')).toEqual([
      { text: 'seal', kind: 'word' },
      { text: 'kit', kind: 'word' },
      { text: '123456', kind: 'part' },
      { text: 'o', kind: 'word' },
      { text: 'ring', kind: 'word' },
    ]);
  });

  it('matches the last word as a prefix, accepting stems shorter than what was typed', () => {
    expect(termTexts(tokenize('seal kit'), 'last')).toEqual(['seal', 'kit:*']);
    // 'bearing' is stored as 'bear': "beari" must still find it
    expect(termTexts(tokenize('beari'), 'last')).toEqual(['(beari:* | bear | bea)']);
    expect(termTexts(tokenize('hydraulic oper'), 'all')).toEqual([
      '(hydraulic:* | hydrauli | hydraul)',
      'oper:*',
    ]);
    expect(toTsQueryText(tokenize('seal kit'), 'last')).toBe('seal & kit:*');
    expect(toTsQueryText([], 'last')).toBeNull();
  });

  it('restricts every operand of a term to one weight', () => {
    expect(withWeight('seal', 'A')).toBe('seal:A');
    expect(withWeight('kit:*', 'B')).toBe('kit:*B');
    expect(withWeight('(beari:* | bear | bea)', 'C')).toBe('(beari:*C | bear:C | bea:C)');
  });
});
