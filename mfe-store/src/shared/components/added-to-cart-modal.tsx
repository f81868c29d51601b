// The added-to-cart modal (spec 2 'Added-to-cart modal', 4): on open it adds the item with one call (deferred
// 0 ms), then fetches availability, then emits the add_to_cart analytics event and ends loading. Suggested items
// (the part's related products) can be added too: each adds quantity 1 and replaces the modal's content.
import { useEffect, useState } from 'react';
import {
  addToCart,
  formatPrice,
  isGuest,
  setGuestCartPrices,
  useCart,
  useLocale,
  usePrivileges,
  useProfile,
} from '@portal/shared-session';
import { canOrderParts, canViewPrices, displayPartNumber } from '@portal/rules';
import { Link, useNavigate } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import { canOrderOnline, isPriceShown, isPurchasable } from '../utils/price-rules';
import { productDetailUrl } from '../utils/store-links';
import { trackAddToCart } from '../analytics';
import { fetchCartItems } from '../api/store-items';
import type { CommerceItem } from '../api/store-items';
import { availabilityMessage } from '../utils/availability';
import type { AddToCartRequest } from '../types/cart-types';
import { CART_PATH, CHECKOUT_PATH } from '../utils/cart-links';
import './cart.css';

export interface AddedToCartModalProps {
  request: AddToCartRequest;
  onClose: () => void;
  onAddSuggestion: (partNumber: string) => void;
}

type Phase = 'adding' | 'checking' | 'done' | 'failed';

const SUGGESTION_LIMIT = 8;

export const ADD_FAILED_MESSAGE = 'We could not add this item to your cart. Please try again.';

