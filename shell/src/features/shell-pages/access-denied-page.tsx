// /pages/store/accessDenied?originalURL=…: a guard sent the user here from a page their account may not use.
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { isGuest, requestLogin, requestLogout, useProfile } from '@portal/shared-session';
import { brand } from '@portal/rules';
import { Button } from '@portal/shared-ui/button';

/** Only a path on this site is kept (never another origin). */
export function safeReturnPath(value: string | null): string | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  try {
    const url = new URL(decoded, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function AccessDeniedPage() {
  const [params] = useSearchParams();
  const original = safeReturnPath(params.get('originalURL'));
  const guest = isGuest(useProfile());
  const signIn = async () => {
    if (!guest) await requestLogout();
    await requestLogin(original ? { returnTo: original } : undefined);
  };
  return (
    <section className="shell-page" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">Access Denied</h1>
      <p className="shell-page__lead">
        {guest ? 'You need to sign in to see this page.' : 'Your account does not have access to this page.'}
      </p>
      {original ? (
        <p>
          The page you asked for was <code className="access-denied__url">{original}</code>.
        </p>
      ) : null}
      <p>
        Pages such as the dashboard, invoices and user administration are available only to accounts that hold
        the matching permissions. Your company’s portal administrator can grant them, or call{' '}
        {brand.helpLineWithOption} for help.
      </p>
      <div className="shell-page__actions">
        <Button onClick={() => void signIn()}>
          {guest ? 'Sign In' : 'Sign in with a different account'}
        </Button>
        <Link to="/">Return to the home page</Link>
      </div>
    </section>
  );
}
