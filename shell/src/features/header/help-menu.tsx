// The desktop header's Help menu: the help pages, the user manual for dashboard users and the help line.
import { brand } from '@portal/rules';
import { HELP_MENU, visibleMenu } from '../../shared/menus';
import { useMenuContext } from '../../shared/menu-context';
import { MenuLinks } from './menu-links';
import { useDisclosure } from './use-disclosure';

export function HelpMenu() {
  const ctx = useMenuContext();
  const { buttonProps, panelProps, close } = useDisclosure();
  return (
    <div className="header-menu">
      <button type="button" className="header-menu__button" {...buttonProps}>
        Help <span aria-hidden="true">▾</span>
      </button>
      <div className="header-menu__panel" {...panelProps}>
        <MenuLinks items={visibleMenu(HELP_MENU, ctx)} onNavigate={() => close(false)} />
        <p className="header-menu__note">
          Call <a href={`tel:${brand.helpLineTel}`}>{brand.helpLineWithOption}</a>
        </p>
      </div>
    </div>
  );
}
