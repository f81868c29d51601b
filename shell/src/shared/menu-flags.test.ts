// Menu entries that name a feature flag (issue 22): shown only while the flag evaluates true for the user.
import { parseAreaManifest } from '@portal/shared-session';
import { menuFlags, visibleLabels } from './menus';
import type { MenuContext, MenuItem } from './menus';
import { REAL_AREAS } from '../testing/real-areas';

const B2B: MenuContext = {
  privileges: ['B2B_Dashboard', 'B2B_View_Load_Monitoring_Dashboard'],
  signedIn: true,
  isB2B: true,
  isInternal: false,
  // the entries' routes and their rules
  areas: REAL_AREAS,
};

const ITEMS: MenuItem[] = [
  { id: 'home', label: 'Dashboard', to: '/pages/dashboard' },
  {
    id: 'insights',
    label: 'Insights',
    children: [
      {
        id: 'alms',
        label: 'Load Monitoring',
        to: '/pages/dashboard/equipment/fleetservices/safety/alms',
        flag: 'load-monitoring',
      },
    ],
  },
];

describe('menu entries gated by a feature flag', () => {
  it('shows the entry while the flag is true and hides it when false', () => {
    expect(visibleLabels(ITEMS, { ...B2B, flags: { 'load-monitoring': true } })).toEqual([
      'Dashboard',
      'Load Monitoring',
    ]);
    expect(visibleLabels(ITEMS, { ...B2B, flags: { 'load-monitoring': false } })).toEqual(['Dashboard']);
  });

  it('hides it until the flag is evaluated, and when the value is not true', () => {
    expect(visibleLabels(ITEMS, B2B)).toEqual(['Dashboard']);
    expect(visibleLabels(ITEMS, { ...B2B, flags: { 'load-monitoring': 'true' } })).toEqual(['Dashboard']);
  });

  it("still applies the route's rule when the flag is on", () => {
    expect(
      visibleLabels(ITEMS, { ...B2B, privileges: ['B2B_Dashboard'], flags: { 'load-monitoring': true } }),
    ).toEqual(['Dashboard']);
  });

  it('collects the flags the menus name, nested or not', () => {
    expect(menuFlags(ITEMS)).toEqual({ 'load-monitoring': false });
  });

  it('a manifest may name a flag on a menu entry; a flag that is not a text is refused', () => {
    const manifest = {
      manifestVersion: 2,
      id: 'x',
      label: 'X',
      prefixes: ['/pages/x'],
      routes: [],
      guards: [],
      menu: { title: 'X', items: [{ id: 'a', label: 'A', to: '/pages/x/a', flag: 'beta' }] },
    };
    expect(parseAreaManifest(manifest).menu?.items[0]?.flag).toBe('beta');
    expect(() =>
      parseAreaManifest({ ...manifest, menu: { title: 'X', items: [{ id: 'a', label: 'A', flag: 7 }] } }),
    ).toThrow(/x\.menu\.items\[0\]\.flag: must be a text/);
  });
});
