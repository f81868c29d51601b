import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { useMemo, useState, type ReactNode } from 'react';
import { Router, createPath, type To } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore, setAuthController } from '@portal/shared-session';
import {
  CsrAddToFavoritesDocument,
  CsrCheckEmailExistsDocument,
  CsrEditUserDocument,
  CsrImpersonationAllowedDocument,
  CsrResetPasswordDocument,
  CsrSetupImpersonationDocument,
  CsrUpdateDefaultShippingAddressDocument,
  CsrUserAddressesDocument,
  CsrUserAuditLogDocument,
  CsrAddCustomerNoteDocument,
  CsrChangeStatusDocument,
  CsrChangeUserOrgDocument,
  CsrCustomerNotesDocument,
  CsrCustomerOrdersDocument,
  CsrCustomerCourseOrdersDocument,
  CsrCustomerStatusHistoryDocument,
  ApprovalCustomerSearchDocument,
  CsrUserRolesDocument,
  SearchAdminUsersDocument,
  type AdminUserRowFragment,
  type CsrUserAddressFragment,
} from '../../gql/graphql';
import { EMAIL_TAKEN } from './components/edit-user-form';
import UserPage from './user-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();

const pat: AdminUserRowFragment = {
  userId: 'u-1',
  authId: 'a-1',
  firstName: 'Pat',
  lastName: 'Morgan',
  email: 'pat.morgan@mailbox.example',
  userStatus: 'REGISTERED',
  isInternalAssociate: false,
  isValidatedB2BUser: false,
  isB2C: true,
  accountNumber: null,
  accountId: null,
  locale: 'en_US',
  registrationDate: '2026-03-07T10:00:00.000Z',
  userEnteredBusinessName: null,
  matchedOn: null,
  parentOrganization: null,
  roles: [],
  defaultShippingAddress: null,
  defaultBillingAddress: null,
  favorites: [],
};

const yard: CsrUserAddressFragment = {
  addressId: 'addr-1',
  ebsAddressId: 'ebs-1',
  addressName: 'Lakeside Yard',
  address1: '100 Congress Ave',
  address2: null,
  city: 'Austin',
  state: 'TX',
  province: null,
  postalCode: '78701',
  country: 'US',
  billingEnabled: false,
  shippingEnabled: true,
  isDefault: false,
  isFavorite: false,
};

/** Answers each document like the API would; `answers` overrides one document's answer. */
function serve(answers: Map<unknown, unknown> = new Map()) {
  const defaults = new Map<unknown, unknown>([
    [SearchAdminUsersDocument, { searchUsers: { totalCount: 1, users: [pat] } }],
    [CsrUserRolesDocument, { assignableRoles: [] }],
    [CsrUserAddressesDocument, { csrUserAddresses: [yard] }],
    [CsrImpersonationAllowedDocument, { impersonationAllowed: { allowed: true, reason: null } }],
    [CsrCustomerNotesDocument, { customerNotes: [] }],
    [
      CsrUserAuditLogDocument,
      {
        userAuditLog: {
          totalCount: 1,
          entries: [
            {
              id: 'e1',
              action: 'CSR_EDIT_USER',
              actorUserId: 'agent',
              actorName: 'Cora Lane',
              at: '2026-03-08T10:00:00Z',
              details: '{}',
            },
          ],
        },
      },
    ],
  ]);
  // the mock stands in for every typed document; the page reads only the fields the test gives
  run.mockImplementation((async (document: unknown) => {
    if (answers.has(document)) {
      const answer = answers.get(document);
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (defaults.has(document)) return defaults.get(document);
    throw new Error('unexpected document');
  }) as unknown as typeof runGraphQL);
}

const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A router whose location follows the page's own navigation (the tab is in the URL), recorded by `navigator`. */
function LiveRouter({ initial, children }: { initial: string; children: ReactNode }) {
  const [location, setLocation] = useState(initial);
  const live = useMemo(
    () => ({
      ...navigator,
      push: (to: To) => {
        navigator.push(to);
        setLocation(pathOf(to));
      },
      replace: (to: To) => {
        navigator.replace(to);
        setLocation(pathOf(to));
      },
    }),
    [],
  );
  return (
    <Router location={location} navigator={live}>
      {children}
    </Router>
  );
}

const USER_URL = '/pages/csr/customerSupport/user?email=pat.morgan%40mailbox.example';

function renderPage(tab?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LiveRouter initial={tab ? `${USER_URL}&tab=${tab}` : USER_URL}>
        <UserPage />
      </LiveRouter>
    </QueryClientProvider>,
  );
}

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('finds the user by e-mail and shows the details, and the audit log on its tab', async () => {
  serve();
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Pat Morgan', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('B2C')).toBeInTheDocument();
  await openTab('Audit Log');
  // the action in words and the agent by name, from the one map in @portal/rules
  const entry = (await screen.findByText('Edited name and email')).closest('tr')!;
  expect(within(entry).getByText('Cora Lane')).toBeInTheDocument();
  // the log scrolls sideways on a phone: a keyboard user can reach it
  expect(screen.getByRole('region', { name: 'Audit log table' })).toHaveAttribute('tabindex', '0');
  expect(calls(SearchAdminUsersDocument)[0]?.[1]).toEqual({
    query: 'pat.morgan@mailbox.example',
    page: 0,
    pageSize: 10,
  });
});

