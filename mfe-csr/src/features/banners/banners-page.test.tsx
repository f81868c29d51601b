import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { BANNER_MESSAGES } from '@portal/rules/validation';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  CsrBannersDocument,
  CsrCreateBannerDocument,
  CsrDeleteBannerDocument,
  CsrUpdateBannerDocument,
} from '../../gql/graphql';
import BannersPage from './banners-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const DAY = 86_400_000;
const storm = {
  id: '11',
  startDateTime: new Date(Date.now() - DAY).toISOString(),
  endDateTime: new Date(Date.now() + DAY).toISOString(),
  type: 'warning',
  message: 'Storm <b>season</b>',
};
const answers = new Map<unknown, unknown>([
  [CsrBannersDocument, { banners: [storm] }],
  [CsrCreateBannerDocument, { createBanner: { ...storm, id: '12' } }],
  [CsrUpdateBannerDocument, { updateBanner: storm }],
  [CsrDeleteBannerDocument, { deleteBanner: true }],
]);
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for every typed document this page sends
  run.mockImplementation((async (document: unknown) =>
    answers.get(document)) as unknown as typeof runGraphQL);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BannersPage />
    </QueryClientProvider>,
  );
});

it('lists the banners with their window, alert type and state, the message without its tags', async () => {
  const row = (await screen.findByRole('cell', { name: 'Storm season' })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: 'Warning' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'Showing' })).toBeInTheDocument();
  expect(
    within(row).getAllByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/ }),
  ).toHaveLength(2);
});

it('shows each field’s error and sends nothing until the form is valid, then creates the banner', async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'New Banner' }));
  const dialog = screen.getByRole('dialog', { name: 'New Banner' });
  const end = within(dialog).getByLabelText('End');
  await userEvent.clear(end);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
  expect(await within(dialog).findByText(BANNER_MESSAGES.messageRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(BANNER_MESSAGES.endRequired)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  expect(calls(CsrCreateBannerDocument)).toHaveLength(0);

  await userEvent.type(end, '2030-01-02T09:00');
  await userEvent.clear(within(dialog).getByLabelText('Start'));
  await userEvent.type(within(dialog).getByLabelText('Start'), '2030-01-03T09:00');
  await userEvent.type(within(dialog).getByLabelText('Message'), 'Closed for inventory');
  await userEvent.selectOptions(within(dialog).getByLabelText('Alert Type'), 'danger');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
  expect(await within(dialog).findByText(BANNER_MESSAGES.endBeforeStart)).toBeInTheDocument();
  expect(calls(CsrCreateBannerDocument)).toHaveLength(0);

  await userEvent.clear(end);
  await userEvent.type(end, '2030-01-04T09:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
  expect(await screen.findByText('The banner was created.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls(CsrCreateBannerDocument)[0]?.[1]).toEqual({
    banner: {
      startDateTime: new Date(2030, 0, 3, 9, 0).toISOString(),
      endDateTime: new Date(2030, 0, 4, 9, 0).toISOString(),
      type: 'danger',
      message: 'Closed for inventory',
    },
  });
});

it('edits a banner from its stored values', async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit the banner Storm season' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Banner' });
  expect(within(dialog).getByLabelText('Message')).toHaveValue('Storm <b>season</b>');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Banner' }));
  expect(await screen.findByText('The banner was saved.')).toBeInTheDocument();
  expect(calls(CsrUpdateBannerDocument)[0]?.[1]).toMatchObject({
    id: '11',
    banner: { type: 'warning', message: 'Storm <b>season</b>' },
  });
});

it('deletes a banner only after confirmation', async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the banner Storm season' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete banner' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(calls(CsrDeleteBannerDocument)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete the banner Storm season' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete banner' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('The banner was deleted.')).toBeInTheDocument();
  expect(calls(CsrDeleteBannerDocument)[0]?.[1]).toEqual({ id: '11' });
});
