// Punchout (OCI, spec sections 1, 3 and 7). A procurement system (e.g. SAP SRM) posts the user's credentials and
// its hook URL to POST /api/punchout/setup; the portal signs the user in with an access token minted exactly as the
// embedded identity provider mints one (same keys, issuer, audience, claims) and sends the browser to
// /pages/punchout-launch with a launch token. The shopper fills the supply-store cart and returns it as OCI fields
// (punchoutCartReturn), which the browser posts to the hook URL. Punchout users cannot check out in the portal.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { ApiConfig } from '../../config.js';
import { hashPassword, verifyPassword } from '../../db/passwords.js';
import { shoppingCartItems, users } from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import type { OciField, PunchoutCartReturn } from './types.js';
import {
  accessTokenClaims,
  canSignIn,
  findUserByEmail,
  refusalFor,
  WRONG_CREDENTIALS,
} from '../../identity/accounts.js';
import type { IdentityUser } from '../../identity/accounts.js';
import { ACCESS_TOKEN_TTL, readIdentityConfig } from '../../identity/config.js';
import { PORTAL_SCOPE } from '../../identity/consent.js';
import { loadProviderKeys } from '../../identity/keys.js';
import type { ProviderKeys } from '../../identity/keys.js';
import { requireUser } from '../../access/authorization.js';
import type { Database } from '../../db/database.js';
import { currencyFor } from '../catalogue/index.js';
import { emailField, str, validate } from '../../shared/validation.js';
import { findActiveCart, priceCartLines } from './cart-service.js';

const PUNCHOUT_TYPE = 'OCI';
const NOT_A_PUNCHOUT_USER = 'This operation is only available to punchout users.';
const NO_PUNCHOUT_SESSION =
  'No procurement system is connected. Please start shopping again from your procurement system.';
const LAUNCH_PATH = '/pages/punchout-launch';
/** the launch token's audience: it is only ever decoded by the launch page, never accepted by the API */
const LAUNCH_AUDIENCE = 'punchout-launch';

/** OCI field lengths (SAP OCI 4.0): description 40 characters, vendor material 40, material group 10, unit 3. */
const OCI_DESCRIPTION_MAX = 40;
const OCI_MATGROUP_MAX = 10;
/** ISO unit codes of the portal's units of measure */
const OCI_UNITS: Record<string, string> = { each: 'EA', pack: 'PK', box: 'BX', set: 'SET', pair: 'PR' };

/** Lead time (days) of a part in stock: the availability promise 'expect to ship within 1 business day'. */
const IN_STOCK_LEAD_DAYS = '1';

const charsetField = str('Charset')
  .trim()
  .max(40, 'Charset must be at most 40 characters.')
  .matches(/^[A-Za-z0-9._:-]+$/, {
    message: 'Charset is not a known character set.',
    excludeEmptyString: true,
  })
  .test('known-charset', 'Charset is not a known character set.', (value) => {
    if (!value) return true;
    try {
      new TextDecoder(value);
      return true;
    } catch {
      return false;
    }
  });

const setupSchema = yup.object({
  username: emailField.required('USERNAME is required.'),
  password: str('PASSWORD').required('PASSWORD is required.').max(200, 'PASSWORD is too long.'),
  hookUrl: str('HOOK_URL')
    .trim()
    .required('HOOK_URL is required.')
    .max(2000, 'HOOK_URL must be at most 2000 characters.')
    .test('http-url', 'HOOK_URL must be an absolute http or https URL.', (value) => {
      if (!value) return false;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }),
  target: str('~TARGET')
    .trim()
    .max(64, '~TARGET must be at most 64 characters.')
    .matches(/^[A-Za-z0-9_-]*$/, '~TARGET must be a window or frame name.')
    .nullable()
    .default(null),
  charset: charsetField.nullable().default(null),
});

interface PunchoutSetupInput {
  username?: unknown;
  password?: unknown;
  hookUrl?: unknown;
  target?: unknown;
  charset?: unknown;
}

