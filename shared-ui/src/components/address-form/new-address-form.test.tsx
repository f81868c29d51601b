import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewAddressForm } from './new-address-form';
import type { NewAddressFormProps } from './new-address-form';

const CORRECTED = {
  address1: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701-1234',
  country: 'US',
};

function renderForm(overrides: Partial<NewAddressFormProps> = {}) {
  const props = {
    validateAddress: jest.fn(),
    saveAddress: jest.fn().mockResolvedValue('ADDR-NEW'),
    onAdded: jest.fn(),
    onCancel: jest.fn(),
    describeError: (error: unknown, fallback: string) =>
      error instanceof Error && error.message ? error.message : fallback,
    ...overrides,
  };
  render(<NewAddressForm {...props} />);
  return { ...props, user: userEvent.setup() };
}

async function fillAustin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Street Address Line 1'), '100 congress ave');
  await user.type(screen.getByLabelText('City'), 'austin');
  await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
  await user.type(screen.getByLabelText('Zip/Postal Code'), '78701');
}

it('names each missing field after a failed submit and sends nothing', async () => {
  const { user, validateAddress } = renderForm();
  expect(screen.getByRole('form', { name: 'Add a New Address' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  expect(await screen.findByText('Street Address Line 1 is required.')).toBeVisible();
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');
  expect(screen.getByLabelText('State/Province')).toHaveAccessibleDescription('State/Province is required.');
  expect(screen.getByLabelText('Zip/Postal Code')).toHaveAccessibleDescription(
    'Zip/Postal Code is required.',
  );
  // optional fields stay quiet
  expect(screen.getByLabelText('Address Name (optional)')).not.toHaveAttribute('aria-invalid');
  expect(validateAddress).not.toHaveBeenCalled();
});

it('shows an error once a field is left, and checks the postal code for the country', async () => {
  const { user } = renderForm();
  await user.type(screen.getByLabelText('Zip/Postal Code'), '7870');
  expect(screen.queryByText('Zip/Postal Code must be a correct format.')).toBeNull();
  await user.tab();
  expect(await screen.findByText('Zip/Postal Code must be a correct format.')).toBeVisible();
  // the other fields were not visited
  expect(screen.queryByText('City is required.')).toBeNull();
});

it('a new country clears the state and offers its own regions', async () => {
  const { user } = renderForm();
  await user.selectOptions(screen.getByLabelText('State/Province'), 'TX');
  await user.selectOptions(screen.getByLabelText('Country'), 'CA');
  expect(screen.getByLabelText('State/Province')).toHaveValue('');
  await user.selectOptions(screen.getByLabelText('State/Province'), 'ON');
  expect(screen.getByLabelText('State/Province')).toHaveValue('ON');
});

it('a valid entry is validated, then saved with the corrected fields and the county', async () => {
  const { user, validateAddress, saveAddress, onAdded } = renderForm({
    validateAddress: jest.fn().mockResolvedValue({
      validationResult: 'VALID',
      address: CORRECTED,
      suggestedAddress: null,
      county: 'TRAVIS',
    }),
  });
  await fillAustin(user);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  const saved = expect.objectContaining({
    address1: '100 Congress Ave',
    postalCode: '78701-1234',
    county: 'TRAVIS',
  });
  await waitFor(() => expect(onAdded).toHaveBeenCalledWith('ADDR-NEW', saved));
  expect(saveAddress).toHaveBeenCalledWith(saved);
  expect(validateAddress).toHaveBeenCalledWith(
    expect.objectContaining({ address1: '100 congress ave', country: 'US' }),
  );
});

it('AMBIGUOUS: Accept saves the address as entered; Close saves nothing', async () => {
  const { user, saveAddress, onAdded } = renderForm({
    validateAddress: jest.fn().mockResolvedValue({
      validationResult: 'AMBIGUOUS',
      address: CORRECTED,
      suggestedAddress: null,
      county: '',
    }),
  });
  await fillAustin(user);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(saveAddress).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Address Name (optional)')).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  await waitFor(() =>
    expect(onAdded).toHaveBeenCalledWith(
      'ADDR-NEW',
      expect.objectContaining({ address1: '100 congress ave', city: 'austin' }),
    ),
  );
});

it('an INVALID answer or a failed validator is the spec 8 error; a refused save shows the caller’s message', async () => {
  const validateAddress = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({
    validationResult: 'VALID',
    address: CORRECTED,
    suggestedAddress: null,
    county: 'TRAVIS',
  });
  const { user, onAdded } = renderForm({
    validateAddress,
    saveAddress: jest.fn().mockRejectedValue(new Error('Address limit reached.')),
  });
  await fillAustin(user);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Error validating address provided/);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Address limit reached.'));
  expect(onAdded).not.toHaveBeenCalled();
});

it('edits an existing address: starts from its fields, names itself, validates and saves the change', async () => {
  const { user, saveAddress, onAdded } = renderForm({
    title: 'Edit Address',
    initialValues: {
      addressName: 'Yard',
      address1: '100 congress ave',
      address2: '',
      city: 'austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    },
    validateAddress: jest.fn().mockResolvedValue({
      validationResult: 'VALID',
      address: { ...CORRECTED, address1: '200 Congress Ave' },
      suggestedAddress: null,
      county: 'TRAVIS',
    }),
  });
  const form = screen.getByRole('form', { name: 'Edit Address' });
  expect(form).toBeInTheDocument();
  expect(screen.getByLabelText('Address Name (optional)')).toHaveValue('Yard');
  await user.clear(screen.getByLabelText('Street Address Line 1'));
  await user.type(screen.getByLabelText('Street Address Line 1'), '200 congress ave');
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
  const saved = expect.objectContaining({
    addressName: 'Yard',
    address1: '200 Congress Ave',
    county: 'TRAVIS',
  });
  await waitFor(() => expect(onAdded).toHaveBeenCalledWith('ADDR-NEW', saved));
  expect(saveAddress).toHaveBeenCalledWith(saved);
});
