import { areaForPath } from './area-registry';
import { REAL_AREAS } from '../testing/real-areas';

describe('area ownership from the remotes’ manifests', () => {
  it.each([
    ['/pages/store', 'store'],
    ['/pages/store/search', 'store'],
    ['/pages/store/product-detail/12/123-456', 'store'],
    ['/pages/checkout', 'store'],
    ['/pages/digitalorder/', 'store'],
    ['/pages/training-store/cart', 'training'],
    ['/pages/dashboard/equipment/fleet', 'dashboard'],
    ['/pages/associateLanding', 'dashboard'],
    ['/pages/my-account/addressBook', 'my-account'],
    ['/pages/csr/customerSupport/roleManagement', 'csr'],
    ['/pages/registration', 'registration'],
    ['/pages/account-activation', 'registration'],
    ['/pages/delegated-registration-activation/resend', 'registration'],
  ])('%s belongs to %s', (path, area) => {
    expect(areaForPath(path, REAL_AREAS)?.id).toBe(area);
  });

  it.each([
    '/',
    '/outage/',
    '/pages/help',
    '/pages/store/accessDenied',
    '/pages/store/login/error',
    '/pages/download',
  ])('%s belongs to the shell', (path) => {
    expect(areaForPath(path, REAL_AREAS)).toBeNull();
  });

  it('does not treat a longer sibling path as inside a prefix', () => {
    expect(areaForPath('/pages/storefront', REAL_AREAS)).toBeNull();
    expect(areaForPath('/pages/registration-approved', REAL_AREAS)?.id).toBe('registration');
  });

  it('every route of an area is under one of its prefixes, and every guard too', () => {
    for (const area of REAL_AREAS) {
      for (const path of [...area.routes.map((r) => r.path), ...area.guards.map((g) => g.prefix)])
        expect(areaForPath(path, REAL_AREAS)?.id).toBe(area.id);
    }
  });
});
