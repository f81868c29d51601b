// The dashboard's side menu on wide screens (issue 38, spec 2: "Menus: Dashboard; Equipment group; Insights;
// Reports; Service; Orders and Invoices; Administration"): the area manifest's menu with its rules (each entry
// shown when its route's rule admits the user), the current page marked aria-current="page". Below 992 px the
// header's ☰ menu carries it instead (shell.css hides this one). Plain links in lists, group titles as labels of
// their lists: the page's own h1 stays its first heading.
import { useLocation } from '@portal/shared-session/routing';
import { areaForPath, useAreas } from '../../areas/area-registry';
import { currentEntry, sideMenu, visibleMenu } from '../../shared/menus';
import { useMenuContext } from '../../shared/menu-context';
import { MenuLinks } from './menu-links';

/** The areas whose pages show their menu beside them on wide screens. */
const WITH_SIDE_MENU: ReadonlySet<string> = new Set(['dashboard']);

export function AreaSideMenu() {
  const location = useLocation();
  const areas = useAreas();
  const ctx = useMenuContext();
  const areaId = areaForPath(location.pathname, areas)?.id ?? null;
  const menu = areaId && WITH_SIDE_MENU.has(areaId) ? sideMenu(areas, areaId) : null;
  if (!menu || menu.areaId !== areaId) return null;
  const items = visibleMenu(menu.items, ctx);
  // a user the area's guard sent away (accessDenied, associateLanding) is not on its pages: nothing to list
  if (items.length === 0) return null;
  return (
    <nav className="area-side-menu" aria-label={`${menu.title} menu`}>
      <MenuLinks
        items={items}
        className="area-side-menu__list"
        headingLevel={null}
        idPrefix="side-menu-group"
        currentId={currentEntry(items, location.pathname)?.id ?? null}
      />
    </nav>
  );
}
