// Course order checkout (spec 3 'Course order', 7 createCourseOrder): the training cart's courses and seats; for paid
// orders a billing address from the shared address picker (the company's default pre-selected; personal buyers may
// add one) and a saved or new card (the shared card form); then the confirmation with a 'Start course' link per
// enrolment. The order number is made once per visit, so a retried submit creates nothing new.
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import {
  loadCart,
  updateCartQuantities,
  useCart,
  useProfile,
  useSelectedOrganization,
  formatMoney,
} from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { CreateCourseOrderDocument } from '../../gql/graphql';
import type { CourseCheckoutDetailsQuery, CreateCourseOrderMutation } from '../../gql/graphql';
import {
  ErrorState,
  LoadingState,
  TRAINING_CART_PATH,
  TRAINING_HOME_PATH,
  useCourses,
  useTrainingCaller,
} from '../../catalogue';
import { checkoutDetailsOptions, useCheckoutDetails } from './api/queries';
import type { BillingAddress, SavedCard } from './api/course-checkout-api';
import { BillingAddressChoice } from './components/billing-address-choice';
import { OrderConfirmation } from './components/order-confirmation';
import { PaymentChoice } from './components/payment-choice';

const newOrderNumber = () =>
  `TRN-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Date.now().toString(36)}`;

export default function CourseCheckoutPage() {
  const cart = useCart('training-store');
  const profile = useProfile();
  const selected = useSelectedOrganization();
  const accountId = selected?.accountId ?? profile.accountId;
  const { ready } = useTrainingCaller();
  const [externalOrderId] = useState(newOrderNumber);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [billingChoice, setBillingChoice] = useState<BillingAddress | null>(null);
  const [customerPo, setCustomerPo] = useState('');
  const poEnabled = profile.isCustomerPurchaseOrderEnabled;
  const po = poEnabled ? customerPo.trim() : '';
  const queryClient = useQueryClient();

  // the shell loads the carts at start; a page opened before that finished loads its own
  const cartLoaded = cart.status !== 'idle';
  useEffect(() => {
    if (ready && !cartLoaded) void loadCart('training-store').catch(() => undefined);
  }, [ready, cartLoaded]);

  const detailsKey = checkoutDetailsOptions(useOrganizationScope(), accountId).queryKey;
  const details = useCheckoutDetails(accountId, ready);
  const courses = useCourses(cart.items.map((line) => line.itemId));

  const cards = details.data?.paymentMethods ?? [];
  const chosenCard = paymentMethodId ?? cards.find((c) => c.isDefault)?.id ?? cards[0]?.id ?? null;
  const defaultBilling = details.data?.getAccountAddresses.defaultBillingAddress ?? null;
  const billing = billingChoice ?? defaultBilling;

  /** A card saved here joins the list and is chosen. */
  function cardAdded(card: SavedCard) {
    queryClient.setQueryData<CourseCheckoutDetailsQuery>(detailsKey, (old) =>
      old ? { ...old, paymentMethods: [...old.paymentMethods, card] } : old,
    );
    setPaymentMethodId(card.id);
  }

  const order = useMutation({
    mutationFn: (): Promise<CreateCourseOrderMutation['createCourseOrder']> => {
      const known = new Map(courses.data?.map((d) => [d.course.courseId, d.course]) ?? []);
      return runGraphQL(CreateCourseOrderDocument, {
        courseOrder: {
          externalOrderId,
          accountId: accountId ?? '',
          courses: cart.items.map((line) => ({
            courseId: line.itemId,
            externalCourseId: known.get(line.itemId)?.externalCourseId ?? line.itemId,
            quantity: line.quantity,
          })),
          // a purchase order number bills the company: no card then
          paymentMethodId: po ? null : (chosenCard ?? null),
          customerPo: po || null,
          billToAddressId: billing?.addressId ?? null,
        },
      }).then((d) => d.createCourseOrder);
    },
    onSuccess: () =>
      // the order is placed: the cart's courses are bought
      void updateCartQuantities(
        'training-store',
        cart.items.map((line) => ({ itemId: line.itemId, quantity: 0 })),
      ).catch(() => undefined),
  });

  if (order.data) return <OrderConfirmation confirmation={order.data} />;

  if (cart.status !== 'ready' || details.isPending || (cart.items.length > 0 && courses.isPending))
    return <LoadingState label="Loading checkout" />;
  if (details.isError || courses.isError)
    return (
      <div className="training-page">
        <ErrorState message="Checkout could not be loaded." onRetry={() => void details.refetch()} />
      </div>
    );
  if (cart.items.length === 0)
    return (
      <div className="training-page">
        <h1>Checkout</h1>
        <p>
          Your training cart is empty. <Link to={TRAINING_HOME_PATH}>Browse courses</Link>
        </p>
      </div>
    );

  const list = courses.data ?? [];
  const currency = list[0]?.course.currency ?? 'USD';
  const total = cart.items.reduce((sum, line) => {
    const price = list.find((d) => d.course.courseId === line.itemId)?.course.price ?? 0;
    return sum + price * line.quantity;
  }, 0);
  const paid = total > 0;
  const canPlace = !paid || ((chosenCard !== null || po !== '') && billing !== null);

  return (
    <div className="training-page">
      <h1>Checkout</h1>
      <section aria-labelledby="checkout-courses">
        <h2 id="checkout-courses">Courses</h2>
        <ul>
          {cart.items.map((line) => {
            const course = list.find((d) => d.course.courseId === line.itemId)?.course;
            return (
              <li key={line.shoppingCartItemId}>
                {course?.title ?? line.itemId} — {line.quantity} seat(s) ×{' '}
                {formatMoney(course?.price ?? 0, currency)}
              </li>
            );
          })}
        </ul>
        <p>
          <strong>Subtotal: {formatMoney(total, currency)}</strong>
        </p>
        {paid ? <p>Sales tax is added for the billing address&apos;s state or province.</p> : null}
        <Link to={TRAINING_CART_PATH}>Edit cart</Link>
      </section>
      {paid ? (
        <>
          <BillingAddressChoice
            accountId={accountId ?? null}
            defaultAddress={defaultBilling}
            selected={billing}
            onSelect={setBillingChoice}
            canAddAddress={profile.isAddressModificationAllowed}
          />
          <PaymentChoice
            cards={cards}
            selectedId={chosenCard}
            onSelect={setPaymentMethodId}
            onCardAdded={cardAdded}
            poEnabled={poEnabled}
            customerPo={customerPo}
            onCustomerPoChange={setCustomerPo}
          />
        </>
      ) : null}
      {order.isError ? (
        <Alert kind="danger">
          {userMessageOf(order.error, 'The order could not be placed. Please try again.')}
        </Alert>
      ) : null}
      <div className="training-actions">
        <button
          type="button"
          className="pui-button pui-button--primary"
          disabled={!canPlace || order.isPending || !accountId}
          onClick={() => order.mutate()}
        >
          {order.isPending ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
    </div>
  );
}
