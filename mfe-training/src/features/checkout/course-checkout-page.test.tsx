import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createGuestProfile, loadCart, setCartServerApi, setSignedInUser } from '@portal/shared-session';
import type { ServerCart } from '@portal/shared-session';
import { fetchCourseDetail } from '../../catalogue/api/course-api';
import type { Course } from '../../catalogue';
import CourseCheckoutPage from './course-checkout-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
jest.mock('../../catalogue/api/course-api', () => ({
  ...jest.requireActual('../../catalogue/api/course-api'),
  fetchCourseDetail: jest.fn(),
}));

const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;
const detail = fetchCourseDetail as jest.MockedFunction<typeof fetchCourseDetail>;

const COURSE: Course = {
  courseId: 'C1',
  externalCourseId: 'EXT-C1',
  title: 'Crane Operator Basics',
  description: 'A course.',
  productFilters: ['Cranes'],
  categoryFilters: [],
  price: 250,
  currency: 'USD',
  isFree: false,
  durationMinutes: 90,
  deliveryMethod: 'Online',
  imageUrl: null,
  language: 'English',
  credits: 1,
};

const SERVER_CART: ServerCart = {
  shoppingCartId: 'cart-1',
  items: [{ shoppingCartItemId: 'l1', itemId: 'C1', quantity: 2, unitSerial: null, unitPrice: 250 }],
  count: 2,
  subtotal: 500,
};

const HEAD_OFFICE = {
  addressId: 'addr-1',
  ebsAddressId: 'ebs-1',
  addressName: 'Head office',
  address1: '1 Main St',
  address2: null,
  city: 'Harrisburg',
  county: null,
  state: 'PA',
  province: null,
  postalCode: '17101',
  country: 'US',
  billingEnabled: true,
  isDefault: true,
  isFavorite: false,
};
const ACCOUNTS_OFFICE = {
  ...HEAD_OFFICE,
  addressId: 'addr-2',
  ebsAddressId: 'ebs-2',
  addressName: 'Accounts office',
  address1: '2 Side St',
  isDefault: false,
};

const DETAILS = {
  getAccountAddresses: { defaultBillingAddress: HEAD_OFFICE },
  paymentMethods: [
    {
      id: 'card-1',
      brand: 'Visa',
      lastFour: '4242',
      expMonth: 1,
      expYear: 2028,
      cardholderName: '',
      isDefault: false,
    },
    {
      id: 'card-2',
      brand: 'American Express',
      lastFour: '0005',
      expMonth: 2,
      expYear: 2029,
      cardholderName: '',
      isDefault: true,
    },
  ],
};

const NEW_CARD = {
  id: 'card-3',
  brand: 'Mastercard',
  lastFour: '4444',
  expMonth: 12,
  expYear: 2031,
  cardholderName: 'Avery Admin',
  isDefault: false,
};

const CONFIRMATION = {
  createCourseOrder: {
    order: {
      courseOrderId: 'o1',
      externalOrderId: 'TRN-1',
      orderNumber: '7100001',
      customerPo: null,
      currency: 'USD',
      subtotal: 500,
      tax: 30,
      total: 530,
      lines: [
        { courseId: 'C1', title: 'Crane Operator Basics', quantity: 2, unitPrice: 250, lineTotal: 500 },
      ],
    },
    enrolments: [
      { enrolmentId: 'e1', courseId: 'C1', title: 'Crane Operator Basics', startUrl: '/learn/C1' },
    ],
  },
};

