import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { graphqlError, runGraphQL } from '@portal/api-client';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { MigrateIdentityProfilesDocument, UsersWithoutIdentityAccountDocument } from '../../gql/graphql';
import Auth0ProfileMigrationPage, { MIGRATION_BATCH_SIZE } from './auth0-profile-migration-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

let waiting: string[];
let failNext: boolean;

beforeEach(() => {
  jest.clearAllMocks();
  waiting = Array.from({ length: MIGRATION_BATCH_SIZE * 2 + 3 }, (_, i) => `user${i}@mailbox.example`);
  failNext = false;
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for the API: each batch gives the first waiting users an account
  run.mockImplementation((async (document: unknown, variables: { batchSize?: number }) => {
    if (document === UsersWithoutIdentityAccountDocument) return { usersWithoutIdentityAccount: waiting };
    if (document === MigrateIdentityProfilesDocument) {
      if (failNext) {
        failNext = false;
        throw graphqlError(200, '/api/graphql', [{ message: 'The mail server did not answer.' }], '/');
      }
      const created = waiting.slice(0, variables.batchSize);
      waiting = waiting.slice(created.length);
      if (waiting.length === MIGRATION_BATCH_SIZE + 3) failNext = true;
      return { migrateIdentityProfiles: { created, remaining: waiting.length } };
    }
    throw new Error('unexpected document');
  }) as unknown as typeof runGraphQL);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Auth0ProfileMigrationPage />
    </QueryClientProvider>,
  );
});

it('lists the users without an account and creates theirs in batches, resuming after a failure', async () => {
  const list = await screen.findByRole('list', { name: 'Users without an identity-provider account' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(MIGRATION_BATCH_SIZE * 2 + 3);
  await userEvent.click(screen.getByRole('button', { name: 'Create Accounts' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Create identity-provider accounts' })).getByRole('button', {
      name: 'Create Accounts',
    }),
  );
  const total = MIGRATION_BATCH_SIZE * 2 + 3;
  expect(
    await screen.findByText(
      `Stopped at ${MIGRATION_BATCH_SIZE} of ${total} users: The mail server did not answer.`,
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(await screen.findByText(`Finished: ${total} of ${total} users.`)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Accounts created' })).toHaveAttribute(
    'value',
    String(total),
  );
  // the list follows: nobody is left
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  // three batches and a dialog: role queries are slow in jsdom on a busy machine
}, 20_000);
