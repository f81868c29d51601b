import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PortalApiError, runGraphQL } from '@portal/api-client';
import { COURSE_SESSION_MESSAGES } from '@portal/rules/validation';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import { CsrChangeCourseSessionDocument, CsrScheduledCourseSessionsDocument } from '../../gql/graphql';
import TrainingSessionsPage from './training-sessions-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;
const navigator = testNavigator();

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
const courses = [
  { courseId: 'course-0201', title: session.title },
  { courseId: 'course-0305', title: 'Insulated Aerial Device Operator, Instructor-Led' },
];
/** The API's page: 60 sessions of which this one is shown. */
const sessionPage = { scheduledCourseSessions: { totalCount: 60, sessions: [session], courses } };
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/csr/customerSupport/trainingSessions${search}`} navigator={navigator}>
        <TrainingSessionsPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  run.mockImplementation((async (document: unknown) =>
    document === CsrScheduledCourseSessionsDocument
      ? sessionPage
      : { changeCourseSession: { ...session, location: 'Watertown SD' } }) as unknown as typeof runGraphQL);
});

describe('the list', () => {
  it('asks the API for the URL’s course, words and page, and shows the total and the pages', async () => {
    renderAt(
      `?query=derrick&page=2&filter=${encodeURIComponent(JSON.stringify({ courseId: 'course-0201' }))}`,
    );
    await screen.findByRole('cell', { name: session.title });
    expect(calls(CsrScheduledCourseSessionsDocument)[0]?.[1]).toEqual({
      courseId: 'course-0201',
      query: 'derrick',
      page: 1,
      size: 25,
    });
    expect(screen.getByText('60 sessions')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveDisplayValue(session.title);
  });

  it('offers every course with sessions to come, and writes the chosen one into the URL from page 1', async () => {
    renderAt('?page=3');
    await screen.findByRole('cell', { name: session.title });
    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every course', session.title, 'Insulated Aerial Device Operator, Instructor-Led']);
    await userEvent.selectOptions(course, 'course-0305');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigator.push).toHaveBeenLastCalledWith(
      expect.objectContaining({
        search: `?filter=${encodeURIComponent(JSON.stringify({ courseId: 'course-0305' }))}`,
      }),
      undefined,
      expect.anything(),
    );
  });

  it('turns the page through the pager', async () => {
    renderAt('');
    await screen.findByRole('cell', { name: session.title });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(navigator.push).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: '?page=2' }),
      undefined,
      expect.anything(),
    );
  });

  it('says when no session matches the search', async () => {
    run.mockResolvedValueOnce({ scheduledCourseSessions: { totalCount: 0, sessions: [], courses } });
    renderAt('?query=crane');
    expect(
      await screen.findByText('No session that has not started matches this search.'),
    ).toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    run.mockRejectedValue(new Error('boom'));
    renderAt('');
    expect(
      await screen.findByText('The training sessions could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});

async function openChange() {
  renderAt('');
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
  // the page is asked again: bookings and waitlist as the change left them
  await waitFor(() => expect(calls(CsrScheduledCourseSessionsDocument)).toHaveLength(2));
});

it('shows the API’s refusal in the form and keeps it open', async () => {
  const refusal = COURSE_SESSION_MESSAGES.capacityBelowBooked(5);
  run.mockImplementation((async (document: unknown) => {
    if (document === CsrScheduledCourseSessionsDocument) return sessionPage;
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
