// The provider's own routes, mounted in front of oidc-provider: the sign-in interaction, Auth0's /v2/logout,
// and /userinfo for JWT access tokens.
import type { IncomingMessage } from 'node:http';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import type { Middleware, ParameterizedContext } from 'koa';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.js';
import { verifyPassword } from '../db/passwords.js';
import { mailOutbox } from '../db/schema.js';
import { signInBlockedEmail } from '../domains/registration/mail-templates.js';
import { revokeGrant } from './adapter.js';
import {
  WRONG_CREDENTIALS,
  canSignIn,
  findUserByAuthId,
  findUserByEmail,
  recordSignIn,
  refusalFor,
  standardClaims,
} from './accounts.js';
import { endImpersonationsOfSession, redeemImpersonationPassword } from './impersonation.js';
import { applyImplicitConsent } from './consent.js';
import type { IdentityLogger } from './consent.js';
import { HSTS, PERMISSIONS_POLICY } from '../http/page-security-headers.js';
import { renderErrorPage, renderSignInPage } from './pages.js';
import { signInAccountKey, tooManyAttemptsMessage } from './rate-limit.js';
import type { SignInRateLimiter } from './rate-limit.js';

export interface RoutesOptions {
  db: Database;
  provider: Provider;
  clientId: string;
  audience: string;
  portalOrigin: string;
  policy: { allowsOrigin(origin: string): boolean; allowsUrl(url: string): boolean };
  logger: IdentityLogger;
  limiter: SignInRateLimiter;
  dummyHash: string;
  trustProxy: boolean;
  /** the provider's public signing keys (for /userinfo with JWT access tokens) */
  publicKeys: JSONWebKeySet;
}

type Ctx = ParameterizedContext;

const PAGE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

