import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PortalApiError, runGraphQL } from '@portal/api-client';
import { COURSE_SESSION_MESSAGES } from '@portal/rules/validation';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { CsrChangeCourseSessionDocument, CsrScheduledCourseSessionsDocument } from '../../gql/graphql';
import TrainingSessionsPage from './training-sessions-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const session = {
  sessionId: 's-1',
  courseId: 'course-0201',
  title: 'Digger Derrick Operator, Instructor-Led',
  startsAt: '2027-03-04T13:00:00.000Z',
  endsAt: '2027-03-05T21:00:00.000Z',
  location: 'Training Center, Huntsville AL',
  onlineUrl: null,
  capacity: 12,
  booked: 5,
  waitlisted: 1,
};
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  run.mockImplementation((async (document: unknown) =>
    document === CsrScheduledCourseSessionsDocument
      ? { scheduledCourseSessions: [session] }
      : { changeCourseSession: { ...session, location: 'Watertown SD' } }) as unknown as typeof runGraphQL);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TrainingSessionsPage />
    </QueryClientProvider>,
  );
});

async function openChange() {
  const row = (await screen.findByRole('cell', { name: session.title })).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '5 of 12' })).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: /^Change session of Digger Derrick/ }));
  return screen.getByRole('dialog', { name: `Change Session of ${session.title}` });
}

it('checks the form with the shared schema and sends nothing until it is valid', async () => {
  const dialog = await openChange();
  await userEvent.clear(within(dialog).getByLabelText('Place'));
  await userEvent.clear(within(dialog).getByLabelText('Capacity'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and E-mail Learners' }));
  expect(await within(dialog).findByText(COURSE_SESSION_MESSAGES.placeOrLink)).toBeInTheDocument();
  expect(within(dialog).getByText(COURSE_SESSION_MESSAGES.capacityRequired)).toBeInTheDocument();
  expect(calls(CsrChangeCourseSessionDocument)).toHaveLength(0);
});

it('sends the whole session as changed and says the learners are e-mailed', async () => {
  const dialog = await openChange();
  await userEvent.clear(within(dialog).getByLabelText('Place'));
  await userEvent.type(within(dialog).getByLabelText('Place'), 'Watertown SD');
  await userEvent.clear(within(dialog).getByLabelText('Capacity'));
  await userEvent.type(within(dialog).getByLabelText('Capacity'), '14');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and E-mail Learners' }));
  expect(
    await screen.findByText(
      `The session of ${session.title} was changed. Its learners booked or on the waitlist are e-mailed the change.`,
    ),
  ).toBeInTheDocument();
  expect(calls(CsrChangeCourseSessionDocument)[0]![1]).toEqual({
    sessionId: 's-1',
    change: {
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      location: 'Watertown SD',
      onlineUrl: null,
      capacity: 14,
    },
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the API’s refusal in the form and keeps it open', async () => {
  const refusal = COURSE_SESSION_MESSAGES.capacityBelowBooked(5);
  run.mockImplementation((async (document: unknown) => {
    if (document === CsrScheduledCourseSessionsDocument) return { scheduledCourseSessions: [session] };
    throw new PortalApiError({
      status: 400,
      url: '/api/graphql',
      source: 'graphql',
      body: {},
      messages: [refusal],
      friendlyMessage: refusal,
      requestRoute: '/',
    });
  }) as unknown as typeof runGraphQL);
  const dialog = await openChange();
  await userEvent.clear(within(dialog).getByLabelText('Capacity'));
  await userEvent.type(within(dialog).getByLabelText('Capacity'), '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and E-mail Learners' }));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
});
