import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  RestoreUserPrivilegeDocument,
  RevokeUserPrivilegeDocument,
  UserPrivilegeTargetDocument,
  UserRolePrivilegesDocument,
} from '../../gql/graphql';
import UserPrivilegeEditorPage from './user-privilege-editor-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();

const user = {
  userId: 'u-1',
  email: 'lee@keystone.example',
  firstName: 'Lee',
  lastName: 'Park',
  revokedPrivileges: ['B2B_Reporting'],
  roles: [{ roleId: 'r-1', roleName: 'Administrator' }],
};
const answers = new Map<unknown, unknown>([
  [UserPrivilegeTargetDocument, { searchUsers: { users: [user] } }],
  [UserRolePrivilegesDocument, { getPrivilegesByRole: ['B2B_Dashboard', 'B2B_Reporting'] }],
  [
    RevokeUserPrivilegeDocument,
    { revokeUserPrivilege: { userId: 'u-1', revokedPrivileges: ['B2B_Dashboard', 'B2B_Reporting'] } },
  ],
  [RestoreUserPrivilegeDocument, { restoreUserPrivilege: { userId: 'u-1', revokedPrivileges: [] } }],
]);
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for every typed document this page sends
  run.mockImplementation((async (document: unknown) =>
    answers.get(document)) as unknown as typeof runGraphQL);
});

it("lists the roles' privileges with their state and revokes one", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router
        location="/pages/csr/customerSupport/userPrivilegeEditor?email=lee%40keystone.example"
        navigator={navigator}
      >
        <UserPrivilegeEditorPage />
      </Router>
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Privileges' });
  expect(within(table).getByRole('button', { name: 'Restore B2B_Reporting' })).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Revoke B2B_Dashboard' }));
  expect(await screen.findByText('B2B_Dashboard was revoked.')).toBeInTheDocument();
  expect(calls(RevokeUserPrivilegeDocument)[0]?.[1]).toEqual({ userId: 'u-1', privilege: 'B2B_Dashboard' });
  expect(within(table).getByRole('button', { name: 'Restore B2B_Dashboard' })).toBeInTheDocument();
});
