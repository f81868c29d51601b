import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  AllPrivilegesDocument,
  CompanyDefaultRoleChoicesDocument,
  CompanyRolesDocument,
  CreateRoleDocument,
  DeleteRoleDocument,
  GlobalRolesDocument,
  SetCompanyDefaultRoleDocument,
} from '../../gql/graphql';
import RoleManagementPage from './role-management-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();

const viewer = { roleId: 'r-1', roleName: 'Viewer', scope: 'GLOBAL', accountId: null };
const crew = { roleId: 'r-2', roleName: 'Crew Lead', scope: 'ORGANIZATION', accountId: 'acc-1' };
const helpDesk = {
  roleId: 'r-3',
  roleName: 'Help Desk',
  scope: 'GLOBAL',
  accountId: null,
  roleClass: 'STAFF',
};
const answers = new Map<unknown, unknown>([
  [GlobalRolesDocument, { getGlobalRoles: [viewer] }],
  [
    CompanyRolesDocument,
    {
      getCompanyRoles: {
        defaultRoleName: 'Viewer',
        organizationalRoles: [crew],
        globalRoles: [viewer, helpDesk],
      },
    },
  ],
  // what setCompanyDefaultRole accepts: no staff role
  [
    CompanyDefaultRoleChoicesDocument,
    {
      assignableRoles: [
        { id: 'r-2', name: 'Crew Lead' },
        { id: 'r-1', name: 'Viewer' },
      ],
    },
  ],
  [AllPrivilegesDocument, { getAllPrivileges: [{ name: 'B2B_Dashboard', displayName: 'Dashboard' }] }],
  [DeleteRoleDocument, { deleteRole: true }],
  [CreateRoleDocument, { createRole: crew }],
  [SetCompanyDefaultRoleDocument, { setCompanyDefaultRole: { roleId: 'r-2', roleName: 'Crew Lead' } }],
]);
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/csr/customerSupport/roleManagement${search}`} navigator={navigator}>
        <RoleManagementPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for every typed document this page sends
  run.mockImplementation((async (document: unknown) =>
    answers.get(document)) as unknown as typeof runGraphQL);
});

it('deletes a role only after confirmation', async () => {
  renderAt('');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Viewer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls(DeleteRoleDocument)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Viewer' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Delete role' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText('The role Viewer was deleted.')).toBeInTheDocument();
  expect(calls(DeleteRoleDocument)[0]?.[1]).toEqual({ roleId: 'r-1' });
});

it("shows the company's roles from the URL, sets its default role and creates a company role", async () => {
  renderAt('?accountId=acc-1');
  const table = await screen.findByRole('table', { name: 'Company roles' });
  expect(within(table).getByText('Crew Lead')).toBeInTheDocument();
  const defaults = screen.getByRole('combobox', { name: 'Default role' });
  // the choices are the API's: the staff role is not offered
  expect(await within(defaults).findByRole('option', { name: 'Crew Lead' })).toBeInTheDocument();
  expect(
    within(defaults)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['None', 'Crew Lead', 'Viewer']);
  expect(calls(CompanyDefaultRoleChoicesDocument)[0]?.[1]).toEqual({ accountId: 'acc-1' });
  await userEvent.selectOptions(defaults, 'Crew Lead');
  await userEvent.click(screen.getByRole('button', { name: 'Set Default Role' }));
  expect(await screen.findByText("Crew Lead is now the company's default role.")).toBeInTheDocument();
  expect(calls(SetCompanyDefaultRoleDocument)[0]?.[1]).toEqual({ roleName: 'Crew Lead', accountId: 'acc-1' });

  const form = screen.getByRole('form', { name: 'Create role' });
  await userEvent.click(within(form).getByRole('button', { name: 'Create Role' }));
  expect(await within(form).findByText('Role name is required.')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: 'Role name' }), 'Crew Lead');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Scope' }), 'ORGANIZATION');
  await userEvent.click(within(form).getByRole('checkbox', { name: /Dashboard/ }));
  await userEvent.click(within(form).getByRole('button', { name: 'Create Role' }));
  expect(await screen.findByText('The role Crew Lead was created.')).toBeInTheDocument();
  expect(calls(CreateRoleDocument)[0]?.[1]).toEqual({
    roleName: 'Crew Lead',
    privileges: ['B2B_Dashboard'],
    accountId: 'acc-1',
  });
});

it('lists the global roles a row each, with a link to their privileges', async () => {
  renderAt('');
  const table = await screen.findByRole('table', { name: 'Global roles' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Viewer']);
  expect(within(table).getByRole('link', { name: 'Privileges of Viewer' })).toHaveAttribute(
    'href',
    '/pages/csr/customerSupport/roleEditor?roleId=r-1',
  );
});

it('says when there are no global roles', async () => {
  run.mockImplementation((async (document: unknown) =>
    document === GlobalRolesDocument
      ? { getGlobalRoles: [] }
      : answers.get(document)) as unknown as typeof runGraphQL);
  renderAt('');
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
});

it('says when the global roles could not be loaded', async () => {
  run.mockImplementation((async (document: unknown) => {
    if (document === GlobalRolesDocument) throw new Error('down');
    return answers.get(document);
  }) as unknown as typeof runGraphQL);
  renderAt('');
  expect(await screen.findByText('The global roles could not be loaded.')).toBeInTheDocument();
});
