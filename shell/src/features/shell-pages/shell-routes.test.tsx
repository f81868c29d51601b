import { render, screen } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { ShellRoutes } from './shell-routes';
import { readDownloadRequest } from './download-page';
import { safeReturnPath } from './access-denied-page';

const authPages = {
  start: <p>start page</p>,
  login: <p>login page</p>,
  logout: <p>logout page</p>,
  loginError: <p>login error page</p>,
};

function renderAt(path: string) {
  const navigator: Navigator = {
    createHref: (to) => String(to),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  };
  render(
    <Router location={path} navigator={navigator}>
      <ShellRoutes authPages={authPages} />
    </Router>,
  );
  return navigator;
}

describe('top-level redirects', () => {
  it.each([
    ['/viewSr/SR-1001', '/pages/dashboard/equipment/service/details/SR-1001'],
    ['/viewEvent/42', '/pages/dashboard/equipment/fleetservices/event-details/42/'],
    ['/viewAPN/77', '/pages/dashboard/equipment/apns/details/77'],
  ])('%s goes to %s (replacing the history entry)', (from, to) => {
    const navigator = renderAt(from);
    expect(navigator.replace).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: to }),
      undefined,
      expect.anything(),
    );
  });

  it('force-reinitialize shows the start page', () => {
    renderAt('/force-reinitialize');
    expect(screen.getByText('start page')).toBeInTheDocument();
  });
});

describe('shell pages', () => {
  it('titles each page with the company suffix', async () => {
    renderAt('/pages/help/shipping');
    // the page's code is fetched on its route (lazy-pages.ts)
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(document.title).toBe('Shipping | Altura Connect');
  });

  it('says the browser is not supported and recommends current browsers', async () => {
    renderAt('/pages/legacy-browsers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Browser is Not Supported' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/current version of Safari, Firefox, Chrome or Edge/)).toBeInTheDocument();
  });
});

describe('download request', () => {
  it("needs source 'integration', an endpoint and a JSON body", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      readDownloadRequest(
        new URLSearchParams('source=integration&endpoint=/fleet/ngSearch&body={"query":"x"}'),
      ),
    ).toEqual({ endpoint: '/fleet/ngSearch', body: { query: 'x' } });
    expect(readDownloadRequest(new URLSearchParams('source=email&endpoint=/fleet/ngSearch'))).toBeNull();
    expect(readDownloadRequest(new URLSearchParams('source=integration'))).toBeNull();
    expect(readDownloadRequest(new URLSearchParams('source=integration&endpoint=/x&body={oops'))).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('access denied return path', () => {
  it('keeps paths on this site only', () => {
    expect(safeReturnPath('%2Fpages%2Fcsr%3Fa%3D1')).toBe('/pages/csr?a=1');
    expect(safeReturnPath('https://evil.example/steal')).toBeNull();
    expect(safeReturnPath('//evil.example/steal')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
