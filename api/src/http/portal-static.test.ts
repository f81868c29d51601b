// The shell's HTML as the portal serves it: the store home, search and product pages carry the store's first screen
// prerendered (ADR 0008) with the store remote's files to preload; every other page gets the shell's page as built.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { brand } from '@portal/rules/brand';
import { registerPortalStatic } from './portal-static.js';
import { sanitizeBannerMessage } from '../domains/banners/banner-service.js';
import { productPartNumberFor, withSiteBanner, withStorePrerender } from './store-prerender.js';
import type { PrerenderedBanner } from './store-prerender.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STORE_MANIFEST = '/remotes/store/1.0.0-abc/mf-manifest.json';

let staticDir: string;
let app: FastifyInstance;
let shellTemplate: string;

/** The prerendered copy's element in a page, or null. */
function prerendered(html: string): string | null {
  const match = /<div id="portal-prerender"[^>]*>([\s\S]*?)<\/div><\/div><\/main>/.exec(html);
  return match ? match[0] : null;
}

beforeAll(async () => {
  // the shell's real page skeleton, as html-webpack-plugin emits it (minified, one line)
  shellTemplate = (await fs.readFile(path.join(repoRoot, 'shell/public/index.html'), 'utf8'))
    .replace(/>\s+</g, '><')
    .trim()
    .replace(
      '</head>',
      '<link rel="icon" href="/favicon.svg"><script defer="defer" src="/main.0a1b2c3d.js"></script></head>',
    );
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-static-prerender-'));
  await fs.writeFile(path.join(staticDir, 'index.html'), shellTemplate);
  await fs.writeFile(
    path.join(staticDir, 'remotes.json'),
    // entries as publishing writes them (ADR 0012); the preloads need only the entry
    JSON.stringify({
      store: { entry: STORE_MANIFEST, area: {} },
      training: { entry: '/remotes/training/1/mf-manifest.json', area: {} },
    }),
  );
  await fs.mkdir(path.join(staticDir, 'remotes/training/1'), { recursive: true });
  await fs.writeFile(
    path.join(staticDir, 'remotes/training/1/mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.9abc.js'] } } }],
    }),
  );
  await fs.mkdir(path.join(staticDir, 'remotes/store/1.0.0-abc'), { recursive: true });
  await fs.writeFile(
    path.join(staticDir, STORE_MANIFEST),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'app', assets: { js: { sync: ['__federation_expose_app.1234abcd.js'], async: ['9.js'] } } },
        { name: 'search-box', assets: { js: { sync: ['__federation_expose_search_box.5678.js'] } } },
      ],
    }),
  );
  app = Fastify();
  await registerPortalStatic(app, staticDir, {
    // the catalogue as a guest sees it: one part with an image, one that breaks, every other unknown
    productForPrerender: async (_request, partNumber) => {
      if (partNumber === 'BROKEN-1') throw new Error('the database is away');
      return partNumber === '910-5281'
        ? { name: 'Mounting Plate, "Jack" <Stand>', imageUrl: '/api/images/products/brackets-and-mounts.svg' }
        : null;
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe('the store home as served', () => {
  it('carries the hero prerendered in the areas slot, with its critical CSS and the brand title', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/store' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const copy = prerendered(res.body);
    expect(copy).not.toBeNull();
    expect(copy).toContain('data-prerendered-page="store-home"');
    expect(copy).toContain('data-prerendered-path="/pages/store"');
    // a stand-in for the eye: no focus or assistive technology lands in a copy that is about to be removed
    expect(copy).toMatch(/^<div id="portal-prerender" data-text-later inert aria-hidden="true" /);
    // one hero image, sized, fetched first, with its description; one h1
    expect(copy!.match(/<img /g)).toHaveLength(1);
    expect(copy).toMatch(
      /<img class="store-hero__image" src="\/static\/store\/store-hero.svg" alt="An insulated aerial device lifting a lineworker to a power line" width="1600" height="500" fetchpriority="high"/,
    );
    expect(res.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(copy).toContain('<h1 id="store-hero-title">Supply Store</h1>');
    expect(copy).toContain('<a href="/pages/store/all-categories">Shop all categories</a>');
    // the CSS that lays it out is in the head, before any script could run
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style id="portal-prerender-style">');
    expect(head).toContain('#portal-prerender .store-hero__image{');
    expect(head).toContain('@media (max-width:990.98px)');
    expect(head).toContain('<link rel="preload" href="/static/store/store-hero.svg" as="image"');
    // the hero's text waits for the frame after the image; without JavaScript it shows at once
    expect(head).toContain(
      '#portal-prerender[data-text-later] .store-hero__text,#portal-prerender[data-text-later] .store-banner__title{display:none}',
    );
    expect(head).toMatch(
      /<noscript><style>#portal-prerender \.store-hero__text,[^<]*\{display:block\}[^<]*<\/style><\/noscript>/,
    );
    // the brand comes from the brand config
    expect(res.body).toContain(`<title>Supply Store | ${brand.titleSuffix}</title>`);
    // the rest of the skeleton is untouched
    expect(res.body).toContain('<div id="shell-header"></div>');
    expect(res.body).toContain('<div id="area-status"></div>');
  });

  it('starts the shell and preloads the store remote only once the hero is painted', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/store/' });
    expect(prerendered(res.body)).toContain('data-prerendered-page="store-home"');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // the page asks for the image alone; the shell's script is no longer a deferred script of the head
    expect(head).toContain('<link rel="preload" href="/static/store/store-hero.svg" as="image"');
    expect(head).not.toContain('/main.0a1b2c3d.js');
    expect(head).not.toContain('/remotes/');
    expect(res.body).not.toContain('<script defer');
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(res.body);
    expect(loader).not.toBeNull();
    const code = loader![1]!;
    expect(code).toContain('var srcs=["/main.0a1b2c3d.js"]');
    // the store remote as remotes.json publishes it: entry and the app module; nothing else (the shell reads no
    // manifest, issue 18)
    const preloads = JSON.parse(/var preloads=(\[[^\]]*\])/.exec(code)![1]!) as unknown;
    expect(preloads).toEqual([
      { href: '/remotes/store/1.0.0-abc/remoteEntry.js', as: 'script' },
      { href: '/remotes/store/1.0.0-abc/__federation_expose_app.1234abcd.js', as: 'script' },
    ]);
    expect(code).toContain("document.querySelector('#portal-prerender img')");
    // started once the browser reports the hero painted (else two frames after it has loaded), or if it fails
    expect(code).toContain("observe({type:'largest-contentful-paint',buffered:true})");
    expect(code).toContain('if(e.element===img)');
    expect(code).toContain("img.addEventListener('load',afterFrames)");
    expect(code).toContain("img.addEventListener('error',start)");
    // whichever way it starts, the hero's text is shown first
    expect(code).toContain("copy.removeAttribute('data-text-later')");
    // a bound, so a slow image never holds the portal back
    expect(code).toContain('setTimeout(start,1500)');
  });
});

describe('the search page as served', () => {
  it('carries the store banner band (decorative image, no second h1) and its own title', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/store/search?q=hydraulic&page=2' });
    expect(res.statusCode).toBe(200);
    const copy = prerendered(res.body);
    expect(copy).toContain('data-prerendered-page="store-search"');
    expect(copy).toMatch(
      /<img class="store-banner__image" src="\/static\/store\/store-hero.svg" alt="" width="1600" height="500" fetchpriority="high"/,
    );
    // the page's h1 ("Search results for …") is the mounted page's: the band has none
    expect(res.body).not.toMatch(/<h1[ >]/);
    expect(res.body).toContain(`<title>Search Results | ${brand.titleSuffix}</title>`);
    expect(res.body).toContain('#portal-prerender .store-banner{');
  });
});

