import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setAccessTokenSource, setAuthController } from '@portal/shared-session';
import { ImpersonationBanner } from './impersonation-banner';
import { impersonatorOf } from './impersonator';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

describe('impersonatorOf', () => {
  it('reads the agent from the act claim', () => {
    expect(
      impersonatorOf(tokenWith({ act: { sub: 'auth0|1', email: 'csr.admin@aerialco.example' } })),
    ).toEqual({
      email: 'csr.admin@aerialco.example',
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

  it('shows nothing in an ordinary session', () => {
    render(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('names the customer and the acting agent, and ends the session on request', async () => {
    const logout = jest.fn(async () => undefined);
    setAuthController({ login: jest.fn(async () => undefined), logout });
    setAccessTokenSource(async () => tokenWith({ act: { email: 'csr.admin@aerialco.example' } }));
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
    render(<ImpersonationBanner />);
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('You are signed in as Pat Morgan (pat.morgan@mailbox.example)');
    expect(await screen.findByText('csr.admin@aerialco.example')).toBeInTheDocument();
    expect(document.getElementById('portal-main')!.firstElementChild!.id).toBe('impersonation-banner');
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
