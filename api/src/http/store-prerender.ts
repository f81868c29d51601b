// App-shell prerender of the supply store's first screen (ADR 0008). The shell is client-rendered: on a cold load
// its JavaScript, the session start, the store remote's entry and its mount all come before the store could paint
// its hero. For the store home and the search page the shell's HTML therefore carries the store's hero (home) or
// banner band (search) as static markup with inline critical CSS, so the browser paints it with the HTML. The store
// remote renders the same element at the same size in the same place; the shell removes this copy in the same frame
// (shell/src/features/remote-registry/prerendered-page.ts), so nothing jumps and no later, larger paint appears.
// The markup and the CSS here mirror mfe-store/src/features/home/store-home-page.tsx + store-home.css,
// mfe-store/src/features/search/components/store-search-banner.tsx + .css and, for a product page, the breadcrumb
// and main image of mfe-store/src/features/product-detail/product-detail-page.tsx + product-detail.css and
// shared/components/catalogue.css; e2e/tests/store/store-prerender.spec.ts checks that both copies have the same box.
// The training store's home (issue 18) uses the same mechanism for its heading and introduction (text only, no
// image): they mirror mfe-training/src/features/home/training-home-page.tsx + catalogue/training.css, and
// e2e/tests/training/training-prerender.spec.ts checks the boxes.
import { formatDocumentTitle } from '@portal/rules/brand';
import { bannerAlertKind } from '@portal/rules/banner';
import type { BannerKind } from '@portal/rules/banner';

/** The one image both prerendered pages show (published from shell/public/static). */
export const STORE_HERO_SRC = '/static/store/store-hero.svg';
export const PRERENDER_ELEMENT_ID = 'portal-prerender';

export type PrerenderedStorePage = 'store-home' | 'store-search' | 'store-product' | 'training-home';

const PRODUCT_PATH = /^\/pages\/store\/product-detail\/([^/]+)(?:\/([^/]+))?$/;

/** Which store page a path gets prerendered, if any (only the first screens whose LCP matters). */
export function prerenderedPageFor(pathname: string): PrerenderedStorePage | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/pages/store') return 'store-home';
  if (path === '/pages/store/search') return 'store-search';
  if (PRODUCT_PATH.test(path)) return 'store-product';
  if (path === '/pages/training-store') return 'training-home';
  return null;
}

/** The remote whose page a prerendered path shows (its files are preloaded with the shell's code). */
export function remoteForPrerenderedPage(page: PrerenderedStorePage): 'store' | 'training' {
  return page === 'training-home' ? 'training' : 'store';
}

/**
 * The part a product page shows, as the store reads its route (/product-detail/:productId/:partNumber: the part is
 * the second segment if present); null for any other path or a segment that is not valid URI encoding.
 */
export function productPartNumberFor(pathname: string): string | null {
  const match = PRODUCT_PATH.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] ?? match[1]!);
  } catch {
    return null;
  }
}

