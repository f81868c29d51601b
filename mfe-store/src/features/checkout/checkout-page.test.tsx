import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';

import { createGuestProfile, createInitialSessionState, sessionStore } from '@portal/shared-session';
import type { Profile } from '@portal/shared-session';
import * as api from './api/checkout-api';
import CheckoutPage, { PUNCHOUT_CHECKOUT_MESSAGE } from './checkout-page';
import type { CheckoutAddress, CheckoutCart, PaymentMethod, Quote } from './types/checkout-types';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('./api/checkout-api', () => ({
  SUPPLY_STORE: 'supply-store',
  fetchCheckoutCart: jest.fn(),
  fetchAccountAddresses: jest.fn(),
  searchAddresses: jest.fn(),
  validateAddress: jest.fn(),
  addAddress: jest.fn(),
  fetchPaymentMethods: jest.fn(),
  fetchPurchaseOrderEnabled: jest.fn(),
  addNewCreditCard: jest.fn(),
  createQuote: jest.fn(),
  submitQuote: jest.fn(),
}));

jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  // the cart state's reload talks to the server; here only the badge matters
  loadCart: jest.fn(async () => undefined),
}));

const mocked = api as jest.Mocked<typeof api>;

const navigator = testNavigator();

function address(id: string, extra: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    addressId: id,
    ebsAddressId: `E${id}`,
    addressName: `Keystone - ${id}`,
    address1: `${id} Grid Rd`,
    address2: null,
    city: 'Harrisburg',
    county: null,
    state: 'PA',
    province: null,
    postalCode: '17101',
    country: 'US',
    billingEnabled: true,
    shippingEnabled: true,
    isDefault: false,
    isFavorite: false,
    ...extra,
  };
}

const cart: CheckoutCart = {
  shoppingCartId: 'cart-1',
  itemCount: 3,
  subtotal: 30,
  currency: 'USD',
  items: [
    {
      shoppingCartItemId: 'l1',
      itemId: '100-0001',
      quantity: 3,
      unitSerial: null,
      item: { productDisplayName: 'Hydraulic Filter', partNumber: '100-0001', displayPrice: 10 },
    },
  ],
};

const card: PaymentMethod = {
  id: 'pm-1',
  brand: 'Visa',
  lastFour: '1111',
  expMonth: 12,
  expYear: 2030,
  cardholderName: 'Avery Keller',
  isDefault: true,
};

const quote: Quote = {
  quoteId: 'q-1',
  status: 'QUOTED',
  currency: 'USD',
  lines: [
    {
      partNumber: '100-0001',
      displayName: 'Hydraulic Filter',
      quantity: 3,
      unitPrice: 10,
      lineTotal: 30,
      unitSerial: null,
    },
  ],
  subtotal: 30,
  tax: 1.8,
  freight: 12.5,
  priceWithheld: false,
  total: 1044.3,
  customerPo: null,
};

function signIn(changes: Partial<Profile> = {}) {
  const profile: Profile = {
    ...createGuestProfile(),
    userStatus: 'REGISTERED',
    email: 'admin@keystone-electric.example',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    isAddressModificationAllowed: false,
    accountId: '410010',
    ...changes,
  };
  sessionStore.setState(
    {
      ...createInitialSessionState(),
      initialized: true,
      profile,
      locale: profile.locale,
      cartCounts: { 'supply-store': 3, 'training-store': 0 },
    },
    true,
  );
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <Router location="/pages/checkout" navigator={navigator}>
        <CheckoutPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.fetchCheckoutCart.mockResolvedValue(cart);
  mocked.fetchAccountAddresses.mockResolvedValue({
    defaultShippingAddress: address('ship', { isDefault: true }),
    defaultBillingAddress: address('bill', { isDefault: true }),
  });
  mocked.searchAddresses.mockImplementation(async (r) =>
    r.page === 0
      ? [address(r.type === 'SHIPPING' ? 'ship' : 'bill', { isDefault: true }), address('yard')]
      : [],
  );
  mocked.fetchPaymentMethods.mockResolvedValue([card]);
  mocked.fetchPurchaseOrderEnabled.mockResolvedValue(false);
  mocked.createQuote.mockResolvedValue(quote);
  mocked.submitQuote.mockResolvedValue({
    orderId: 'o-1',
    orderNumber: 'SO-100234',
    status: 'BOOKED',
    orderedAt: '2026-06-01T10:00:00Z',
    currency: 'USD',
    total: 1044.3,
    priceWithheld: false,
    customerPo: null,
  });
});

