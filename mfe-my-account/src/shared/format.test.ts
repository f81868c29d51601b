import { errorMessage, formatDate, formatMoney } from './format';

describe('My Account formats', () => {
  it('shows dates as MM/dd/yyyy', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('03/07/2026');
    expect(formatDate(null)).toBe('');
  });

  it('shows prices in the caller currency', () => {
    // spec 3: prices prefixed CAD$ for en_CA
    expect(formatMoney(1234.5, 'CAD')).toBe('CAD$1,234.50');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(null)).toBe('');
  });

  it('keeps the API message and hides transport failures', () => {
    expect(errorMessage(new Error('A shopping list with this name already exists.'), 'x')).toBe(
      'A shopping list with this name already exists.',
    );
    expect(errorMessage(new Error('Request to /api/graphql failed with status 500'), 'Try again.')).toBe(
      'Try again.',
    );
  });
});