export function AddedToCartModal({ request, onClose, onAddSuggestion }: AddedToCartModalProps) {
  const profile = useProfile();
  const privileges = usePrivileges();
  const locale = useLocale();
  const cart = useCart('supply-store');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('adding');
  const [item, setItem] = useState<CommerceItem | null>(null);
  const [suggestions, setSuggestions] = useState<CommerceItem[]>([]);
  const guest = isGuest(profile);
  const showPrices = canViewPrices(profile, privileges);
  const mayOrder = canOrderParts(profile, privileges);

  // The spec's order: add (one call, deferred 0 ms) → availability → analytics → end loading.
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          await addToCart('supply-store', [
            {
              itemId: request.partNumber,
              quantity: request.quantity,
              unitSerial: request.unitSerial ?? null,
            },
          ]);
        } catch {
          if (!controller.signal.aborted) setPhase('failed');
          return;
        }
        if (controller.signal.aborted) return;
        setPhase('checking');
        let detail: CommerceItem | null;
        try {
          detail =
            (await fetchCartItems(profile, locale, [request.partNumber], controller.signal)).get(
              request.partNumber,
            ) ?? null;
        } catch {
          detail = null;
        }
        if (controller.signal.aborted) return;
        setItem(detail);
        if (detail) {
          // a guest cart prices its lines itself: the price just looked up makes the subtotal known
          if (guest) setGuestCartPrices('supply-store', new Map([[detail.partNumber, detail.displayPrice]]));
          trackAddToCart(detail.currency, [
            {
              partNumber: detail.partNumber,
              name: detail.productDisplayName,
              quantity: request.quantity,
              price: detail.displayPrice,
              customerPartNumber: detail.customerPartNumber,
            },
          ]);
        }
        setPhase('done');
        const related = detail?.relatedProducts.slice(0, SUGGESTION_LIMIT) ?? [];
        if (related.length > 0) {
          try {
            const found = await fetchCartItems(profile, locale, related, controller.signal);
            if (!controller.signal.aborted)
              setSuggestions(related.flatMap((p) => (found.get(p) ? [found.get(p)!] : [])));
          } catch {
            // suggestions are optional: the modal stays useful without them
          }
        }
      })();
    }, 0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // one flow per request: the host gives every request its own modal instance
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  const loading = phase === 'adding' || phase === 'checking';
  const subtotalKnown = !loading && cart.status === 'ready';
  const title =
    phase === 'failed'
      ? 'Item not added'
      : phase === 'adding'
        ? 'Adding to cart…'
        : `${request.quantity} item(s) added to cart.`;

  const footer = profile.isPunchout ? (
    <Button onClick={() => go(CART_PATH)}>View Cart</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Continue Shopping
      </Button>
      {/* guests going to checkout are asked to sign in by the shell's guard */}
      <Button onClick={() => go(CHECKOUT_PATH)} disabled={phase !== 'done'}>
        Check Out Now
      </Button>
    </>
  );

  return (
    <Modal open title={title} onClose={onClose} size="lg" footer={footer} className="store-added-modal">
      <div aria-live="polite" aria-busy={loading}>
        {phase === 'failed' ? <Alert kind="danger">{ADD_FAILED_MESSAGE}</Alert> : null}
        {phase !== 'failed' && !guest ? (
          <p className="store-added-modal__note">
            Items in your cart are not guaranteed until checkout is completed.
          </p>
        ) : null}
        {phase === 'adding' ? <Spinner label="Adding to cart" /> : null}
        {phase !== 'adding' && phase !== 'failed' ? (
          <div className="store-added-modal__item" data-testid="added-item">
            <Link
              to={productDetailUrl(request.partNumber)}
              onClick={onClose}
              className="store-added-modal__thumb"
              aria-label={item ? `View ${item.productDisplayName}` : 'View product'}
            >
              {item?.imageUrl ? <img src={item.imageUrl} alt="" width={120} height={120} /> : null}
            </Link>
            <dl className="store-added-modal__facts">
              <div className="store-added-modal__name">
                <dt className="visually-hidden">Name</dt>
                <dd>{item?.productDisplayName ?? request.partNumber}</dd>
              </div>
              <div>
                <dt>Part #</dt>
                <dd data-testid="added-part-number">{displayPartNumber(request.partNumber)}</dd>
              </div>
              {item?.customerPartNumber ? (
                <div>
                  <dt>{profile.businessName ? `${profile.businessName} Part #` : 'Customer Part #'}</dt>
                  <dd>{item.customerPartNumber}</dd>
                </div>
              ) : null}
              {request.unitSerial ? (
                <div>
                  <dt>Unit Serial #</dt>
                  <dd>{request.unitSerial}</dd>
                </div>
              ) : null}
              <div>
                <dt>Quantity</dt>
                <dd data-testid="added-quantity">{request.quantity}</dd>
              </div>
              {showPrices && item && item.displayPrice !== null ? (
                <div>
                  <dt>Price</dt>
                  <dd data-testid="added-price">{formatPrice(item.displayPrice, locale)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Availability</dt>
                <dd data-testid="added-availability">
                  {availabilityMessage(phase === 'done' && item !== null, item?.quantityOnHand)}
                </dd>
              </div>
            </dl>
          </div>
        ) : null}
        {phase !== 'failed' ? (
          <div className="store-added-modal__summary">
            {showPrices ? (
              <p>
                Cart Subtotal:{' '}
                {subtotalKnown ? (
                  <strong data-testid="cart-subtotal">{formatPrice(cart.subtotal, locale)}</strong>
                ) : (
                  <Spinner size="sm" label="Loading cart subtotal" />
                )}
              </p>
            ) : null}
            <Link to={CART_PATH} onClick={onClose} className="store-added-modal__view-cart">
              View Cart ({cart.count})
            </Link>
          </div>
        ) : null}
        {suggestions.length > 0 ? (
          <section className="store-suggested" aria-labelledby="store-suggested-title">
            <h3 id="store-suggested-title">Suggested Items</h3>
            <ul className="store-suggested__grid">
              {suggestions.map((suggestion) => {
                const part = {
                  price: suggestion.displayPrice,
                  priceWithheld: suggestion.priceWithheld,
                  showOnline: suggestion.showOnline,
                };
                const priceShown = isPriceShown(part, showPrices);
                const canAdd =
                  priceShown &&
                  isPurchasable(part) &&
                  canOrderOnline({ ...part, orderable: suggestion.orderable }, mayOrder);
                return (
                  <li key={suggestion.partNumber} className="store-suggested__item">
                    <Link
                      to={productDetailUrl(suggestion.partNumber)}
                      onClick={onClose}
                      className="store-suggested__link"
                    >
                      <span className="store-suggested__image">
                        {suggestion.imageUrl ? (
                          <img src={suggestion.imageUrl} alt="" width={96} height={96} loading="lazy" />
                        ) : null}
                      </span>
                      <span>{suggestion.productDisplayName}</span>
                    </Link>
                    {priceShown ? (
                      <p className="store-suggested__price">
                        {formatPrice(suggestion.displayPrice, locale)} / {suggestion.unitOfMeasure}
                      </p>
                    ) : null}
                    {canAdd ? (
                      <Button
                        size="sm"
                        onClick={() => onAddSuggestion(suggestion.partNumber)}
                        aria-label={`Add to Cart: ${suggestion.productDisplayName}`}
                      >
                        Add to Cart
                      </Button>
                    ) : (
                      <Link
                        to={productDetailUrl(suggestion.partNumber)}
                        onClick={onClose}
                        className="pui-button pui-button--secondary pui-button--sm"
                        aria-label={`View Details: ${suggestion.productDisplayName}`}
                      >
                        View Details
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
