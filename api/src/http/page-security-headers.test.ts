// Security headers on the deployed portal's responses (issue 19): the shell's pages, the store's prerendered page
// (its inline loader allowed by hash), a remote's files, the punchout pages procurement systems frame, HSTS over TLS.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHarness } from './test-harness.js';
import type { Harness } from './test-harness.js';
import { contentSecurityPolicy, inlineScriptHashes, publishedOrigins } from './page-security-headers.js';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Customer Portal</title>' +
  '<script defer="defer" src="/main.0a1b2c3d.js"></script></head><body><div id="shell-header"></div>' +
  '<main id="portal-main" tabindex="-1"><div id="shell-page"></div><div id="area-status"></div>' +
  '<div id="portal-areas"></div></main></body></html>';
const STORE_MANIFEST = '/remotes/store/1.0.0-abc/mf-manifest.json';
const PROCUREMENT = 'https://srm.example';

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

describe('security headers on the deployed portal', () => {
  let h: Harness;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-page-security-'));
    await fs.writeFile(path.join(staticDir, 'index.html'), SHELL);
    await fs.writeFile(
      path.join(staticDir, 'remotes.json'),
      JSON.stringify({
        store: { entry: STORE_MANIFEST, area: {} },
        // a remote deployed to another origin (a CDN)
        training: { entry: 'https://cdn.example/remotes/training/2/mf-manifest.json', area: {} },
      }),
    );
    await fs.writeFile(
      path.join(staticDir, 'portal-config.json'),
      JSON.stringify({ auth: { domain: 'http://localhost:3901', clientId: 'portal-spa', audience: 'x' } }),
    );
    await fs.mkdir(path.join(staticDir, 'remotes/store/1.0.0-abc'), { recursive: true });
    await fs.writeFile(path.join(staticDir, STORE_MANIFEST), JSON.stringify({ metaData: {}, exposes: [] }));
    await fs.writeFile(path.join(staticDir, 'remotes/store/1.0.0-abc/remoteEntry.js'), 'var store = {};');
    h = await createHarness({
      seed: false,
      // production: only the configured origins (elsewhere any localhost port may serve a remote)
      config: { staticDir, punchoutFrameOrigins: [PROCUREMENT], trustProxy: true, environment: 'production' },
    });
  });
  afterAll(async () => {
    await h.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/pages/help', '/remotes/store/1.0.0-abc/remoteEntry.js', '/remotes.json'])(
    '%s carries the CSP from the configuration and the other headers',
    async (url) => {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:3901', 'https://cdn.example']);
      expect(csp.get('frame-src')).toContain('http://localhost:3901');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
      // plain http: no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('allows the prerendered store page its inline loader by hash, and no other inline script', async () => {
    // the identity encoding, so the test reads the page; the hash must not depend on a compressed answer
    const res = await h.app.inject({ method: 'GET', url: '/pages/store' });
    expect(res.statusCode).toBe(200);
    const compressed = await h.app.inject({
      method: 'GET',
      url: '/pages/store',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const scriptSrc = directives(res.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toEqual(["'self'", 'https://cdn.example', sha256Source(inline[0]!)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('lets the configured procurement systems frame the punchout pages, and nothing else', async () => {
    for (const url of ['/pages/punchout-launch?token=abc', '/pages/store/cart']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        PROCUREMENT,
      ]);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const checkout = await h.app.inject({ method: 'GET', url: '/pages/checkout' });
    expect(directives(checkout.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('adds HSTS when the page was requested over TLS', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves the API its own policy (helmet)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('follows a redeployed remotes.json', async () => {
    const file = path.join(staticDir, 'remotes.json');
    const before = await fs.readFile(file, 'utf8');
    try {
      await fs.writeFile(
        file,
        JSON.stringify({ store: { entry: 'https://store-cdn.example/remotes/store/3/mf-manifest.json' } }),
      );
      const res = await h.app.inject({ method: 'GET', url: '/pages/help' });
      expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual([
        "'self'",
        'https://store-cdn.example',
      ]);
    } finally {
      await fs.writeFile(file, before);
    }
  });
});

describe('the policy from its parts', () => {
  it('reads remote and identity origins, ignoring relative entries and junk', () => {
    expect(
      publishedOrigins(
        {
          a: { entry: '/remotes/a/1/mf-manifest.json' },
          b: { entry: 'https://x.example:8443/m.json' },
          c: 7,
        },
        { auth: { domain: 'https://tenant.auth0.example' } },
      ),
    ).toEqual({
      remoteOrigins: ['https://x.example:8443'],
      identityOrigin: 'https://tenant.auth0.example',
      serviceOrigins: [],
    });
    expect(publishedOrigins(null, null)).toEqual({
      remoteOrigins: [],
      identityOrigin: null,
      serviceOrigins: [],
    });
  });

  it('lets the page call the services portal-config.json names (feature flags, the long-running gateway)', () => {
    const origins = publishedOrigins(
      {},
      {
        auth: { domain: 'https://tenant.auth0.example' },
        featureFlags: { ofrepBaseUrl: 'https://flags.example.com', pollIntervalMs: 60000 },
        gateway: { longRunningBase: 'https://reports.example.com/api', longRunningEndpoints: ['/reports/'] },
      },
    );
    expect(origins.serviceOrigins).toEqual(['https://flags.example.com', 'https://reports.example.com']);
    const csp = directives(contentSecurityPolicy({ ...origins, inlineScriptHashes: [], frameAncestors: [] }));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://tenant.auth0.example',
      'https://flags.example.com',
      'https://reports.example.com',
    ]);
    // only connections: no script from them
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('hashes inline scripts only', () => {
    const html = '<script src="/a.js"></script><script>go()</script><script type="module">x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256Source('go()'), sha256Source('x()')]);
  });

  it('outside production, remotes may come from any localhost port (dev servers, test doubles)', () => {
    const csp = directives(
      contentSecurityPolicy({
        remoteOrigins: [],
        identityOrigin: null,
        inlineScriptHashes: [],
        frameAncestors: [],
        allowLocalhostOrigins: true,
      }),
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('never allows inline script or eval', () => {
    const csp = contentSecurityPolicy({
      remoteOrigins: [],
      identityOrigin: null,
      inlineScriptHashes: [],
      frameAncestors: [],
    });
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
