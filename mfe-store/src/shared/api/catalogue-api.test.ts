// Which endpoint and document each caller's catalogue call uses: signed in → /api/graphql without a locale,
// guest → the open endpoint with the guest's locale (spec 6, spec 7).
import { runGraphQL } from '@portal/api-client';
import { fetchCategories, fetchItemDetails, fetchPrices, searchProducts } from './catalogue-api';

jest.mock('@portal/api-client', () => ({ runGraphQL: jest.fn(), getApiBase: () => '/api' }));

const signedIn = { signedIn: true, locale: 'en_CA' as const };
const guest = { signedIn: false, locale: 'en_CA' as const };

function lastCall(): { query: string; variables: unknown; options: unknown } {
  const [document, variables, options] = jest.mocked(runGraphQL).mock.calls.at(-1)!;
  return { query: String(document), variables, options };
}

beforeEach(() => jest.mocked(runGraphQL).mockReset());

test('a signed-in item detail asks itemDetail on the authenticated endpoint, without a locale', async () => {
  jest.mocked(runGraphQL).mockResolvedValue({ itemDetail: [{ partNumber: 'P-1' }] });
  await expect(fetchItemDetails(signedIn, ['P-1'])).resolves.toEqual([{ partNumber: 'P-1' }]);
  const call = lastCall();
  expect(call.query).toContain('itemDetail(partNumbers: $partNumbers)');
  expect(call.variables).toEqual({ partNumbers: ['P-1'] });
  expect(call.options).toEqual({ signal: undefined });
});

test("a guest's item detail asks unauthenticatedItemDetail on the open endpoint with the locale", async () => {
  jest.mocked(runGraphQL).mockResolvedValue({ unauthenticatedItemDetail: [{ partNumber: 'P-1' }] });
  await expect(fetchItemDetails(guest, ['P-1'])).resolves.toEqual([{ partNumber: 'P-1' }]);
  const call = lastCall();
  expect(call.query).toContain('unauthenticatedItemDetail(partNumbers: $partNumbers, locale: $locale)');
  expect(call.query).toContain('fragment CatalogueCommerceItem on CommerceItem');
  expect(call.variables).toEqual({ partNumbers: ['P-1'], locale: 'en_CA' });
  expect(call.options).toEqual({ open: true, signal: undefined });
});

test('prices are asked at quantity 1, with the locale only for a guest', async () => {
  jest.mocked(runGraphQL).mockResolvedValue({ getPrices: [] });
  await fetchPrices(signedIn, ['A', 'B']);
  expect(lastCall().variables).toEqual({
    items: [
      { partNumber: 'A', quantity: 1 },
      { partNumber: 'B', quantity: 1 },
    ],
  });
  await fetchPrices(guest, ['A']);
  expect(lastCall().variables).toEqual({ items: [{ partNumber: 'A', quantity: 1 }], locale: 'en_CA' });
  expect(lastCall().options).toEqual({ open: true, signal: undefined });
});

test("a guest's search passes the input and the locale; categories take no locale", async () => {
  jest.mocked(runGraphQL).mockResolvedValue({ searchProducts: { hits: [] } });
  await searchProducts(guest, { query: 'boom', page: 0 });
  expect(lastCall().variables).toEqual({ input: { query: 'boom', page: 0 }, locale: 'en_CA' });
  jest.mocked(runGraphQL).mockResolvedValue({ categories: [] });
  await fetchCategories(guest);
  expect(lastCall().variables).toEqual({});
  expect(lastCall().options).toEqual({ open: true, signal: undefined });
});
