import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as apiClient from '@portal/api-client';
import { CreateContactDocument } from '../../../gql/graphql';
import { NewContactDialog } from './new-contact-dialog';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const runGraphQL = apiClient.runGraphQL as jest.MockedFunction<typeof apiClient.runGraphQL>;

function setup() {
  const onCreated = jest.fn();
  render(<NewContactDialog open accountId="acct-1" onClose={jest.fn()} onCreated={onCreated} />);
  return { onCreated, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

it('refuses an incomplete or malformed form with the shared schema’s messages and sends nothing', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Phone Number'), 'call me');
  await user.click(screen.getByRole('button', { name: 'Create Contact' }));
  expect(await screen.findByText('First name is required.')).toBeInTheDocument();
  expect(screen.getByText('Email address must be a correct format.')).toBeInTheDocument();
  expect(screen.getByText('Phone number contains invalid characters.')).toBeInTheDocument();
  expect(runGraphQL).not.toHaveBeenCalled();
});

it('creates a contact without a role or e-mail (not a portal user)', async () => {
  runGraphQL.mockResolvedValue({ createContact: { contactId: 'c1' } });
  const { user, onCreated } = setup();
  await user.type(screen.getByLabelText('First Name'), ' Casey ');
  await user.type(screen.getByLabelText('Last Name'), 'Yardhand');
  await user.type(screen.getByLabelText('Phone Number'), '(256) 555-0142');
  await user.click(screen.getByRole('button', { name: 'Create Contact' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Casey Yardhand'));
  expect(runGraphQL).toHaveBeenCalledWith(CreateContactDocument, {
    contact: {
      firstName: 'Casey',
      lastName: 'Yardhand',
      email: null,
      accountId: 'acct-1',
      phoneNumber: '(256) 555-0142',
      jobTitle: null,
    },
  });
});

it('shows the API’s refusal and stays open', async () => {
  runGraphQL.mockRejectedValue(apiClient.graphqlError(200, '/api/graphql', [{ message: 'Forbidden' }], '/'));
  const { user, onCreated } = setup();
  await user.type(screen.getByLabelText('First Name'), 'Casey');
  await user.type(screen.getByLabelText('Last Name'), 'Yardhand');
  await user.click(screen.getByRole('button', { name: 'Create Contact' }));
  expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  expect(onCreated).not.toHaveBeenCalled();
});
