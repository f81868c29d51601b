import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setAccessTokenSource, setAuthController } from '@portal/shared-session';
import { ImpersonationBanner } from './impersonation-banner';
import { impersonatorOf } from '../../shared/impersonator';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

describe('impersonatorOf', () => {
  it('reads the agent from the act claim, and the session and its time limit from the portal claim', () => {
    expect(
      impersonatorOf(
        tokenWith({
          act: { sub: 'auth0|1', email: 'csr.admin@aerialco.example' },
          'https://portal.example/claims/impersonation': { id: 'grant-1', endsAt: 1_900_000_000 },
        }),
      ),
    ).toEqual({ email: 'csr.admin@aerialco.example', sessionId: 'grant-1', endsAt: 1_900_000_000_000 });
    expect(impersonatorOf(tokenWith({ act: { email: 'csr.admin@aerialco.example' } }))).toEqual({
      email: 'csr.admin@aerialco.example',
      sessionId: null,
      endsAt: null,
    });
  });
  it('is null for a token without act, a malformed token or none', () => {
    expect(impersonatorOf(tokenWith({ sub: 'auth0|2' }))).toBeNull();
    expect(impersonatorOf('not-a-jwt')).toBeNull();
    expect(impersonatorOf('a.%%%.c')).toBeNull();
    expect(impersonatorOf(null)).toBeNull();
  });
});

describe('ImpersonationBanner', () => {
  const initial = sessionStore.getState();
  beforeEach(() => {
    document.body.innerHTML = '<main id="portal-main"></main>';
  });
  afterEach(() => {
    act(() => sessionStore.setState(initial, true));
  });

  /** Pat Morgan's session, impersonated by the agent the token names; returns the auth controller's mocks. */
  function impersonatingPat(claims: Record<string, unknown>) {
    const controller = {
      login: jest.fn(async () => undefined),
      logout: jest.fn(async () => undefined),
      endImpersonation: jest.fn(async () => undefined),
    };
    setAuthController(controller);
    setAccessTokenSource(async () => tokenWith(claims));
    act(() =>
      sessionStore.setState({
        profile: {
          ...initial.profile,
          firstName: 'Pat',
          lastName: 'Morgan',
          email: 'pat.morgan@mailbox.example',
          isImpersonation: true,
        },
      }),
    );
    return controller;
  }

  it('shows nothing in an ordinary session', () => {
    render(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('names the customer and the acting agent, and ends the session on request', async () => {
    const { logout, endImpersonation } = impersonatingPat({ act: { email: 'csr.admin@aerialco.example' } });
    render(<ImpersonationBanner />);
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('You are signed in as Pat Morgan (pat.morgan@mailbox.example)');
    expect(await screen.findByText('csr.admin@aerialco.example')).toBeInTheDocument();
    expect(document.getElementById('portal-main')!.previousElementSibling!.id).toBe('impersonation-banner');
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    expect(endImpersonation).toHaveBeenCalledWith('AGENT');
    expect(logout).not.toHaveBeenCalled();
  });

  it('ends the session by itself at its time limit', async () => {
    jest.useFakeTimers();
    try {
      const { endImpersonation } = impersonatingPat({
        act: { email: 'csr.admin@aerialco.example' },
        'https://portal.example/claims/impersonation': {
          id: 'grant-1',
          endsAt: Math.floor(Date.now() / 1000) + 90,
        },
      });
      render(<ImpersonationBanner />);
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByTestId('impersonation-banner')).toHaveTextContent('It ends by itself at');
      await act(async () => {
        jest.advanceTimersByTime(89_000);
      });
      expect(endImpersonation).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(endImpersonation).toHaveBeenCalledWith('TIME_LIMIT');
    } finally {
      jest.useRealTimers();
    }
  });
});
