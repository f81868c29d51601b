import { downloadPageHref, unitLocation } from './format';

describe('downloadPageHref', () => {
  it('points the download page at the endpoint with its JSON body', () => {
    const href = downloadPageHref('/invoices/csv/search', { query: 'a b' });
    const params = new URL(href, 'http://portal.test').searchParams;
    expect(params.get('source')).toBe('integration');
    expect(params.get('endpoint')).toBe('/invoices/csv/search');
    expect(JSON.parse(params.get('body') ?? '')).toEqual({ query: 'a b' });
  });
});

describe('unitLocation', () => {
  it('names a place once when the reported location is the unit’s city and state', () => {
    expect(unitLocation({ currentLocation: 'Omaha, NE', city: 'Omaha', stateProvince: 'NE' })).toBe(
      'Omaha, NE',
    );
    expect(unitLocation({ currentLocation: 'omaha, ne ', city: 'Omaha', stateProvince: 'NE' })).toBe(
      'omaha, ne',
    );
  });

  it('adds the city and state to a reported place that does not name them', () => {
    expect(unitLocation({ currentLocation: 'North Yard', city: 'Omaha', stateProvince: 'NE' })).toBe(
      'North Yard, Omaha, NE',
    );
  });

  it('reads whichever part is known', () => {
    expect(unitLocation({ currentLocation: null, city: 'Omaha', stateProvince: 'NE' })).toBe('Omaha, NE');
    expect(unitLocation({ currentLocation: null, city: null, stateProvince: 'NE' })).toBe('NE');
    expect(unitLocation({ currentLocation: 'North Yard', city: null, stateProvince: null })).toBe(
      'North Yard',
    );
    expect(unitLocation({ currentLocation: null, city: null, stateProvince: null })).toBe('');
  });
});
