import { overlayHideDelay } from './loading-delay';
import { isInternetExplorer, legacyBrowserRedirect } from './legacy-browser';

describe('overlayHideDelay', () => {
  it('waits 390 ms after a navigation quicker than 450 ms', () => {
    expect(overlayHideDelay(0)).toBe(390);
    expect(overlayHideDelay(449)).toBe(390);
  });
  it('waits 215 ms after a navigation of 450 ms or more', () => {
    expect(overlayHideDelay(450)).toBe(215);
    expect(overlayHideDelay(5000)).toBe(215);
  });
});

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const EDGE_LEGACY =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('isInternetExplorer', () => {
  it.each([IE11, IE9])('detects %s', (ua) => expect(isInternetExplorer(ua)).toBe(true));
  it.each([EDGE_LEGACY, EDGE, CHROME, SAFARI, FIREFOX])('lets %s through', (ua) =>
    expect(isInternetExplorer(ua)).toBe(false),
  );
});

describe('legacyBrowserRedirect', () => {
  it('sends IE to the legacy browsers page, once', () => {
    expect(legacyBrowserRedirect(IE11, '/pages/store')).toBe('/pages/legacy-browsers');
    expect(legacyBrowserRedirect(IE11, '/pages/legacy-browsers')).toBeNull();
    expect(legacyBrowserRedirect(CHROME, '/pages/store')).toBeNull();
  });
});
