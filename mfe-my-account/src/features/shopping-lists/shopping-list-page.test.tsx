import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import * as api from './api/shopping-lists';
import type { ShoppingListDetail } from './api/shopping-lists';
import ShoppingListPage from './shopping-list-page';

jest.mock('./api/shopping-lists', () => ({
  ...jest.requireActual('./api/shopping-lists'),
  fetchList: jest.fn(),
  setItemQuantity: jest.fn(async () => undefined),
  removeItem: jest.fn(async () => undefined),
  moveToCart: jest.fn(async () => ({ cart: { itemCount: 3 } })),
}));
const fetchList = api.fetchList as jest.MockedFunction<typeof api.fetchList>;
const setItemQuantity = api.setItemQuantity as jest.MockedFunction<typeof api.setItemQuantity>;
const removeItem = api.removeItem as jest.MockedFunction<typeof api.removeItem>;
const moveToCart = api.moveToCart as jest.MockedFunction<typeof api.moveToCart>;

const item = (n: number): ShoppingListDetail['items'][number] => ({
  shoppingListItemId: `li-${n}`,
  itemId: `item-${n}`,
  quantity: n,
  item: {
    partNumber: `100-000${n}`,
    productDisplayName: `Filter ${n}`,
    displayPrice: 10 * n,
    currency: 'USD',
    availabilityMessage: 'In stock',
    isPurchasable: true,
  },
});

const list = (extra: Partial<ShoppingListDetail>): ShoppingListDetail => ({
  shoppingListId: 'list-1',
  name: 'Spring service',
  sharing: 'PRIVATE',
  owned: true,
  canEdit: true,
  ownerName: 'Pat Owner',
  items: [item(1), item(2)],
  ...extra,
});

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/my-account/shoppingLists/list-1" navigator={testNavigator()}>
        <Routes>
          <Route path="/pages/my-account/shoppingLists/:listId" element={<ShoppingListPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it("shows the list's items a row each, with their quantity, and saves a changed quantity", async () => {
  fetchList.mockResolvedValue(list({}));
  renderPage();
  const table = await screen.findByRole('table', { name: 'Items of Spring service' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Item', 'Price', 'Availability', 'Quantity', 'Actions']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
    'Filter 1Part # 100-0001',
    'Filter 2Part # 100-0002',
  ]);
  const quantity = screen.getByRole('textbox', { name: 'Quantity of Filter 2' });
  expect(quantity).toHaveValue('2');
  const user = userEvent.setup();
  await user.clear(quantity);
  await user.type(quantity, '7{Enter}');
  await waitFor(() => expect(setItemQuantity).toHaveBeenCalledWith('li-2', 7));
});

it('moves one item or all to the cart and removes an item', async () => {
  fetchList.mockResolvedValue(list({}));
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move to Cart Filter 1' }));
  await waitFor(() => expect(moveToCart).toHaveBeenCalledWith('list-1', ['li-1']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Filter 2' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Remove Filter 2' }));
  await waitFor(() => expect(removeItem).toHaveBeenCalledWith('li-2'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move All to Cart' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Move All to Cart' }));
  await waitFor(() => expect(moveToCart).toHaveBeenLastCalledWith('list-1', undefined));
});

it("shows a colleague's list shared to view without actions, the quantity as text", async () => {
  fetchList.mockResolvedValue(list({ owned: false, canEdit: false, sharing: 'READ' }));
  renderPage();
  const table = await screen.findByRole('table', { name: 'Items of Spring service' });
  expect(screen.getByText('Shared by Pat Owner (view only)')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Item', 'Price', 'Availability', 'Quantity']);
  expect(within(table).queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Move All to Cart' })).toBeNull();
  expect(
    within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell')[3],
  ).toHaveTextContent('2');
});

it('says when the list has no items', async () => {
  fetchList.mockResolvedValueOnce(list({ items: [] }));
  renderPage();
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Move All to Cart' })).toBeNull();
});

it('says when the list could not be loaded', async () => {
  fetchList.mockRejectedValueOnce(new Error('down'));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The shopping list could not be loaded.');
});

describe('below 592 px', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // a phone: every max-width query matches
    window.matchMedia = ((query: string) => ({
      media: query,
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows one card an item, with its quantity field and actions', async () => {
    fetchList.mockResolvedValue(list({}));
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Items of Spring service' })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1] as HTMLElement).getByRole('textbox', { name: 'Quantity of Filter 2' }),
    ).toHaveValue('2');
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Remove Filter 2' }),
    ).toBeInTheDocument();
  });
});
