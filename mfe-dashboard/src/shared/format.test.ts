import { downloadPageHref, formatDate } from './format';

describe('formatDate', () => {
  it('shows dates as MM/dd/yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-11-25T08:00:00.000Z')).toBe('11/25/2026');
    expect(formatDate(null)).toBe('');
  });
});

describe('downloadPageHref', () => {
  it('points the download page at the endpoint with its JSON body', () => {
    const href = downloadPageHref('/invoices/csv/search', { query: 'a b' });
    const params = new URL(href, 'http://portal.test').searchParams;
    expect(params.get('source')).toBe('integration');
    expect(params.get('endpoint')).toBe('/invoices/csv/search');
    expect(JSON.parse(params.get('body') ?? '')).toEqual({ query: 'a b' });
  });
});
