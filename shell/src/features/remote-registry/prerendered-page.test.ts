// The prerendered first screen goes exactly when the area shows its own page, leaves the path, or fails — and not
// before: while it is on show the area-status spinner stays away.
import {
  areaShowsItsPage,
  hasPrerenderedPage,
  onPrerenderedPageRemoved,
  watchPrerenderedPage,
} from './prerendered-page';

function skeleton(withPrerender = true) {
  document.head.innerHTML = withPrerender ? '<style id="portal-prerender-style">#x{}</style>' : '';
  document.body.innerHTML =
    '<div id="shell-header"></div><main id="portal-main"><div id="shell-page"></div><div id="area-status"></div>' +
    '<div id="portal-areas">' +
    (withPrerender
      ? '<div id="portal-prerender" data-prerendered-page="store-home" data-prerendered-path="/pages/store">' +
        '<section class="store-hero"><img class="store-hero__image" alt="hero"><h1>Supply Store</h1></section></div>'
      : '') +
    '</div></main>';
}

/** MutationObserver callbacks run as microtasks. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('watchPrerenderedPage', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => window.history.replaceState(null, '', '/pages/store'));
  afterEach(() => stop());

  it('keeps the copy while the area loads and removes it (and its CSS) once the area renders its h1', async () => {
    skeleton();
    const removed = jest.fn();
    const unsubscribe = onPrerenderedPageRemoved(removed);
    stop = watchPrerenderedPage({ areaFailed: () => false });
    // the area's element appears, still empty or with content that is not the page yet (a Suspense fallback)
    const area = document.createElement('div');
    area.id = 'area-store';
    document.getElementById('portal-areas')!.appendChild(area);
    area.innerHTML = '<div class="remote-area"></div>';
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(hasPrerenderedPage()).toBe(true);
    expect(removed).not.toHaveBeenCalled();

    area.firstElementChild!.innerHTML =
      '<div class="store-home"><section><h1>Supply Store</h1></section></div>';
    await flush();
    expect(hasPrerenderedPage()).toBe(false);
    expect(document.getElementById('portal-prerender-style')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(removed).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('removes the copy when the URL leaves the prerendered path before the area shows (a redirect)', async () => {
    skeleton();
    stop = watchPrerenderedPage({ areaFailed: () => false });
    window.history.replaceState(null, '', '/pages/store/cart');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(hasPrerenderedPage()).toBe(false);
  });

  it('removes the copy when the area fails to load, so its fallback shows instead', () => {
    skeleton();
    let failed = false;
    stop = watchPrerenderedPage({ areaFailed: () => failed });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(hasPrerenderedPage()).toBe(true);
    failed = true;
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(hasPrerenderedPage()).toBe(false);
  });

  it('does nothing on a page without a prerendered copy', async () => {
    skeleton(false);
    stop = watchPrerenderedPage({ areaFailed: () => true });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(document.getElementById('portal-areas')).not.toBeNull();
    expect(hasPrerenderedPage()).toBe(false);
  });
});

describe('areaShowsItsPage', () => {
  it('ignores the h1 of the prerendered copy itself', () => {
    skeleton();
    const areas = document.getElementById('portal-areas')!;
    expect(areaShowsItsPage(areas)).toBe(false);
    areas.insertAdjacentHTML('beforeend', '<div id="area-store"><h1>Search results</h1></div>');
    expect(areaShowsItsPage(areas)).toBe(true);
  });

  it('counts an alert of the area (a page whose data failed has no h1), not one inside the copy', () => {
    skeleton();
    const areas = document.getElementById('portal-areas')!;
    document.getElementById('portal-prerender')!.insertAdjacentHTML('beforeend', '<div role="alert">x</div>');
    areas.insertAdjacentHTML('beforeend', '<div id="area-store"><p role="status">Loading</p></div>');
    expect(areaShowsItsPage(areas)).toBe(false);
    document
      .getElementById('area-store')!
      .insertAdjacentHTML('beforeend', '<div role="alert">The product could not be loaded.</div>');
    expect(areaShowsItsPage(areas)).toBe(true);
  });
});
