import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../api/checkout-api';
import { NewAddressForm } from './new-address-form';

jest.mock('../api/checkout-api', () => ({ validateAddress: jest.fn(), addAddress: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

beforeEach(() => jest.clearAllMocks());

it('names each missing field after a failed submit and sends nothing', async () => {
  render(<NewAddressForm onAdded={jest.fn()} onCancel={jest.fn()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  expect(await screen.findByText('Street Address Line 1 is required.')).toBeVisible();
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');
  expect(screen.getByLabelText('State/Province')).toHaveAccessibleDescription('State/Province is required.');
  expect(screen.getByLabelText('Zip/Postal Code')).toHaveAccessibleDescription(
    'Zip/Postal Code is required.',
  );
  // optional fields stay quiet
  expect(screen.getByLabelText('Address Name (optional)')).not.toHaveAttribute('aria-invalid');
  expect(mocked.validateAddress).not.toHaveBeenCalled();
});

it('shows an error once a field is left, and checks the postal code for the country', async () => {
  render(<NewAddressForm onAdded={jest.fn()} onCancel={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Zip/Postal Code'), '7870');
  expect(screen.queryByText('Zip/Postal Code must be a correct format.')).toBeNull();
  await user.tab();
  expect(await screen.findByText('Zip/Postal Code must be a correct format.')).toBeVisible();
  // the other fields were not visited
  expect(screen.queryByText('City is required.')).toBeNull();
});

it('a new country clears the state and offers its own regions', async () => {
  render(<NewAddressForm onAdded={jest.fn()} onCancel={jest.fn()} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
  await user.selectOptions(screen.getByLabelText('Country'), 'CA');
  expect(screen.getByLabelText('State/Province')).toHaveValue('');
  await user.selectOptions(screen.getByLabelText('State/Province'), 'ON');
  expect(screen.getByLabelText('State/Province')).toHaveValue('ON');
});

it('a valid entry is validated, then saved with the corrected fields', async () => {
  mocked.validateAddress.mockResolvedValue({
    validationResult: 'VALID',
    address: {
      address1: '100 Congress Ave',
      address2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701-1234',
      country: 'US',
    },
    suggestedAddress: null,
    county: 'TRAVIS',
  });
  mocked.addAddress.mockResolvedValue('ADDR-NEW');
  const onAdded = jest.fn();
  render(<NewAddressForm onAdded={onAdded} onCancel={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Street Address Line 1'), '100 congress ave');
  await user.type(screen.getByLabelText('City'), 'austin');
  await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
  await user.type(screen.getByLabelText('Zip/Postal Code'), '78701');
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  await waitFor(() =>
    expect(onAdded).toHaveBeenCalledWith(
      'ADDR-NEW',
      expect.objectContaining({ address1: '100 Congress Ave', postalCode: '78701-1234', county: 'TRAVIS' }),
    ),
  );
  expect(mocked.validateAddress).toHaveBeenCalledWith(
    expect.objectContaining({ address1: '100 congress ave', country: 'US' }),
  );
});
