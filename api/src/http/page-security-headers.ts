// Security headers on every response of the deployed portal (shell, remotes, utility pages); the /api scope has
// its own (helmet, security.ts). The Content-Security-Policy is built from the published configuration: scripts
// and styles from the portal's origin and the origins of the remotes in remotes.json, connections to the API (this
// origin) and the identity provider (portal-config.json's auth.domain), and the page's own inline scripts by hash
// (the store prerender's loader, ADR 0008). Pages refuse to be framed, except the punchout routes, which the
// configured procurement systems frame.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PageSecurityOptions {
  /** the published portal: remotes.json and portal-config.json are read from here */
  staticDir: string;
  /** origins of the procurement systems that frame punchout sessions (PUNCHOUT_FRAME_ORIGINS) */
  punchoutFrameOrigins: readonly string[];
  /**
   * Also allow any http://localhost:<port> and http://127.0.0.1:<port> origin for remotes (development and tests
   * serve remotes from their own ports, as the identity provider's allowLocalhostOrigins does for redirects)
   */
  allowLocalhostOrigins?: boolean;
}

const LOCALHOST_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** What the policy needs from the published files. */
export interface PublishedOrigins {
  /** origins other than the portal's that serve remotes */
  remoteOrigins: string[];
  /** the identity provider's origin (where the browser signs in), if configured */
  identityOrigin: string | null;
  /** other services the browser calls, named in portal-config.json (an OFREP flag service, a long-running gateway) */
  serviceOrigins?: string[];
}

/**
 * Pages a punchout session runs in, inside the procurement system's frame: the launch page and the supply store
 * (a reload inside the frame must still render).
 */
export function isPunchoutRoute(pathname: string): boolean {
  return (
    pathname === '/pages/punchout-launch' ||
    pathname.startsWith('/pages/punchout-launch/') ||
    pathname === '/pages/store' ||
    pathname.startsWith('/pages/store/')
  );
}

/** The origin of an absolute http(s) URL, or null for a relative or other URL. */
function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origins the published remotes.json and portal-config.json name (unreadable files name none). */
export function publishedOrigins(remotesJson: unknown, portalConfig: unknown): PublishedOrigins {
  const remoteOrigins = new Set<string>();
  if (remotesJson && typeof remotesJson === 'object') {
    for (const remote of Object.values(remotesJson as Record<string, unknown>)) {
      // an entry is { entry: manifest URL, area } (ADR 0012); a plain URL string is accepted too
      const entry = remote && typeof remote === 'object' ? (remote as { entry?: unknown }).entry : remote;
      const origin = httpOrigin(entry);
      if (origin) remoteOrigins.add(origin);
    }
  }
  const auth =
    portalConfig && typeof portalConfig === 'object' ? (portalConfig as { auth?: unknown }).auth : undefined;
  const domain = auth && typeof auth === 'object' ? (auth as { domain?: unknown }).domain : undefined;
  const config =
    portalConfig && typeof portalConfig === 'object' ? (portalConfig as Record<string, unknown>) : {};
  const setting = (section: string, key: string): unknown => {
    const value = config[section];
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  };
  const serviceOrigins = [setting('featureFlags', 'ofrepBaseUrl'), setting('gateway', 'longRunningBase')]
    .map(httpOrigin)
    .filter((origin): origin is string => origin !== null);
  return {
    remoteOrigins: [...remoteOrigins].sort(),
    identityOrigin: httpOrigin(domain),
    serviceOrigins: [...new Set(serviceOrigins)].sort(),
  };
}

/** CSP hash sources of the inline scripts (a `<script>` without src) in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

export interface PolicyInput extends PublishedOrigins {
  inlineScriptHashes: readonly string[];
  /** who may frame the page; empty = nobody */
  frameAncestors: readonly string[];
  allowLocalhostOrigins?: boolean;
}

export function contentSecurityPolicy(input: PolicyInput): string {
  const remotes = [...input.remoteOrigins, ...(input.allowLocalhostOrigins ? LOCALHOST_ORIGINS : [])];
  const identity = input.identityOrigin ? [input.identityOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...input.inlineScriptHashes]],
    // the builds' CSS arrives as <style> elements (style-loader) and React sets style attributes: styles cannot
    // run script, so inline styles stay allowed
    ['style-src', ["'self'", ...remotes, "'unsafe-inline'"]],
    // the API is this origin; the sign-in SDK talks to the identity provider; remotes' manifests may live elsewhere
    ['connect-src', ["'self'", ...identity, ...(input.serviceOrigins ?? []), ...remotes]],
    // product and banner images come from the API; generated files are shown from blob: URLs
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // silent sign-in runs in a hidden frame of the identity provider
    ['frame-src', ["'self'", ...identity, 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', input.frameAncestors.length ? [...input.frameAncestors] : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Reads the published files again only when they change (deploying a remote rewrites remotes.json). */
function createOriginsReader(staticDir: string): () => Promise<PublishedOrigins> {
  const files = ['remotes.json', 'portal-config.json'].map((name) => path.join(staticDir, name));
  let key = '';
  let cached: PublishedOrigins = { remoteOrigins: [], identityOrigin: null };
  const readJson = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      return null;
    }
  };
  return async () => {
    const stamps = await Promise.all(
      files.map((file) =>
        fs.stat(file).then(
          (stat) => `${stat.mtimeMs}:${stat.size}`,
          () => 'none',
        ),
      ),
    );
    const next = stamps.join('|');
    if (next !== key) {
      const [remotes, portalConfig] = await Promise.all(files.map(readJson));
      cached = publishedOrigins(remotes, portalConfig);
      key = next;
    }
    return cached;
  };
}

function htmlText(reply: FastifyReply, payload: unknown): string | null {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('text/html') || reply.getHeader('content-encoding')) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

/**
 * Adds the headers to every response served outside /api. Call before the portal's routes and static files are
 * registered, so the hook covers them.
 */
export function registerPageSecurityHeaders(app: FastifyInstance, options: PageSecurityOptions): void {
  const origins = createOriginsReader(options.staticDir);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return payload;
    const html = htmlText(reply, payload);
    const frameAncestors = isPunchoutRoute(pathname) ? options.punchoutFrameOrigins : [];
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy({
        ...(await origins()),
        inlineScriptHashes: html ? inlineScriptHashes(html) : [],
        frameAncestors,
        allowLocalhostOrigins: options.allowLocalhostOrigins ?? false,
      }),
    );
    // older browsers without frame-ancestors: refuse every frame unless procurement systems may frame the page
    if (frameAncestors.length === 0) reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
