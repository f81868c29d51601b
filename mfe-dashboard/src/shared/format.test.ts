import { downloadPageHref } from './format';

describe('downloadPageHref', () => {
  it('points the download page at the endpoint with its JSON body', () => {
    const href = downloadPageHref('/invoices/csv/search', { query: 'a b' });
    const params = new URL(href, 'http://portal.test').searchParams;
    expect(params.get('source')).toBe('integration');
    expect(params.get('endpoint')).toBe('/invoices/csv/search');
    expect(JSON.parse(params.get('body') ?? '')).toEqual({ query: 'a b' });
  });
});
