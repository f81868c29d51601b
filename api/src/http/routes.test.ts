import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createHarness } from './test-harness.js';
import type { Harness } from './test-harness.js';

describe('GET /api/health when the database is unreachable', () => {
  const cases: [string, () => Promise<unknown>][] = [
    ['fails', () => Promise.reject(new Error('connection refused'))],
    ['hangs', () => new Promise(() => undefined)],
  ];
  it.each(cases)('answers 503 DOWN when the database %s', async (_name, execute) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-health-'));
    // a database that cannot answer; nothing but the health route touches it here
    const db = { execute } as unknown as Database;
    const app = await buildApp(
      { ...readConfig({ NODE_ENV: 'test' }), staticDir: null, dataDir, healthTimeoutMs: 100 },
      { database: { db, kind: 'postgres' } },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'DOWN' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('replacement images and unknown API paths', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('GET /api/replacement-images/{partNumber} answers the digital assets', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/replacement-images/1000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      digitalassets: [
        { partNumber: '100-0001', url: '/images/parts/100-0001.jpg', type: 'image', isPrimary: true },
      ],
    });
    const none = await h.app.inject({ method: 'GET', url: '/api/replacement-images/100-0002' });
    expect(none.json()).toEqual({ digitalassets: [] });
    const missing = await h.app.inject({ method: 'GET', url: '/api/replacement-images/999-9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().exceptionMessages).toEqual(['The requested resource could not be found.']);
    const bad = await h.app.inject({ method: 'GET', url: `/api/replacement-images/${'9'.repeat(41)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(['Part number must be at most 40 characters.']);
  });

  it('answers unknown /api paths with a standard 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ exceptionMessages: ['The requested resource could not be found.'] });
    expect(typeof res.json().uuid).toBe('string');
  });

  it('refuses a GET on the GraphQL endpoints', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/open-graphql?query={getBanners{id}}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the deployed portal beside the API', () => {
  let h: Harness;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-static-'));
    await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
    await fs.writeFile(path.join(staticDir, 'remotes.json'), '{}');
    h = await createHarness({ seed: false, config: { staticDir } });
  });
  afterAll(async () => {
    await h.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  it('serves the shell for page paths and the API under /api', async () => {
    for (const url of ['/', '/pages/store/search?q=x']) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>shell</title>');
    }
    expect((await h.app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'UP' });
    const unknown = await h.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().exceptionMessages).toBeDefined();
  });
});
