// The flags the shell has evaluated for the menus: every flag the areas' menus name (issue 22).
import type { AreaManifest } from '@portal/shared-session';
import { areaMenuFlags } from './start-feature-flags';

test('collects the flags named by side menus and account menus of every area, each false until evaluated', () => {
  const area = (id: string, menuFlag: string, accountFlag: string): AreaManifest => ({
    manifestVersion: 1,
    id,
    label: id,
    prefixes: [`/pages/${id}`],
    routes: [],
    guards: [],
    menu: {
      title: id,
      items: [{ id: `${id}-g`, label: 'Group', children: [{ id: `${id}-a`, label: 'A', flag: menuFlag }] }],
    },
    accountMenu: [{ id: `${id}-b`, label: 'B', to: `/pages/${id}/b`, flag: accountFlag }],
  });
  expect(areaMenuFlags([area('x', 'one', 'two'), area('y', 'three', 'one')])).toEqual({
    one: false,
    two: false,
    three: false,
  });
  expect(areaMenuFlags([])).toEqual({});
});
