// Cart badges for both stores: the sum of item quantities the session holds (spec 4 "Cart count").
import { Link } from '@portal/shared-session/routing';
import { useCartCounts, useProfile } from '@portal/shared-session';

function CartIcon() {
  return (
    <svg
      className="cart-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.4a2 2 0 0 1-2-1.6L4 2H1V0h4.6l.6 4Z"
      />
    </svg>
  );
}

function itemsIn(count: number, cart: string): string {
  return `${count === 1 ? 'item' : 'items'} in ${cart}`;
}

export function CartLinks() {
  const counts = useCartCounts();
  const profile = useProfile();
  const supply = counts['supply-store'];
  const training = counts['training-store'];
  return (
    <ul className="portal-carts" aria-label="Carts">
      <li>
        {/* the name is the visible text with words added after it (WCAG 2.5.3: no aria-label over it) */}
        <Link to="/pages/store/cart">
          <CartIcon />
          <span className="portal-carts__label">Cart</span>{' '}
          <span className="cart-badge" data-testid="supply-cart-count">
            {supply}
          </span>
          <span className="visually-hidden"> {itemsIn(supply, 'the supply store cart')}</span>
        </Link>
      </li>
      {profile.isPunchout ? null : (
        <li>
          <Link to="/pages/training-store/cart">
            <CartIcon />
            <span className="portal-carts__label">Training</span>{' '}
            <span className="cart-badge" data-testid="training-cart-count">
              {training}
            </span>
            <span className="visually-hidden"> {itemsIn(training, 'the training cart')}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
