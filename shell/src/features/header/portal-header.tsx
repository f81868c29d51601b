// The portal header. Desktop: utility bar (Help, Quick Order, country switch for guests, user box) and the
// main bar (brand, areas, carts). Mobile (below 991 px): menu button, brand and carts; it hides while the
// page scrolls down and comes back on scroll up; the side menu changes with the area.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@portal/shared-session/routing';
import { isGuest, useProfile } from '@portal/shared-session';
import { brand } from '@portal/rules';
import { useIsMobile } from '@portal/shared-ui/responsive';
import { LocaleSwitch } from './locale-switch';
import { CartLinks } from './cart-links';
import { HelpMenu } from './help-menu';
import { MainNavLinks } from './main-nav';
import { MobileSideMenu } from './mobile-side-menu';
import { nextHeaderHidden } from './header-visibility';
import { StoreSearchSlot } from './store-search-slot';
import { UserBox } from './user-box';

function Brand() {
  return (
    <Link className="portal-brand" to="/" aria-label={`${brand.titleSuffix} home`}>
      <span className="portal-brand__mark" aria-hidden="true">
        ▲
      </span>
      {brand.titleSuffix}
    </Link>
  );
}

function DesktopHeader({ accountExtras }: { accountExtras?: ReactNode }) {
  const guest = isGuest(useProfile());
  return (
    <>
      <div className="portal-header__utility">
        <nav aria-label="Utility">
          <ul className="portal-header__utility-list">
            <li>
              <HelpMenu />
            </li>
            <li>
              <Link to="/pages/store/cart/quick-order">Quick Order</Link>
            </li>
            {guest ? (
              <li>
                <LocaleSwitch />
              </li>
            ) : null}
          </ul>
        </nav>
        <UserBox accountExtras={accountExtras} />
      </div>
      <div className="portal-header__main">
        <Brand />
        <nav aria-label="Main" className="portal-header__nav">
          <MainNavLinks />
        </nav>
        <StoreSearchSlot variant="desktop" />
        <CartLinks />
      </div>
    </>
  );
}

function useHideOnScroll(enabled: boolean, headerRef: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    // the position at mount is read after the next paint, not here: reading scrollY in this effect forced a
    // layout of the whole page inside the frame's first commit (issue 18, TBT); a scroll before then starts from
    // where the first scroll frame finds the page
    let last: number | null = null;
    let frame = 0;
    const startFrame = requestAnimationFrame(() => {
      setTimeout(() => {
        last ??= window.scrollY;
      }, 0);
    });
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const previous = last ?? y;
        last = y;
        const height = headerRef.current?.offsetHeight ?? 56;
        setHidden((value) => nextHeaderHidden(previous, y, value, height));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(startFrame);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, headerRef]);
  return enabled && hidden;
}

function MobileHeader({
  menuOpen,
  setMenuOpen,
  accountExtras,
}: {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  accountExtras?: ReactNode;
}) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (returnFocus: boolean) => {
      setMenuOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setMenuOpen],
  );
  return (
    <>
      <div className="portal-header__mobile">
        <button
          ref={buttonRef}
          type="button"
          className="portal-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <Brand />
        <CartLinks />
      </div>
      <StoreSearchSlot variant="mobile" />
      {menuOpen ? <MobileSideMenu id={menuId} onClose={close} accountExtras={accountExtras} /> : null}
    </>
  );
}

/** `accountExtras`: what the frame adds to the signed-in user's menu (the company switcher), at every width. */
export function PortalHeader({ accountExtras }: { accountExtras?: ReactNode } = {}) {
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(isMobile && !menuOpen, headerRef);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-header-hidden', hidden);
  }, [hidden]);
  return (
    <header
      ref={headerRef}
      className={`portal-header ${isMobile ? 'portal-header--mobile' : 'portal-header--desktop'}`}
      data-hidden={hidden || undefined}
    >
      {isMobile ? (
        <MobileHeader menuOpen={menuOpen} setMenuOpen={setMenuOpen} accountExtras={accountExtras} />
      ) : (
        <DesktopHeader accountExtras={accountExtras} />
      )}
    </header>
  );
}
