// Compressed responses (issue 18): the build's brotli/gzip copies of the portal's files served by negotiation with
// the plain file's type and caching rule, and the API's answers compressed on the fly above a small size — never an
// event stream or a binary file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { registerPortalStatic } from './portal-static.js';
import { COMPRESSION_THRESHOLD_BYTES, registerResponseCompression } from './static-compression.js';
import { fleetUnits } from '../db/schema.js';
import { createHarness, ORG, USERS } from './test-harness.js';
import type { Harness } from './test-harness.js';

const SHELL_CHUNK = 'main.0a1b2c3d.js';
const MANIFEST = 'remotes/store/1.0.0-abc/mf-manifest.json';
const REMOTE_ENTRY = 'remotes/store/1.0.0-abc/remoteEntry.js';
// big enough that compression pays, repetitive enough that it shows
const script = `${'export const greeting = "hello from the store";\n'.repeat(200)}`;
const manifest = JSON.stringify({
  name: 'store',
  exposes: Array.from({ length: 40 }, (_, i) => ({ id: i })),
});

let staticDir: string;
let app: FastifyInstance;

/** The decoded body of a compressed (or plain) answer. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Writes a file with the build's two compressed copies beside it, each marked so the test can tell which was sent. */
async function writeWithCopies(relative: string, body: string): Promise<void> {
  const file = path.join(staticDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(Buffer.from(body)));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(Buffer.from(body)));
}

beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-static-compression-'));
  await fs.writeFile(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><title>Portal</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
  );
  await writeWithCopies(SHELL_CHUNK, script);
  await writeWithCopies(MANIFEST, manifest);
  await writeWithCopies(REMOTE_ENTRY, script);
  // a tiny file the build leaves without copies
  await fs.writeFile(path.join(staticDir, 'tiny.js'), 'export {};\n');
  await fs.writeFile(
    path.join(staticDir, 'remotes.json'),
    JSON.stringify({ store: { entry: `/${MANIFEST}` } }),
  );
  await fs.writeFile(path.join(staticDir, 'favicon.png'), Buffer.alloc(4096, 7));
  app = Fastify();
  await registerResponseCompression(app);
  await registerPortalStatic(app, staticDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe("the portal's files", () => {
  it('sends the brotli copy to a browser that accepts it, typed and cached as the plain file', async () => {
    const res = await app.inject({
      url: `/${SHELL_CHUNK}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    expect(decoded(res)).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await app.inject({ url: `/${SHELL_CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(decoded(gzip)).toBe(script);

    const plain = await app.inject({ url: `/${SHELL_CHUNK}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
  });

  it("serves a remote's federation manifest and entry compressed, as JSON and script, immutable", async () => {
    const entry = await app.inject({ url: `/${MANIFEST}`, headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['content-type']).toMatch(/application\/json/);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(decoded(entry))).toEqual(JSON.parse(manifest));

    const remoteEntry = await app.inject({ url: `/${REMOTE_ENTRY}`, headers: { 'accept-encoding': 'gzip' } });
    expect(remoteEntry.headers['content-encoding']).toBe('gzip');
    expect(remoteEntry.headers['content-type']).toMatch(/javascript/);
    expect(decoded(remoteEntry)).toBe(script);
  });

  it('sends a file the build did not compress as it is, and never compresses an image', async () => {
    const tiny = await app.inject({ url: '/tiny.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(decoded(tiny)).toBe('export {};\n');

    const image = await app.inject({ url: '/favicon.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it("compresses the shell's page on the fly and keeps it uncached", async () => {
    const res = await app.inject({ url: '/pages/store/search', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(decoded(res)).toContain('<p>shell</p>');
  });
});

describe('run-time answers', () => {
  let bare: FastifyInstance;
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) };

  beforeAll(async () => {
    bare = Fastify();
    await registerResponseCompression(bare);
    bare.get('/json', async () => big);
    bare.get('/small', async () => ({ ok: true }));
    bare.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send('data: one\n\n'.repeat(300)),
    );
    bare.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(8192, 1)));
    await bare.ready();
  });

  afterAll(async () => {
    await bare.close();
  });

  it('compresses JSON above the threshold only, and only for a client that accepts it', async () => {
    const res = await bare.inject({ url: '/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(res))).toEqual(big);

    const small = await bare.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const plain = await bare.inject({ url: '/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('leaves event streams and PDFs as they are', async () => {
    const events = await bare.inject({ url: '/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('data: one')).toBe(true);

    const pdf = await bare.inject({ url: '/pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(8192);
  });
});

describe('the API compresses GraphQL and gateway answers', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });

  afterAll(async () => {
    await h.close();
  });

  it('a GraphQL answer above the threshold comes compressed, and reads the same', async () => {
    const query = `{ ${[1, 2, 3].map((n) => `s${n}: searchProducts(input: { size: 24 }) { totalHits hits { partNumber displayName description brand imageUrl } }`).join(' ')} categories { id name path } }`;
    const plain = await h.openGraphql(query);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await h.app.inject({
      method: 'POST',
      url: '/api/open-graphql',
      payload: { query },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('a gateway answer comes compressed for a client that accepts gzip', async () => {
    // enough of Alpha's units that the answer passes the threshold (data made for this test)
    await h.db.insert(fleetUnits).values(
      Array.from({ length: 12 }, (_, i) => ({
        instanceId: `ZIP-${i}`,
        accountId: ORG.alpha,
        customerName: 'Alpha Utilities',
        productLine: 'Aerial Devices',
        model: 'TA-40',
        unitSerial: `ZIP-SERIAL-${i}`,
        customerVehicleNumber: `ZIP-V-${i}`,
        city: 'Huntsville',
        stateProvince: 'AL',
      })),
    );
    const envelope = { endpoint: '/fleet/ngSearch', body: {} };
    const plain = await h.integration(USERS.alice, envelope);
    expect(plain.statusCode).toBe(200);
    const compressed = await h.integration(USERS.alice, envelope, { 'accept-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });
});
