import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { gateway } from '@portal/api-client';
import NotificationSettingsPage from './notification-settings-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  gateway: jest.fn(),
}));
/** the signed-in user's privileges: a user of My Fleet also sees the fleet alerts */
let privileges: string[] = [];
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  useSession: (select: (s: object) => unknown) =>
    select({
      initialized: true,
      profile: { contactId: 'c-9', userStatus: 'REGISTERED', registrationType: 'B2B', authProfile: null },
      privileges,
      activeOrganizations: [],
      selectedOrganization: null,
    }),
}));

beforeEach(() => {
  privileges = [];
  jest.mocked(gateway).mockReset();
});

const contact = (phoneNumbers: { phoneNumber: string; phoneLineId: string; textEnabled: boolean }[]) => ({
  contactId: 'c-9',
  firstName: 'Pat',
  lastName: 'Morgan',
  phoneNumbers,
  email: 'pat.morgan@mailbox.example',
  jobTitle: null,
  customer: { accountId: '490001', customerName: 'Pat Morgan' },
  authProfile: null,
  hasConnectAccount: true,
  active: true,
  notificationSetting: {
    notificationStatus: 'Email',
    highSeverity: true,
    mediumSeverity: true,
    lowSeverity: true,
    phoneLineId: null,
  },
});

it('a user without a text-enabled phone adds one, and the Text modes become choosable', async () => {
  const call = jest.mocked(gateway);
  call.mockImplementation(async (path: string) => {
    if (path === '/cns/addPhoneNumber')
      return contact([{ phoneNumber: '(256) 555-0142', phoneLineId: 'pl-1', textEnabled: true }]) as never;
    return contact([]) as never;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );
  const text = await screen.findByRole('option', { name: 'Text' });
  expect(text).toBeDisabled();
  expect(screen.getByText(/No phone number yet/)).toBeVisible();

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone Number'), '(256) 555-0142');
  await user.click(screen.getByRole('checkbox', { name: 'Can receive text messages' }));
  await user.click(screen.getByRole('button', { name: 'Add Phone Number' }));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Text' })).toBeEnabled());
  expect(call).toHaveBeenCalledWith('/cns/addPhoneNumber', {
    contactId: 'c-9',
    phoneNumber: '(256) 555-0142',
    textEnabled: true,
  });
  expect(screen.getByRole('list', { name: 'Phone numbers' })).toHaveTextContent(
    '(256) 555-0142 (text messages)',
  );
  // no fleet privilege: no fleet alerts
  expect(screen.queryByRole('heading', { name: 'Fleet Alerts' })).toBeNull();
});

it('a user of My Fleet chooses e-mail alerts for overdue units as a daily digest', async () => {
  privileges = ['B2B_Dashboard', 'B2B_Fleet_Search'];
  const off = { unitOverdue: false, newNotice: false, faultEvent: false, dailyDigest: false };
  const call = jest.mocked(gateway);
  call.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/fleet/alerts/settings') return off as never;
    if (path === '/fleet/alerts/settings/save') return body as never;
    return contact([]) as never;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Fleet alerts' });
  const user = userEvent.setup();
  await user.click(within(form).getByRole('checkbox', { name: /becomes overdue/ }));
  await user.click(within(form).getByRole('radio', { name: 'One daily digest' }));
  await user.click(within(form).getByRole('button', { name: 'Save Fleet Alerts' }));
  expect(await within(form).findByText('Fleet alerts saved.')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('/fleet/alerts/settings/save', {
    ...off,
    unitOverdue: true,
    dailyDigest: true,
  });
});
