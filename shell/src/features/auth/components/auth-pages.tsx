// The shell's sign-in pages: the guarded home (start page), /login, /logout and the login-error page.
import { useEffect } from 'react';
import { Button } from '@portal/shared-ui/button';
import {
  createClientStorage,
  requestLogin,
  requestLogout,
  RoutePage,
  useSession,
} from '@portal/shared-session';
import { useNavigate, useSearchParams } from '@portal/shared-session/routing';
import { startPage } from '../route-guards';
import { currentGuardSubject } from '../guard-subject';

/** Home is guarded: it only sends the visitor on, by the start-page rules of spec section 2. */
export function StartPage() {
  const navigate = useNavigate();
  const initialized = useSession((s) => s.initialized);
  useEffect(() => {
    if (!initialized) return;
    const storage = createClientStorage(window.localStorage);
    const target = startPage(currentGuardSubject(), storage.returnUrl());
    storage.clearReturnUrl();
    navigate(target, { replace: true });
  }, [initialized, navigate]);
  return null;
}

/** /login: a sign-in redirect that arrives here is finished at shell start; otherwise, go and sign in. */
export function LoginPage() {
  const initialized = useSession((s) => s.initialized);
  const guest = useSession((s) => s.profile.userStatus === 'GUEST');
  const navigate = useNavigate();
  useEffect(() => {
    if (!initialized) return;
    if (guest) void requestLogin();
    else navigate('/', { replace: true });
  }, [initialized, guest, navigate]);
  return (
    <RoutePage title="Sign In">
      <p role="status">Taking you to sign in…</p>
    </RoutePage>
  );
}

export function LogoutPage() {
  useEffect(() => {
    void requestLogout();
  }, []);
  return (
    <RoutePage title="Sign Out">
      <p role="status">Signing you out…</p>
    </RoutePage>
  );
}

/** /pages/store/login/error?errorType=…: what went wrong and a way to try again. */
export function LoginErrorPage() {
  const [params] = useSearchParams();
  const errorType = params.get('errorType');
  return (
    <RoutePage title="Sign-in Error">
      <section aria-labelledby="login-error-title">
        <h1 id="login-error-title">We could not sign you in</h1>
        <p>Signing in did not complete, so you are still browsing as a guest.</p>
        {errorType ? (
          <p>
            The sign-in service said: <q data-testid="login-error-type">{errorType}</q>
          </p>
        ) : null}
        <p>Check your email address and password and try again. If it keeps happening, call us for help.</p>
        <Button variant="primary" onClick={() => void requestLogin({ returnTo: '/' })}>
          Try signing in again
        </Button>
      </section>
    </RoutePage>
  );
}
