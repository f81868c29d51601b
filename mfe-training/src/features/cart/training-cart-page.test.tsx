import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createGuestProfile, setGuest, setSignedInUser } from '@portal/shared-session';
import { fetchCourseDetail } from '../../catalogue/api/course-api';
import type { Course } from '../../catalogue';
import TrainingCartPage from './training-cart-page';
import { COURSE_SEAT_MESSAGES } from '@portal/rules/validation';

jest.mock('../../catalogue/api/course-api', () => ({
  ...jest.requireActual('../../catalogue/api/course-api'),
  fetchCourseDetail: jest.fn(),
}));

const detail = fetchCourseDetail as jest.MockedFunction<typeof fetchCourseDetail>;

const COURSE: Course = {
  courseId: 'C1',
  externalCourseId: 'EXT-C1',
  title: 'Crane Operator Basics',
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
};

const STORAGE_KEY = 'training-store-cart';
const storedItems = () =>
  (JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{"items":[]}') as { items: unknown[] }).items;

function renderCart() {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: '/pages/training-store/cart' }} navigator={navigator}>
        <Routes>
          <Route path="/pages/training-store/cart" element={<TrainingCartPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

describe('TrainingCartPage', () => {
  beforeEach(() => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        items: [{ shoppingCartItemId: '17', itemId: 'C1', quantity: 2, unitSerial: null, unitPrice: 250 }],
      }),
    );
    detail.mockReset().mockResolvedValue({ course: COURSE, outline: [], relatedCourses: [] });
  });

  afterEach(() => window.localStorage.clear());

  it('shows a guest the locally kept cart with seats, totals and sign-in to check out', async () => {
    setGuest();
    renderCart();
    expect(await screen.findByRole('link', { name: 'Crane Operator Basics' })).toBeInTheDocument();
    expect(screen.getByLabelText('Seats of Crane Operator Basics')).toHaveValue('2');
    expect(screen.getAllByText('$500.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign In to Check Out' })).toBeInTheDocument();
  });

  it('keeps a Demo_Only_Training_Store user’s cart locally and offers no checkout', async () => {
    setSignedInUser(
      {
        ...createGuestProfile(),
        email: 'demo.training@aerialco.example',
        userStatus: 'REGISTERED',
        registrationType: 'B2B',
      },
      ['Demo_Only_Training_Store'],
    );
    renderCart();
    expect(await screen.findByRole('link', { name: 'Crane Operator Basics' })).toBeInTheDocument();
    expect(screen.getByText(/not available to demonstration accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check Out' })).not.toBeInTheDocument();
  });

  it('changes seats in the stored cart and removes a course only after confirmation', async () => {
    setGuest();
    renderCart();
    const seats = await screen.findByLabelText('Seats of Crane Operator Basics');
    await userEvent.clear(seats);
    await userEvent.type(seats, '5{Enter}');
    await waitFor(() =>
      expect(storedItems()).toEqual([expect.objectContaining({ itemId: 'C1', quantity: 5 })]),
    );

    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove course' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Your training cart is empty/)).toBeInTheDocument();
    expect(storedItems()).toEqual([]);
  });

  it('refuses 1000 seats with the message checkout gives, and keeps the cart as it was', async () => {
    setGuest();
    renderCart();
    const seats = await screen.findByLabelText('Seats of Crane Operator Basics');
    await userEvent.clear(seats);
    await userEvent.type(seats, '1000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_SEAT_MESSAGES.tooMany);
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(storedItems()).toEqual([expect.objectContaining({ itemId: 'C1', quantity: 2 })]);
  });
});