it("shows the spec's message when resetPassword returns false", async () => {
  serve(new Map([[CsrResetPasswordDocument, { resetPassword: false }]]));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
  expect(
    await screen.findByText('Unable to reset password, false was returned from the server.'),
  ).toBeInTheDocument();
});

it('checks a changed e-mail first and does not save when it is taken', async () => {
  serve(new Map([[CsrCheckEmailExistsDocument, { checkEmailExists: true }]]));
  renderPage();
  const email = await screen.findByRole('textbox', { name: /^Email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'taken@mailbox.example');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(EMAIL_TAKEN)).toBeInTheDocument();
  expect(calls(CsrCheckEmailExistsDocument)[0]?.[1]).toEqual({ email: 'taken@mailbox.example' });
  expect(calls(CsrEditUserDocument)).toHaveLength(0);
});

it('saves a name change without an e-mail check', async () => {
  serve(new Map([[CsrEditUserDocument, { editUser: { ...pat, firstName: 'Patricia' } }]]));
  renderPage();
  const first = await screen.findByRole('textbox', { name: /^First Name/ });
  await userEvent.clear(first);
  await userEvent.type(first, 'Patricia');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The user was saved.')).toBeInTheDocument();
  expect(calls(CsrCheckEmailExistsDocument)).toHaveLength(0);
  expect(calls(CsrEditUserDocument)[0]?.[1]).toEqual({
    userId: 'u-1',
    firstName: 'Patricia',
    lastName: 'Morgan',
    email: 'pat.morgan@mailbox.example',
  });
});