/** What the launch page decodes from the launch token. */
export interface PunchoutLaunch {
  accessToken: string;
  /** ISO-8601 expiry of the access token */
  expiresAt: string;
  hookUrl: string;
  charset: string;
  target: string | null;
  punchOutType: typeof PUNCHOUT_TYPE;
  email: string;
}

const badCredentials = (message = WRONG_CREDENTIALS) =>
  // 401 with the standard error body (not the GraphQL-style login message): a procurement system reads it
  new ApiError('FORBIDDEN', message, { statusCode: 401, userFriendlyMessage: message });

/** The provider's keys, read once per database (they are made on first start and kept in oidc_records). */
const keyCache = new WeakMap<Database, Promise<ProviderKeys>>();
function providerKeys(db: Database): Promise<ProviderKeys> {
  let keys = keyCache.get(db);
  if (!keys) {
    keys = loadProviderKeys(db);
    keyCache.set(db, keys);
    keys.catch(() => keyCache.delete(db));
  }
  return keys;
}

let dummyHash: Promise<string> | null = null;
/** Checked when the user is unknown so a wrong e-mail address costs the same time as a wrong password. */
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * An access token for the user exactly as the embedded identity provider issues one: signed with its current key,
 * its issuer and the API audience, the claims of identity/accounts.ts accessTokenClaims, the provider's lifetime.
 */
export async function mintAccessToken(
  db: Database,
  config: ApiConfig,
  user: IdentityUser,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const keys = await providerKeys(db);
  const jwk = keys.signingKeys[0];
  if (!jwk) throw new Error('the identity provider has no signing key');
  const key = await importJWK(jwk, 'RS256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL) * 1000);
  const token = await new SignJWT({
    ...(await accessTokenClaims(db, user, null)),
    scope: PORTAL_SCOPE,
    client_id: readIdentityConfig().clientId,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .setJti(randomUUID())
    .setSubject(user.authId)
    .setIssuer(config.auth.issuer)
    .setAudience(config.auth.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL)
    .sign(key);
  return { token, expiresAt };
}

async function signLaunchToken(db: Database, config: ApiConfig, launch: PunchoutLaunch, expiresAt: Date) {
  const keys = await providerKeys(db);
  const jwk = keys.signingKeys[0];
  if (!jwk) throw new Error('the identity provider has no signing key');
  return new SignJWT({ ...launch })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .setIssuer(config.auth.audience)
    .setAudience(LAUNCH_AUDIENCE)
    .setSubject(launch.email)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await importJWK(jwk, 'RS256'));
}

/**
 * POST /api/punchout/setup: checks the credentials as the identity provider does, accepts only punchout users,
 * stores the procurement session's hook URL, charset and target on the profile and answers the launch URL.
 */
export async function punchoutSetup(
  ctx: RequestContext,
  input: PunchoutSetupInput,
): Promise<{ location: string; launch: PunchoutLaunch }> {
  const { username, password, hookUrl, target, charset } = validate(setupSchema, input);
  // password guessing against one account is limited like the other sensitive open operations
  await ctx.limiter.consume('punchout-setup', username.toLowerCase());
  const user = await findUserByEmail(ctx.db, username);
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await timingDummy()));
  if (!user || !passwordOk) throw badCredentials();
  if (!canSignIn(user)) throw badCredentials(refusalFor(user.status) ?? WRONG_CREDENTIALS);
  if (!user.isPunchout) throw badCredentials(NOT_A_PUNCHOUT_USER);

  const chosenCharset = charset || 'UTF-8';
  await ctx.db
    .update(users)
    .set({
      punchOutType: PUNCHOUT_TYPE,
      ociPunchOutHookUrl: hookUrl,
      ociPunchOutHttpContentCharset: chosenCharset,
      ociPunchOutReturnTarget: target || null,
      lastLoginAt: ctx.now(),
    })
    .where(eq(users.id, user.id));
  ctx.callers.invalidate(user.authId);

  const { token, expiresAt } = await mintAccessToken(ctx.db, ctx.config, user, ctx.now());
  const launch: PunchoutLaunch = {
    accessToken: token,
    expiresAt: expiresAt.toISOString(),
    hookUrl,
    charset: chosenCharset,
    target: target || null,
    punchOutType: PUNCHOUT_TYPE,
    email: user.email,
  };
  const launchToken = await signLaunchToken(ctx.db, ctx.config, launch, expiresAt);
  ctx.log.info({ userId: user.id }, 'punchout session started');
  return { location: `${LAUNCH_PATH}?token=${encodeURIComponent(launchToken)}`, launch };
}

