import { formatDate, formatDateTime, formatMoney } from './display-format';

describe('formatDate: MM/dd/yyyy, the date as written', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-03-07', '03/07/2026'],
    ['2026-11-25T08:00:00.000Z', '11/25/2026'],
    ['2026-12-31T23:30:00-05:00', '12/31/2026'],
    // absent: nothing; no date: the text itself
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['pending', 'pending'],
  ])('%p → %p', (value, shown) => expect(formatDate(value)).toBe(shown));
});

describe('formatDateTime: MM/dd/yyyy HH:mm UTC', () => {
  it.each<[string | null, string]>([
    ['2026-03-07T09:05:59.000Z', '03/07/2026 09:05 UTC'],
    ['2026-12-31T23:30:00-05:00', '01/01/2027 04:30 UTC'],
    ['not a date', ''],
    [null, ''],
  ])('%p → %p', (value, shown) => expect(formatDateTime(value)).toBe(shown));
});

describe('formatMoney: CAD$ for CAD (not Intl’s CA$), $ for USD', () => {
  it.each<[number | string | null | undefined, string | undefined, string]>([
    [1234.5, 'CAD', 'CAD$1,234.50'],
    [-3, 'CAD', '-CAD$3.00'],
    [1234.5, 'USD', '$1,234.50'],
    ['12.5', undefined, '$12.50'],
    [null, 'USD', ''],
    [undefined, undefined, ''],
  ])('%p %p → %p', (amount, currency, shown) => expect(formatMoney(amount, currency)).toBe(shown));
});
