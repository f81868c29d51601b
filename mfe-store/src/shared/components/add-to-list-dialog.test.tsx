import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { resetSession, sessionStore } from '@portal/shared-session';
import { fetchItemDetails } from '../api/catalogue-api';
import { trackAddToWishlist } from '../analytics';
import { addItemToShoppingList, createShoppingList, fetchShoppingLists } from '../api/shopping-lists';
import { AddToListDialog } from './add-to-list-dialog';

jest.mock('../api/shopping-lists', () => ({
  fetchShoppingLists: jest.fn(),
  createShoppingList: jest.fn(),
  addItemToShoppingList: jest.fn(),
}));
jest.mock('../api/catalogue-api', () => ({
  ...jest.requireActual('../api/catalogue-api'),
  fetchItemDetails: jest.fn(),
}));
jest.mock('../analytics', () => ({ trackAddToWishlist: jest.fn() }));

const navigator: Navigator = {
  createHref: (to) => String(to),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};
const TAKEN = 'A shopping list with this name already exists.';

function open(onClose = jest.fn()) {
  render(
    <Router location="/pages/store/cart" navigator={navigator}>
      <AddToListDialog partNumber="100-0001" quantity={2} onClose={onClose} />
    </Router>,
  );
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  sessionStore.setState({ initialized: true });
  jest.mocked(fetchItemDetails).mockResolvedValue([]);
  jest.mocked(addItemToShoppingList).mockImplementation(async (shoppingListId) => ({
    shoppingListId,
    name: shoppingListId === 'l-1' ? 'Bucket truck' : 'Digger',
  }));
});

it("new-list mode without lists: 'Name is required.' until a name is typed, then the list is made", async () => {
  jest.mocked(fetchShoppingLists).mockResolvedValue([]);
  jest.mocked(createShoppingList).mockResolvedValue({ shoppingListId: 'l-2', name: 'Digger' });
  const { onClose, user } = open();
  const name = await screen.findByLabelText('List Name');
  expect(screen.queryByRole('button', { name: 'Add to an existing list' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Name is required.')).toBeVisible();
  expect(name).toHaveFocus();
  expect(createShoppingList).not.toHaveBeenCalled();

  await user.type(name, '  Digger ');
  expect(screen.queryByText('Name is required.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(createShoppingList).toHaveBeenCalledWith('Digger');
  expect(addItemToShoppingList).toHaveBeenCalledWith('l-2', '100-0001', 2);
  expect(trackAddToWishlist).toHaveBeenCalledWith('USD', [expect.objectContaining({ quantity: 2 })]);
  expect(navigator.push).not.toHaveBeenCalled();
});

it("existing-list mode: 'Please select a list.', cleared by choosing one; 'Add & View List' opens it", async () => {
  jest.mocked(fetchShoppingLists).mockResolvedValue([{ shoppingListId: 'l-1', name: 'Bucket truck' }]);
  const { onClose, user } = open();
  const select = await screen.findByLabelText('Shopping List');

  await user.click(screen.getByRole('button', { name: 'Add & View List' }));
  expect(await screen.findByText('Please select a list.')).toBeVisible();
  expect(select).toHaveFocus();
  expect(select).toHaveAccessibleDescription('Please select a list.');

  await user.selectOptions(select, 'l-1');
  expect(screen.queryByText('Please select a list.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add & View List' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(createShoppingList).not.toHaveBeenCalled();
  expect(navigator.push).toHaveBeenCalledWith(
    expect.objectContaining({ pathname: '/pages/my-account/shoppingLists/l-1' }),
    undefined,
    expect.anything(),
  );
});

it('refuses a name the user already has (any letter case) before sending it', async () => {
  jest.mocked(fetchShoppingLists).mockResolvedValue([{ shoppingListId: 'l-1', name: 'Bucket truck' }]);
  const { user } = open();
  await screen.findByLabelText('Shopping List');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('Please select a list.');

  // switching mode starts afresh: the name field shows no error until used
  await user.click(screen.getByRole('button', { name: 'Create a new list' }));
  const name = screen.getByLabelText('List Name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.queryByText('Please select a list.')).toBeNull();
  expect(screen.queryByText('Name is required.')).toBeNull();

  await user.type(name, 'BUCKET TRUCK');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText(TAKEN)).toBeVisible();
  expect(createShoppingList).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Add to List' })).toBeVisible();
});

it("shows the API's duplicate-name answer on the name field, cleared by a new name", async () => {
  jest.mocked(fetchShoppingLists).mockResolvedValue([]);
  jest.mocked(createShoppingList).mockRejectedValue(new Error(TAKEN));
  const { onClose, user } = open();
  const name = await screen.findByLabelText('List Name');
  await user.type(name, 'Bucket truck');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText(TAKEN)).toBeVisible();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(onClose).not.toHaveBeenCalled();

  await user.type(name, ' 2');
  expect(screen.queryByText(TAKEN)).toBeNull();
});

it('names a failure that is not the name’s in an alert', async () => {
  jest.mocked(fetchShoppingLists).mockResolvedValue([{ shoppingListId: 'l-1', name: 'Bucket truck' }]);
  jest.mocked(addItemToShoppingList).mockRejectedValue(new Error('Internal error'));
  const { onClose, user } = open();
  await user.selectOptions(await screen.findByLabelText('Shopping List'), 'l-1');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not add the item to the list. Please try again.',
  );
  expect(onClose).not.toHaveBeenCalled();
});
