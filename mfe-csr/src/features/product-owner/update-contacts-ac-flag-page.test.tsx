import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorFromResponse, gateway } from '@portal/api-client';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import UpdateContactsAcFlagPage from './update-contacts-ac-flag-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  gateway: jest.fn(),
}));
const request = gateway as jest.MockedFunction<typeof gateway>;
const batchCalls = () =>
  request.mock.calls
    .filter(([endpoint]) => endpoint.endsWith('/updateB2BContactsWithACFlag'))
    .map(([, body]) => body);

const TOTAL = 5;
let failAt: number | null;

beforeEach(() => {
  jest.clearAllMocks();
  failAt = null;
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for the gateway's CsrActor and ProfileActor endpoints
  request.mockImplementation((async (endpoint: string, body?: unknown) => {
    if (endpoint.endsWith('/getNumActiveB2BUsers')) return { result: TOTAL };
    if (endpoint.endsWith('/getLastSSOHeartbeat')) return { lastSSOHeartbeat: null };
    if (endpoint.endsWith('/updateLastSSOHeartbeat')) return { lastSSOHeartbeat: '2026-11-20T09:05:00.000Z' };
    const { startNum, howMany } = body as { startNum: number; howMany: number };
    if (startNum === failAt) {
      failAt = null;
      // the gateway's standard error with a message for the user
      throw errorFromResponse(
        504,
        '/api/integration',
        {
          uuid: 'u-1',
          exceptionMessages: ['The gateway timed out.'],
          userFriendlyMessage: 'The gateway timed out.',
        },
        { source: 'gateway', endpoint },
      );
    }
    const next = Math.min(startNum + howMany, TOTAL);
    return { updated: next - startNum, nextStartNum: next, total: TOTAL };
  }) as unknown as typeof gateway);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UpdateContactsAcFlagPage />
    </QueryClientProvider>,
  );
});

async function run(batchSize: string) {
  expect(await screen.findByText(String(TOTAL))).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'AC flag update' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'AC flag' }), 'false');
  const size = within(form).getByRole('textbox', { name: 'Batch size' });
  await userEvent.clear(size);
  await userEvent.type(size, batchSize);
  await userEvent.click(within(form).getByRole('button', { name: 'Update Contacts' }));
}

it('updates every active business user in batches until the end, with a progress bar', async () => {
  await run('2');
  expect(await screen.findByText('Finished: 5 of 5 users.')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Contacts updated' })).toHaveAttribute('value', '5');
  expect(batchCalls()).toEqual([
    { startNum: 0, howMany: 2, isACUser: false },
    { startNum: 2, howMany: 2, isACUser: false },
    { startNum: 4, howMany: 2, isACUser: false },
  ]);
});

it('stops where a batch failed and resumes from there', async () => {
  failAt = 2;
  await run('2');
  expect(await screen.findByText(/^Stopped at 2 of 5 users: The gateway timed out\./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(await screen.findByText('Finished: 5 of 5 users.')).toBeInTheDocument();
  expect(batchCalls().map((b) => (b as { startNum: number }).startNum)).toEqual([0, 2, 2, 4]);
});

it('refuses a batch size above the API limit', async () => {
  await run('5000');
  expect(await screen.findByText('The batch size must be between 1 and 1000.')).toBeInTheDocument();
  expect(batchCalls()).toEqual([]);
});

it('reads and updates the last SSO heartbeat', async () => {
  expect(await screen.findByText('Last SSO heartbeat: Never')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update Heartbeat' }));
  expect(await screen.findByText('Last SSO heartbeat: 11/20/2026 09:05 UTC')).toBeInTheDocument();
});
