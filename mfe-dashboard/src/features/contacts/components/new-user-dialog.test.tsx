import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as apiClient from '@portal/api-client';
import { AssignableRolesDocument, CreateUserDocument } from '../../../gql/graphql';
import { NewUserDialog } from './new-user-dialog';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const runGraphQL = apiClient.runGraphQL as jest.MockedFunction<typeof apiClient.runGraphQL>;

function setup() {
  runGraphQL.mockImplementation(async (document) => {
    if (document === AssignableRolesDocument)
      return { assignableRoles: [{ id: 'r-viewer', name: 'B2B Viewer' }] };
    if (document === CreateUserDocument) return { createUser: { contactId: 'c1' } };
    throw new Error('unexpected document');
  });
  const onCreated = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewUserDialog open accountId="acct-1" onClose={jest.fn()} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { onCreated, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

it('refuses an incomplete form with the shared schema’s messages and sends nothing', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Create User' }));
  expect(await screen.findByText('First name is required.')).toBeInTheDocument();
  expect(screen.getByText('Email address is required.')).toBeInTheDocument();
  expect(screen.getByText('Please choose a role.')).toBeInTheDocument();
  expect(runGraphQL).not.toHaveBeenCalledWith(CreateUserDocument, expect.anything());
});

it('creates the user in the organisation with the chosen role', async () => {
  const { user, onCreated } = setup();
  await user.type(screen.getByLabelText('First Name'), ' Robin ');
  await user.type(screen.getByLabelText('Last Name'), 'Newhire');
  await user.type(screen.getByLabelText('Email'), 'robin@example.com');
  await user.selectOptions(await screen.findByLabelText('Role'), 'B2B Viewer');
  await user.click(screen.getByRole('button', { name: 'Create User' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith('robin@example.com'));
  expect(runGraphQL).toHaveBeenCalledWith(CreateUserDocument, {
    user: {
      firstName: 'Robin',
      lastName: 'Newhire',
      email: 'robin@example.com',
      accountId: 'acct-1',
      roleId: 'r-viewer',
      phoneNumber: null,
      jobTitle: null,
    },
  });
});
