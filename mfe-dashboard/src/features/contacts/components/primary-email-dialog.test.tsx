import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactRowFragment } from '../../../gql/graphql';
import { errorFromResponse } from '@portal/api-client';
import * as api from '../api/primary-email';
import { PrimaryEmailDialog } from './primary-email-dialog';

jest.mock('../api/primary-email', () => ({ updateContactPrimaryEmail: jest.fn() }));
const update = api.updateContactPrimaryEmail as jest.MockedFunction<typeof api.updateContactPrimaryEmail>;

const CONTACT = {
  contactId: 'c-7',
  firstName: 'Dana',
  lastName: 'Lineman',
  email: 'dana@old.example',
  jobTitle: null,
  active: true,
  hasConnectAccount: true,
  phoneNumbers: [],
  customer: { accountId: 'acct-1', customerName: 'Blue Ridge Line' },
  authProfile: { userId: 'u-7', userStatus: 'REGISTERED', roles: [] },
} as unknown as ContactRowFragment; // the fragment's masked type; only these fields are read

function setup() {
  const onSaved = jest.fn();
  render(<PrimaryEmailDialog contact={CONTACT} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup(), email: screen.getByLabelText('Email') };
}

beforeEach(() => jest.clearAllMocks());

it('starts from the current e-mail and refuses an empty or malformed one with the spec’s messages', async () => {
  const { user, email } = setup();
  expect(email).toHaveValue('dana@old.example');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.clear(email);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
  await user.type(email, 'dana@');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Email address must be a correct format.')).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
});

it('saves the new e-mail, or shows why the API refused it', async () => {
  update.mockRejectedValueOnce(
    errorFromResponse(
      409,
      '/api/integration',
      {
        uuid: 'u-1',
        exceptionMessages: ['A user with this email address already exists.'],
        userFriendlyMessage: 'A user with this email address already exists.',
      },
      { source: 'gateway' },
    ),
  );
  const { user, email, onSaved } = setup();
  await user.clear(email);
  await user.type(email, 'taken@example.com');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A user with this email address already exists.')).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();

  update.mockResolvedValueOnce({
    contactId: 'c-7',
    firstName: 'Dana',
    lastName: 'Lineman',
    email: 'dana@new.example',
    jobTitle: null,
    phoneNumbers: [],
    customer: { accountId: 'acc-1', customerName: 'Cascade Crane' },
    authProfile: null,
    hasConnectAccount: false,
    active: true,
  });
  await user.clear(email);
  await user.type(email, ' dana@new.example ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('dana@new.example'));
  expect(update).toHaveBeenLastCalledWith('c-7', 'dana@new.example');
});
