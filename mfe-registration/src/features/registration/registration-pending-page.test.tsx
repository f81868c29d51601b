import { render, screen } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import { FAST_TRACK_OUTCOME_MESSAGES } from '@portal/rules/validation';
import { RegistrationPendingPage } from './registration-page';

const navigator = {
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
  createHref: (to: unknown) => String(to),
};

const renderAt = (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return render(
    <Router location={{ pathname, search: search ? `?${search}` : '' }} navigator={navigator}>
      <RegistrationPendingPage />
    </Router>,
  );
};

describe('registration pending page', () => {
  it('says why a fast track did not approve the account at once (UNAUTHORIZED_FAST_TRACK)', () => {
    renderAt('/pages/registration-pending?fastTrack=unauthorized');
    expect(
      screen.getByRole('heading', { name: 'WE ARE CURRENTLY REVIEWING YOUR REGISTRATION' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(FAST_TRACK_OUTCOME_MESSAGES.UNAUTHORIZED_FAST_TRACK);
  });

  it('says nothing of a fast track after a plain registration', () => {
    renderAt('/pages/registration-pending');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
