import {
  areaOwningPath,
  defineArea,
  parseAreaManifest,
  route,
  routeForPath,
  routesWithRule,
  underPrefix,
} from './area-manifest';
import type { AreaMenuItem } from './area-manifest';
import { parseRemotesManifest } from './remotes-manifest';

const training = {
  manifestVersion: 2,
  id: 'training',
  label: 'Training Store',
  prefixes: ['/pages/training-store'],
  routes: [{ path: '/pages/training-store', title: 'Training Store', rule: 'training-store' }],
  guards: [{ prefix: '/pages/training-store', steps: [{ when: 'punchout', then: 'access-denied' }] }],
  menu: {
    title: 'Training Store',
    items: [
      { id: 'credits', label: 'Credits', to: '/pages/x', audience: 'b2b' },
      {
        id: 'users',
        label: 'Users',
        to: '/pages/y',
        altLabel: { when: 'users.contacts', label: 'Users/Contacts' },
      },
      { id: 'manual', label: 'Manual', href: '/static/manual.pdf', rule: 'user-manual' },
    ],
  },
};

describe("an area file's helpers", () => {
  it('write the manifest at the current version, routes sharing a rule in their order', () => {
    const area = defineArea({
      id: 'training',
      label: 'Training Store',
      prefixes: ['/pages/training-store'],
      routes: [
        ...routesWithRule('training-store', {
          '/pages/training-store': 'Training Store',
          '/pages/training-store/cart': 'Training Cart',
        }),
        route('/pages/training-store/checkout', 'Training Checkout', 'training-store.checkout'),
      ],
      guards: [],
    });
    expect(parseAreaManifest(JSON.parse(JSON.stringify(area)))).toEqual({
      manifestVersion: 2,
      id: 'training',
      label: 'Training Store',
      prefixes: ['/pages/training-store'],
      routes: [
        { path: '/pages/training-store', title: 'Training Store', rule: 'training-store' },
        { path: '/pages/training-store/cart', title: 'Training Cart', rule: 'training-store' },
        {
          path: '/pages/training-store/checkout',
          title: 'Training Checkout',
          rule: 'training-store.checkout',
        },
      ],
      guards: [],
    });
  });
});

describe('parseAreaManifest', () => {
  it('accepts a manifest and keeps its data', () => {
    const parsed = parseAreaManifest(JSON.parse(JSON.stringify(training)));
    expect(parsed).toEqual(training);
  });

  it.each([
    [{ ...training, manifestVersion: 1 }, 'training.manifestVersion: must be 2'],
    [
      { ...training, prefixes: ['pages/training-store'] },
      "training.prefixes[0]: 'pages/training-store' must start with /",
    ],
    [{ ...training, prefixes: [] }, 'training.prefixes: must name at least one prefix'],
    [
      { ...training, guards: [{ prefix: '/p', steps: [{ when: 'visitor', then: 'login' }] }] },
      "training.guards[0].steps[0].when: 'visitor' is not one of",
    ],
    [
      { ...training, guards: [{ prefix: '/p', steps: [{ when: 'guest', then: 'home' }] }] },
      'training.guards[0].steps[0].then: must be',
    ],
    [
      { ...training, guards: [{ prefix: '/p', steps: [{ require: { one: 'CSR' } }] }] },
      'training.guards[0].steps[0].require: a privilege rule belongs to the route',
    ],
    [
      { ...training, routes: [{ path: '/p', title: 'P', rule: 'csr.everything' }] },
      "training.routes[0].rule: 'csr.everything' is not a named access rule of @portal/rules",
    ],
    [
      { ...training, routes: [{ path: '/p', title: 'P', rule: { one: 'CSR' } }] },
      'training.routes[0].rule: must name an access rule of @portal/rules',
    ],
    [
      { ...training, routes: [{ path: '/p', title: 'P' }] },
      'Token name not set for guard, check implementation.',
    ],
    [
      { ...training, menu: { title: 'T', items: [{ id: 'x', label: 'X', to: '/p', rule: 'csr' }] } },
      "training.menu.items[0].rule: an entry leading to a route takes the route's rule",
    ],
    [
      { ...training, menu: { title: 'T', items: [{ id: 'x', label: 'X', to: '/p', href: '/q' }] } },
      'training.menu.items[0]: must have exactly one of to (a route), href (a link) or children',
    ],
    [
      { ...training, menu: { title: 'T', items: [{ id: 'x' }] } },
      'training.menu.items[0].label: must be a text',
    ],
    [{ ...training, routes: undefined }, 'training.routes: must be a list'],
  ])('names what is wrong (%#)', (value, message) => {
    expect(() => parseAreaManifest(value)).toThrow(message);
  });

  it('checks menu children', () => {
    const bad = {
      ...training,
      accountMenu: [{ id: 'a', label: 'A', children: [{ id: 'b', label: 'B', href: '/b', rule: 'nobody' }] }],
    };
    expect(() => parseAreaManifest(bad)).toThrow(
      "training.accountMenu[0].children[0].rule: 'nobody' is not a named access rule",
    );
  });

  it('a menu entry leading to a route cannot carry a rule of its own (a type error too)', () => {
    const item: AreaMenuItem = {
      id: 'x',
      label: 'X',
      to: '/pages/x',
      // @ts-expect-error the route's rule decides; an entry for a route has none of its own
      rule: 'csr',
    };
    expect(() => parseAreaManifest({ ...training, accountMenu: [item] })).toThrow(
      "training.accountMenu[0].rule: an entry leading to a route takes the route's rule",
    );
  });
});