const MAX_FORM_BYTES = 16 * 1024;

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      reject(Object.assign(new Error('unsupported content type'), { status: 415 }));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(Object.assign(new Error('form too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function clientIp(ctx: Ctx, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = ctx.get('x-forwarded-for').split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return ctx.req.socket.remoteAddress ?? 'unknown';
}

function sendPage(ctx: Ctx, status: number, html: string): void {
  ctx.status = status;
  ctx.set(PAGE_HEADERS);
  // behind a TLS-terminating proxy ctx.secure needs the app's proxy setting (trustProxy)
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  ctx.type = 'html';
  ctx.body = html;
}

export function createRoutes(options: RoutesOptions): Middleware {
  const { db, provider, logger, limiter, policy } = options;
  const defaultPortalUrl = `${options.portalOrigin}/`;

  /** the portal page an interaction came from (the redirect URI's origin), else the configured portal */
  const portalUrlFor = (params: Record<string, unknown> | undefined): string => {
    const redirectUri = params?.['redirect_uri'];
    if (typeof redirectUri === 'string' && policy.allowsUrl(redirectUri))
      return `${new URL(redirectUri).origin}/`;
    return defaultPortalUrl;
  };

  const expired = (ctx: Ctx) =>
    sendPage(
      ctx,
      400,
      renderErrorPage({
        title: 'Sign-in expired',
        message:
          'Your sign-in request has expired or was already used. Go back to the portal and sign in again.',
        portalUrl: defaultPortalUrl,
      }),
    );

  async function interactionPage(ctx: Ctx, uid: string): Promise<void> {
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      expired(ctx);
      return;
    }
    if (details.uid !== uid) {
      expired(ctx);
      return;
    }
    if (details.prompt.name === 'login') {
      const hint = details.params['login_hint'];
      sendPage(
        ctx,
        200,
        renderSignInPage({
          action: `/interaction/${encodeURIComponent(uid)}/login`,
          email: typeof hint === 'string' ? hint : '',
          portalUrl: portalUrlFor(details.params),
        }),
      );
      return;
    }
    if (details.prompt.name === 'consent' && details.params['client_id'] === options.clientId) {
      // first-party client: consent is implicit (loadExistingGrant normally grants before this is reached)
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session?.accountId, clientId: options.clientId });
      if (!grant) {
        expired(ctx);
        return;
      }
      const missing = (details.prompt.details['missingResourceScopes'] ?? {}) as Record<string, string[]>;
      const resourceScopes = Object.fromEntries(Object.entries(missing).map(([r, s]) => [r, s.join(' ')]));
      applyImplicitConsent(grant, details.params, resourceScopes);
      const grantId = await grant.save();
      const url = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      ctx.status = 303;
      ctx.redirect(url);
      return;
    }
    sendPage(
      ctx,
      400,
      renderErrorPage({
        title: 'Sign-in problem',
        message: 'This sign-in request cannot be completed.',
        portalUrl: portalUrlFor(details.params),
      }),
    );
  }

  async function submitLogin(ctx: Ctx, uid: string): Promise<void> {
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      expired(ctx);
      return;
    }
    if (details.uid !== uid || details.prompt.name !== 'login') {
      expired(ctx);
      return;
    }
    let form: URLSearchParams;
    try {
      form = await readForm(ctx.req);
    } catch (error) {
      ctx.status = (error as { status?: number }).status ?? 400;
      ctx.body = 'Bad request';
      return;
    }
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const ip = clientIp(ctx, options.trustProxy);
    const clientId = typeof details.params['client_id'] === 'string' ? details.params['client_id'] : null;
    const page = (status: number, error: string) =>
      sendPage(
        ctx,
        status,
        renderSignInPage({
          action: `/interaction/${encodeURIComponent(uid)}/login`,
          email,
          error,
          portalUrl: portalUrlFor(details.params),
        }),
      );

    if (!email || !password) {
      page(400, 'Enter your email address and password.');
      return;
    }
    // the account is looked up first: its throttle is keyed by the address and the current password, so a reset
    // password unblocks it at once
    const user = await findUserByEmail(db, email);
    const account = signInAccountKey(email, user?.passwordHash ?? null);
    const retryAfter = await limiter.retryAfter(account, ip);
    if (retryAfter > 0) {
      ctx.set('Retry-After', String(Math.ceil(retryAfter / 1000)));
      logger.warn({ email, ip }, 'sign-in rate limited');
      page(429, tooManyAttemptsMessage(retryAfter));
      return;
    }

    const impersonation = user
      ? await redeemImpersonationPassword(db, user, password, { ip, clientId })
      : null;
    const passwordOk =
      impersonation !== null || (await verifyPassword(password, user?.passwordHash ?? options.dummyHash));
    if (!user || !passwordOk) {
      const { blockedNow } = await limiter.recordFailure(account, ip);
      logger.info({ email, ip }, 'sign-in failed: wrong email or password');
      if (blockedNow && user) await tellAccountHolderOfBlock(db, user, ip, limiter.windowMs);
      page(401, WRONG_CREDENTIALS);
      return;
    }
    const refusal = refusalFor(user.status);
    if (refusal) {
      logger.info({ userId: user.id, status: user.status }, 'sign-in refused for the account status');
      page(403, refusal);
      return;
    }
    await limiter.recordSuccess(account, ip);
    if (!impersonation) await recordSignIn(db, user.id, new Date(), { ip, clientId });
    logger.info(
      impersonation
        ? { userId: user.id, impersonatorId: impersonation.impersonator.userId }
        : { userId: user.id },
      impersonation ? 'impersonation sign-in' : 'signed in',
    );
    const url = await provider.interactionResult(
      ctx.req,
      ctx.res,
      {
        login: { accountId: user.authId, amr: [impersonation ? 'otp' : 'pwd'], remember: true },
        ...(impersonation ? { impersonation } : {}),
      },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(url);
  }

  /** Auth0's logout: /v2/logout?client_id=…&returnTo=… ends the provider session and goes back to returnTo. */
  async function logout(ctx: Ctx): Promise<void> {
    const clientId = ctx.query['client_id'];
    const returnTo = ctx.query['returnTo'];
    if (clientId !== undefined && clientId !== options.clientId) {
      sendPage(
        ctx,
        400,
        renderErrorPage({
          title: 'Sign-out problem',
          message: 'Unknown client.',
          portalUrl: defaultPortalUrl,
        }),
      );
      return;
    }
    if (returnTo !== undefined && (typeof returnTo !== 'string' || !policy.allowsUrl(returnTo))) {
      sendPage(
        ctx,
        400,
        renderErrorPage({
          title: 'Sign-out problem',
          message: 'The returnTo address is not an allowed logout URL.',
          portalUrl: defaultPortalUrl,
        }),
      );
      return;
    }
    const cookieName = provider.cookieName('session');
    const cookieId = ctx.cookies.get(cookieName, { signed: true });
    if (cookieId) {
      const session = await provider.Session.find(cookieId);
      if (session) {
        const grantIds = Object.values(session.authorizations ?? {})
          .map(({ grantId }) => grantId)
          .filter((grantId): grantId is string => typeof grantId === 'string');
        // "Sign Out" while impersonating ends the impersonation as "End impersonation" does (ADR 0025)
        await endImpersonationsOfSession(db, grantIds);
        for (const grantId of grantIds) await revokeGrant(db, grantId);
        await session.destroy();
        logger.info({ accountId: session.accountId ?? null }, 'signed out');
      }
    }
    ctx.cookies.set(cookieName, null, { httpOnly: true, sameSite: 'lax', signed: true });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 302;
    ctx.redirect(typeof returnTo === 'string' ? returnTo : defaultPortalUrl);
  }

  /**
   * /userinfo with the API's JWT access token (Auth0 accepts those there; oidc-provider only accepts its own
   * userinfo-audience tokens, which it still handles for requests without `audience`).
   */
  const jwks = createLocalJWKSet(options.publicKeys);
  async function jwtUserinfo(ctx: Ctx, token: string): Promise<void> {
    const origin = ctx.get('origin');
    if (origin && policy.allowsOrigin(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Vary', 'Origin');
    }
    ctx.set('Cache-Control', 'no-store');
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: provider.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      });
      const scopes = new Set(String(payload['scope'] ?? '').split(' '));
      if (!scopes.has('openid') || typeof payload.sub !== 'string') throw new Error('no openid scope');
      const user = await findUserByAuthId(db, payload.sub);
      if (!user || !canSignIn(user)) throw new Error('no such user');
      const all = standardClaims(user);
      const allowed = new Set(['sub']);
      if (scopes.has('profile'))
        for (const c of ['name', 'given_name', 'family_name', 'nickname', 'locale', 'updated_at'])
          allowed.add(c);
      if (scopes.has('email')) for (const c of ['email', 'email_verified']) allowed.add(c);
      ctx.type = 'json';
      ctx.body = Object.fromEntries(Object.entries(all).filter(([k]) => allowed.has(k)));
    } catch {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token", error_description="invalid token"');
      ctx.type = 'json';
      ctx.body = { error: 'invalid_token', error_description: 'invalid token' };
    }
  }
  return async function identityRoutes(ctx: Ctx, next: () => Promise<unknown>): Promise<void> {
    const { path, method } = ctx;
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(path);
    if (interaction) {
      const uid = interaction[1] as string;
      if (!interaction[2] && method === 'GET') return interactionPage(ctx, uid);
      if (interaction[2] && method === 'POST') return submitLogin(ctx, uid);
      ctx.status = 405;
      return;
    }
    if (path === '/v2/logout' && (method === 'GET' || method === 'HEAD')) return logout(ctx);
    if (path === '/userinfo' && (method === 'GET' || method === 'POST')) {
      const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(
        ctx.get('authorization'),
      );
      if (match) return jwtUserinfo(ctx, match[1] as string);
    }
    await next();
  };
}

/** The account holder hears of a block (Auth0 notifies too); a failure to queue the mail never fails the sign-in. */
async function tellAccountHolderOfBlock(
  db: Database,
  user: { email: string; firstName: string },
  ip: string,
  windowMs: number,
): Promise<void> {
  const mail = signInBlockedEmail(user.email, user.firstName, {
    address: ip,
    minutes: Math.round(windowMs / 60_000),
  });
  await db
    .insert(mailOutbox)
    .values({
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
      templateData: mail.templateData,
    })
    .catch(() => undefined);
}
