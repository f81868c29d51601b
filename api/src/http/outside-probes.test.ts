// CI's outside probes and the release probe (issue 36), against portals on real ports: a production-profile API
// and identity provider pass every outside probe; the development profile and a bare server that answers 200 to
// everything fail them, so each probe is shown to fail when what it checks is turned back. The release probe runs
// clean against the test world, and reports a gateway endpoint that hands another organisation's record back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import { readConfig } from '../config.js';
import { notFound } from '../errors/api-error.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { organizations } from '../db/schema.js';
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import { createRegistry, defineHandler } from '../gateway/registry.js';
import { startIdentityProvider } from '../identity/server.js';
import type { RunningIdentityProvider } from '../identity/server.js';
import { runOutsideProbes } from '../../scripts/lib/outside-probes.js';
import type { ProbeResult } from '../../scripts/lib/outside-probes.js';
import { runReleaseProbe } from '../../scripts/lib/release-probe.js';
import { pageField, sizeField } from '../shared/validation.js';
import { createHarness, ORG, USERS } from './test-harness.js';
import type { Harness, TestUser } from './test-harness.js';

const CLIENT_ID = 'portal-spa';

async function listen(h: Harness): Promise<string> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://localhost:${(h.app.server.address() as AddressInfo).port}`;
}

const failedNames = (results: ProbeResult[]) => results.filter((r) => !r.passed).map((r) => r.name);

