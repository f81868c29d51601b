// The SiteBanner adopts the server's copy of the active banner (issue 18, ADR 0008): it shows that banner without
// waiting for its query, its own copy replaces the server's, and a dismissal or an answer without the banner
// removes it.
import type * as Rtl from '@testing-library/react';
import { announceBannersChanged } from '@portal/shared-session';
import type * as ReactModule from 'react';
import type * as SiteBannerModule from './site-banner';

let answer: (banners: unknown[]) => void = () => undefined;
jest.mock('@portal/api-client', () => ({
  runGraphQL: () =>
    new Promise((resolve) => {
      answer = (banners) => resolve({ getBanners: banners });
    }),
}));

const BANNER = {
  id: '7',
  type: 'warning',
  startDateTime: '2020-01-01T00:00:00.000Z',
  endDateTime: '2099-12-31T00:00:00.000Z',
  message: 'Maintenance <b>tonight</b>',
};

/** The page skeleton with the server's copy, as api/src/http/store-prerender.ts withSiteBanner writes it. */
function serveCopy(banner = BANNER) {
  document.head.innerHTML = '<style id="site-banner-style">#site-banner{position:fixed}</style>';
  document.body.innerHTML =
    '<main id="portal-main"><div id="site-banner"><section class="site-banner" aria-label="Site announcement"' +
    ` data-prerendered-banner data-banner-id="${banner.id}" data-banner-type="${banner.type}"` +
    ` data-banner-start="${banner.startDateTime}" data-banner-end="${banner.endDateTime}">` +
    `<div role="alert" class="pui-alert pui-alert--warning" data-kind="warning"><span class="pui-alert__icon"` +
    ` aria-hidden="true">!</span><div class="pui-alert__content"><div class="pui-alert__message"><span` +
    ` class="site-banner__message">${banner.message}</span></div></div><button type="button"` +
    ' class="pui-alert__close" aria-label="Dismiss announcement"><span aria-hidden="true">×</span></button></div>' +
    '</section></div><div id="portal-areas"></div></main>';
}

/**
 * A fresh SiteBanner (with its own React and Testing Library) in the page: its lazy view has not loaded yet, as on a
 * first load, whatever an earlier test did.
 */
function mountSiteBanner() {
  let rtl!: typeof Rtl;
  let react!: typeof ReactModule;
  let module!: typeof SiteBannerModule;
  jest.isolateModules(() => {
    react = jest.requireActual<typeof ReactModule>('react');
    // (pure: no hooks registered from inside a test; afterEach unmounts)
    rtl = jest.requireActual<typeof Rtl>('@testing-library/react/pure');
    module = jest.requireActual<typeof SiteBannerModule>('./site-banner');
  });
  rtl.render(react.createElement(module.SiteBanner), { container: document.getElementById('portal-areas')! });
  unmount = rtl.cleanup;
  return rtl;
}

const copies = () => document.querySelectorAll('[data-prerendered-banner]');
const banners = () => document.querySelectorAll('#site-banner .site-banner');

let unmount = () => undefined as void;
afterEach(() => {
  unmount();
  document.head.innerHTML = '';
  window.sessionStorage.clear();
});

describe('SiteBanner with the server’s copy of the banner', () => {
  it('replaces the copy with its own before its query answers, in the same place, one banner at a time', async () => {
    serveCopy();
    const host = document.getElementById('site-banner');
    const { act, screen, waitFor } = mountSiteBanner();
    await waitFor(() => expect(copies()).toHaveLength(0));
    expect(banners()).toHaveLength(1);
    expect(document.getElementById('site-banner')).toBe(host);
    expect(document.getElementById('site-banner-style')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Maintenance tonight');
    expect(screen.getByRole('alert').querySelector('b')).toHaveTextContent('tonight');
    // the query then confirms it: still one banner
    await act(async () => answer([BANNER]));
    expect(banners()).toHaveLength(1);
  });

  it('removes the copy when the query answers without that banner (it ended or was removed)', async () => {
    serveCopy();
    const { act, screen } = mountSiteBanner();
    await act(async () => answer([]));
    expect(banners()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses the banner from the copy’s close button, and it does not come back', async () => {
    serveCopy();
    const { act, fireEvent, screen } = mountSiteBanner();
    fireEvent.click(copies()[0]!.querySelector('button')!);
    expect(banners()).toHaveLength(0);
    await act(async () => answer([BANNER]));
    expect(banners()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a banner dismissed before the shell started away (the copy’s script noted it on the host)', async () => {
    serveCopy();
    copies()[0]!.remove();
    document.getElementById('site-banner')!.setAttribute('data-dismissed-banner', BANNER.id);
    const { act } = mountSiteBanner();
    await act(async () => answer([BANNER]));
    expect(banners()).toHaveLength(0);
  });

  it('removes a copy whose window has passed by the client’s clock', async () => {
    serveCopy({ ...BANNER, endDateTime: '2021-01-01T00:00:00.000Z' });
    mountSiteBanner();
    expect(copies()).toHaveLength(0);
    expect(document.getElementById('site-banner-style')).toBeNull();
  });

  it('dismisses its own copy too', async () => {
    serveCopy();
    const { fireEvent, screen, waitFor } = mountSiteBanner();
    await waitFor(() => expect(copies()).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(banners()).toHaveLength(0);
  });
});

describe('SiteBanner without a copy', () => {
  it('shows the active banner once its query answers', async () => {
    document.body.innerHTML = '<main id="portal-main"><div id="portal-areas"></div></main>';
    const { act, waitFor } = mountSiteBanner();
    expect(banners()).toHaveLength(0);
    await act(async () => answer([BANNER]));
    await waitFor(() => expect(banners()).toHaveLength(1));
    expect(document.getElementById('portal-main')!.firstElementChild!.id).toBe('site-banner');
  });
});

describe('SiteBanner for the session and after an agent saves a banner (issue 41)', () => {
  it('a dismissed banner stays away on the next page of the same session', async () => {
    serveCopy();
    const first = mountSiteBanner();
    await first.waitFor(() => expect(copies()).toHaveLength(0));
    first.fireEvent.click(first.screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(window.sessionStorage.getItem('portal.dismissedBanner')).toBe(BANNER.id);
    unmount();
    document.body.innerHTML = '<main id="portal-main"><div id="portal-areas"></div></main>';
    const next = mountSiteBanner();
    await next.act(async () => answer([BANNER]));
    expect(banners()).toHaveLength(0);
  });

  it('loads the banners again when the Banners page says they changed', async () => {
    document.body.innerHTML = '<main id="portal-main"><div id="portal-areas"></div></main>';
    const { act, waitFor } = mountSiteBanner();
    await act(async () => answer([]));
    expect(banners()).toHaveLength(0);
    act(() => announceBannersChanged());
    await act(async () => answer([BANNER]));
    await waitFor(() => expect(banners()).toHaveLength(1));
  });
});
