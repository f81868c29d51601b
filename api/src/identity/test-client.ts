// A minimal browser stand-in for tests: a cookie jar, manual redirects, and the authorization-code + PKCE flow
// exactly as auth0-spa-js drives it (GET /authorize with audience, sign-in form, POST /oauth/token).
import { createHash, randomBytes } from 'node:crypto';

export interface StepResponse {
  status: number;
  url: string;
  location: string | null;
  body: string;
  headers: Headers;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      if (eq <= 0) continue;
      const name = (pair as string).slice(0, eq).trim();
      const value = (pair as string).slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.trim().split('=');
        if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface TokenResponse {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
  error?: string;
  error_description?: string;
}

export interface OidcTestClientOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  audience?: string;
  /** sent as X-Forwarded-For (only honoured with trustProxy) */
  forwardedFor?: string;
}

export class OidcTestClient {
  readonly jar = new CookieJar();
  private pkce = pkcePair();
  nonce = '';
  state = '';

  constructor(readonly options: OidcTestClientOptions) {}

  url(path: string): string {
    return new URL(path, this.options.issuer).href;
  }

  async request(url: string, init: RequestInit = {}): Promise<StepResponse> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    if (this.options.forwardedFor) headers.set('x-forwarded-for', this.options.forwardedFor);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response.headers);
    return {
      status: response.status,
      url,
      location: response.headers.get('location'),
      body: await response.text(),
      headers: response.headers,
    };
  }

  /** Follows redirects on the provider until a non-redirect or a redirect leaving the provider. */
  async follow(first: StepResponse): Promise<StepResponse> {
    let step = first;
    for (let i = 0; i < 10 && step.status >= 300 && step.status < 400 && step.location; i++) {
      const next = new URL(step.location, step.url);
      if (next.origin !== new URL(this.options.issuer).origin) return step;
      step = await this.request(next.href);
    }
    return step;
  }

  authorizeUrl(extra: Record<string, string | undefined> = {}): string {
    this.pkce = pkcePair();
    this.nonce = randomBytes(12).toString('base64url');
    this.state = randomBytes(12).toString('base64url');
    const params: Record<string, string | undefined> = {
      client_id: this.options.clientId,
      redirect_uri: this.options.redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email holding_companies offline_access',
      audience: this.options.audience,
      prompt: 'login',
      state: this.state,
      nonce: this.nonce,
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
      ...extra,
    };
    const url = new URL('authorize', this.options.issuer);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
    return url.href;
  }

  /** GET /authorize and follow to the sign-in page (or to the portal, for prompt=none). */
  async authorize(extra: Record<string, string | undefined> = {}): Promise<StepResponse> {
    return this.follow(await this.request(this.authorizeUrl(extra)));
  }

  /** POSTs the sign-in form of `page` and follows redirects. */
  async submitSignIn(page: StepResponse, email: string, password: string): Promise<StepResponse> {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error(`no sign-in form in: ${page.body.slice(0, 300)}`);
    const response = await this.request(this.url(action.replace(/&amp;/g, '&')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return this.follow(response);
  }

  /** The code from the final redirect to the portal (checks state). */
  codeFrom(step: StepResponse): string {
    if (!step.location)
      throw new Error(`expected a redirect, got ${step.status}: ${step.body.slice(0, 500)}`);
    const url = new URL(step.location, step.url);
    const error = url.searchParams.get('error');
    if (error) throw new Error(`${error}: ${url.searchParams.get('error_description')}`);
    if (url.searchParams.get('state') !== this.state) throw new Error('state mismatch');
    const code = url.searchParams.get('code');
    if (!code) throw new Error(`no code in ${step.location}`);
    return code;
  }

  async token(
    body: Record<string, string>,
    origin?: string,
  ): Promise<{ status: number; json: TokenResponse }> {
    const response = await fetch(this.url('oauth/token'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin ? { origin } : {}),
      },
      body: new URLSearchParams(body).toString(),
    });
    return { status: response.status, json: (await response.json()) as TokenResponse };
  }

  exchange(code: string, verifier = this.pkce.verifier) {
    return this.token({
      grant_type: 'authorization_code',
      client_id: this.options.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: this.options.redirectUri,
    });
  }

  refresh(refreshToken: string, extra: Record<string, string> = {}) {
    return this.token({
      grant_type: 'refresh_token',
      client_id: this.options.clientId,
      refresh_token: refreshToken,
      redirect_uri: this.options.redirectUri,
      ...extra,
    });
  }

  /** The whole flow for one user: sign-in page → credentials → code → tokens. */
  async signIn(email: string, password: string, extra: Record<string, string | undefined> = {}) {
    const page = await this.authorize(extra);
    const done = await this.submitSignIn(page, email, password);
    const code = this.codeFrom(done);
    return this.exchange(code);
  }
}

export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