interface PunchoutProfile {
  isPunchout: boolean;
  punchOutType: string | null;
  hookUrl: string | null;
  charset: string | null;
  target: string | null;
}

async function punchoutProfile(ctx: RequestContext, userId: string): Promise<PunchoutProfile> {
  const [row] = await ctx.db
    .select({
      isPunchout: users.isPunchout,
      punchOutType: users.punchOutType,
      hookUrl: users.ociPunchOutHookUrl,
      charset: users.ociPunchOutHttpContentCharset,
      target: users.ociPunchOutReturnTarget,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isPunchout) throw forbidden(NOT_A_PUNCHOUT_USER);
  return row;
}

/** Gateway /punchout/unProperties: the punchout user's OCI session properties. */
export async function punchoutProperties(ctx: RequestContext): Promise<{
  hookUrl: string | null;
  charset: string;
  target: string | null;
  punchOutType: string;
}> {
  const user = requireUser(ctx);
  const profile = await punchoutProfile(ctx, user.id);
  return {
    hookUrl: profile.hookUrl,
    charset: profile.charset || 'UTF-8',
    target: profile.target,
    punchOutType: profile.punchOutType || PUNCHOUT_TYPE,
  };
}

const money = (value: number) => value.toFixed(2);

/**
 * punchoutCartReturn: the caller's supply-store cart as OCI fields (1-based NEW_ITEM-…[n]) and where to post them.
 * VENDORMAT is the part number, MATGROUP the first characters of the part's product line, LEADTIME the days to
 * ship (1 for parts in stock, empty when the shipment date has to be asked for), PRICE the unit price (empty when the
 * part has no price in the caller's currency).
 */
export async function punchoutCartReturn(ctx: RequestContext): Promise<PunchoutCartReturn> {
  const user = requireUser(ctx);
  const profile = await punchoutProfile(ctx, user.id);
  if (!profile.hookUrl) throw badInput(NO_PUNCHOUT_SESSION);
  const cart = await findActiveCart(ctx.db, user.id, 'supply-store');
  const fields: OciField[] = [];
  if (cart) {
    const lines = await ctx.db
      .select()
      .from(shoppingCartItems)
      .where(eq(shoppingCartItems.shoppingCartId, cart.shoppingCartId))
      .orderBy(shoppingCartItems.createdAt, shoppingCartItems.itemId);
    const currency = currencyFor(user.locale);
    const priced = await priceCartLines(
      ctx,
      cart,
      lines,
      currency,
      ctx.caller.scope.selectedAccountId ?? user.accountId,
    );
    priced.forEach((line, index) => {
      const n = index + 1;
      const item = line.item;
      const field = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
      const uom = (item?.unitOfMeasure ?? 'each').toLowerCase();
      field('DESCRIPTION', (item?.productDisplayName ?? line.row.itemId).slice(0, OCI_DESCRIPTION_MAX));
      field('QUANTITY', String(line.row.quantity));
      field('UNIT', OCI_UNITS[uom] ?? uom.toUpperCase().slice(0, 3));
      field('PRICE', line.unitPrice === null ? '' : money(line.unitPrice));
      field('CURRENCY', currency);
      field('VENDORMAT', line.row.itemId);
      field(
        'MATGROUP',
        (item?.catalogId ?? '').split('/')[0]?.toUpperCase().slice(0, OCI_MATGROUP_MAX) ?? '',
      );
      field('LEADTIME', item && item.quantityOnHand >= line.row.quantity ? IN_STOCK_LEAD_DAYS : '');
    });
  }
  return {
    hookUrl: profile.hookUrl,
    charset: profile.charset || 'UTF-8',
    target: profile.target,
    fields,
  };
}
