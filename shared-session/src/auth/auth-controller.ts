// Sign-in and sign-out as any area asks for them (the header's user box, a guard, a "please sign in" link).
// The shell registers the real controller at startup; before that a request does nothing but warn.

export interface AuthController {
  /** clears active organisations and group selection, then goes to the identity provider (spec section 4) */
  login(options?: { returnTo?: string }): Promise<void>;
  /** clears local and session storage and token cookies, then ends the provider session */
  logout(): Promise<void>;
  /**
   * Customer service: continues this tab as the customer whose one-time credential this is (issue 35, ADR 0025);
   * ending it comes back to `returnTo` in the agent's own session.
   */
  impersonate?(request: { oneTimePassword: string; returnTo: string }): Promise<void>;
  /** Ends an impersonated session: the agent's own session resumes on the page the impersonation began from. */
  endImpersonation?(reason: 'AGENT' | 'TIME_LIMIT'): Promise<void>;
}

let controller: AuthController | null = null;
let signingOut = false;

/** Registers the controller (once, at shell start: the page is not signing out then). */
export function setAuthController(next: AuthController): void {
  controller = next;
  signingOut = false;
}

export function requestLogin(options?: { returnTo?: string }): Promise<void> {
  if (!controller) {
    console.warn('[portal] sign-in requested before the shell registered its auth controller');
    return Promise.resolve();
  }
  return controller.login(options);
}

/**
 * Signs out. From the moment it is asked until the browser has left for the identity provider's logout, the page
 * is "signing out": its tokens are gone, so a request still in flight (an area mounting, a query) fails as a
 * guest's would, and nothing may act on that failure (a reload would replace the logout navigation and bring the
 * guarded page back as a guest, who is then sent to sign in). If signing out fails, the page is in use again.
 */
export function requestLogout(): Promise<void> {
  return switchingSession((c) => c.logout());
}

/** The page leaves for another session while these run, as it does for a sign-out (see requestLogout). */
async function switchingSession(run: (c: AuthController) => Promise<void> | undefined): Promise<void> {
  if (!controller) return;
  signingOut = true;
  try {
    await run(controller);
  } catch (error) {
    signingOut = false;
    throw error;
  }
}

export function requestImpersonation(request: { oneTimePassword: string; returnTo: string }): Promise<void> {
  return switchingSession((c) => c.impersonate?.(request));
}

export function requestEndImpersonation(reason: 'AGENT' | 'TIME_LIMIT'): Promise<void> {
  return switchingSession((c) => c.endImpersonation?.(reason));
}

/** True while a sign-out is under way on this page (see requestLogout). */
export function isSigningOut(): boolean {
  return signingOut;
}
