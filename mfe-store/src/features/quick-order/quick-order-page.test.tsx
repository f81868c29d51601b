import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { addToCart, resetSession, sessionStore } from '@portal/shared-session';
import { useAddToCart } from '../../shared/hooks/use-add-to-cart';
import { fetchItemDetails } from '../../shared/api/catalogue-api';
import type { CommerceItem } from '../../shared/types/catalogue';
import QuickOrderPage from './quick-order-page';

jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  addToCart: jest.fn(),
}));
jest.mock('../../shared/api/catalogue-api', () => ({
  ...jest.requireActual('../../shared/api/catalogue-api'),
  fetchItemDetails: jest.fn(),
}));
jest.mock('../../shared/hooks/use-add-to-cart', () => ({
  ...jest.requireActual('../../shared/hooks/use-add-to-cart'),
  useAddToCart: jest.fn(),
}));
jest.mock('../../shared/analytics', () => ({ trackAddToCart: jest.fn() }));

const navigator: Navigator = {
  createHref: (to) => String(to),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

const part = (partNumber: string, name: string): CommerceItem => ({
  id: partNumber,
  productId: partNumber,
  partNumber,
  productDisplayName: name,
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
});
const CATALOGUE = [part('100-0001', 'Boom tip cover'), part('100-0002', 'Jib pin')];
const openAddedToCart = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  // a guest: not a business buyer, so parts may be ordered online
  sessionStore.setState({ initialized: true });
  jest.mocked(useAddToCart).mockReturnValue(openAddedToCart);
  jest
    .mocked(fetchItemDetails)
    .mockImplementation(async (_caller, partNumbers) =>
      CATALOGUE.filter((p) => partNumbers.includes(p.partNumber)),
    );
  jest.mocked(addToCart).mockResolvedValue(undefined as never);
});

function renderPage() {
  render(
    <Router location="/pages/store/cart/quick-order" navigator={navigator}>
      <QuickOrderPage />
    </Router>,
  );
  return userEvent.setup();
}

it('checks pasted lines by the line schema, then the catalogue, and names each problem beside its row', async () => {
  const user = renderPage();
  await user.type(
    screen.getByLabelText('Paste part numbers'),
    '100-0001, 2{Enter}{Enter}100$0001 1{Enter}100-0002, 0{Enter}ZZ-0000000 3',
  );
  await user.click(screen.getByRole('button', { name: 'Add Pasted Lines' }));

  const rows = await screen.findAllByTestId('quick-order-row');
  expect(rows).toHaveLength(4);
  expect(await within(rows[0]!).findByTestId('row-ok')).toHaveTextContent('Boom tip cover');
  expect(within(rows[1]!).getByTestId('row-problem')).toHaveTextContent(
    'Part number contains invalid characters.',
  );
  expect(within(rows[2]!).getByTestId('row-problem')).toHaveTextContent('Enter a quantity of 1 or more.');
  expect(within(rows[3]!).getByTestId('row-problem')).toHaveTextContent(
    'We could not find this part number.',
  );
  expect(screen.getByLabelText('Part number, row 2')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Paste part numbers')).toHaveValue('');
  // the malformed part number is never sent to the catalogue (it would refuse the whole call)
  expect(fetchItemDetails).toHaveBeenCalledTimes(1);
  expect(jest.mocked(fetchItemDetails).mock.calls[0]![1]).toEqual(['100-0001', '100-0002', 'ZZ-0000000']);

  // fixing a row makes it unchecked again: its message goes
  await user.type(screen.getByLabelText('Quantity, row 3'), '5');
  expect(within(rows[2]!).queryByTestId('row-problem')).toBeNull();
});

it('adds every good row in one cart call and keeps the skipped rows with their reasons', async () => {
  const user = renderPage();
  await user.type(screen.getByLabelText('Part number, row 1'), '100-0001');
  await user.clear(screen.getByLabelText('Quantity, row 1'));
  await user.type(screen.getByLabelText('Quantity, row 1'), '3');
  await user.type(screen.getByLabelText('Part number, row 2'), '100-0002');
  await user.type(screen.getByLabelText('Part number, row 3'), 'ZZ-0000000');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  const outcome = await screen.findByTestId('quick-order-outcome');
  expect(outcome).toHaveTextContent('4 item(s) added to cart.');
  expect(outcome).toHaveTextContent('1 part(s) not added:');
  expect(outcome).toHaveTextContent('ZZ-0000000: We could not find this part number.');
  expect(addToCart).toHaveBeenCalledWith('supply-store', [
    { itemId: '100-0001', quantity: 3, unitPrice: 12.5 },
    { itemId: '100-0002', quantity: 1, unitPrice: 12.5 },
  ]);
  await waitFor(() => expect(screen.getAllByTestId('quick-order-row')).toHaveLength(1));
  expect(screen.getByLabelText('Part number, row 1')).toHaveValue('ZZ-0000000');
  expect(openAddedToCart).not.toHaveBeenCalled();
});

it('one good row goes through the added-to-cart modal; Add Row and Remove keep at least one row', async () => {
  const user = renderPage();
  await user.type(screen.getByLabelText('Part number, row 1'), '100-0002');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(openAddedToCart).toHaveBeenCalledWith({ partNumber: '100-0002', quantity: 1 }));
  expect(addToCart).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getAllByTestId('quick-order-row')).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: 'Add Row' }));
  expect(screen.getAllByTestId('quick-order-row')).toHaveLength(3);
  for (const _ of [1, 2, 3]) await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
  expect(screen.getAllByTestId('quick-order-row')).toHaveLength(1);
  expect(screen.getByLabelText('Part number, row 1')).toHaveValue('');
});

it('checks a typed part number when the field is left', async () => {
  const user = renderPage();
  await user.type(screen.getByLabelText('Part number, row 1'), '100-0001');
  await user.tab();
  expect(await screen.findByTestId('row-ok')).toHaveTextContent('Boom tip cover');
});
