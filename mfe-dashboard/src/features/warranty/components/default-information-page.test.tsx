import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/warranty';
import type { WarrantyDefaultInformation } from '../types/warranty';
import DefaultInformationPage from './default-information-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/warranty', () => ({
  defaultInformation: jest.fn(),
  updateDefaultInformation: jest.fn(),
  warrantyAddressPage: jest.fn(),
}));
const defaultInformation = api.defaultInformation as jest.MockedFunction<typeof api.defaultInformation>;
const updateDefaultInformation = api.updateDefaultInformation as jest.MockedFunction<
  typeof api.updateDefaultInformation
>;
const warrantyAddressPage = api.warrantyAddressPage as jest.MockedFunction<typeof api.warrantyAddressPage>;

const navigator = testNavigator();

const INFO: WarrantyDefaultInformation = {
  accountId: 'A1',
  billingAddress: null,
  shippingAddress: null,
  contactName: 'Ann Lee',
  contactEmail: null,
  contactPhone: null,
  updatedAt: null,
};

function renderPage(privileges: string[]) {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/equipment/warranty/address" navigator={navigator}>
        <DefaultInformationPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  defaultInformation.mockResolvedValue(INFO);
});

it('chooses a billing address with the shared picker and saves it with the contact', async () => {
  warrantyAddressPage.mockResolvedValue([
    {
      addressId: 'AD-7',
      ebsAddressId: 'E-7',
      addressName: 'Yard',
      address1: '7 Depot Rd',
      address2: null,
      city: 'Reading',
      state: 'PA',
      province: null,
      postalCode: '19601',
      country: 'US',
      isDefault: false,
      isFavorite: false,
    },
  ]);
  updateDefaultInformation.mockResolvedValue({ ...INFO, contactPhone: '610-555-0100', updatedAt: null });
  renderPage(['B2B_Warranty_Submit']);
  expect(await screen.findByLabelText('Contact Name')).toHaveValue('Ann Lee');
  expect(screen.getByText('No default billing address.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change Billing Address' }));
  await userEvent.click(await screen.findByRole('radio', { name: /7 Depot Rd/ }));
  expect(warrantyAddressPage).toHaveBeenCalledWith('A1', 'BILLING', expect.objectContaining({ page: 0 }));
  expect(screen.getByText('7 Depot Rd')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Contact Phone'), 'call me');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Contact phone is not a valid phone number.')).toBeInTheDocument();
  expect(updateDefaultInformation).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText('Contact Phone'));
  await userEvent.type(screen.getByLabelText('Contact Phone'), '610-555-0100');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(updateDefaultInformation).toHaveBeenCalledWith({
      accountId: 'A1',
      billingAddressId: 'AD-7',
      shippingAddressId: null,
      contactName: 'Ann Lee',
      contactEmail: null,
      contactPhone: '610-555-0100',
    }),
  );
  expect(await screen.findByText('The Default Information was saved.')).toBeInTheDocument();
});

it('a demo account sees the Default Information but cannot save it', async () => {
  renderPage(['Demo_Only_Warranty_Submit']);
  expect(await screen.findByLabelText('Contact Name')).toHaveValue('Ann Lee');
  expect(
    screen.getByText('A demonstration account cannot change the Default Information.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
