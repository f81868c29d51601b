// The portal header: brand, the areas a visitor can go to and both stores' cart counts from the session.
import { Link } from '@portal/shared-session/routing';
import { brand, useCartCounts, useProfile } from '@portal/shared-session';

const NAV_LINKS = [
  { to: '/pages/store', label: 'Supply Store' },
  { to: '/pages/training-store', label: 'Training Store' },
  { to: '/pages/dashboard', label: 'Dashboard' },
  { to: '/pages/my-account', label: 'My Account' },
  { to: '/pages/help', label: 'Help' },
] as const;

export function PortalHeader() {
  const cartCounts = useCartCounts();
  const profile = useProfile();
  const name = profile.firstName ? `${profile.firstName} ${profile.lastName ?? ''}`.trim() : null;
  return (
    <header className="portal-header">
      <Link className="portal-brand" to="/">
        {brand.titleSuffix}
      </Link>
      <nav aria-label="Main">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="portal-user" data-testid="user-box">
        {name ?? 'Guest'}
      </div>
      <ul className="portal-carts" aria-label="Carts">
        <li>
          <Link to="/pages/store/cart" aria-label={`Supply store cart, ${cartCounts['supply-store']} items`}>
            Cart <span data-testid="supply-cart-count">{cartCounts['supply-store']}</span>
          </Link>
        </li>
        <li>
          <Link
            to="/pages/training-store/cart"
            aria-label={`Training cart, ${cartCounts['training-store']} items`}
          >
            Training cart <span data-testid="training-cart-count">{cartCounts['training-store']}</span>
          </Link>
        </li>
      </ul>
    </header>
  );
}
