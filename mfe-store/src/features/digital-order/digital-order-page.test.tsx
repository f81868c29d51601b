import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';

import * as session from '@portal/shared-session';
import { createGuestProfile, createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as catalogue from '../../shared/api/catalogue-api';
import type { CommerceItem } from '../../shared/types/catalogue';
import DigitalOrderPage from './digital-order-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../shared/api/catalogue-api'),
  fetchItemDetails: jest.fn(),
}));
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  addToCart: jest.fn(async () => undefined),
}));
const fetchItemDetails = catalogue.fetchItemDetails as jest.MockedFunction<typeof catalogue.fetchItemDetails>;
const addToCart = session.addToCart as jest.MockedFunction<typeof session.addToCart>;

const navigator = testNavigator();

function item(partNumber: string, extra: Partial<CommerceItem> = {}): CommerceItem {
  return {
    id: partNumber,
    productId: partNumber,
    partNumber,
    productDisplayName: `Part ${partNumber}`,
    description: null,
    longDescription: null,
    featuresAndBenefits: [],
    relatedProducts: [],
    relatedAccessories: [],
    isPurchasable: true,
    quantityOnHand: 5,
    displayPrice: 10,
    priceWithheld: false,
    currency: 'USD',
    unitOfMeasure: 'each',
    imageUrl: null,
    prop65Number: null,
    prop65Description: null,
    customerPartNumber: null,
    showOnline: true,
    orderable: true,
    brand: null,
    ...extra,
  };
}

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/digitalorder/${search}`} navigator={navigator}>
        <DigitalOrderPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, profile: createGuestProfile() },
    true,
  );
});

it('without parts explains the page and points to Quick Order', () => {
  renderAt('');
  expect(screen.getByText(/does not name any parts/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Quick Order' })).toHaveAttribute(
    'href',
    '/pages/store/cart/quick-order',
  );
  expect(fetchItemDetails).not.toHaveBeenCalled();
});

it('lists the parts with their problems and adds only the orderable ones', async () => {
  fetchItemDetails.mockResolvedValue([
    item('100-0001', { displayPrice: 12.5 }),
    item('100-0002', { orderable: false }),
    item('100-0003', { displayPrice: null, quantityOnHand: 0 }),
    item('100-0004'),
  ]);
  renderAt('?parts=100-0001:2,100-0002:1,100-0003,NOPE-1:1,100-0004:3');
  const rows = await screen.findAllByTestId('digital-order-row');
  expect(fetchItemDetails).toHaveBeenCalledWith(
    { signedIn: false, locale: 'en_US' },
    ['100-0001', '100-0002', '100-0003', 'NOPE-1', '100-0004'],
    expect.anything(),
  );
  expect(rows).toHaveLength(5);
  const [first, second, third, fourth] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  expect(first).toHaveTextContent('Part 100-0001');
  expect(first).toHaveTextContent('001000001');
  expect(first).toHaveTextContent('$12.50');
  expect(first).toHaveTextContent('Available, expect to ship within 1 business day.');
  expect(first).toHaveTextContent('Ready to add');
  expect(second).toHaveTextContent('This item cannot be ordered online');
  expect(third).toHaveTextContent('This part has no online price and cannot be purchased online.');
  expect(third).toHaveTextContent('for estimated shipment date');
  expect(fourth).toHaveTextContent('We could not find this part number.');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Add All to Cart' }));
  await waitFor(() =>
    expect(addToCart).toHaveBeenCalledWith('supply-store', [
      { itemId: '100-0001', quantity: 2, unitPrice: 12.5 },
      { itemId: '100-0004', quantity: 3, unitPrice: 10 },
    ]),
  );
  const result = await screen.findByRole('status');
  expect(result).toHaveTextContent('5 items added to cart.');
  expect(within(result).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
    'href',
    '/pages/store/cart',
  );
});

it('hides prices from a business buyer without the price privilege', async () => {
  sessionStore.setState({
    profile: {
      ...createGuestProfile(),
      userStatus: 'REGISTERED',
      email: 'buyer@blueridge-line.example',
      isValidatedB2BUser: true,
      registrationType: 'B2B',
    },
    privileges: ['B2B_Order_Replacement_Parts'],
  });
  fetchItemDetails.mockResolvedValue([item('100-0001', { displayPrice: 12.5 })]);
  renderAt('?parts=100-0001:1');
  const [row] = await screen.findAllByTestId('digital-order-row');
  expect(row).not.toHaveTextContent('$12.50');
  expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add All to Cart' })).toBeEnabled();
});