describe('a product page as served', () => {
  it('carries the breadcrumb and the main image of the part, sized and fetched first, and hides the loading area', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/store/product-detail/910-5281/910-5281' });
    expect(res.statusCode).toBe(200);
    const copy = prerendered(res.body);
    expect(copy).toContain('data-prerendered-page="store-product"');
    expect(copy).toContain('data-prerendered-path="/pages/store/product-detail/910-5281/910-5281"');
    expect(copy!.match(/<img /g)).toHaveLength(1);
    // the name is escaped where it is copied into the page
    expect(copy).toContain(
      '<img src="/api/images/products/brackets-and-mounts.svg" alt="Mounting Plate, &quot;Jack&quot; &lt;Stand&gt;" width="480" height="480" fetchpriority="high"',
    );
    expect(copy).toContain('<li aria-current="page">Mounting Plate, &quot;Jack&quot; &lt;Stand&gt;</li>');
    // the name's h1 comes with the mounted page
    expect(res.body).not.toMatch(/<h1[ >]/);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/api/images/products/brackets-and-mounts.svg" as="image" fetchpriority="high">',
    );
    expect(head).toContain('#portal-prerender .product-gallery__main{');
    // the area's loading state stays behind the copy until the page shows (the copy and its CSS go together)
    expect(head).toContain('#portal-prerender[data-prerendered-page=store-product]~*{display:none}');
    expect(head).toContain('#portal-prerender[data-text-later] .store-breadcrumb{visibility:hidden}');
    expect(res.body).toContain(`<title>Product Details | ${brand.titleSuffix}</title>`);
    expect(res.body).toContain("document.querySelector('#portal-prerender img')");
  });

  it('reads the part from the second segment when there is one, else from the first', async () => {
    const one = await app.inject({ method: 'GET', url: '/pages/store/product-detail/910-5281' });
    expect(prerendered(one.body)).toContain('brackets-and-mounts.svg');
    const two = await app.inject({ method: 'GET', url: '/pages/store/product-detail/910-5281/123' });
    expect(two.body).toBe(shellTemplate);
  });

  it('serves the shell page as built when the part cannot be read', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/store/product-detail/BROKEN-1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellTemplate);
    // a segment that is not valid URI encoding names no part
    expect(productPartNumberFor('/pages/store/product-detail/%E0%A4%A')).toBeNull();
    expect(productPartNumberFor('/pages/store/product-detail/a%2Fb/')).toBe('a/b');
    expect(productPartNumberFor('/pages/store/search')).toBeNull();
  });
});

