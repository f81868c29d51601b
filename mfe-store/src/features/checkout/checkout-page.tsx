// Checkout (spec 2, 4, 8): shipping address, billing address, payment, review, then the order. Built on the caller's
// server cart. The shell's guards already keep guests, internal associates and a parent-holding user viewing a
// child company out; punchout users are refused here too (their procurement system checks out, not the portal).
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { Link } from '@portal/shared-session/routing';
import { isGuest, loadCart, setCartCount, useLocale, useProfile } from '@portal/shared-session';
import { isBusinessBuyer } from '@portal/rules';
import {
  SUPPLY_STORE,
  createQuote,
  fetchAccountAddresses,
  fetchCheckoutCart,
  fetchPaymentMethods,
  fetchPurchaseOrderEnabled,
  submitQuote,
} from './api/checkout-api';
import { AddressStep } from './components/address-step';
import { CheckoutStep, type StepStatus } from './components/checkout-step';
import { OrderConfirmation } from './components/order-confirmation';
import { PaymentStep, describeCard } from './components/payment-step';
import { ReviewStep } from './components/review-step';
import { AddressSummary } from './components/address-summary';
import type {
  CheckoutAddress,
  OrderConfirmation as Confirmation,
  PaymentMethod,
} from './types/checkout-types';
import './checkout.css';

