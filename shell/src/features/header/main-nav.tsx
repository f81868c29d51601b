// The portal's areas: both stores for everyone, the dashboard for those its route's rule admits (B2B_Dashboard),
// My Account for everyone who is not a business user (a guest is asked to sign in there).
import { Link } from '@portal/shared-session/routing';
import type { MenuItem } from '../../shared/menus';
import { visibleMenu } from '../../shared/menus';
import { useMenuContext } from '../../shared/menu-context';

export const MAIN_NAV: readonly MenuItem[] = [
  { id: 'nav-store', label: 'Supply Store', to: '/pages/store' },
  { id: 'nav-training', label: 'Training Store', to: '/pages/training-store' },
  { id: 'nav-dashboard', label: 'Dashboard', to: '/pages/dashboard' },
  { id: 'nav-my-account-guest', label: 'My Account', to: '/pages/my-account', audience: 'guest' },
  { id: 'nav-my-account', label: 'My Account', to: '/pages/my-account', audience: 'non-b2b-user' },
];

export function MainNavLinks({ className }: { className?: string }) {
  const ctx = useMenuContext();
  return (
    <ul className={className}>
      {visibleMenu(MAIN_NAV, ctx).map((item) => (
        <li key={item.id}>
          <Link to={item.to ?? '/'} data-menu-item={item.id}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
