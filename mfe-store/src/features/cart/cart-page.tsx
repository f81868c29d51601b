// The supply-store cart (spec 2, 4): the guest's local cart or the user's server cart, with quantity edits and
// removal (with confirmation), the item count and subtotal, and the way on: checkout, sign-in (guests) or, for
// punchout users, returning the cart to their procurement system.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  formatPrice,
  isGuest,
  loadCart,
  removeFromCart,
  requestLogin,
  setGuestCartPrices,
  updateCartQuantities,
  useCart,
  useLocale,
  usePrivileges,
  useProfile,
  useSession,
} from '@portal/shared-session';
import { canViewPrices } from '@portal/rules';
import type { CartLine } from '@portal/shared-session';
import { Link, useNavigate } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { fetchCartItems } from '../../shared/api/store-items';
import { CartLineView } from './components/cart-line';
import { CHECKOUT_PATH, QUICK_ORDER_PATH, STORE_PATH } from '../../shared/utils/cart-links';
import { ReturnCartToProcurement } from './components/return-cart-to-procurement';
import { useAddToList } from '../../shared/hooks/use-add-to-list';
import '../../shared/components/cart.css';

const UPDATE_FAILED = 'We could not update your cart. Please try again.';

export default function CartPage() {
  const profile = useProfile();
  const privileges = usePrivileges();
  const locale = useLocale();
  const initialized = useSession((s) => s.initialized);
  const cart = useCart('supply-store');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const guest = isGuest(profile);
  const showPrices = canViewPrices(profile, privileges);
  const addToList = useAddToList();

  // the page shows the cart as it is now (another tab may have changed it)
  useEffect(() => {
    if (!initialized) return;
    loadCart('supply-store').catch(() => setFailure('We could not load your cart. Please try again.'));
  }, [initialized, guest]);

  const partNumbers = useMemo(() => [...new Set(cart.items.map((l) => l.itemId))].sort(), [cart.items]);
  const details = useQuery({
    // what fetchCartItems reads of the profile, all in the key (a guest's details differ from a buyer's)
    queryKey: ['cart-items', profile.userStatus, profile.email, locale, partNumbers],
    queryFn: ({ signal }) =>
      fetchCartItems({ email: profile.email, userStatus: profile.userStatus }, locale, partNumbers, signal),
    enabled: initialized && partNumbers.length > 0,
    staleTime: 60_000,
  });

  // a guest cart's subtotal uses the prices at the guest's current locale
  useEffect(() => {
    if (!guest || !details.data) return;
    const changed = cart.items.some((line) => {
      const item = details.data.get(line.itemId);
      return item !== undefined && item.displayPrice !== line.unitPrice;
    });
    if (changed)
      setGuestCartPrices(
        'supply-store',
        new Map([...details.data.values()].map((item) => [item.partNumber, item.displayPrice])),
      );
  }, [guest, details.data, cart.items]);

  const change = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await run();
    } catch {
      setFailure(UPDATE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const confirmRemoval = async () => {
    const line = removing;
    if (!line) return;
    await change(() => removeFromCart('supply-store', line));
    setRemoving(null);
  };

  const loading =
    !initialized || cart.status === 'idle' || (cart.status === 'loading' && cart.items.length === 0);

  return (
    <section className="store-cart" aria-labelledby="store-cart-title">
      <div className="store-cart__header">
        <h1 id="store-cart-title">Shopping Cart</h1>
        <Link to={QUICK_ORDER_PATH}>Quick Order</Link>
      </div>
      {failure ? <Alert kind="danger">{failure}</Alert> : null}
      {loading ? (
        <Spinner label="Loading your cart" />
      ) : cart.items.length === 0 ? (
        <div className="store-cart__empty">
          <p>Your cart is empty.</p>
          <Link to={STORE_PATH}>Continue Shopping</Link>
        </div>
      ) : (
        <div className="store-cart__layout">
          <ul className="store-cart__lines" aria-label="Items in your cart">
            {cart.items.map((line) => (
              <CartLineView
                key={line.shoppingCartItemId}
                line={line}
                item={details.data?.get(line.itemId)}
                detailsKnown={details.isSuccess}
                showPrices={showPrices}
                businessName={profile.businessName}
                locale={locale}
                busy={busy}
                onQuantity={(quantity) =>
                  void change(() =>
                    updateCartQuantities('supply-store', [
                      { itemId: line.itemId, unitSerial: line.unitSerial, quantity },
                    ]),
                  )
                }
                onRemove={() => setRemoving(line)}
                onAddToList={
                  guest ? undefined : () => addToList({ partNumber: line.itemId, quantity: line.quantity })
                }
              />
            ))}
          </ul>
          <aside className="store-cart__summary" aria-label="Cart summary">
            <p>
              <span>Items</span>
              <strong data-testid="cart-item-count">{cart.count}</strong>
            </p>
            {showPrices ? (
              <p>
                <span>Subtotal</span>
                <strong data-testid="cart-subtotal">{formatPrice(cart.subtotal, locale)}</strong>
              </p>
            ) : null}
            {profile.isPunchout ? (
              <ReturnCartToProcurement disabled={busy} />
            ) : guest ? (
              <Button block onClick={() => void requestLogin({ returnTo: CHECKOUT_PATH })}>
                Sign in to check out
              </Button>
            ) : (
              <Button block onClick={() => void navigate(CHECKOUT_PATH)} disabled={busy}>
                Proceed to Checkout
              </Button>
            )}
          </aside>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove item"
        message={`Remove ${
          (removing && details.data?.get(removing.itemId)?.productDisplayName) ??
          removing?.itemId ??
          'this item'
        } from your cart?`}
        confirmLabel="Remove"
        loading={busy}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
