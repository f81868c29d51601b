import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createGuestProfile, setAuthController, setGuest, setSignedInUser } from '@portal/shared-session';
import FreeCourseModalPage from './free-course-modal-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));

const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;
const PATH = '/pages/training-store/open-free-course-modal';

function renderModal(search: string) {
  const pushed: string[] = [];
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: (to) => pushed.push(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: PATH, search }} navigator={navigator}>
        <Routes>
          <Route path={PATH} element={<FreeCourseModalPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  return pushed;
}

describe('FreeCourseModalPage', () => {
  beforeEach(() => run.mockReset());

  it('sends a guest to sign in and back to this modal', async () => {
    setGuest();
    const login = jest.fn().mockResolvedValue(undefined);
    setAuthController({ login, logout: jest.fn() });
    renderModal('?returnUrl=%2Fpages%2Ftraining-store%2Fsearch&courseId=FREE-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenCalledWith({
      returnTo: `${PATH}?returnUrl=%2Fpages%2Ftraining-store%2Fsearch&courseId=FREE-1`,
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('enrols a signed-in user at once and offers Start course; closing follows a same-origin returnUrl', async () => {
    setSignedInUser(
      { ...createGuestProfile(), email: 'pat.morgan@mailbox.example', userStatus: 'REGISTERED' },
      [],
    );
    run.mockResolvedValue({
      enrolFreeCourse: {
        enrolmentId: 'E1',
        courseId: 'FREE-1',
        title: 'Workplace Safety Basics',
        startUrl: '/api/learning/course/FREE-1',
      },
    });
    const pushed = renderModal('?returnUrl=%2Fpages%2Ftraining-store%2Fsearch&courseId=FREE-1');
    expect(await screen.findByText('You are enrolled in Workplace Safety Basics.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(expect.anything(), { courseId: 'FREE-1' });
    expect(screen.getByRole('link', { name: 'Start course' })).toHaveAttribute(
      'href',
      '/api/learning/course/FREE-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(pushed).toEqual(['/pages/training-store/search']);
  });

  it('never follows a returnUrl of another origin', async () => {
    setSignedInUser(
      { ...createGuestProfile(), email: 'pat.morgan@mailbox.example', userStatus: 'REGISTERED' },
      [],
    );
    run.mockResolvedValue({
      enrolFreeCourse: { enrolmentId: 'E1', courseId: 'FREE-1', title: 'Safety', startUrl: '/x' },
    });
    const pushed = renderModal('?returnUrl=https%3A%2F%2Fevil.example%2F&courseId=FREE-1');
    await screen.findByText('You are enrolled in Safety.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(pushed).toEqual(['/pages/training-store']);
  });
});