function renderCheckout() {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: '/pages/training-store/checkout' }} navigator={navigator}>
        <Routes>
          <Route path="/pages/training-store/checkout" element={<CourseCheckoutPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

describe('CourseCheckoutPage', () => {
  const setItems = jest.fn();

  beforeEach(async () => {
    setSignedInUser(
      {
        ...createGuestProfile(),
        email: 'admin@keystone-electric.example',
        userStatus: 'REGISTERED',
        registrationType: 'B2B',
        accountId: '2001',
      },
      ['B2B_View_Orders'],
    );
    setItems.mockReset().mockResolvedValue({ ...SERVER_CART, items: [], count: 0, subtotal: 0 });
    setCartServerApi({
      getCart: jest.fn().mockResolvedValue(SERVER_CART),
      createCart: jest.fn().mockResolvedValue(SERVER_CART),
      setItems,
    });
    await loadCart('training-store');
    detail.mockReset().mockResolvedValue({ course: COURSE, outline: [], relatedCourses: [] });
    run.mockReset().mockImplementation((document) => {
      const operation = /\b(?:query|mutation) (\w+)/.exec(String(document))?.[1];
      if (operation === 'CreateCourseOrder') return Promise.resolve(CONFIRMATION);
      if (operation === 'CourseCheckoutBillingAddresses')
        return Promise.resolve({ searchAddresses: [HEAD_OFFICE, ACCOUNTS_OFFICE] });
      if (operation === 'CourseCheckoutAddCard') return Promise.resolve({ addNewCreditCard: NEW_CARD });
      return Promise.resolve(DETAILS);
    });
  });

  const orderInput = () =>
    run.mock.calls.find(([document]) => String(document).includes('createCourseOrder'))?.[1];

  it('orders the cart with the chosen card and billing address, then offers Start course', async () => {
    renderCheckout();
    expect(await screen.findByText('Subtotal: $500.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /American Express ending in 0005/ })).toBeChecked();
    // the company's default billing address is pre-selected in the picker; another may be chosen
    const billing = screen.getByRole('group', { name: 'Choose a billing address' });
    expect(await within(billing).findByRole('radio', { name: /1 Main St/ })).toBeChecked();
    await userEvent.click(within(billing).getByRole('radio', { name: /2 Side St/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderInput()).toEqual({
      courseOrder: {
        externalOrderId: expect.stringMatching(/^TRN-/),
        accountId: '2001',
        courses: [{ courseId: 'C1', externalCourseId: 'EXT-C1', quantity: 2 }],
        paymentMethodId: 'card-1',
        customerPo: null,
        billToAddressId: 'addr-2',
      },
    });
    // the short order number, the tax the API added, and the way to the seats
    expect(screen.getByText('7100001')).toBeInTheDocument();
    expect(screen.getByText('Tax: $30.00')).toBeInTheDocument();
    expect(screen.getByText('Total: $530.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assign Seats to Learners' })).toHaveAttribute(
      'href',
      '/pages/training-store/orders/o1',
    );
    expect(screen.queryByLabelText('Purchase Order Number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Start course/ })).toHaveAttribute('href', '/learn/C1');
    // the bought courses leave the cart
    expect(setItems).toHaveBeenCalledWith('cart-1', [{ itemId: 'C1', quantity: 0, unitSerial: null }]);
  });

  it('pays with a new card saved with the shared card form', async () => {
    renderCheckout();
    expect(await screen.findByText('Subtotal: $500.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a New Card' }));
    const form = screen.getByRole('form', { name: 'Add a New Card' });
    await user.type(within(form).getByLabelText('Card Number'), '5555 5555 5555 4444');
    await user.selectOptions(within(form).getByLabelText('Expiration Month'), '12');
    await user.selectOptions(
      within(form).getByLabelText('Expiration Year'),
      String(new Date().getUTCFullYear() + 2),
    );
    await user.type(within(form).getByLabelText('Name on Card'), 'Avery Admin');
    await user.type(within(form).getByLabelText('Security Code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save Card' }));

    expect(await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Add a New Card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderInput()).toEqual({
      courseOrder: expect.objectContaining({ paymentMethodId: 'card-3', billToAddressId: 'addr-1' }),
    });
  });

  it('pays by purchase order where the company allows it: no card is sent', async () => {
    setSignedInUser(
      {
        ...createGuestProfile(),
        email: 'admin@keystone-electric.example',
        userStatus: 'REGISTERED',
        registrationType: 'B2B',
        accountId: '2001',
        isCustomerPurchaseOrderEnabled: true,
      },
      ['B2B_View_Orders'],
    );
    renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Purchase Order Number'), ' PO-4471 ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderInput()).toEqual({
      courseOrder: expect.objectContaining({ paymentMethodId: null, customerPo: 'PO-4471' }),
    });
  });
});
