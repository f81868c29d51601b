import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  addAddress,
  fetchAddressPage,
  fetchAddressProfile,
  updateAddress,
  validateAddress,
} from './api/address-book';
import AddressBookPage from './address-book-page';

jest.mock('./api/address-book', () => ({
  addAddress: jest.fn(),
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
  expect(screen.queryByRole('button', { name: 'Add a New Address' })).toBeNull();
});