it('offers no Impersonate action when impersonationAllowed says no, and shows why', async () => {
  serve(
    new Map([
      [
        CsrImpersonationAllowedDocument,
        { impersonationAllowed: { allowed: false, reason: 'Only customers can be impersonated.' } },
      ],
    ]),
  );
  renderPage();
  expect(await screen.findByText(/Only customers can be impersonated\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Impersonate' })).not.toBeInTheDocument();
});

it('impersonates after confirmation: the one-time credential goes to the shell, never onto the page', async () => {
  const impersonate = jest.fn(async () => undefined);
  setAuthController({
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    impersonate,
  });
  serve(
    new Map([
      [
        CsrSetupImpersonationDocument,
        { setupImpersonationUser: { email: 'pat.morgan@mailbox.example', oneTimePassword: 'otp-123' } },
      ],
    ]),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Impersonate' }));
  expect(calls(CsrSetupImpersonationDocument)).toHaveLength(0);
  const confirm = await screen.findByRole('dialog', { name: 'Impersonate user' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Impersonate' }));
  await waitFor(() =>
    expect(impersonate).toHaveBeenCalledWith({
      oneTimePassword: 'otp-123',
      returnTo: '/pages/csr/customerSupport/user?email=pat.morgan%40mailbox.example',
    }),
  );
  expect(calls(CsrSetupImpersonationDocument)[0]?.[1]).toEqual({ userId: 'u-1' });
  expect(screen.queryByText('otp-123')).not.toBeInTheDocument();
});

it('sets a default shipping address and a favourite through the address picker, for this user', async () => {
  serve(
    new Map<unknown, unknown>([
      [
        CsrUpdateDefaultShippingAddressDocument,
        { csrUpdateDefaultShippingAddress: { ...pat, defaultShippingAddress: yard } },
      ],
      [
        CsrAddToFavoritesDocument,
        { csrAddToFavorites: { ...pat, defaultShippingAddress: yard, favorites: [yard] } },
      ],
    ]),
  );
  renderPage();
  await openTab('Addresses');
  const addresses = await screen.findByRole('region', { name: 'Addresses' });
  expect(within(addresses).getByText('Default Shipping Address').nextElementSibling).toHaveTextContent(
    'None',
  );
  // nothing chosen yet: no command can be sent
  expect(within(addresses).getByRole('button', { name: 'Set as Default Shipping' })).toBeDisabled();
  await userEvent.click(
    await within(addresses).findByRole('radio', {
      name: 'Lakeside Yard: 100 Congress Ave, Austin, TX 78701, US',
    }),
  );
  // a shipping-only address cannot be the billing default
  expect(within(addresses).getByRole('button', { name: 'Set as Default Billing' })).toBeDisabled();
  await userEvent.click(within(addresses).getByRole('button', { name: 'Set as Default Shipping' }));
  expect(await screen.findByText('The default shipping address was set.')).toBeInTheDocument();
  expect(calls(CsrUpdateDefaultShippingAddressDocument)[0]?.[1]).toEqual({
    userId: 'u-1',
    ebsAddressId: 'ebs-1',
  });
  expect(within(addresses).getByText('Default Shipping Address').nextElementSibling).toHaveTextContent(
    'Lakeside Yard: 100 Congress Ave, Austin, TX 78701, US',
  );
  await userEvent.click(within(addresses).getByRole('button', { name: 'Add to Favorites' }));
  expect(await screen.findByText('The address was added to the favorites.')).toBeInTheDocument();
  expect(calls(CsrAddToFavoritesDocument)[0]?.[1]).toEqual({ userId: 'u-1', addressId: 'addr-1' });
  expect(within(addresses).getByRole('list', { name: 'Favorite addresses' })).toHaveTextContent(
    'Lakeside Yard',
  );
  // the picker searched the user's addresses again, and now offers to remove the favourite
  expect(calls(CsrUserAddressesDocument).length).toBeGreaterThan(1);
  expect(calls(CsrUserAddressesDocument)[0]?.[1]).toEqual({ userId: 'u-1', query: null, page: 0, size: 25 });
  expect(within(addresses).getByRole('button', { name: 'Remove from Favorites' })).toBeEnabled();
});

it('changes the status only after the agent confirms it', async () => {
  serve(new Map([[CsrChangeStatusDocument, { changeStatus: { ...pat, userStatus: 'DEACTIVATED' } }]]));
  renderPage();
  await openTab('Status');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'DEACTIVATED');
  await userEvent.click(screen.getByRole('button', { name: 'Change Status' }));
  const dialog = screen.getByRole('dialog', { name: 'Change status' });
  expect(dialog).toHaveAccessibleDescription("Change Pat Morgan's status from Registered to Deactivated?");
  expect(calls(CsrChangeStatusDocument)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls(CsrChangeStatusDocument)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Change Status' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Change status' })).getByRole('button', {
      name: 'Change Status',
    }),
  );
  expect(await screen.findByText('The status is now Deactivated.')).toBeInTheDocument();
  expect(calls(CsrChangeStatusDocument)[0]?.[1]).toEqual({ userId: pat.userId, status: 'DEACTIVATED' });
});

it('writes a note and lists the notes newest first with author and time', async () => {
  const notes = [
    { id: 'n2', text: 'Sent the tracking number.', authorName: 'Cora Lane', at: '2026-03-09T15:30:00Z' },
    { id: 'n1', text: 'Called about a late order.', authorName: 'Cora Lane', at: '2026-03-09T15:00:00Z' },
  ];
  serve(
    new Map<unknown, unknown>([
      [CsrCustomerNotesDocument, { customerNotes: notes }],
      [CsrAddCustomerNoteDocument, { addCustomerNote: notes[0] }],
    ]),
  );
  renderPage();
  await openTab('Notes');
  const list = await screen.findByRole('list', { name: 'Notes, newest first' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Cora Lane, 03/09/2026 15:30 UTCSent the tracking number.',
    'Cora Lane, 03/09/2026 15:00 UTCCalled about a late order.',
  ]);
  await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Asked for a callback.');
  await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  await waitFor(() =>
    expect(calls(CsrAddCustomerNoteDocument)[0]?.[1]).toEqual({
      userId: pat.userId,
      text: 'Asked for a callback.',
    }),
  );
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue(''));
});