describe('the route deciding a path', () => {
  const routes = [
    { path: '/pages/dashboard' },
    { path: '/pages/dashboard/equipment/apns' },
    { path: '/pages/dashboard/equipment/apns/complete' },
    { path: '/pages/dashboard/equipment/apns/details/:apnId' },
    { path: '/pages/store/product-detail/:productId' },
    { path: '/pages/store/product-detail/:productId/:partNumber' },
  ];
  const decides = (pathname: string) => routeForPath(routes, pathname)?.path;
  it('is the route the path matches, fixed segments before parameters', () => {
    expect(decides('/pages/dashboard/equipment/apns/complete')).toBe(
      '/pages/dashboard/equipment/apns/complete',
    );
    expect(decides('/pages/dashboard/equipment/apns/details/A-1')).toBe(
      '/pages/dashboard/equipment/apns/details/:apnId',
    );
    expect(decides('/pages/store/product-detail/1/2')).toBe(
      '/pages/store/product-detail/:productId/:partNumber',
    );
  });
  it('ignores a trailing slash and the query, and falls back to the deepest route the path lies under', () => {
    expect(decides('/pages/dashboard/equipment/apns/')).toBe('/pages/dashboard/equipment/apns');
    expect(decides('/pages/dashboard/equipment/apns?status=OPEN')).toBe('/pages/dashboard/equipment/apns');
    expect(decides('/pages/dashboard/equipment/unknown')).toBe('/pages/dashboard');
    expect(decides('/pages/help')).toBeUndefined();
  });
});

describe('ownership by prefix', () => {
  const areas = [
    { id: 'store', prefixes: ['/pages/store', '/pages/checkout'] },
    { id: 'registration', prefixes: ['/pages/registration', '/pages/registration-approved'] },
    { id: 'special', prefixes: ['/pages/store/special'] },
  ];
  it('picks the longest matching prefix', () => {
    expect(areaOwningPath(areas, '/pages/store/cart')?.id).toBe('store');
    expect(areaOwningPath(areas, '/pages/store/special/1')?.id).toBe('special');
    expect(areaOwningPath(areas, '/pages/registration-approved')?.id).toBe('registration');
  });
  it('does not treat a longer sibling path as inside a prefix', () => {
    expect(underPrefix('/pages/storefront', '/pages/store')).toBe(false);
    expect(areaOwningPath(areas, '/pages/storefront')).toBeNull();
  });
});

describe('parseRemotesManifest', () => {
  it('reads entries with their area and leaves out one whose area is wrong', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parsed = parseRemotesManifest({
      training: { entry: '/remotes/training/1/mf-manifest.json', area: training },
      store: { entry: '/remotes/store/1/mf-manifest.json', area: { ...training, id: 'store', label: 7 } },
      csr: '/remotes/csr/1/mf-manifest.json',
      dashboard: { entry: '/remotes/dashboard/1/mf-manifest.json', area: training },
    });
    expect(Object.keys(parsed)).toEqual(['training']);
    expect(parsed['training']?.entry).toBe('/remotes/training/1/mf-manifest.json');
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[2]?.[1])).toContain('its area manifest is for training');
    error.mockRestore();
  });
  it('refuses a file that is not an object', () => {
    expect(() => parseRemotesManifest([])).toThrow('remotes.json must be an object');
  });
});
