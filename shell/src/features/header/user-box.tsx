// The user box: a guest signs in or registers; a signed-in user sees name, organisation, "Viewing as", the
// account menu by privilege and Sign Out. Sign-in and sign-out go through the session's auth controller.
import type { ReactNode } from 'react';
import { Link } from '@portal/shared-session/routing';
import {
  isGuest,
  requestLogin,
  requestLogout,
  useActiveOrganizations,
  useProfile,
  useSelectedOrganization,
} from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';
import { accountMenu, visibleMenu } from '../../shared/menus';
import { useAreas } from '../../areas/area-registry';
import { useMenuContext } from '../../shared/menu-context';
import { MenuLinks } from './menu-links';
import { useDisclosure } from './use-disclosure';
import { userSummary } from './user-summary';

export function useUserSummary() {
  const profile = useProfile();
  const active = useActiveOrganizations();
  const selected = useSelectedOrganization();
  return isGuest(profile) ? null : userSummary(profile, active, selected);
}

export function ViewingAs({ summary }: { summary: NonNullable<ReturnType<typeof useUserSummary>> }) {
  if (!summary.viewingAs) return null;
  return (
    <p className="user-box__viewing" data-testid="viewing-as">
      Viewing as <strong>{summary.viewingAs}</strong>
      {summary.viewAllLabel ? <span className="user-box__view-all"> ({summary.viewAllLabel})</span> : null}
    </p>
  );
}

export function UserBox({ accountExtras }: { accountExtras?: ReactNode }) {
  const summary = useUserSummary();
  const ctx = useMenuContext();
  const areas = useAreas();
  const { buttonProps, panelProps, close } = useDisclosure();
  if (!summary) {
    return (
      <div className="user-box" data-testid="user-box">
        <Button size="sm" variant="secondary" onClick={() => void requestLogin()}>
          Sign In
        </Button>
        <Link className="user-box__register" to="/pages/registration">
          Register
        </Link>
      </div>
    );
  }
  return (
    <div className="user-box header-menu" data-testid="user-box">
      <button type="button" className="header-menu__button user-box__button" {...buttonProps}>
        <span className="user-box__name">{summary.name}</span>
        {summary.organization ? <span className="user-box__org">{summary.organization}</span> : null}
        <span aria-hidden="true">▾</span>
      </button>
      <div className="header-menu__panel header-menu__panel--end" {...panelProps}>
        <ViewingAs summary={summary} />
        {accountExtras}
        <MenuLinks items={visibleMenu(accountMenu(areas), ctx)} onNavigate={() => close(false)} />
        <Button size="sm" variant="secondary" block onClick={() => void requestLogout()}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
