import { areaOwningPath, parseAreaManifest, underPrefix } from './area-manifest';
import { parseRemotesManifest } from './remotes-manifest';

const training = {
  manifestVersion: 1,
  id: 'training',
  label: 'Training Store',
  prefixes: ['/pages/training-store'],
  routes: [{ path: '/pages/training-store', title: 'Training Store' }],
  guards: [{ prefix: '/pages/training-store', steps: [{ when: 'punchout', then: 'access-denied' }] }],
  menu: {
    title: 'Training Store',
    items: [
      { id: 'credits', label: 'Credits', to: '/pages/x', audience: 'b2b', rule: { one: 'B2B_View_Orders' } },
    ],
  },
};

describe('parseAreaManifest', () => {
  it('accepts a manifest and keeps its data', () => {
    const parsed = parseAreaManifest(JSON.parse(JSON.stringify(training)));
    expect(parsed).toEqual(training);
  });

  it.each([
    [{ ...training, manifestVersion: 2 }, 'training.manifestVersion: must be 1'],
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
      { ...training, guards: [{ prefix: '/p', steps: [{ require: { some: ['CSR'] } }] }] },
      'training.guards[0].steps[0].require: unknown rule some',
    ],
    [
      { ...training, menu: { title: 'T', items: [{ id: 'x' }] } },
      'training.menu.items[0].label: must be a text',
    ],
    [{ ...training, routes: undefined }, 'training.routes: must be a list'],
  ])('names what is wrong (%#)', (value, message) => {
    expect(() => parseAreaManifest(value)).toThrow(message);
  });

  it('checks nested rules and menu children', () => {
    const bad = {
      ...training,
      accountMenu: [
        { id: 'a', label: 'A', children: [{ id: 'b', label: 'B', rule: { and: [{ one: 7 }] } }] },
      ],
    };
    expect(() => parseAreaManifest(bad)).toThrow('training.accountMenu[0].children[0].rule.and[0].one');
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
