import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { setGuest } from '@portal/shared-session';
import { lookupPart, searchProducts } from '../../shared/api/catalogue-api';
import type { ProductHit, ProductSearchResult } from '../../shared/types/catalogue';
import { recordSearchHits } from '../../shared/analytics';
import SearchResultsPage from './search-results-page';

jest.mock('../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../shared/api/catalogue-api'),
  searchProducts: jest.fn(),
  lookupPart: jest.fn(),
}));
jest.mock('../../shared/analytics', () => ({ recordSearchHits: jest.fn() }));

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const lookup = lookupPart as jest.MockedFunction<typeof lookupPart>;
const record = recordSearchHits as jest.MockedFunction<typeof recordSearchHits>;

const hit = (partNumber: string, name: string): ProductHit => ({
  partNumber,
  displayName: name,
  description: null,
  brand: 'Altura',
  imageUrl: null,
  thumbnailUrl: null,
  price: 12,
  priceWithheld: false,
  currency: 'USD',
  inStock: partNumber !== '200-0002',
  quantityOnHand: 1,
  unitOfMeasure: 'each',
  categories: [],
});

const RESULT: ProductSearchResult = {
  hits: [hit('200-0001', 'Boom Seal'), hit('200-0002', 'Boom Pad')],
  totalHits: 60,
  page: 1,
  size: 24,
  totalPages: 3,
  correctedQuery: null,
  facets: {
    brands: [
      { value: 'Altura', count: 40 },
      { value: 'Hydra', count: 20 },
    ],
    categories: [
      { value: 'Aerial Devices', name: 'Aerial Devices', level: 0, count: 60 },
      { value: 'Aerial Devices > Booms', name: 'Booms', level: 1, count: 30 },
      { value: 'Aerial Devices > Jibs', name: 'Jibs', level: 1, count: 30 },
    ],
  },
};

function renderSearch(url: string) {
  const pushed: string[] = [];
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: (to) => pushed.push(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    replace: () => undefined,
    go: () => undefined,
  };
  const [pathname, search] = url.split('?');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: pathname!, search: search ? `?${search}` : '' }} navigator={navigator}>
        <Routes>
          <Route path="/pages/store/search" element={<SearchResultsPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  return pushed;
}

describe('SearchResultsPage', () => {
  beforeEach(() => {
    setGuest();
    search.mockReset().mockResolvedValue(RESULT);
    lookup.mockReset().mockResolvedValue([]);
    record.mockReset();
  });

  it('asks for the URL state with a 0-based page and shows hits, facets, sort and pages', async () => {
    renderSearch('/pages/store/search?q=boom&brand=Altura&category=Aerial+Devices&sort=price_desc&page=2');
    expect(await screen.findByText('25–48 of 60 products')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(
      { signedIn: false, locale: 'en_US' },
      {
        query: 'boom',
        page: 1,
        size: 24,
        brands: ['Altura'],
        category: 'Aerial Devices',
        sort: 'PRICE_DESC',
      },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “boom”');
    expect(screen.getByRole('checkbox', { name: 'Altura (40)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hydra (20)' })).not.toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Subcategories' })).getByRole('link', { name: 'Booms (30)' }),
    ).toHaveAttribute(
      'href',
      '/pages/store/search?q=boom&brand=Altura&category=Aerial+Devices+%3E+Booms&sort=price_desc&page=1',
    );
    expect(screen.getByRole('link', { name: 'Clear category' })).toHaveAttribute(
      'href',
      '/pages/store/search?q=boom&brand=Altura&sort=price_desc&page=1',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/pages/store/search?q=boom&brand=Altura&category=Aerial+Devices&sort=price_desc&page=3',
    );
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('records the page’s hits for search analytics', async () => {
    renderSearch('/pages/store/search?q=boom&page=1');
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        queryId: '/pages/store/search?q=boom&page=1',
        partNumbers: ['200-0001', '200-0002'],
      }),
    );
  });

  it('puts a brand, the sort and page 1 in the URL when they change', async () => {
    const pushed = renderSearch('/pages/store/search?q=boom&page=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Hydra (20)' }));
    expect(pushed.at(-1)).toBe('/pages/store/search?q=boom&brand=Hydra&page=1');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name: A to Z');
    expect(pushed.at(-1)).toBe('/pages/store/search?q=boom&sort=name_asc&page=1');
  });

  it("says 'No Results Found'", async () => {
    search.mockResolvedValue({ ...RESULT, hits: [], totalHits: 0, totalPages: 0 });
    renderSearch('/pages/store/search?q=zzzz&page=1');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
  });

  it('looks a part-number query up and shows the exact part first, and notes a corrected query', async () => {
    search.mockResolvedValue({ ...RESULT, correctedQuery: '200-0003' });
    lookup.mockResolvedValue([hit('200-0003', 'Jib Pin')]);
    renderSearch('/pages/store/search?q=200-0030&page=1');
    const exact = await screen.findByRole('region', { name: 'Exact part match' });
    expect(within(exact).getByRole('link', { name: 'Jib Pin' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith({ signedIn: false, locale: 'en_US' }, '200-0030', expect.anything());
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Showing results for “200-0003” instead of “200-0030”.',
    );
  });

  it('does not look up ordinary words', async () => {
    renderSearch('/pages/store/search?q=boom&page=1');
    await screen.findByText('25–48 of 60 products');
    expect(lookup).not.toHaveBeenCalled();
  });
});