describe('the outside probes', () => {
  let idpDatabase: TestDatabase;
  beforeAll(async () => {
    idpDatabase = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await idpDatabase.close();
  });

  async function probeProfile(env: NodeJS.ProcessEnv): Promise<ProbeResult[]> {
    const h = await createHarness({ config: { ...readConfig(env), staticDir: null } });
    let idp: RunningIdentityProvider | null = null;
    try {
      const portalUrl = await listen(h);
      idp = await startIdentityProvider({
        db: idpDatabase.db,
        port: 0,
        audience: 'http://localhost:3000/api',
        clientId: CLIENT_ID,
        portalOrigin: portalUrl,
        allowLocalhostOrigins: env['NODE_ENV'] !== 'production',
      });
      return await runOutsideProbes({
        portalUrl,
        identityUrl: idp.url,
        clientId: CLIENT_ID,
        accessToken: await h.token(USERS.alice),
        headerPaths: ['/api/health'],
      });
    } finally {
      await idp?.close();
      await h.close();
    }
  }

  it('all pass against the production profile', async () => {
    const results = await probeProfile({ NODE_ENV: 'production' });
    expect(results).toHaveLength(13);
    expect(failedNames(results)).toEqual([]);
  });

  it('fail against the development profile where it differs: viewers, introspection, the localhost wildcard', async () => {
    expect(failedNames(await probeProfile({ NODE_ENV: 'development' }))).toEqual([
      '/api/dev/mailbox answers 404',
      '/api/dev/mailbox.json answers 404',
      '/api/dev/analytics answers 404',
      '/api/dev/analytics.json answers 404',
      'introspection refused on /api/graphql',
      'introspection refused on /api/open-graphql',
      'redirect URI http://localhost:9 refused by the identity provider',
      'logout return http://localhost:9 refused by the identity provider',
    ]);
  });

  it('all fail against a server that answers 200 to everything, without headers', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://localhost:${(server.address() as AddressInfo).port}`;
    try {
      const results = await runOutsideProbes({
        portalUrl: url,
        identityUrl: url,
        clientId: CLIENT_ID,
        accessToken: 'none',
        headerPaths: ['/', '/api/health'],
      });
      expect(results.filter((r) => r.passed)).toEqual([]);
      expect(results.map((r) => r.name)).toEqual(
        expect.arrayContaining([
          'security headers on /',
          'security headers on /api/health',
          'a NUL in a search answered 400',
          'a lone surrogate in a search answered 400',
          'redirect URI https://portal.attacker.example refused by the identity provider',
          'logout return https://portal.attacker.example refused by the identity provider',
        ]),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the release probe', () => {
  const principal = async (h: Harness, user: TestUser) => ({ label: user.email, token: await h.token(user) });

  it('runs clean against the test world: no cross-organisation success, no 5xx', async () => {
    const h = await createHarness();
    try {
      const portalUrl = await listen(h);
      const bob = await principal(h, USERS.bob);
      const attacks = [];
      for (const attacker of [USERS.alice, USERS.amy, USERS.holly, USERS.ivan])
        attacks.push({ attacker: await principal(h, attacker), victim: bob });
      attacks.push({ attacker: bob, victim: await principal(h, USERS.alice) });
      const result = await runReleaseProbe({ portalUrl, attacks });
      console.log(result.report.split('\n').slice(0, 7).join('\n'));
      expect(result.findings).toEqual([]);
      expect(result.operations).toBeGreaterThan(60);
      expect(result.calls).toBeGreaterThan(500);
    } finally {
      await h.close();
    }
  });

  it('takes for foreign no id the attacker reads on a later page of their own list', async () => {
    // Records Alpha and Bravo share (like an APN open on both organisations' units): Alpha's list holds twelve of
    // its own first, so the shared record sits on Alpha's second page. A first-page harvest takes it for Bravo's
    // alone, and Alpha reading it by id for a cross-organisation success.
    const owners: Record<string, string[]> = { 'R-SHARED': [ORG.alpha, ORG.bravo], 'R-TANGO': [ORG.bravo] };
    for (let n = 10; n < 22; n += 1) owners[`R-ALPHA-${n}`] = [ORG.alpha];
    const mine = (accountId: string | null) =>
      Object.keys(owners)
        .filter((id) => accountId !== null && owners[id]?.includes(accountId))
        .sort();
    const askedByAlpha: string[] = [];
    const accountOf = (ctx: RequestContext) => ctx.caller.user?.accountId ?? null;
    const records = [
      defineHandler({
        kind: 'sync',
        path: '/sharedRecords/search',
        audience: 'authenticated',
        rule: 'signed-in',
        schema: yup.object({ page: pageField(100), size: sizeField(5, 5) }),
        description: 'test only: the caller’s records, five a page',
        handle: async (ctx, { body }) => {
          const all = mine(accountOf(ctx));
          return {
            content: all
              .slice(body.page * body.size, (body.page + 1) * body.size)
              .map((recordId) => ({ recordId })),
            totalRecords: all.length,
          };
        },
      }),
      defineHandler({
        kind: 'sync',
        path: '/sharedRecords/details',
        audience: 'authenticated',
        rule: 'signed-in',
        schema: yup.object({ recordId: yup.string().required() }),
        description: 'test only: one record, to an organisation it belongs to',
        handle: async (ctx, { body }) => {
          if (accountOf(ctx) === ORG.alpha) askedByAlpha.push(body.recordId);
          if (!mine(accountOf(ctx)).includes(body.recordId)) throw notFound();
          return { recordId: body.recordId };
        },
      }),
    ];
    const h = await createHarness({ deps: { gatewayRegistry: createRegistry(records) } });
    try {
      const portalUrl = await listen(h);
      const alice = await principal(h, USERS.alice);
      const result = await runReleaseProbe({
        portalUrl,
        handlers: records,
        attacks: [{ attacker: alice, victim: await principal(h, USERS.bob) }],
      });
      // Alpha was sent the record only Bravo holds, never the one on its own second page
      expect(askedByAlpha).toEqual(['R-TANGO']);
      expect(result.findings).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('reports an endpoint that hands another organisation its record', async () => {
    // a deliberately broken endpoint: reads any organisation by id, with no scope check
    const leaky = defineHandler({
      kind: 'sync',
      path: '/customers/unscopedById/{accountId}',
      audience: 'authenticated',
      rule: 'signed-in',
      schema: yup.object({}),
      description: 'test only: no scope check',
      async handle(ctx, { params }) {
        const [row] = await ctx.db
          .select({ accountId: organizations.accountId, name: organizations.name })
          .from(organizations)
          .where(eq(organizations.accountId, params['accountId'] ?? ''));
        return row ?? null;
      },
    });
    const handlers = [...GATEWAY_HANDLERS, leaky];
    const h = await createHarness({ deps: { gatewayRegistry: createRegistry(handlers) } });
    try {
      const portalUrl = await listen(h);
      const result = await runReleaseProbe({
        portalUrl,
        handlers,
        attacks: [{ attacker: await principal(h, USERS.alice), victim: await principal(h, USERS.bob) }],
      });
      expect(result.findings).toEqual([
        {
          attacker: USERS.alice.email,
          victim: USERS.bob.email,
          operation: 'gateway /customers/unscopedById/{accountId}',
          status: 200,
          kind: 'cross-organisation success',
          leaked: expect.arrayContaining(['T-BRAVO']),
        },
      ]);
    } finally {
      await h.close();
    }
  });
});
