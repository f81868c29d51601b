import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  addAddress,
  deleteAddress,
  fetchAddressPage,
  fetchAddressProfile,
  updateAddress,
  validateAddress,
} from './api/address-book';
import AddressBookPage from './address-book-page';

jest.mock('./api/address-book', () => ({
  addAddress: jest.fn(),
  deleteAddress: jest.fn(),
  fetchAddressPage: jest.fn(),
  fetchAddressProfile: jest.fn(),
  updateAddress: jest.fn(),
  updateAddressPreferences: jest.fn(),
  validateAddress: jest.fn(),
}));
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  showToast: jest.fn(),
  useSession: (select: (s: { initialized: boolean }) => unknown) => select({ initialized: true }),
}));

const YARD = {
  addressId: 'A-1',
  ebsAddressId: 'E-1',
  addressName: 'Yard',
  address1: '100 Congress Ave',
  address2: null,
  city: 'Austin',
  state: 'TX',
  province: null,
  postalCode: '78701',
  country: 'US',
  county: 'TRAVIS',
};

function profile(isAddressModificationAllowed: boolean) {
  (fetchAddressProfile as jest.Mock).mockResolvedValue({
    userId: 'U-1',
    isAddressModificationAllowed,
    defaultShippingAddressId: null,
    defaultBillingAddressId: null,
    favoriteAddressIds: [],
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressBookPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  // one page, then no more
  (fetchAddressPage as jest.Mock).mockImplementation(({ page }: { page: number }) =>
    Promise.resolve(page === 0 ? [YARD] : []),
  );
});

it('a personal user edits an address in place: validated, saved under its id, focus back on its Edit button', async () => {
  profile(true);
  (validateAddress as jest.Mock).mockResolvedValue({
    validationResult: 'VALID',
    address: { ...YARD, address1: '200 Congress Ave', address2: '' },
    suggestedAddress: null,
    county: 'TRAVIS',
  });
  (updateAddress as jest.Mock).mockResolvedValue('A-1');
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit address: Yard' }));
  const form = screen.getByRole('form', { name: 'Edit Address' });
  expect(within(form).getByLabelText('Address Name (optional)')).toHaveFocus();
  expect(within(form).getByLabelText('Zip/Postal Code')).toHaveValue('78701');
  await user.clear(within(form).getByLabelText('Street Address Line 1'));
  await user.type(within(form).getByLabelText('Street Address Line 1'), '200 congress ave');
  await user.click(within(form).getByRole('button', { name: 'Save Address' }));
  await waitFor(() =>
    expect(updateAddress).toHaveBeenCalledWith(
      'A-1',
      expect.objectContaining({ addressName: 'Yard', address1: '200 Congress Ave', county: 'TRAVIS' }),
    ),
  );
  expect(addAddress).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit address: Yard' })).toHaveFocus());
});

it('a business user sees the company addresses without Edit or Add', async () => {
  profile(false);
  renderPage();
  expect(await screen.findByText("Your company's addresses are shown read-only.")).toBeVisible();
  expect(await screen.findByText('Yard')).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Edit address/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Delete address/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add a New Address' })).toBeNull();
});

it('a personal user deletes an address only after confirming it, and the list reloads', async () => {
  profile(true);
  (deleteAddress as jest.Mock).mockResolvedValue(undefined);
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete address: Yard' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete Address' });
  expect(dialog).toHaveTextContent(
    'Delete the address Yard, 100 Congress Ave, Austin, TX 78701, US? Orders already placed keep it.',
  );
  // Cancel deletes nothing
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleteAddress).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Delete address: Yard' }));
  dialog = screen.getByRole('dialog', { name: 'Delete Address' });
  const pagesBefore = (fetchAddressPage as jest.Mock).mock.calls.length;
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleteAddress).toHaveBeenCalledWith('A-1'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect((fetchAddressPage as jest.Mock).mock.calls.length).toBeGreaterThan(pagesBefore));
});
