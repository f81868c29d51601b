// Sign-in and sign-out as any area asks for them (the header's user box, a guard, a "please sign in" link).
// The shell registers the real controller at startup; before that a request does nothing but warn.

export interface AuthController {
  /** clears active organisations and group selection, then goes to the identity provider (spec section 4) */
  login(options?: { returnTo?: string }): Promise<void>;
  /** clears local and session storage and token cookies, then ends the provider session */
  logout(): Promise<void>;
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
export async function requestLogout(): Promise<void> {
  if (!controller) return;
  signingOut = true;
  try {
    await controller.logout();
  } catch (error) {
    signingOut = false;
    throw error;
  }
}

/** True while a sign-out is under way on this page (see requestLogout). */
export function isSigningOut(): boolean {
  return signingOut;
}
