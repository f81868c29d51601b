import { createHarness, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';

describe('open GraphQL (no token)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const CHECK = `query($email: String!) { checkEmail(email: $email) {
    result customerNumber customerName customerId customerPartyId } }`;

  it('checkEmail: ACCEPTED with the customer of an allowed domain', async () => {
    const body = (await h.openGraphql(CHECK, { email: 'new.person@ALPHA.example' })).json();
    expect(body.data.checkEmail).toEqual({
      result: 'ACCEPTED',
      customerNumber: 'NT-ALPHA',
      customerName: 'Alpha Utilities',
      customerId: 'T-ALPHA',
      customerPartyId: 'PTY-T-ALPHA',
    });
  });

  it('checkEmail: DECLINED, ABSENT and DUPLICATE', async () => {
    const declined = (await h.openGraphql(CHECK, { email: 'a@competitor.example' })).json().data.checkEmail;
    expect(declined).toMatchObject({ result: 'DECLINED', customerName: 'Competitor Inc', customerId: null });
    const absent = (await h.openGraphql(CHECK, { email: 'a@unknown.example' })).json().data.checkEmail;
    expect(absent).toEqual({
      result: 'ABSENT',
      customerNumber: null,
      customerName: null,
      customerId: null,
      customerPartyId: null,
    });
    const duplicate = (await h.openGraphql(CHECK, { email: USERS.bob.email.toUpperCase() })).json().data
      .checkEmail;
    expect(duplicate.result).toBe('DUPLICATE');
  });

  it('checkEmail: rejects a malformed or oversized address with the spec’s message', async () => {
    const bad = (await h.openGraphql(CHECK, { email: 'not-an-email' })).json();
    expect(bad.errors[0].message).toBe('Email address must be a correct format.');
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const long = (await h.openGraphql(CHECK, { email: `${'a'.repeat(250)}@x.example` })).json();
    expect(long.errors[0].message).toBe('Email address must be at most 254 characters.');
  });

  it('getBanners: only banners whose window contains now', async () => {
    const body = (await h.openGraphql('{ getBanners { id type message startDateTime endDateTime } }')).json();
    expect(body.data.getBanners).toHaveLength(1);
    expect(body.data.getBanners[0]).toMatchObject({ type: 'info', message: 'Active banner' });
  });

  const ITEMS = `query($partNumbers: [String!]!, $locale: Locale) {
    unauthenticatedItemDetail(partNumbers: $partNumbers, locale: $locale) {
      id partNumber productDisplayName isPurchasable quantityOnHand availabilityMessage displayPrice currency
      unitOfMeasure productUrl customerPartNumber imageUrl } }`;

  it('unauthenticatedItemDetail: prices by locale, availability texts, purchasability', async () => {
    const us = (
      await h.openGraphql(ITEMS, { partNumbers: ['100-0001', '1000002', '100-0003', 'NOPE-1'] })
    ).json().data.unauthenticatedItemDetail;
    expect(us.map((i: { partNumber: string }) => i.partNumber)).toEqual(['100-0001', '100-0002', '100-0003']);
    expect(us[0]).toMatchObject({
      displayPrice: 42.5,
      currency: 'USD',
      isPurchasable: true,
      availabilityMessage: 'Available, expect to ship within 1 business day.',
      unitOfMeasure: 'each',
      productUrl: '/pages/store/product-detail/100-0001/100-0001',
      customerPartNumber: null,
    });
    expect(us[1].availabilityMessage).toBe('Call 1-877-GO ALTURA, Option 1 for estimated shipment date.');
    expect(us[2]).toMatchObject({ isPurchasable: false, displayPrice: null });
    const ca = (await h.openGraphql(ITEMS, { partNumbers: ['100-0001', '100-0002'], locale: 'en_CA' })).json()
      .data.unauthenticatedItemDetail;
    expect(ca[0]).toMatchObject({ displayPrice: 57.25, currency: 'CAD' });
    expect(ca[1]).toMatchObject({ displayPrice: null, isPurchasable: false });
  });

  it('unauthenticatedItemDetail: validates part numbers and locale', async () => {
    const empty = (await h.openGraphql(ITEMS, { partNumbers: [] })).json();
    expect(empty.errors[0].message).toBe('At least one part number is required.');
    const many = (
      await h.openGraphql(ITEMS, { partNumbers: Array.from({ length: 101 }, (_, i) => `P-${i}`) })
    ).json();
    expect(many.errors[0].message).toBe('At most 100 part numbers can be requested at once.');
    const weird = (await h.openGraphql(ITEMS, { partNumbers: ['<script>'] })).json();
    expect(weird.errors[0].message).toBe('Part number contains invalid characters.');
    const locale = (await h.openGraphql(ITEMS, { partNumbers: ['100-0001'], locale: 'fr_FR' })).json();
    expect(locale.errors[0].message).toMatch(/Locale/);
  });

  it('getPrices: list prices with quantity 1 by default', async () => {
    const body = (
      await h.openGraphql(
        `query($items: [PriceRequestItem!]!, $locale: Locale) { getPrices(items: $items, locale: $locale) {
          partNumber price quantity currency } }`,
        { items: [{ partNumber: '100-0001' }, { partNumber: '100-0003', quantity: 2 }], locale: 'en_US' },
      )
    ).json();
    expect(body.data.getPrices).toEqual([
      { partNumber: '100-0001', price: 42.5, quantity: 1, currency: 'USD' },
      { partNumber: '100-0003', price: null, quantity: 2, currency: 'USD' },
    ]);
    const bad = (
      await h.openGraphql(`query { getPrices(items: [{ partNumber: "100-0001", quantity: 0 }]) { price } }`)
    ).json();
    expect(bad.errors[0].message).toBe('Quantity must be at least 1.');
  });

  it('does not expose the authenticated operations', async () => {
    const body = (await h.openGraphql('{ getDetailedProfile { email } }')).json();
    expect(body.errors[0].message).toMatch(/Cannot query field "getDetailedProfile"/);
  });
});

describe('product search on open GraphQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const SEARCH = `query($input: ProductSearchInput!, $locale: Locale) { searchProducts(input: $input, locale: $locale) {
    totalHits page size totalPages correctedQuery
    hits { partNumber displayName brand price currency inStock categories }
    facets { brands { value count } categories { value name level count } } } }`;

  it('finds products by words and part number, with facets and locale prices', async () => {
    const body = (await h.openGraphql(SEARCH, { input: { query: 'hydraulic filter' } })).json();
    expect(body.errors).toBeUndefined();
    const result = body.data.searchProducts;
    expect(result.totalHits).toBe(1);
    expect(result.hits[0]).toMatchObject({
      partNumber: '100-0001',
      price: 42.5,
      currency: 'USD',
      inStock: true,
    });
    expect(result.hits[0].categories[0]).toBe('Aerial Devices');
    expect(result.hits[0].categories).toHaveLength(5);
    expect(result.facets.brands).toEqual([{ value: 'Altura', count: 1 }]);
    expect(result.facets.categories).toContainEqual({
      value: 'Aerial Devices',
      name: 'Aerial Devices',
      level: 0,
      count: 1,
    });
    const ca = (await h.openGraphql(SEARCH, { input: { query: '100-0001' }, locale: 'en_CA' })).json();
    expect(ca.data.searchProducts.hits[0]).toMatchObject({
      partNumber: '100-0001',
      price: 57.25,
      currency: 'CAD',
    });
  });

  it('validates the search input', async () => {
    const big = (await h.openGraphql(SEARCH, { input: { query: 'x', size: 1000 } })).json();
    expect(big.errors[0].message).toBe('size must be at most 100.');
    const none = (await h.openGraphql(SEARCH, { input: { query: 'x', size: 0 } })).json();
    expect(none.errors[0].message).toBe('size must be at least 1.');
    const before = (await h.openGraphql(SEARCH, { input: { query: 'x', page: -1 } })).json();
    expect(before.errors[0].message).toBe('page starts at 0.');
    const far = (await h.openGraphql(SEARCH, { input: { query: 'x', page: 1001 } })).json();
    expect(far.errors[0].message).toBe('page must be at most 1000.');
    const long = (await h.openGraphql(SEARCH, { input: { query: 'x'.repeat(201) } })).json();
    expect(long.errors[0].message).toBe('query must be at most 200 characters.');
    const sort = (await h.openGraphql(SEARCH, { input: { sort: 'CHEAPEST' } })).json();
    expect(sort.errors[0].message).toMatch(/ProductSort/);
  });

  it('autocompletes from 3 characters with products, categories and brands', async () => {
    const AUTO = `query($q: String!) { autocomplete(query: $q) {
      products { partNumber displayName } categories { value count } brands { value count } } }`;
    const short = (await h.openGraphql(AUTO, { q: 'hy' })).json().data.autocomplete;
    expect(short).toEqual({ products: [], categories: [], brands: [] });
    const auto = (await h.openGraphql(AUTO, { q: 'hydr' })).json().data.autocomplete;
    expect(auto.products).toEqual([{ partNumber: '100-0001', displayName: 'Hydraulic Filter Element' }]);
    expect(auto.products.length).toBeLessThanOrEqual(5);
  });

  it('looks a part up by number with or without the hyphen', async () => {
    const LOOKUP = `query($p: String!) { partLookup(partNumber: $p) { partNumber price } }`;
    for (const p of ['100-0001', '1000001']) {
      const hits = (await h.openGraphql(LOOKUP, { p })).json().data.partLookup;
      expect(hits).toEqual([{ partNumber: '100-0001', price: 42.5 }]);
    }
    const bad = (await h.openGraphql(LOOKUP, { p: '' })).json();
    expect(bad.errors[0].message).toBe('Part number is required.');
  });
});
