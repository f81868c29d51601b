import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { testNavigator } from '@portal/shared-session/testing';
import { CsrAuditLogCsvDocument, CsrAuditLogDocument } from '../../gql/graphql';
import AuditPage from './audit-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;
const navigator = testNavigator();

const entries = [
  {
    id: '2',
    action: 'CSR_CHANGE_STATUS',
    actorName: 'Tom Becker',
    subjectName: 'Robin Reyes',
    at: '2026-03-09T15:30:00Z',
  },
  {
    id: '1',
    action: 'SELF_REGISTRATION',
    actorName: null,
    subjectName: 'Robin Reyes',
    at: '2026-03-08T10:00:00Z',
  },
];

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/csr/customerSupport/auditLog${search}`} navigator={navigator}>
        <AuditPage />
      </Router>
    </QueryClientProvider>,
  );
}

const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  run.mockImplementation((async (document: unknown) => {
    if (document === CsrAuditLogDocument) return { auditLog: { totalCount: 51, entries } };
    if (document === CsrAuditLogCsvDocument) return { auditLogCsv: 'Date,Action\r\n' };
    throw new Error('unexpected document');
  }) as unknown as typeof runGraphQL);
});

it('shows each action in words with the agent and the customer by name, from the URL’s filters', async () => {
  const filter = { agent: 'tom', action: 'CSR_CHANGE_STATUS', from: '2026-03-01', to: '2026-03-09' };
  renderAt(`?query=robin&page=2&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const table = await screen.findByRole('table', { name: 'Audit log' });
  expect(within(table).getByRole('row', { name: /Changed status/ })).toHaveTextContent(
    /Changed status.*Tom Becker.*Robin Reyes/,
  );
  // no agent: the system did it
  expect(within(table).getByRole('row', { name: /Registered/ })).toHaveTextContent('System');
  expect(screen.getByText('51 actions')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  // the last day is shown whole: the API's end is the next midnight
  expect(calls(CsrAuditLogDocument)[0]?.[1]).toEqual({
    customer: 'robin',
    agent: 'tom',
    action: 'CSR_CHANGE_STATUS',
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-10T00:00:00.000Z',
    page: 1,
    size: 25,
  });
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Changed status');
});

it('writes the filters into the URL from page 1', async () => {
  renderAt('?page=3');
  await screen.findByRole('table', { name: 'Audit log' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'robin');
  await userEvent.type(screen.getByRole('textbox', { name: 'Agent' }), 'Tom');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(navigator.push).toHaveBeenLastCalledWith(
    expect.objectContaining({
      search: `?query=robin&filter=${encodeURIComponent(JSON.stringify({ agent: 'Tom', action: '', from: '', to: '' }))}`,
    }),
    undefined,
    expect.anything(),
  );
});

it('downloads the filtered view as CSV', async () => {
  const createObjectURL = jest.fn(() => 'blob:audit');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderAt(`?query=robin`);
  await screen.findByRole('table', { name: 'Audit log' });
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(calls(CsrAuditLogCsvDocument)[0]?.[1]).toEqual({
    customer: 'robin',
    agent: null,
    action: null,
    from: null,
    to: null,
  });
  expect(click).toHaveBeenCalledTimes(1);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
  click.mockRestore();
});

it('says when nothing matches, and offers no CSV of nothing', async () => {
  run.mockResolvedValueOnce({ auditLog: { totalCount: 0, entries: [] } });
  renderAt('?query=nobody');
  expect(await screen.findByText('No actions match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

it('says so when the log cannot be loaded', async () => {
  run.mockRejectedValue(new Error('boom'));
  renderAt('');
  expect(
    await screen.findByText('The audit log could not be loaded. Please check the filters and try again.'),
  ).toBeInTheDocument();
});
