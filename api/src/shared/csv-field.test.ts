import { csvField } from './csv-field.js';

describe('csvField', () => {
  it('leaves plain text alone and writes nothing for a missing value', () => {
    expect(csvField('Bucket truck 42')).toBe('Bucket truck 42');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Keller, Avery')).toBe('"Keller, Avery"');
    expect(csvField('the "big" one')).toBe('"the ""big"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins a list with spaces', () => {
    expect(csvField(['ADMIN', 'VIEWER'])).toBe('ADMIN VIEWER');
  });
});
