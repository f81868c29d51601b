// Sign-in and sign-out as any area asks for them (the header's user box, a guard, a "please sign in" link).
// The shell registers the real controller at startup; before that a request does nothing but warn.

export interface AuthController {
  /** clears active organisations and group selection, then goes to the identity provider (spec section 4) */
  login(options?: { returnTo?: string }): Promise<void>;
  /** clears local and session storage and token cookies, then ends the provider session */
  logout(): Promise<void>;
}

let controller: AuthController | null = null;

export function setAuthController(next: AuthController): void {
  controller = next;
}

export function requestLogin(options?: { returnTo?: string }): Promise<void> {
  if (!controller) {
    console.warn('[portal] sign-in requested before the shell registered its auth controller');
    return Promise.resolve();
  }
  return controller.login(options);
}

export function requestLogout(): Promise<void> {
  if (!controller) return Promise.resolve();
  return controller.logout();
}
