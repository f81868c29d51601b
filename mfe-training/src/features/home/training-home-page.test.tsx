// The training home's Featured Courses are exactly the courses product owners name in the flag
// 'training-featured-courses', in their order (a retired one left out); none named, the catalogue's first page.
// The free-course offer links to the modal and back here.
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { flagStore, setGuest } from '@portal/shared-session';
import { fetchCourseDetail, fetchCourseSearch } from '../../catalogue/api/course-api';
import type { Course, CourseDetailResult, CourseSearchResult } from '../../catalogue';
import TrainingHomePage from './training-home-page';

jest.mock('../../catalogue/api/course-api', () => ({
  ...jest.requireActual('../../catalogue/api/course-api'),
  fetchCourseSearch: jest.fn(),
  fetchCourseDetail: jest.fn(),
}));

const search = fetchCourseSearch as jest.MockedFunction<typeof fetchCourseSearch>;
const detail = fetchCourseDetail as jest.MockedFunction<typeof fetchCourseDetail>;

const course = (courseId: string, title: string): Course => ({
  courseId,
  externalCourseId: `EXT-${courseId}`,
  title,
  description: 'A course.',
  productFilters: ['Cranes'],
  categoryFilters: ['Operator Training'],
  price: 250,
  currency: 'USD',
  isFree: false,
  durationMinutes: 90,
  deliveryMethod: 'Online',
  imageUrl: null,
  language: 'English',
  credits: 1,
});

const CATALOGUE = [
  course('C1', 'Crane Operator Basics'),
  course('C2', 'Crane Rigging Safety'),
  course('C3', 'Digger Derrick Operation'),
  course('C4', 'Aerial Rescue'),
];

function renderHome() {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: '/pages/training-store', search: '' }} navigator={navigator}>
        <Routes>
          <Route path="/pages/training-store" element={<TrainingHomePage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

const featuredTitles = async () => {
  const region = screen.getByRole('region', { name: 'Featured Courses' });
  await within(region).findAllByRole('heading', { level: 3 });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
};

describe('TrainingHomePage', () => {
  beforeEach(() => {
    setGuest();
    search.mockReset().mockResolvedValue({
      hits: CATALOGUE,
      totalHits: 4,
      page: 1,
      size: 15,
      totalPages: 1,
      facets: { productFilters: [], categoryFilters: [] },
    } as CourseSearchResult);
    detail.mockReset().mockImplementation((_caller, courseId) => {
      const found = CATALOGUE.find((c) => c.courseId === courseId);
      return found
        ? Promise.resolve({ course: found } as CourseDetailResult)
        : Promise.reject(new Error('The course could not be found.'));
    });
  });
  afterEach(() => flagStore.setState({ ready: false, values: {} }));

  it('shows exactly the flagged courses, in the flag’s order, leaving out one retired since', async () => {
    flagStore.setState({ ready: true, values: { 'training-featured-courses': ' C3, RETIRED ,C1' } });
    renderHome();
    expect(await featuredTitles()).toEqual(['Digger Derrick Operation', 'Crane Operator Basics']);
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the catalogue’s first page when no course is flagged', async () => {
    renderHome();
    expect(await featuredTitles()).toEqual(CATALOGUE.map((c) => c.title));
    expect(detail).not.toHaveBeenCalled();
  });

  it('links to the free-course offer, which comes back to the home', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Take a Free Course' })).toHaveAttribute(
      'href',
      '/pages/training-store/open-free-course-modal?returnUrl=%2Fpages%2Ftraining-store',
    );
  });
});
