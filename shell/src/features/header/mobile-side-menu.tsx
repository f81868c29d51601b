// The mobile side menu (below 991 px): the current area's menu first (store, training, dashboard, my-account,
// csr), then the portal's areas, help, the user and, for guests, the country switch.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@portal/shared-session/routing';
import { requestLogin, requestLogout } from '@portal/shared-session';
import { brand } from '@portal/rules';
import { Button } from '@portal/shared-ui/button';
import { LocaleSwitch } from './locale-switch';
import { accountMenu, HELP_MENU, sideMenu, visibleMenu, withoutDestinations } from '../../shared/menus';
import { areaForPath, useAreas } from '../../areas/area-registry';
import { useMenuContext } from '../../shared/menu-context';
import { MenuLinks } from './menu-links';
import { MAIN_NAV, MainNavLinks } from './main-nav';
import { useUserSummary, ViewingAs } from './user-box';

export function MobileSideMenu({
  id,
  onClose,
  accountExtras,
}: {
  id: string;
  onClose: (returnFocus: boolean) => void;
  /** the frame's additions to the user's menu (the company switcher), as in the desktop user box */
  accountExtras?: ReactNode;
}) {
  const location = useLocation();
  const ctx = useMenuContext();
  const summary = useUserSummary();
  const areas = useAreas();
  const menu = sideMenu(areas, areaForPath(location.pathname, areas)?.id ?? null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(location);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    if (location !== openedAt.current) onClose(false);
  }, [location, onClose]);

  // the portal's areas are listed below, once: the area's own links to them are left out
  const items = menu ? withoutDestinations(visibleMenu(menu.items, ctx), MAIN_NAV) : [];
  // the account's entries that the area's menu or the portal's links above already list are not repeated
  const accountItems = withoutDestinations(visibleMenu(accountMenu(areas), ctx), [
    ...items,
    ...visibleMenu(MAIN_NAV, ctx),
  ]);
  return (
    <div className="side-menu" id={id} ref={panelRef} data-side-menu={menu?.areaId}>
      <div className="side-menu__top">
        <p className="side-menu__title">{menu?.title}</p>
        <button
          type="button"
          className="side-menu__close"
          aria-label="Close menu"
          onClick={() => onClose(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {summary ? (
        <div className="side-menu__user">
          <p className="user-box__name">{summary.name}</p>
          {summary.organization ? <p className="user-box__org">{summary.organization}</p> : null}
          <ViewingAs summary={summary} />
          {/* a choice made there (the company switch) changes the page under the menu: show it */}
          {accountExtras ? <div onChange={() => onClose(false)}>{accountExtras}</div> : null}
        </div>
      ) : null}
      {menu ? (
        <nav aria-label={`${menu.title} menu`}>
          <MenuLinks items={items} className="side-menu__list" />
        </nav>
      ) : null}
      <nav aria-label="Portal">
        <MainNavLinks className="side-menu__list side-menu__list--areas" />
      </nav>
      {summary && accountItems.length > 0 ? (
        <nav aria-label="Account">
          <MenuLinks items={accountItems} className="side-menu__list" />
        </nav>
      ) : null}
      <nav aria-label="Help">
        <p className="side-menu__section">Help</p>
        <MenuLinks items={visibleMenu(HELP_MENU, ctx)} className="side-menu__list" />
        <p className="side-menu__note">
          Call <a href={`tel:${brand.helpLineTel}`}>{brand.helpLineWithOption}</a>
        </p>
      </nav>
      <div className="side-menu__footer">
        {summary ? null : <LocaleSwitch />}
        {summary ? (
          <Button variant="secondary" block onClick={() => void requestLogout()}>
            Sign Out
          </Button>
        ) : (
          <>
            <Button block onClick={() => void requestLogin()}>
              Sign In
            </Button>
            <Link className="side-menu__register" to="/pages/registration">
              Create an Account
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
