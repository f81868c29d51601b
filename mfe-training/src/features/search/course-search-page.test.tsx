import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { setGuest } from '@portal/shared-session';
import { fetchCourseSearch, fetchCourseSuggestions } from '../../catalogue/api/course-api';
import type { Course, CourseSearchResult } from '../../catalogue';
import CourseSearchPage from './course-search-page';

jest.mock('../../catalogue/api/course-api', () => ({
  ...jest.requireActual('../../catalogue/api/course-api'),
  fetchCourseSearch: jest.fn(),
  fetchCourseSuggestions: jest.fn(),
}));

const search = fetchCourseSearch as jest.MockedFunction<typeof fetchCourseSearch>;
const suggest = fetchCourseSuggestions as jest.MockedFunction<typeof fetchCourseSuggestions>;

const course = (courseId: string, title: string, price: number, currency = 'USD'): Course => ({
  courseId,
  externalCourseId: `EXT-${courseId}`,
  title,
  description: 'A course.',
  productFilters: ['Cranes'],
  categoryFilters: ['Operator Training'],
  price,
  currency,
  isFree: price === 0,
  durationMinutes: 90,
  deliveryMethod: 'Online',
  imageUrl: null,
  language: 'English',
  credits: 1,
});

const RESULT: CourseSearchResult = {
  hits: [course('C1', 'Crane Operator Basics', 250), course('C2', 'Crane Rigging Safety', 0)],
  totalHits: 32,
  page: 1,
  size: 15,
  totalPages: 3,
  facets: {
    productFilters: [{ value: 'Cranes', count: 32 }],
    categoryFilters: [{ value: 'Operator Training', count: 20 }],
  },
};

/** what the page replaced the URL with (a correction, not a step in history) */
const replaced: string[] = [];

function renderSearch(url: string) {
  const pushed: string[] = [];
  replaced.length = 0;
  const href = (to: Parameters<Navigator['push']>[0]) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
  const navigator: Navigator = {
    createHref: href,
    push: (to) => pushed.push(href(to)),
    replace: (to) => void replaced.push(href(to)),
    go: () => undefined,
  };
  const [pathname, query] = url.split('?');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: pathname!, search: query ? `?${query}` : '' }} navigator={navigator}>
        <Routes>
          <Route path="/pages/training-store/search" element={<CourseSearchPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  return pushed;
}

describe('CourseSearchPage', () => {
  beforeEach(() => {
    setGuest();
    search.mockReset().mockResolvedValue(RESULT);
    suggest.mockReset().mockResolvedValue(['Crane Operator Basics']);
  });

  it('searches with the URL state and shows courses, prices, facet counts and pages', async () => {
    renderSearch('/pages/training-store/search?searchTerm=crane&productFilters=Cranes&page=2');
    expect(await screen.findByRole('link', { name: 'Crane Operator Basics' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ signedIn: false }),
      {
        searchTerm: 'crane',
        page: 1,
        size: 15,
        productFilters: ['Cranes'],
        categoryFilters: null,
        sortOptions: null,
      },
      expect.anything(),
    );
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cranes (32)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chippers (0)' })).not.toBeChecked();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('keeps the term when a filter is chosen and goes back to page 1', async () => {
    const pushed = renderSearch('/pages/training-store/search?searchTerm=crane&page=2');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Operator Training (20)' }));
    expect(pushed).toEqual([
      '/pages/training-store/search?searchTerm=crane&categoryFilters=Operator+Training',
    ]);
  });

  it('turns a page past the last into the last page, in place of the old URL', async () => {
    search.mockResolvedValue({ ...RESULT, hits: [], page: 9, totalPages: 3 });
    const pushed = renderSearch('/pages/training-store/search?searchTerm=crane&page=9');
    await waitFor(() => expect(replaced).toEqual(['/pages/training-store/search?searchTerm=crane&page=3']));
    expect(pushed).toEqual([]);
  });

  it('sorts by the chosen field from page 1, the sort in the URL and sent to the API', async () => {
    const sort = encodeURIComponent(JSON.stringify({ field: 'durationMinutes', direction: 'DESC' }));
    const pushed = renderSearch(`/pages/training-store/search?searchTerm=crane&page=2&sort=${sort}`);
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveDisplayValue('Duration: Longest First');
    expect(search).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ sortOptions: [{ fieldName: 'durationMinutes', direction: 'DESC' }] }),
      expect.anything(),
    );
    await userEvent.selectOptions(select, 'Price: Low to High');
    await userEvent.selectOptions(select, 'Relevance');
    expect(pushed).toEqual([
      `/pages/training-store/search?searchTerm=crane&sort=${encodeURIComponent(
        JSON.stringify({ field: 'price', direction: 'ASC' }),
      )}`,
      '/pages/training-store/search?searchTerm=crane',
    ]);
  });

  it("says 'No Results Found' when nothing matches", async () => {
    search.mockResolvedValue({ ...RESULT, hits: [], totalHits: 0, totalPages: 0 });
    renderSearch('/pages/training-store/search?searchTerm=nothing');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  });

  it("lists 'SEARCH SUGGESTIONS' of course titles while typing in 'Search By Keyword'", async () => {
    const pushed = renderSearch('/pages/training-store/search?categoryFilters=APN');
    const box = screen.getByPlaceholderText('Search By Keyword');
    await userEvent.type(box, 'cra');
    const list = await screen.findByRole('listbox', { name: 'SEARCH SUGGESTIONS' });
    expect(suggest).toHaveBeenLastCalledWith(expect.anything(), 'cra', expect.anything());
    await userEvent.click(within(list).getByRole('option', { name: 'Crane Operator Basics' }));
    expect(pushed.at(-1)).toBe(
      '/pages/training-store/search?categoryFilters=APN&searchTerm=Crane+Operator+Basics',
    );
  });
});
