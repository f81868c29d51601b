import { render, screen, waitFor } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { resetSession, sessionStore } from '@portal/shared-session';
import { fetchCartItems } from '../api/store-items';
import type { CommerceItem } from '../api/store-items';
import { trackAddToCart } from '../analytics';
import { AddedToCartModal } from './added-to-cart-modal';

jest.mock('../api/store-items', () => ({ fetchCartItems: jest.fn() }));
jest.mock('../analytics', () => ({ trackAddToCart: jest.fn() }));

const navigator: Navigator = {
  createHref: (to) => String(to),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

const item: CommerceItem = {
  id: '100-0001',
  productId: '100-0001',
  partNumber: '100-0001',
  productDisplayName: 'Boom tip cover',
  description: null,
  longDescription: null,
  featuresAndBenefits: [],
  relatedProducts: [],
  relatedAccessories: [],
  isPurchasable: true,
  quantityOnHand: 4,
  displayPrice: 12.5,
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
};

const storedQuantity = () =>
  (
    JSON.parse(window.localStorage.getItem('supply-store-cart') ?? '{"items":[]}') as {
      items: { quantity: number }[];
    }
  ).items[0]?.quantity ?? 0;

beforeEach(() => {
  window.localStorage.clear();
  resetSession();
  sessionStore.setState({ initialized: true });
});

test('adds (deferred), then fetches availability, then emits add_to_cart, then ends loading', async () => {
  const order: string[] = [];
  jest.mocked(fetchCartItems).mockImplementation(async () => {
    order.push(`availability after add: cart holds ${storedQuantity()}`);
    return new Map([[item.partNumber, item]]);
  });
  jest.mocked(trackAddToCart).mockImplementation(() => void order.push('analytics'));

  render(
    <Router location="/pages/store" navigator={navigator}>
      <AddedToCartModal
        request={{ partNumber: '100-0001', quantity: 2 }}
        onClose={jest.fn()}
        onAddSuggestion={jest.fn()}
      />
    </Router>,
  );
  // deferred: nothing is added while the modal first renders
  expect(storedQuantity()).toBe(0);
  expect(screen.getByRole('dialog', { name: 'Adding to cart…' })).toBeTruthy();

  await screen.findByRole('dialog', { name: '2 item(s) added to cart.' });
  await waitFor(() =>
    expect(screen.getByTestId('added-availability').textContent).toBe(
      'Available, expect to ship within 1 business day.',
    ),
  );
  expect(order).toEqual(['availability after add: cart holds 2', 'analytics']);
  expect(trackAddToCart).toHaveBeenCalledWith('USD', [
    { partNumber: '100-0001', name: 'Boom tip cover', quantity: 2, price: 12.5, customerPartNumber: null },
  ]);
  // guests: no logged-in note; subtotal known once loading ends
  expect(screen.queryByText('Items in your cart are not guaranteed until checkout is completed.')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('$25.00'));
  expect(screen.getByRole('link', { name: 'View Cart (2)' })).toBeTruthy();
});
