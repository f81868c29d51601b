import { formatDate, formatDateTime, formatMoney } from './display-format';

describe('formatDate', () => {
  it('shows a date or an ISO timestamp as MM/dd/yyyy, the date as written', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-11-25T08:00:00.000Z')).toBe('11/25/2026');
    expect(formatDate('2026-12-31T23:30:00-05:00')).toBe('12/31/2026');
  });
  it('shows nothing when absent and the text itself when it is no date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('pending')).toBe('pending');
  });
});

describe('formatDateTime', () => {
  it('shows a moment as MM/dd/yyyy HH:mm UTC', () => {
    expect(formatDateTime('2026-03-07T09:05:59.000Z')).toBe('03/07/2026 09:05 UTC');
    expect(formatDateTime('2026-12-31T23:30:00-05:00')).toBe('01/01/2027 04:30 UTC');
  });
  it('shows nothing for no date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('prefixes CAD$ for CAD (not Intl’s CA$) and $ for USD', () => {
    expect(formatMoney(1234.5, 'CAD')).toBe('CAD$1,234.50');
    expect(formatMoney(-3, 'CAD')).toBe('-CAD$3.00');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('12.5')).toBe('$12.50');
  });
  it('shows nothing without an amount', () => {
    expect(formatMoney(null, 'USD')).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});
