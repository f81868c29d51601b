import { areaForPath } from './areas';

describe('area ownership', () => {
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
    expect(areaForPath(path)?.id).toBe(area);
  });

  it.each([
    '/',
    '/outage/',
    '/pages/help',
    '/pages/store/accessDenied',
    '/pages/store/login/error',
    '/pages/download',
  ])('%s belongs to the shell', (path) => {
    expect(areaForPath(path)).toBeNull();
  });

  it('does not treat a longer sibling path as inside a prefix', () => {
    expect(areaForPath('/pages/storefront')).toBeNull();
    expect(areaForPath('/pages/registration-approved')?.id).toBe('registration');
  });
});