/** What a product page's first screen shows: its name (in the breadcrumb and the image's alt) and main image. */
export interface PrerenderedProduct {
  name: string;
  imageUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The hero's text is shown in the frame after the image: laying out and rastering the first text of a new page
 * (resolving the font list, shaping, glyphs) measured 20–40 ms on the store bench, and in the same frame it held the
 * image back. The loader below removes this attribute once the image is painted; without JavaScript a <noscript>
 * style shows the text at once.
 */
const TEXT_LATER = 'data-text-later';

// Literal token values (shared-ui tokens.css is loaded by JavaScript, after this paints).
const FONT_SANS =
  "'Roboto', 'Helvetica Neue', -apple-system, BlinkMacSystemFont, 'Segoe UI', Arial, sans-serif";

/**
 * Critical CSS: the frame's layout (shell.css, base.css) and the hero / banner rules, scoped to the prerendered
 * copy so they never touch the mounted page. #shell-header keeps the guest header's height (desktop 106 px, mobile
 * 100 px, measured) while it is empty, so the header rendering later does not push the hero down.
 */
const CRITICAL_CSS = `
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${FONT_SANS};line-height:1.5;color:#15181d}
.skip-link{position:absolute;left:-999px}
#shell-header:empty{min-height:106px}
@media (max-width:990.98px){#shell-header:empty{min-height:100px}}
#portal-main{flex:1;width:100%;max-width:1280px;margin:0 auto;padding:1rem;box-sizing:border-box}
#${PRERENDER_ELEMENT_ID} *,#${PRERENDER_ELEMENT_ID} *::before,#${PRERENDER_ELEMENT_ID} *::after{box-sizing:border-box}
#${PRERENDER_ELEMENT_ID} .store-home{max-width:1280px;margin:0 auto;padding:0 1rem 1.5rem}
#${PRERENDER_ELEMENT_ID} .store-hero{position:relative;margin:0 -1rem;overflow:hidden;background:#0d203d}
#${PRERENDER_ELEMENT_ID} .store-hero__image{display:block;width:100%;height:auto;aspect-ratio:1600/500;object-fit:cover;min-height:200px}
#${PRERENDER_ELEMENT_ID} .store-hero__text{position:absolute;top:0;left:0;max-width:32rem;padding:1.5rem;color:#fff}
#${PRERENDER_ELEMENT_ID} .store-hero__text h1{margin:0 0 .5rem;font-family:'Roboto Condensed',${FONT_SANS};font-size:2.441rem;line-height:1.2}
#${PRERENDER_ELEMENT_ID} .store-hero__text p{margin:0 0 .5rem}
#${PRERENDER_ELEMENT_ID} .store-hero__links{display:flex;flex-wrap:wrap;gap:1rem}
#${PRERENDER_ELEMENT_ID} .store-hero__links a{color:#ffe2c7;font-weight:700}
#${PRERENDER_ELEMENT_ID} .store-page{max-width:1280px;margin:0 auto;padding:1rem}
#${PRERENDER_ELEMENT_ID} .store-banner{position:relative;height:160px;margin:-1rem -1rem 1rem;overflow:hidden;background:#0d203d}
#${PRERENDER_ELEMENT_ID} .store-banner__image{display:block;width:100%;height:100%;object-fit:cover;object-position:50% 40%}
#${PRERENDER_ELEMENT_ID} .store-banner__title{position:absolute;top:50%;left:1.5rem;margin:0;transform:translateY(-50%);color:#fff;font-family:'Roboto Condensed',${FONT_SANS};font-size:1.953rem;font-weight:700;line-height:1.2}
#${PRERENDER_ELEMENT_ID}[${TEXT_LATER}] .store-hero__text,#${PRERENDER_ELEMENT_ID}[${TEXT_LATER}] .store-banner__title{display:none}
#${PRERENDER_ELEMENT_ID} .store-breadcrumb ol{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 .75rem;padding:0;list-style:none;font-size:.875rem}
#${PRERENDER_ELEMENT_ID} .store-breadcrumb li+li::before{content:'/';margin-right:.5rem;color:#545d6a}
#${PRERENDER_ELEMENT_ID} .store-breadcrumb a{color:#264d82}
#${PRERENDER_ELEMENT_ID} .product-detail__layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem;align-items:start}
#${PRERENDER_ELEMENT_ID} .product-gallery{display:flex;flex-direction:column;gap:.75rem}
#${PRERENDER_ELEMENT_ID} .product-gallery__main{flex:1;display:flex;align-items:center;justify-content:center;aspect-ratio:1;border:1px solid #c3c9d2;border-radius:4px;background:#f7f8fa}
#${PRERENDER_ELEMENT_ID} .product-gallery__main img{width:100%;height:auto;max-width:480px}
#${PRERENDER_ELEMENT_ID}[${TEXT_LATER}] .store-breadcrumb{visibility:hidden}
#${PRERENDER_ELEMENT_ID}[data-prerendered-page=store-product]~*{display:none}
#${PRERENDER_ELEMENT_ID} .training-page{max-width:1280px;margin:0 auto;padding:1rem}
#${PRERENDER_ELEMENT_ID} .training-page h1{margin:0 0 .75rem;font-size:1.953rem;line-height:1.5;font-weight:700}
#${PRERENDER_ELEMENT_ID} .training-page p{margin:1rem 0}
@media (max-width:990.98px){
#${PRERENDER_ELEMENT_ID} .product-detail__layout{grid-template-columns:minmax(0,1fr);gap:1rem}
#${PRERENDER_ELEMENT_ID} .store-hero__text{position:static;max-width:none;padding:1rem;background:#0d203d}
#${PRERENDER_ELEMENT_ID} .store-hero__text h1{font-size:1.953rem}
#${PRERENDER_ELEMENT_ID} .store-banner{height:112px}
#${PRERENDER_ELEMENT_ID} .store-banner__title{font-size:1.5625rem}
}`
  .trim()
  .replace(/\n/g, '');

const HERO_ALT = 'An insulated aerial device lifting a lineworker to a power line';

function storeHomeMarkup(): string {
  return (
    '<div class="store-home"><section class="store-hero" aria-labelledby="store-hero-title">' +
    `<img class="store-hero__image" src="${STORE_HERO_SRC}" alt="${HERO_ALT}" width="1600" height="500" fetchpriority="high" decoding="sync">` +
    '<div class="store-hero__text"><h1 id="store-hero-title">Supply Store</h1>' +
    '<p>Genuine replacement parts for your aerial devices, digger derricks, cranes and more.</p>' +
    '<p class="store-hero__links"><a href="/pages/store/all-categories">Shop all categories</a>' +
    '<a href="/pages/store/all-brands">Shop all brands</a></p></div></section></div>'
  );
}

function storeSearchMarkup(): string {
  // the band is decorative beside the page's own heading (rendered when the page mounts): empty alt, no h1
  return (
    '<div class="store-page store-search"><div class="store-banner">' +
    `<img class="store-banner__image" src="${STORE_HERO_SRC}" alt="" width="1600" height="500" fetchpriority="high" decoding="sync">` +
    '<p class="store-banner__title">Supply Store</p></div></div>'
  );
}

/**
 * A product page: the breadcrumb (its height places the image) and the main image, no h1 — the name's heading, with
 * its truncation rule, comes with the mounted page. Until then the area's own loading state stays hidden behind this
 * copy (CRITICAL_CSS), so the page does not show both and nothing moves when the copy goes.
 */
function storeProductMarkup(product: PrerenderedProduct): string {
  const name = escapeHtml(product.name);
  return (
    '<div class="store-page product-detail"><nav aria-label="Breadcrumb" class="store-breadcrumb"><ol>' +
    '<li><a href="/pages/store">Store</a></li><li><a href="/pages/store/search?page=1">Products</a></li>' +
    `<li aria-current="page">${name}</li></ol></nav><div class="product-detail__layout">` +
    '<div class="product-gallery product-gallery--horizontal"><div class="product-gallery__main">' +
    `<img src="${escapeHtml(product.imageUrl)}" alt="${name}" width="480" height="480" fetchpriority="high" decoding="sync">` +
    '</div></div><div class="product-detail__info"></div></div></div>'
  );
}

/**
 * The training store's home: its heading and introduction, the largest text of its first screen (the search box,
 * the filter links and the featured courses come with the mounted page, below them, so nothing moves).
 */
function trainingHomeMarkup(): string {
  return (
    '<div class="training-page"><h1>Training Store</h1>' +
    '<p>Operator, maintenance and safety training for your aerial equipment, online and instructor-led.</p></div>'
  );
}

const PAGES: Record<
  PrerenderedStorePage,
  {
    title: string;
    /** the page's image, preloaded from the head; a text-only page has none (the loader then starts at once) */
    image: ((product: PrerenderedProduct) => string) | null;
    markup: (product: PrerenderedProduct) => string;
  }
> = {
  'store-home': { title: 'Supply Store', image: () => STORE_HERO_SRC, markup: storeHomeMarkup },
  'store-search': { title: 'Search Results', image: () => STORE_HERO_SRC, markup: storeSearchMarkup },
  'store-product': { title: 'Product Details', image: (p) => p.imageUrl, markup: storeProductMarkup },
  'training-home': { title: 'Training Store', image: null, markup: trainingHomeMarkup },
};

export interface StorePreload {
  href: string;
  as: 'fetch' | 'script';
}

export interface PrerenderOptions {
  /**
   * files of the page's remote (remoteForPrerenderedPage) worth fetching with the shell (its manifest, entry and
   * page module), from remotes.json
   */
  storePreloads?: readonly StorePreload[];
  /** a product page's part as the catalogue shows it to a guest; without it a product page is not prerendered */
  product?: PrerenderedProduct | null;
}

/** The shell's entry scripts as html-webpack-plugin writes them (defer, in the head). */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * Starts the shell once the prerendered hero is on screen. Fetching and compiling the shell's start-up code and the
 * store's remote files while the hero image arrived held the image's paint back (measured on the store bench: with
 * them preloaded from the head the hero painted ~40 ms later than without), so the page asks for them just after:
 * when the browser reports the image painted (its largest-contentful-paint entry; a frame count after the load event
 * is not enough on a busy machine), in browsers without LCP entries two frames after the image has loaded, at once
 * if the image fails, and never later than 1.5 s (a slow image, or input that stops LCP entries, never holds the
 * portal back). The store's
 * manifest, entry and page module are preloaded at the same moment, so they travel alongside the shell's code
 * instead of after its start sequence asks for them.
 */
function shellLoader(scripts: readonly string[], preloads: readonly StorePreload[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '<script>(function(){var started=false;' +
    `var srcs=${json(scripts)};var preloads=${json(preloads)};` +
    'function start(){if(started)return;started=true;' +
    `var copy=document.getElementById('${PRERENDER_ELEMENT_ID}');if(copy)copy.removeAttribute('${TEXT_LATER}');` +
    "preloads.forEach(function(p){var l=document.createElement('link');l.rel='preload';l.href=p.href;l.as=p.as;" +
    "if(p.as==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l);});" +
    "srcs.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}" +
    `var img=document.querySelector('#${PRERENDER_ELEMENT_ID} img');` +
    'if(!img){start();return;}' +
    // browsers that report LCP start on the image's entry; the others two frames after the image has loaded
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    "img.addEventListener('error',start);if(img.complete&&!img.naturalWidth)start();" +
    "if(types.indexOf('largest-contentful-paint')>=0){new PerformanceObserver(function(list,observer){list.getEntries().forEach(function(e){if(e.element===img){observer.disconnect();setTimeout(start,0);}});}).observe({type:'largest-contentful-paint',buffered:true});}" +
    'else{var afterFrames=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});};' +
    "if(img.complete){afterFrames();}else{img.addEventListener('load',afterFrames);}}" +
    'setTimeout(start,1500);})();</script>'
  );
}

/**
 * The shell's index.html with the store page's first screen in it, or the page unchanged when the path is not
 * prerendered or the skeleton lacks the expected slots (a changed template must never break the page).
 */
export function withStorePrerender(
  indexHtml: string,
  pathname: string,
  options: PrerenderOptions = {},
): string {
  const page = prerenderedPageFor(pathname);
  const areasSlot = '<div id="portal-areas"></div>';
  const product = options.product ?? null;
  if (
    !page ||
    (page === 'store-product' && !product) ||
    !indexHtml.includes(areasSlot) ||
    !/<\/title>/.test(indexHtml) ||
    !indexHtml.includes('</body>')
  )
    return indexHtml;
  const { title, image, markup } = PAGES[page];
  // the home and search pages take no product; a product page has one (checked above)
  const shown = product ?? { name: '', imageUrl: STORE_HERO_SRC };
  const scripts = [...indexHtml.matchAll(SHELL_SCRIPT)].map((m) => m[1]!);
  // only the image is asked for with the page: it is the page's largest paint (the rest waits for it, see above)
  const head =
    `<style id="${PRERENDER_ELEMENT_ID}-style">${CRITICAL_CSS}</style>` +
    `<noscript><style>#${PRERENDER_ELEMENT_ID} .store-hero__text,#${PRERENDER_ELEMENT_ID} .store-banner__title{display:block}#${PRERENDER_ELEMENT_ID} .store-breadcrumb{visibility:visible}</style></noscript>` +
    (image ? `<link rel="preload" href="${escapeHtml(image(shown))}" as="image" fetchpriority="high">` : '');
  return indexHtml
    .replace(SHELL_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(formatDocumentTitle(title))}</title>${head}`)
    .replace(
      areasSlot,
      // inert + aria-hidden: a stand-in for the eye only, like a skeleton — keyboard focus and assistive
      // technology meet the mounted page (same alt text and h1), never a copy that is removed under them
      `<div id="portal-areas"><div id="${PRERENDER_ELEMENT_ID}" ${TEXT_LATER} inert aria-hidden="true" data-prerendered-page="${page}" data-prerendered-path="${escapeHtml(pathname)}">${markup(shown)}</div></div>`,
    )
    .replace('</body>', `${scripts.length ? shellLoader(scripts, options.storePreloads ?? []) : ''}</body>`);
}

// ---- the site banner (issue 18) ----------------------------------------------------------------------------------
// The shell's announcement banner (shell/src/features/banner) sits at the top of the main content and pushes the
// page down (issue 41); on a page whose content is small (the training home, the dashboard) it is the largest paint. Fetched by the client it painted only
// after the shell, the open getBanners query and the banner's chunk: the server therefore puts the active banner
// (the same rule and data as getBanners) into every page's HTML, with the markup BannerView renders and the CSS of
// shell.css / shared-ui alert.css as literal values. The client adopts it (site-banner.tsx): its own copy replaces
// this one in the same frame, a dismissal also removes it, and so does an answer without that banner.

export const BANNER_HOST_ID = 'site-banner';
/** Marks the server's copy of the banner (the client removes it when its own copy renders). */
export const PRERENDERED_BANNER_ATTRIBUTE = 'data-prerendered-banner';
/** Set on the host when the copy was dismissed before the shell started (its value: the banner's id). */
export const DISMISSED_BANNER_ATTRIBUTE = 'data-dismissed-banner';

/** The active banner as getBanners returns it; its message is sanitised again here (sanitise below). */
export interface PrerenderedBanner {
  id: string;
  startDateTime: string;
  endDateTime: string;
  type: string;
  message: string;
}

const BANNER_ICONS: Record<BannerKind, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };
const BANNER_COLOURS: Record<BannerKind, { accent: string; bg: string; border: string; text: string }> = {
  info: { accent: '#1f6fb2', bg: '#e9f2fb', border: '#a3c8ea', text: '#124a7a' },
  success: { accent: '#1e7b34', bg: '#e8f5ec', border: '#9fd3ad', text: '#14532a' },
  warning: { accent: '#b35c00', bg: '#fff6e0', border: '#f3c76b', text: '#6b3a00' },
  danger: { accent: '#c0262d', bg: '#fdecec', border: '#eea5a8', text: '#7f1419' },
};

/**
 * shell.css (#site-banner, .site-banner) and shared-ui alert.css with the token values written out (tokens.css is
 * loaded by JavaScript), scoped to the server's copy and removed with it. The font and size of base.css are set
 * here too, so the text wraps as it will in the client's copy (a change of height would move the banner's top).
 */
function bannerCss(kind: BannerKind): string {
  const c = BANNER_COLOURS[kind];
  const s = `#${BANNER_HOST_ID} [${PRERENDERED_BANNER_ATTRIBUTE}]`;
  return (
    `#${BANNER_HOST_ID}{position:relative}` +
    `${s},${s} *{box-sizing:border-box}` +
    `${s}{max-width:1280px;margin:0 auto;padding:1rem 1rem 0;font-family:${FONT_SANS};font-size:1rem;line-height:1.5}` +
    `${s} .pui-alert{display:flex;align-items:flex-start;gap:.75rem;padding:.75rem 1rem;border:1px solid ${c.border};border-left:4px solid ${c.accent};border-radius:4px;background-color:${c.bg};color:${c.text};font-size:.875rem}` +
    `${s} .pui-alert__icon{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:1.5rem;height:1.5rem;border-radius:50%;background-color:${c.accent};color:#fff;font-weight:700;line-height:1}` +
    `${s} .pui-alert__content{flex:1;min-width:0;padding-top:.1em}` +
    `${s} .pui-alert__message>:first-child{margin-top:0}${s} .pui-alert__message>:last-child{margin-bottom:0}` +
    `${s} .site-banner__message p{margin:0}` +
    `${s} .pui-alert__close{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:2rem;height:2rem;margin:-.25rem -.5rem 0 0;padding:0;border:0;border-radius:4px;background:none;color:inherit;font-size:1.5rem;line-height:1;cursor:pointer}`
  );
}

/**
 * The banner's place and markup as the client renders them (site-banner.tsx's host, banner-view.tsx and shared-ui's
 * Alert with its dismiss button), the message already sanitised. The banner's window travels with it, so the client
 * knows the banner without waiting for its query.
 */
function bannerMarkup(banner: PrerenderedBanner, safeMessage: string): string {
  const kind = bannerAlertKind(banner.type);
  const role = kind === 'warning' || kind === 'danger' ? 'alert' : 'status';
  return (
    `<div id="${BANNER_HOST_ID}"><section class="site-banner" aria-label="Site announcement" ${PRERENDERED_BANNER_ATTRIBUTE}` +
    ` data-banner-id="${escapeHtml(banner.id)}" data-banner-type="${escapeHtml(banner.type)}"` +
    ` data-banner-start="${escapeHtml(banner.startDateTime)}" data-banner-end="${escapeHtml(banner.endDateTime)}">` +
    `<div role="${role}" class="pui-alert pui-alert--${kind}" data-kind="${kind}">` +
    `<span class="pui-alert__icon" aria-hidden="true">${BANNER_ICONS[kind]}</span>` +
    `<div class="pui-alert__content"><div class="pui-alert__message"><span class="site-banner__message">${safeMessage}</span></div></div>` +
    '<button type="button" class="pui-alert__close" aria-label="Dismiss announcement"><span aria-hidden="true">×</span></button>' +
    '</div></section></div>' +
    bannerDismissScript()
  );
}

/** Where a dismissal is kept for the browser tab's session (the shell's site-banner.tsx reads and writes it too). */
export const DISMISSED_BANNER_SESSION_KEY = 'portal.dismissedBanner';

/**
 * The copy's close button works before the shell has started (on the store pages the shell starts only after the
 * hero has painted): it removes the copy and notes the dismissal on the host, where the SiteBanner reads it
 * (prerendered-banner.ts), and for the session, so the banner does not come back when the query answers nor on
 * the next page. A copy dismissed earlier in the session is removed at once, before it paints.
 */
function bannerDismissScript(): string {
  return (
    `<script>(function(){var h=document.getElementById('${BANNER_HOST_ID}');` +
    `var c=h&&h.querySelector('[${PRERENDERED_BANNER_ATTRIBUTE}]');var b=c&&c.querySelector('.pui-alert__close');` +
    "if(!b)return;var id=c.getAttribute('data-banner-id');" +
    `function gone(){h.setAttribute('${DISMISSED_BANNER_ATTRIBUTE}',id);c.remove();` +
    `var s=document.getElementById('${BANNER_HOST_ID}-style');if(s)s.remove();}` +
    `try{if(sessionStorage.getItem('${DISMISSED_BANNER_SESSION_KEY}')===id){gone();return;}}catch(e){}` +
    "b.addEventListener('click',function(){" +
    `try{sessionStorage.setItem('${DISMISSED_BANNER_SESSION_KEY}',id);}catch(e){}gone();});})();</script>`
  );
}

const MAIN_SLOT = /<main id="portal-main"[^>]*>/;

/**
 * The page with the active banner in it, at the top of the main content where the client puts its host; unchanged without a banner or when the skeleton lacks the slots.
 * `sanitise` is the API's banner sanitiser (banner-service.ts): the stored message is sanitised again here, as
 * putBanners stores messages as written.
 */
export function withSiteBanner(
  indexHtml: string,
  banner: PrerenderedBanner | null,
  sanitise: (message: string) => string,
): string {
  if (!banner || !MAIN_SLOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml
    .replace(
      '</head>',
      `<style id="${BANNER_HOST_ID}-style">${bannerCss(bannerAlertKind(banner.type))}</style></head>`,
    )
    .replace(MAIN_SLOT, (main) => `${main}${bannerMarkup(banner, sanitise(banner.message))}`);
}