it('takes a business buyer from defaults through review to the confirmation', async () => {
  signIn();
  renderPage();
  const user = userEvent.setup();
  const shipping = await screen.findByRole('group', { name: 'Choose a shipping address' });
  expect(await within(shipping).findByRole('radio', { name: /Keystone - ship/ })).toBeChecked();
  expect(screen.queryByRole('button', { name: 'Add a New Address' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('heading', { name: /Billing Address/ })).toHaveFocus();
  const billing = screen.getByRole('group', { name: 'Choose a billing address' });
  await user.click(await within(billing).findByRole('radio', { name: /Keystone - yard/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('heading', { name: /Payment/ })).toHaveFocus();
  expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked();
  expect(screen.queryByLabelText('Purchase Order Number')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue to Review' }));

  expect(mocked.createQuote).toHaveBeenCalledWith(
    {
      shoppingCartId: 'cart-1',
      shipToAddressId: 'ship',
      billToAddressId: 'yard',
      paymentMethodId: 'pm-1',
      customerPo: null,
    },
    expect.anything(),
  );
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$1,044.30');
  expect(screen.getByText('$12.50')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '001000001' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));

  const thanks = await screen.findByRole('heading', { name: 'Thank you for your order!' });
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(screen.getByTestId('order-number')).toHaveTextContent('SO-100234');
  expect(mocked.submitQuote.mock.calls[0]?.[0]).toBe('q-1');
  expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute(
    'href',
    '/pages/dashboard/account/orders',
  );
  expect(sessionStore.getState().cartCounts['supply-store']).toBe(0);
});

it('shows the quote in CAD$ for a Canadian user and personal users get My Account order history', async () => {
  signIn({
    locale: 'en_CA',
    registrationType: 'B2C',
    isValidatedB2BUser: false,
    isAddressModificationAllowed: true,
  });
  renderPage();
  const user = userEvent.setup();
  await screen.findByRole('radio', { name: /Keystone - ship/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('radio', { name: /Keystone - bill/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Review' }));
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('CAD$1,044.30');
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('link', { name: 'View Order History' })).toHaveAttribute(
    'href',
    '/pages/my-account/orderHistoryPage',
  );
});

it('asks for a PO number when the account allows purchase orders and accepts it instead of a card', async () => {
  signIn({ isCustomerPurchaseOrderEnabled: true });
  mocked.fetchPaymentMethods.mockResolvedValue([]);
  renderPage();
  const user = userEvent.setup();
  await screen.findByRole('radio', { name: /Keystone - ship/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('radio', { name: /Keystone - bill/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A payment method is required. Please choose a saved card or enter a purchase order number.',
  );
  await user.type(screen.getByLabelText('Purchase Order Number'), 'PO-7781');
  await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
  await waitFor(() =>
    expect(mocked.createQuote.mock.calls[0]?.[0]).toMatchObject({
      paymentMethodId: null,
      customerPo: 'PO-7781',
    }),
  );
});

it('shows the API message inline when the order cannot be priced', async () => {
  signIn();
  const { PortalApiError } = jest.requireActual('@portal/api-client');
  mocked.createQuote.mockRejectedValue(
    new PortalApiError({
      status: 400,
      url: '/api/graphql',
      source: 'graphql',
      body: {
        uuid: 'u',
        exceptionMessages: ['x'],
        userFriendlyMessage: 'Part 100-0001 is no longer available.',
      },
      requestRoute: '/pages/checkout',
    }),
  );
  renderPage();
  const user = userEvent.setup();
  await screen.findByRole('radio', { name: /Keystone - ship/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('radio', { name: /Keystone - bill/ });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Part 100-0001 is no longer available.');
  expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
});

it('an empty cart shows an empty state with a way back to the store', async () => {
  signIn();
  mocked.fetchCheckoutCart.mockResolvedValue(null);
  renderPage();
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/pages/store');
});

it('refuses punchout users with a link to their cart', () => {
  signIn({ isPunchout: true });
  renderPage();
  expect(screen.getByRole('alert')).toHaveTextContent(PUNCHOUT_CHECKOUT_MESSAGE);
  expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/pages/store/cart');
  expect(mocked.fetchCheckoutCart).not.toHaveBeenCalled();
});

describe('a personal user adds an address', () => {
  async function openForm() {
    signIn({ registrationType: 'B2C', isValidatedB2BUser: false, isAddressModificationAllowed: true });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /Keystone - ship/ });
    await user.click(screen.getByRole('button', { name: 'Add a New Address' }));
    await user.type(screen.getByLabelText('Street Address Line 1'), 'Congress Avenue');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
    await user.type(screen.getByLabelText('Zip/Postal Code'), '78701');
    return user;
  }

  it('AMBIGUOUS asks; Accept saves the address as entered and selects it', async () => {
    mocked.validateAddress.mockResolvedValue({
      validationResult: 'AMBIGUOUS',
      address: {
        address1: 'Congress Avenue',
        address2: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      suggestedAddress: null,
      county: 'TRAVIS',
    });
    mocked.addAddress.mockResolvedValue('ADDR-NEW');
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
    expect(dialog).toHaveTextContent('The Address validation service does not recognize this address.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(mocked.addAddress).toHaveBeenCalledWith(
        expect.objectContaining({ address1: 'Congress Avenue', state: 'TX', county: 'TRAVIS' }),
      ),
    );
    expect(await screen.findByRole('radio', { name: /Congress Avenue/ })).toBeChecked();
  });

  it('VALID saves the corrected fields; Close on AMBIGUOUS saves nothing', async () => {
    mocked.validateAddress.mockResolvedValueOnce({
      validationResult: 'AMBIGUOUS',
      address: {
        address1: 'x',
        address2: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      suggestedAddress: null,
      county: '',
    });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(mocked.addAddress).not.toHaveBeenCalled();

    mocked.validateAddress.mockResolvedValueOnce({
      validationResult: 'VALID',
      address: {
        address1: '100 Congress Ave',
        address2: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      suggestedAddress: null,
      county: 'TRAVIS',
    });
    mocked.addAddress.mockResolvedValue('ADDR-2');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(mocked.addAddress).toHaveBeenCalledWith(
        expect.objectContaining({ address1: '100 Congress Ave' }),
      ),
    );
  });

  it('INVALID shows the address error with the brand phone number', async () => {
    mocked.validateAddress.mockResolvedValue({
      validationResult: 'INVALID',
      address: { address1: 'x', address2: '', city: 'x', state: 'TX', postalCode: '1', country: 'US' },
      suggestedAddress: null,
      county: '',
    });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error validating address provided. Please check your input and try again. If you continue to experience problems, please call 877-462-5832.',
    );
    expect(mocked.addAddress).not.toHaveBeenCalled();
  });
});