it('assigns an organisation found by name, after confirmation', async () => {
  serve(
    new Map<unknown, unknown>([
      [
        ApprovalCustomerSearchDocument,
        {
          searchCustomers: [
            {
              accountId: 'acc-9',
              accountNumber: '7710042',
              customerName: 'Granite State Arborists LLC',
              primarySiteAddress: null,
            },
          ],
        },
      ],
      [
        CsrChangeUserOrgDocument,
        {
          changeUserOrg: {
            ...pat,
            parentOrganization: {
              accountId: 'acc-9',
              accountNumber: '7710042',
              name: 'Granite State Arborists LLC',
            },
          },
        },
      ],
    ]),
  );
  renderPage();
  const assign = await screen.findByRole('button', { name: 'Assign Organization' });
  expect(assign).toBeDisabled();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'Granite');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Granite State Arborists LLC (7710042)' }));
  await userEvent.click(assign);
  const dialog = screen.getByRole('dialog', { name: 'Assign organization' });
  expect(calls(CsrChangeUserOrgDocument)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Organization' }));
  expect(
    await screen.findByText('Pat Morgan now belongs to Granite State Arborists LLC (7710042).'),
  ).toBeInTheDocument();
  expect(calls(CsrChangeUserOrgDocument)[0]?.[1]).toEqual({ userId: pat.userId, accountId: 'acc-9' });
});

it('keeps the chosen tab in the URL and opens the tab the URL names; each tab asks only for its own part', async () => {
  serve(
    new Map<unknown, unknown>([
      [
        CsrCustomerOrdersDocument,
        {
          customerOrders: [
            {
              orderId: 'o-1',
              orderNumber: '4400067',
              status: 'BOOKED',
              orderedAt: '2026-03-09T15:00:00Z',
              total: 107.5,
              currency: 'USD',
              accountNumber: '410010',
            },
          ],
        },
      ],
      [CsrCustomerCourseOrdersDocument, { customerCourseOrders: [] }],
      [
        CsrCustomerStatusHistoryDocument,
        {
          customerStatusHistory: [
            {
              action: 'CSR_CHANGE_STATUS',
              at: '2026-03-10T09:00:00Z',
              from: 'REGISTERED',
              to: 'DEACTIVATED',
              byName: 'Cora Lane',
            },
          ],
        },
      ],
    ]),
  );
  renderPage('orders');
  expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const supply = await screen.findByRole('table', { name: 'Supply Orders' });
  expect(within(supply).getByRole('row', { name: /4400067/ })).toHaveTextContent('$107.50');
  expect(await screen.findByText('No training orders.')).toBeInTheDocument();
  // the profile tab's and the other tabs' parts were not asked for
  expect(calls(CsrCustomerNotesDocument)).toHaveLength(0);
  expect(calls(CsrUserAuditLogDocument)).toHaveLength(0);
  expect(calls(CsrImpersonationAllowedDocument)).toHaveLength(0);
  expect(calls(CsrCustomerStatusHistoryDocument)).toHaveLength(0);

  // the arrow key moves to the next tab, and the URL follows
  screen.getByRole('tab', { name: 'Orders' }).focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
  await openTab('Status');
  expect(navigator.replace).toHaveBeenLastCalledWith(
    expect.objectContaining({ search: '?email=pat.morgan%40mailbox.example&tab=status' }),
  );
  const history = await screen.findByRole('table', { name: 'Status History' });
  expect(within(history).getByRole('row', { name: /Cora Lane/ })).toHaveTextContent(
    /Registered.*Deactivated.*Changed status/,
  );
  // back to the first tab: the URL names no tab
  await openTab('Profile and Organization');
  expect(navigator.replace).toHaveBeenLastCalledWith(
    expect.objectContaining({ search: '?email=pat.morgan%40mailbox.example' }),
  );
});
