// The store's catalogue additions on both endpoints: the category tree and brands with online product counts,
// the store home's featured content, and CommerceItem.showOnline / orderable / brand.
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';

const CATEGORIES = '{ categories { id parentId name level path imageUrl productCount } }';
const BRANDS = '{ brands { name productCount logoUrl } }';
const FEATURED = `query($locale: Locale) { storeFeatured(locale: $locale) {
  categories { id level path productCount } brands { name productCount }
  products { partNumber displayName brand price currency inStock quantityOnHand unitOfMeasure categories } } }`;
const FEATURED_SIGNED_IN = `{ storeFeatured {
  categories { id } brands { name } products { partNumber price currency } } }`;
const ITEMS = `query($p: [String!]!) { itemDetail(partNumbers: $p) {
  partNumber showOnline orderable brand isPurchasable displayPrice currency } }`;
const GUEST_ITEMS = `query($p: [String!]!) { unauthenticatedItemDetail(partNumbers: $p) {
  partNumber showOnline orderable brand isPurchasable } }`;

describe('catalogue: categories, brands, store home, item flags', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const setPart = (partNumber: string, set: Partial<typeof products.$inferInsert>) =>
    h.db.update(products).set(set).where(eq(products.partNumber, partNumber));

  it('categories: the 5-level tree, depth first, counting only products shown online at every level', async () => {
    const open = (await h.openGraphql(CATEGORIES)).json();
    expect(open.errors).toBeUndefined();
    expect(open.data.categories).toEqual([
      {
        id: 'C-0',
        parentId: null,
        name: 'Aerial Devices',
        level: 0,
        path: 'Aerial Devices',
        imageUrl: null,
        productCount: 2,
      },
      {
        id: 'C-1',
        parentId: 'C-0',
        name: 'Booms',
        level: 1,
        path: 'Aerial Devices > Booms',
        imageUrl: null,
        productCount: 2,
      },
      {
        id: 'C-2',
        parentId: 'C-1',
        name: 'Upper Assembly',
        level: 2,
        path: 'Aerial Devices > Booms > Upper Assembly',
        imageUrl: null,
        productCount: 2,
      },
      {
        id: 'C-3',
        parentId: 'C-2',
        name: 'Service Items',
        level: 3,
        path: 'Aerial Devices > Booms > Upper Assembly > Service Items',
        imageUrl: null,
        productCount: 2,
      },
      {
        id: 'C-4',
        parentId: 'C-3',
        name: 'Consumables',
        level: 4,
        path: 'Aerial Devices > Booms > Upper Assembly > Service Items > Consumables',
        imageUrl: null,
        productCount: 2,
      },
    ]);
    const signedIn = (await h.graphql(USERS.alice, CATEGORIES)).json();
    expect(signedIn.data.categories).toEqual(open.data.categories);
  });

  it('categories: the path is the search refinement value (searching by it finds the counted products)', async () => {
    const tree = (await h.openGraphql(CATEGORIES)).json().data.categories as {
      path: string;
      productCount: number;
    }[];
    const booms = tree.find((c) => c.path === 'Aerial Devices > Booms')!;
    const search = (
      await h.openGraphql('query($c: String) { searchProducts(input: { category: $c }) { totalHits } }', {
        c: booms.path,
      })
    ).json();
    expect(search.data.searchProducts.totalHits).toBe(booms.productCount);
  });

  it('brands: brands of products shown online with their counts; a hidden part does not count', async () => {
    expect((await h.openGraphql(BRANDS)).json().data.brands).toEqual([
      { name: 'Altura', productCount: 2, logoUrl: null },
    ]);
    await setPart('100-0002', { showOnline: false });
    try {
      expect((await h.graphql(USERS.bob, BRANDS)).json().data.brands).toEqual([
        { name: 'Altura', productCount: 1, logoUrl: null },
      ]);
      const tree = (await h.openGraphql(CATEGORIES)).json().data.categories;
      expect(tree[0].productCount).toBe(1);
    } finally {
      await setPart('100-0002', { showOnline: true });
    }
  });

  it('storeFeatured (guest): top-level categories, brands and purchasable products at the locale’s currency', async () => {
    const us = (await h.openGraphql(FEATURED)).json().data.storeFeatured;
    expect(us.categories).toEqual([{ id: 'C-0', level: 0, path: 'Aerial Devices', productCount: 2 }]);
    expect(us.brands).toEqual([{ name: 'Altura', productCount: 2 }]);
    expect(us.products).toEqual([
      {
        partNumber: '100-0001',
        displayName: 'Hydraulic Filter Element',
        brand: 'Altura',
        price: 42.5,
        currency: 'USD',
        inStock: true,
        quantityOnHand: 12,
        unitOfMeasure: 'each',
        categories: [
          'Aerial Devices',
          'Aerial Devices > Booms',
          'Aerial Devices > Booms > Upper Assembly',
          'Aerial Devices > Booms > Upper Assembly > Service Items',
          'Aerial Devices > Booms > Upper Assembly > Service Items > Consumables',
        ],
      },
      expect.objectContaining({ partNumber: '100-0002', price: 9.99, currency: 'USD', inStock: false }),
    ]);
    // 100-0002 has no Canadian price: not purchasable in Canada, so not featured there
    const ca = (await h.openGraphql(FEATURED, { locale: 'en_CA' })).json().data.storeFeatured;
    expect(ca.products).toEqual([
      expect.objectContaining({ partNumber: '100-0001', price: 57.25, currency: 'CAD' }),
    ]);
  });

  it('storeFeatured (signed in): the caller’s locale decides the currency', async () => {
    const bob = (await h.graphql(USERS.bob, FEATURED_SIGNED_IN)).json().data.storeFeatured;
    expect(bob.products).toEqual([{ partNumber: '100-0001', price: 57.25, currency: 'CAD' }]);
    const alice = (await h.graphql(USERS.alice, FEATURED_SIGNED_IN)).json().data.storeFeatured;
    expect(alice.products.map((p: { currency: string }) => p.currency)).toEqual(['USD', 'USD']);
  });

  it('storeFeatured: a bad locale is refused; signed-in catalogue fields need a token', async () => {
    const bad = (await h.openGraphql(FEATURED, { locale: 'fr_FR' })).json();
    expect(bad.errors[0].message).toMatch(/Locale/);
    const guest = await h.graphql(null, CATEGORIES);
    expect(guest.statusCode).toBe(401);
  });

  it('itemDetail: showOnline, orderable and brand; hidden parts come back, unknown ones do not', async () => {
    const items = (await h.graphql(USERS.alice, ITEMS, { p: ['100-0001', '100-0003', 'NOPE-0001'] })).json()
      .data.itemDetail;
    expect(items).toEqual([
      {
        partNumber: '100-0001',
        showOnline: true,
        orderable: true,
        brand: 'Altura',
        isPurchasable: true,
        displayPrice: 42.5,
        currency: 'USD',
      },
      {
        partNumber: '100-0003',
        showOnline: false,
        orderable: true,
        brand: null,
        isPurchasable: false,
        displayPrice: null,
        currency: 'USD',
      },
    ]);
  });

  it('orderable: false for a CALL-FOR-QUOTE planning code or a status other than ACTIVE (both endpoints)', async () => {
    await setPart('100-0001', { planningCode: 'CALL-FOR-QUOTE' });
    await setPart('100-0002', { status: 'OBSOLETE' });
    try {
      const items = (await h.openGraphql(GUEST_ITEMS, { p: ['100-0001', '100-0002'] })).json().data
        .unauthenticatedItemDetail;
      expect(items).toEqual([
        { partNumber: '100-0001', showOnline: true, orderable: false, brand: 'Altura', isPurchasable: true },
        { partNumber: '100-0002', showOnline: true, orderable: false, brand: 'Altura', isPurchasable: true },
      ]);
      const signedIn = (await h.graphql(USERS.alice, ITEMS, { p: ['100-0001'] })).json().data.itemDetail;
      expect(signedIn[0].orderable).toBe(false);
      // parts that cannot be ordered are not featured on the store home
      const featured = (await h.openGraphql(FEATURED)).json().data.storeFeatured;
      expect(featured.products).toEqual([]);
    } finally {
      await setPart('100-0001', { planningCode: null });
      await setPart('100-0002', { status: 'ACTIVE' });
    }
  });
});
