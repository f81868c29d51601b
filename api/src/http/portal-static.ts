// Serves the deployed portal on the API's origin: remotes.json uncached, versioned remote builds immutable,
// and every other page path answered with the shell's index.html so deep links work.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors/api-error.js';
import { sendError } from './error-handling.js';
import {
  prerenderedPageFor,
  productPartNumberFor,
  remoteForPrerenderedPage,
  withSiteBanner,
  withStorePrerender,
} from './store-prerender.js';
import type { PrerenderOptions, PrerenderedBanner, PrerenderedProduct } from './store-prerender.js';
import { withPrecompressedAssets } from './static-compression.js';

/**
 * A remote's manifest, entry and exposed page module as published now (remotes.json is read per request:
 * deploying a remote changes it). Any missing or unreadable file just means no preload.
 */
async function remotePreloads(
  staticDir: string,
  remoteId: 'store' | 'training',
): Promise<PrerenderOptions['storePreloads']> {
  try {
    const remotes = JSON.parse(await fs.readFile(path.join(staticDir, 'remotes.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    // each entry is { entry: manifest URL, area: the area manifest } (ADR 0012)
    const remote = remotes[remoteId];
    const manifestUrl =
      remote && typeof remote === 'object' ? (remote as { entry?: unknown }).entry : undefined;
    if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/remotes/')) return [];
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const manifest = JSON.parse(
      await fs.readFile(path.join(staticDir, ...manifestUrl.split('/').filter(Boolean)), 'utf8'),
    ) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
      exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
    };
    const entry = manifest.metaData?.remoteEntry;
    const appChunks = manifest.exposes?.find((e) => e.name === 'app')?.assets?.js?.sync ?? [];
    // the shell loads remoteEntry.js without fetching the manifest (issue 18), so the manifest is not preloaded
    return [
      ...(entry?.name
        ? [{ href: `${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, as: 'script' as const }]
        : []),
      ...appChunks.map((chunk) => ({ href: `${base}${chunk}`, as: 'script' as const })),
    ];
  } catch {
    return [];
  }
}

export interface PortalStaticOptions {
  /**
   * A part as the catalogue shows it to a guest (name and main image), for a product page's prerendered first
   * screen; null when there is no such part or it has no image. Without it product pages are not prerendered.
   */
  productForPrerender?: (request: FastifyRequest, partNumber: string) => Promise<PrerenderedProduct | null>;
  /**
   * The active banners as the open getBanners query returns them now (in start order: the last one is shown) and
   * the API's banner sanitiser; with them every page's HTML carries the active banner. The page is never cached
   * (no-store), so an edited or ended banner is never served stale.
   */
  siteBanners?: {
    active: (request: FastifyRequest) => Promise<readonly PrerenderedBanner[]>;
    sanitise: (message: string) => string;
  };
}

export async function registerPortalStatic(
  app: FastifyInstance,
  staticDir: string,
  options: PortalStaticOptions = {},
): Promise<void> {
  // the build's brotli/gzip copies by Accept-Encoding (issue 18)
  await app.register(
    fastifyStatic,
    withPrecompressedAssets({
      root: staticDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        if (relative === 'remotes.json' || relative === 'portal-config.json' || relative.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-store');
        } else if (relative.startsWith('remotes/') || /\.[0-9a-f]{8}\.js$/.test(relative)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );

  const indexFile = path.join(staticDir, 'index.html');
  /** The part a product page shows; any failure (an invalid number, the database) just means no prerender. */
  const productFor = async (request: FastifyRequest, pathname: string) => {
    const partNumber = productPartNumberFor(pathname);
    if (!partNumber || !options.productForPrerender) return null;
    try {
      return await options.productForPrerender(request, partNumber);
    } catch {
      return null;
    }
  };
  /** The banner getBanners would show (the last active one); a failure just means the client fetches it. */
  const bannerFor = async (request: FastifyRequest): Promise<PrerenderedBanner | null> => {
    if (!options.siteBanners) return null;
    try {
      return (await options.siteBanners.active(request)).at(-1) ?? null;
    } catch {
      return null;
    }
  };
  const sendIndex = async (reply: FastifyReply, request: FastifyRequest) => {
    const html = await fs.readFile(indexFile, 'utf8');
    const pathname = request.url.split('?')[0] ?? '/';
    // the store's first screens and the training home come prerendered in the HTML (ADR 0008)
    const prerendered = prerenderedPageFor(pathname);
    const withPage = prerendered
      ? withStorePrerender(html, pathname, {
          storePreloads: await remotePreloads(staticDir, remoteForPrerenderedPage(prerendered)),
          product: await productFor(request, pathname),
        })
      : html;
    // every page carries the active site banner: on a small page it is the largest paint (issue 18)
    const banner = await bannerFor(request);
    const page =
      banner && options.siteBanners
        ? withSiteBanner(withPage, banner, options.siteBanners.sanitise)
        : withPage;
    return reply.code(200).header('Cache-Control', 'no-store').type('text/html').send(page);
  };
  // The root is a directory to the static plugin (it answers 403); the shell's page answers it instead.
  app.get('/', async (request, reply) => sendIndex(reply, request));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    // the static wildcard route also sees GET /api/...: those get the API's standard error
    if (url.startsWith('/api/') || url === '/api') return sendError(request, reply, notFound());
    if (request.method !== 'GET' || url.startsWith('/remotes/') || looksLikeFile) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendIndex(reply, request);
  });
}