describe('the training store home as served (issue 18)', () => {
  it('carries its heading and introduction prerendered, starts the shell at once and preloads the training remote', async () => {
    const res = await app.inject({ method: 'GET', url: '/pages/training-store' });
    expect(res.statusCode).toBe(200);
    const copy = prerendered(res.body);
    expect(copy).toMatch(
      /^<div id="portal-prerender" data-text-later inert aria-hidden="true" data-prerendered-page="training-home" data-prerendered-path="\/pages\/training-store">/,
    );
    // text only: the page's one h1 and its introduction, no image and nothing to preload from the head
    expect(copy).toContain(
      '<div class="training-page"><h1>Training Store</h1><p>Operator, maintenance and safety training for your aerial equipment, online and instructor-led.</p></div>',
    );
    expect(res.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(copy).not.toContain('<img');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('#portal-prerender .training-page h1{');
    expect(head).not.toContain('as="image"');
    expect(res.body).toContain(`<title>Training Store | ${brand.titleSuffix}</title>`);
    // the loader starts the shell at once (no image to wait for) with the training remote's files, not the store's
    const body = res.body.slice(res.body.indexOf('</head>'));
    expect(body).toContain('var srcs=["/main.0a1b2c3d.js"]');
    expect(body).toContain('if(!img){start();return;}');
    expect(body).not.toContain('mf-manifest.json');
    expect(body).toContain('{"href":"/remotes/training/1/remoteEntry.js","as":"script"}');
    expect(body).toContain('{"href":"/remotes/training/1/__federation_expose_app.9abc.js","as":"script"}');
    expect(body).not.toContain('/remotes/store/');
  });
});

describe('pages that are not prerendered', () => {
  it.each([
    '/',
    '/pages/dashboard',
    '/pages/store/cart',
    '/pages/store/all-categories',
    '/pages/store/product-detail/123',
    '/pages/storefront',
    '/pages/training-store/search',
    '/pages/training-store/cart',
    '/pages/checkout',
  ])('%s gets the shell page as built', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellTemplate);
    expect(res.body).not.toContain('portal-prerender');
  });

  it('files and unknown API paths are not answered with the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/pages/store/hero.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/store/x/none.js' })).statusCode).toBe(404);
  });
});

