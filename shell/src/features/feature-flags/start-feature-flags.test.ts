// The flags the shell has evaluated for the menus: every flag the areas' menus name (issue 22).
import type { AreaManifest } from '@portal/shared-session';
import { afterFirstScreen, areaMenuFlags } from './start-feature-flags';

test('collects the flags named by side menus and account menus of every area, each false until evaluated', () => {
  const area = (id: string, menuFlag: string, accountFlag: string): AreaManifest => ({
    manifestVersion: 2,
    id,
    label: id,
    prefixes: [`/pages/${id}`],
    routes: [],
    guards: [],
    menu: {
      title: id,
      items: [
        {
          id: `${id}-g`,
          label: 'Group',
          children: [{ id: `${id}-a`, label: 'A', to: `/pages/${id}/a`, flag: menuFlag }],
        },
      ],
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

test('starts after the first routing has finished, when the browser is idle, and only once', () => {
  const target = new EventTarget() as unknown as Window;
  const idle: (() => void)[] = [];
  Object.assign(target, {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  const start = jest.fn();
  afterFirstScreen(start, target);
  expect(idle).toHaveLength(0);
  target.dispatchEvent(new Event('single-spa:routing-event'));
  expect(idle).toHaveLength(1);
  expect(start).not.toHaveBeenCalled();
  idle[0]!();
  expect(start).toHaveBeenCalledTimes(1);
  target.dispatchEvent(new Event('single-spa:routing-event'));
  expect(idle).toHaveLength(1);
});