const STEPS = ['shipping', 'billing', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

export const PUNCHOUT_CHECKOUT_MESSAGE =
  'Checkout is not available for punchout accounts. Please return your cart to your procurement system.';

function statusOf(step: Step, current: Step): StepStatus {
  const diff = STEPS.indexOf(step) - STEPS.indexOf(current);
  return diff === 0 ? 'active' : diff < 0 ? 'done' : 'pending';
}

export default function CheckoutPage() {
  const profile = useProfile();
  if (profile.isPunchout) {
    return (
      <section className="checkout-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <Alert kind="warning">{PUNCHOUT_CHECKOUT_MESSAGE}</Alert>
        <p>
          <Link to="/pages/store/cart">Go to your cart</Link>
        </p>
      </section>
    );
  }
  if (isGuest(profile)) {
    // the shell sends guests to sign in before this page loads; this only covers a race with sign-out
    return (
      <section className="checkout-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Please sign in to check out.</p>
      </section>
    );
  }
  return <Checkout />;
}

function Checkout() {
  const profile = useProfile();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('shipping');
  const [moved, setMoved] = useState(false);
  const [chosenShipping, setChosenShipping] = useState<CheckoutAddress | null>(null);
  const [chosenBilling, setChosenBilling] = useState<CheckoutAddress | null>(null);
  // undefined: the user has not chosen, so the default card stands
  const [chosenPayment, setChosenPayment] = useState<string | null | undefined>(undefined);
  const [customerPo, setCustomerPo] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const cart = useQuery({ queryKey: ['checkout', 'cart'], queryFn: fetchCheckoutCart });
  const defaults = useQuery({ queryKey: ['checkout', 'default-addresses'], queryFn: fetchAccountAddresses });
  const methods = useQuery({ queryKey: ['checkout', 'payment-methods'], queryFn: fetchPaymentMethods });
  const accountId = profile.accountId;
  const poQuery = useQuery({
    queryKey: ['checkout', 'po-enabled', accountId],
    queryFn: () => fetchPurchaseOrderEnabled(accountId as string),
    enabled: !profile.isCustomerPurchaseOrderEnabled && accountId !== null,
  });
  const poEnabled = profile.isCustomerPurchaseOrderEnabled || poQuery.data === true;

  const shipping = chosenShipping ?? defaults.data?.defaultShippingAddress ?? null;
  const billing = chosenBilling ?? defaults.data?.defaultBillingAddress ?? null;
  const defaultCard = methods.data?.find((m) => m.isDefault) ?? null;
  const paymentMethodId = chosenPayment !== undefined ? chosenPayment : (defaultCard?.id ?? null);
  const paymentMethod = methods.data?.find((m) => m.id === paymentMethodId) ?? null;

  const quote = useMutation({ mutationFn: createQuote });
  const order = useMutation({
    mutationFn: submitQuote,
    onSuccess: (placed) => {
      setConfirmation(placed);
      // the server closed the cart: the header badge shows 0 now, and the cart state reloads what is left
      setCartCount(SUPPLY_STORE, 0);
      loadCart(SUPPLY_STORE).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'cart'] });
    },
  });

  function go(next: Step) {
    setMoved(true);
    setStep(next);
  }

  function requestQuote() {
    if (!cart.data || !shipping || !billing) return;
    quote.mutate({
      shoppingCartId: cart.data.shoppingCartId,
      shipToAddressId: shipping.addressId,
      billToAddressId: billing.addressId,
      paymentMethodId,
      customerPo: poEnabled && customerPo.trim() ? customerPo.trim() : null,
    });
  }

  if (confirmation) {
    return (
      <section className="checkout-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <OrderConfirmation order={confirmation} business={isBusinessBuyer(profile)} locale={locale} />
      </section>
    );
  }

  let body;
  if (cart.isPending) body = <Spinner label="Loading your cart" />;
  else if (cart.isError)
    body = <Alert kind="danger">{userMessageOf(cart.error, 'Your cart could not be loaded.')}</Alert>;
  else if (!cart.data || cart.data.items.length === 0)
    body = (
      <div className="checkout-empty">
        <p>Your cart is empty.</p>
        <Link to="/pages/store">Continue Shopping</Link>
      </div>
    );
  else {
    const itemCount = cart.data.itemCount;
    body = (
      <>
        <p className="checkout-muted">
          {itemCount} {itemCount === 1 ? 'item' : 'items'} in your cart ·{' '}
          <Link to="/pages/store/cart">Edit Cart</Link>
        </p>
        {defaults.isError && (
          <Alert kind="warning">
            {userMessageOf(
              defaults.error,
              'Your default addresses could not be loaded; please choose addresses.',
            )}
          </Alert>
        )}
        <CheckoutStep
          id="checkout-shipping"
          number={1}
          title="Shipping Address"
          status={statusOf('shipping', step)}
          focusOnOpen={moved}
          onChange={() => go('shipping')}
          summary={shipping && <AddressSummary address={shipping} />}
        >
          <AddressStep
            kind="SHIPPING"
            legend="Choose a shipping address"
            selected={shipping}
            onSelect={setChosenShipping}
            defaultAddress={defaults.data?.defaultShippingAddress ?? null}
            canAddAddress={profile.isAddressModificationAllowed}
            onContinue={() => go('billing')}
          />
        </CheckoutStep>
        <CheckoutStep
          id="checkout-billing"
          number={2}
          title="Billing Address"
          status={statusOf('billing', step)}
          focusOnOpen={moved}
          onChange={() => go('billing')}
          summary={billing && <AddressSummary address={billing} />}
        >
          <AddressStep
            kind="BILLING"
            legend="Choose a billing address"
            selected={billing}
            onSelect={setChosenBilling}
            defaultAddress={defaults.data?.defaultBillingAddress ?? null}
            canAddAddress={profile.isAddressModificationAllowed}
            onContinue={() => go('payment')}
          />
        </CheckoutStep>
        <CheckoutStep
          id="checkout-payment"
          number={3}
          title="Payment"
          status={statusOf('payment', step)}
          focusOnOpen={moved}
          onChange={() => go('payment')}
          summary={
            <p>
              {paymentMethod ? describeCard(paymentMethod) : 'Purchase order'}
              {poEnabled && customerPo.trim() && ` · PO ${customerPo.trim()}`}
            </p>
          }
        >
          <PaymentStep
            methods={methods.data}
            methodsError={
              methods.isError ? userMessageOf(methods.error, 'Your saved cards could not be loaded.') : null
            }
            selectedId={paymentMethodId}
            onSelect={setChosenPayment}
            onCardAdded={(method: PaymentMethod) => {
              queryClient.setQueryData<PaymentMethod[]>(['checkout', 'payment-methods'], (list) => [
                ...(list ?? []).map((m) => (method.isDefault ? { ...m, isDefault: false } : m)),
                method,
              ]);
              setChosenPayment(method.id);
            }}
            poEnabled={poEnabled}
            customerPo={customerPo}
            onCustomerPoChange={setCustomerPo}
            onContinue={() => {
              go('review');
              requestQuote();
            }}
          />
        </CheckoutStep>
        <CheckoutStep
          id="checkout-review"
          number={4}
          title="Review Order"
          status={statusOf('review', step)}
          focusOnOpen={moved}
        >
          <ReviewStep
            quote={quote.data}
            quoting={quote.isPending}
            quoteError={quote.isError ? userMessageOf(quote.error, 'Your order could not be priced.') : null}
            onRetryQuote={requestQuote}
            placing={order.isPending}
            placeError={order.isError ? userMessageOf(order.error, 'Your order could not be placed.') : null}
            onPlaceOrder={() => quote.data && order.mutate(quote.data.quoteId)}
            locale={locale}
          />
        </CheckoutStep>
      </>
    );
  }

  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {body}
    </section>
  );
}
