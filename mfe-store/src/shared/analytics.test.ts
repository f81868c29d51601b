import {
  analyticsItem,
  analyticsPrice,
  clearRecordedSearchHits,
  ecommerceEvent,
  recordSearchHits,
  searchAddToCartEvent,
  trackAddToCart,
  trackAddToWishlist,
} from './analytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
  clearRecordedSearchHits();
});

describe('analyticsPrice (spec 5)', () => {
  it('strips characters other than digits and dot and converts to a number', () => {
    expect(analyticsPrice('CAD$1,234.50')).toBe(1234.5);
    expect(analyticsPrice('$19.99')).toBe(19.99);
    expect(analyticsPrice(7.25)).toBe(7.25);
  });

  it('is omitted when nothing is left', () => {
    expect(analyticsPrice('')).toBeUndefined();
    expect(analyticsPrice('Call for price')).toBeUndefined();
    expect(analyticsPrice(null)).toBeUndefined();
    expect(analyticsPrice(undefined)).toBeUndefined();
  });
});

describe('analyticsItem', () => {
  it('names item_id, item_name, quantity, price and customerPartNumber', () => {
    expect(
      analyticsItem({
        partNumber: '100-0001',
        name: 'Boom tip cover',
        quantity: 2,
        price: '$5.00',
        customerPartNumber: 'KE-77',
      }),
    ).toEqual({
      item_id: '100-0001',
      item_name: 'Boom tip cover',
      quantity: 2,
      price: 5,
      customerPartNumber: 'KE-77',
    });
  });

  it('omits an empty customer part number and an empty price', () => {
    const item = analyticsItem({
      partNumber: 'P',
      name: 'N',
      quantity: 1,
      price: '',
      customerPartNumber: '  ',
    });
    expect(item).toEqual({ item_id: 'P', item_name: 'N', quantity: 1 });
    expect('price' in item).toBe(false);
    expect('customerPartNumber' in item).toBe(false);
  });
});

describe('ecommerceEvent', () => {
  it('add_to_cart carries currency, value (price × quantity of priced items) and the items', () => {
    const event = ecommerceEvent('add_to_cart', 'USD', [
      { partNumber: 'A', name: 'a', quantity: 3, price: 0.1 },
      { partNumber: 'B', name: 'b', quantity: 1, price: null },
    ]);
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 0.3,
        items: [
          { item_id: 'A', item_name: 'a', quantity: 3, price: 0.1 },
          { item_id: 'B', item_name: 'b', quantity: 1 },
        ],
      },
    });
  });
});

describe('search-analytics add-to-cart', () => {
  it('is emitted with the query id only when the part was among the last search hits', () => {
    const hits = { queryId: 'q-42', partNumbers: ['X', 'A', 'Y'] };
    expect(searchAddToCartEvent(['A'], hits)).toEqual({
      event: 'search_add_to_cart',
      queryId: 'q-42',
      objectIds: ['A'],
      positions: [2],
    });
    expect(searchAddToCartEvent(['Z'], hits)).toBeNull();
    expect(searchAddToCartEvent(['A'], null)).toBeNull();
  });

  it('trackAddToCart pushes add_to_cart, and the search event for a recorded hit', () => {
    trackAddToCart('USD', [{ partNumber: 'Z', name: 'z', quantity: 1, price: 1 }]);
    let layer = (window as DataLayerWindow).dataLayer ?? [];
    expect(layer.filter((e) => (e as { event?: string }).event === 'search_add_to_cart')).toHaveLength(0);

    recordSearchHits({ queryId: 'q-1', partNumbers: ['A'] });
    trackAddToCart('CAD', [{ partNumber: 'A', name: 'a', quantity: 1, price: 'CAD$2.00' }]);
    layer = (window as DataLayerWindow).dataLayer ?? [];
    const events = layer.map((e) => (e as { event?: string }).event).filter(Boolean);
    expect(events).toEqual(['add_to_cart', 'add_to_cart', 'search_add_to_cart']);
    expect(layer.at(-1)).toMatchObject({ queryId: 'q-1', objectIds: ['A'] });
  });

  it('remembers the hits for the tab (a product page opened as a new page load)', () => {
    recordSearchHits({ queryId: 'q-7', partNumbers: ['B'] });
    expect(JSON.parse(window.sessionStorage.getItem('store.lastSearchHits') ?? 'null')).toEqual({
      queryId: 'q-7',
      partNumbers: ['B'],
    });
  });
});

describe('add_to_wishlist', () => {
  it('is pushed for lists', () => {
    trackAddToWishlist('USD', [{ partNumber: 'A', name: 'a', quantity: 2, price: 3 }]);
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: { value: 6, items: [{ item_id: 'A', quantity: 2, price: 3 }] },
    });
  });
});