describe('the active site banner in every page (issue 18)', () => {
  let bannerApp: FastifyInstance;
  /** What getBanners answers now (the test changes it between requests); null: the query fails. */
  let active: PrerenderedBanner[] | null = [];
  const banner = (id: string, type: string, message: string): PrerenderedBanner => ({
    id,
    type,
    message,
    startDateTime: '2026-01-01T00:00:00.000Z',
    endDateTime: '2026-12-31T00:00:00.000Z',
  });
  /** The server's copy of the banner: the first thing in the main content. */
  const bannerIn = (html: string) =>
    /<main id="portal-main"[^>]*>(<div id="site-banner"><section class="site-banner"[\s\S]*?<\/section><\/div>)/.exec(
      html,
    )?.[1] ?? null;

  beforeAll(async () => {
    bannerApp = Fastify();
    await registerPortalStatic(bannerApp, staticDir, {
      siteBanners: {
        active: async () => {
          if (!active) throw new Error('the database is away');
          return active;
        },
        sanitise: sanitizeBannerMessage,
      },
    });
    await bannerApp.ready();
  });
  afterAll(async () => {
    await bannerApp.close();
  });

  it.each(['/', '/pages/dashboard', '/pages/training-store', '/pages/store'])(
    '%s carries the last active banner as the SiteBanner renders it, with its CSS, never cached',
    async (url) => {
      active = [banner('1', 'info', 'Older'), banner('7', 'warning', 'Maintenance <b>tonight</b>')];
      const res = await bannerApp.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(bannerIn(res.body)).toBe(
        '<div id="site-banner"><section class="site-banner" aria-label="Site announcement" data-prerendered-banner' +
          ' data-banner-id="7" data-banner-type="warning" data-banner-start="2026-01-01T00:00:00.000Z"' +
          ' data-banner-end="2026-12-31T00:00:00.000Z"><div role="alert" class="pui-alert pui-alert--warning"' +
          ' data-kind="warning"><span class="pui-alert__icon" aria-hidden="true">!</span><div class="pui-alert__content">' +
          '<div class="pui-alert__message"><span class="site-banner__message">Maintenance <b>tonight</b></span></div>' +
          '</div><button type="button" class="pui-alert__close" aria-label="Dismiss announcement"><span' +
          ' aria-hidden="true">×</span></button></div></section></div>',
      );
      expect(res.body).not.toContain('Older');
      // its close button works before the shell starts (the shell's SiteBanner reads the note on the host) and
      // for the session; a copy dismissed earlier in the session goes before it paints
      expect(res.body).toContain(
        "</section></div><script>(function(){var h=document.getElementById('site-banner');",
      );
      expect(res.body).toContain("function gone(){h.setAttribute('data-dismissed-banner',id);c.remove();");
      expect(res.body).toContain("if(sessionStorage.getItem('portal.dismissedBanner')===id){gone();return;}");
      expect(res.body).toContain("sessionStorage.setItem('portal.dismissedBanner',id);");
      // in the page's flow at the top of the main content (it pushes the page down, covering nothing), in the
      // warning colours, scoped to the server's copy
      expect(res.body).toMatch(
        /<style id="site-banner-style">#site-banner\{position:relative\}[^<]*padding:1rem 1rem 0;[^<]*border-left:4px solid #b35c00;[^<]*<\/style><\/head>/,
      );
      expect(res.body).not.toMatch(/<style id="site-banner-style">[^<]*position:fixed/);
    },
  );

  it('keeps the store prerender of a prerendered page beside the banner', async () => {
    active = [banner('2', 'info', 'Hello')];
    const res = await bannerApp.inject({ method: 'GET', url: '/pages/training-store' });
    expect(res.body).toContain('<div id="portal-prerender"');
    expect(bannerIn(res.body)).toContain('class="pui-alert pui-alert--info"');
  });

  it('sanitises the message and escapes what it copies into attributes', async () => {
    active = [
      banner(
        '3"><script>x()</script>',
        'info" onmouseover="x()',
        'Down <script>window.__pwned=1</script><img src=x onerror="x()"> <a href="javascript:alert(1)">a</a> ' +
          '<a href="https://status.example/">status</a>',
      ),
    ];
    const copy = bannerIn((await bannerApp.inject({ method: 'GET', url: '/pages/dashboard' })).body)!;
    expect(copy).not.toMatch(/<script|<img|onerror="|onmouseover="|href="javascript/i);
    expect(copy).toContain('data-banner-id="3&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(copy).toContain('data-banner-type="info&quot; onmouseover=&quot;x()"');
    expect(copy).toContain('Down &lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(copy).toContain('<a href="https://status.example/" rel="noopener noreferrer">status</a>');
  });

  it('follows the banners as they are now: an ended or removed banner is gone from the next page', async () => {
    active = [banner('4', 'info', 'Until noon')];
    expect(bannerIn((await bannerApp.inject({ method: 'GET', url: '/pages/dashboard' })).body)).toContain(
      'Until noon',
    );
    active = [];
    const res = await bannerApp.inject({ method: 'GET', url: '/pages/dashboard' });
    expect(res.body).toBe(shellTemplate);
  });

  it('serves the page without a banner when the banners cannot be read', async () => {
    active = null;
    const res = await bannerApp.inject({ method: 'GET', url: '/pages/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellTemplate);
  });

  it('leaves a page without the main slot unchanged', () => {
    const html = '<html><head></head><body><main id="other"></main></body></html>';
    expect(withSiteBanner(html, banner('5', 'info', 'x'), sanitizeBannerMessage)).toBe(html);
  });
});

describe('withStorePrerender', () => {
  it('leaves a product page unchanged without its part', () => {
    expect(withStorePrerender(shellTemplate, '/pages/store/product-detail/1/1')).toBe(shellTemplate);
  });

  it('prerenders without store preloads when the store is not published', () => {
    const html = withStorePrerender(shellTemplate, '/pages/store');
    expect(prerendered(html)).toContain('store-hero__image');
    expect(html).toContain('var preloads=[]');
    expect(html).not.toContain('/remotes/');
  });

  it('leaves a page without the areas slot unchanged (a changed skeleton never breaks the page)', () => {
    const other = '<!doctype html><html><head><title>x</title></head><body><main></main></body></html>';
    expect(withStorePrerender(other, '/pages/store')).toBe(other);
  });

  it('escapes what it copies from remotes.json into the page', () => {
    const html = withStorePrerender(shellTemplate, '/pages/store', {
      storePreloads: [{ href: '/remotes/store/"><script>x</script>', as: 'script' }],
    });
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('\\u003cscript>x\\u003c/script>');
  });
});
