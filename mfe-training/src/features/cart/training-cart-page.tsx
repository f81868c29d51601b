// The training cart (spec 3, 4): guests and Demo_Only_Training_Store users keep it in this browser
// ('training-store-cart'), merged into the server cart at sign-in; others use the server cart (application
// training-store). Seats per course; removing a course asks first.
import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { courseSeatsProblem } from '@portal/rules/validation';
import { userMessageOf } from '@portal/api-client';
import {
  isGuest,
  loadCart,
  removeFromCart,
  requestLogin,
  updateCartQuantities,
  useCart,
  usePrivileges,
  useProfile,
  formatMoney,
} from '@portal/shared-session';
import type { CartLine } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { Link } from '@portal/shared-session/routing';
import {
  ErrorState,
  LoadingState,
  TRAINING_CART_PATH,
  TRAINING_CHECKOUT_PATH,
  TRAINING_HOME_PATH,
  courseDetailOptions,
  coursePath,
  useTrainingCaller,
} from '../../catalogue';
import type { Course } from '../../catalogue';

/**
 * Keyed by the line's quantity, so a quantity the cart settles on replaces what was typed. Seats beyond what
 * checkout accepts are refused here, with checkout's own message (@portal/rules' course seats).
 */
function SeatsInput({ line, title }: { line: CartLine; title: string }) {
  const [value, setValue] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `seats-error-${line.itemId}`;
  const commit = () => {
    const refused = courseSeatsProblem(value);
    setProblem(refused);
    if (refused) return;
    const quantity = Number(value);
    if (quantity !== line.quantity)
      void updateCartQuantities('training-store', [{ itemId: line.itemId, quantity }]).catch(
        (error: unknown) => {
          setProblem(userMessageOf(error, 'The seats could not be changed. Please try again.'));
          setValue(String(line.quantity));
        },
      );
  };
  return (
    <>
      <DigitOnlyInput
        aria-label={`Seats of ${title}`}
        value={value}
        maxLength={4}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={setValue}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {problem ? (
        <p id={errorId} role="alert" className="training-seats-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}

export default function TrainingCartPage() {
  const cart = useCart('training-store');
  const profile = useProfile();
  const privileges = usePrivileges();
  const { caller, ready, key } = useTrainingCaller();
  const [removing, setRemoving] = useState<{ line: CartLine; title: string } | null>(null);

  useEffect(() => {
    if (ready) void loadCart('training-store').catch(() => undefined);
  }, [ready, key]);

  const courseIds = [...new Set(cart.items.map((line) => line.itemId))];
  const scope = useOrganizationScope();
  const details = useQueries({
    queries: courseIds.map((courseId) => ({
      ...courseDetailOptions(scope, caller, key[0], courseId),
      enabled: ready,
    })),
  });
  const courses = new Map<string, Course>();
  details.forEach((d) => {
    if (d.data) courses.set(d.data.course.courseId, d.data.course);
  });

  const guest = isGuest(profile);
  const demoOnly = privileges.includes('Demo_Only_Training_Store');
  const currency = cart.items.map((l) => courses.get(l.itemId)?.currency).find(Boolean) ?? 'USD';

  let body;
  if (cart.status === 'idle' || (cart.status === 'loading' && cart.items.length === 0))
    body = <LoadingState label="Loading your cart" />;
  else if (cart.status === 'error' && cart.items.length === 0)
    body = (
      <ErrorState
        message="Your cart could not be loaded."
        onRetry={() => void loadCart('training-store').catch(() => undefined)}
      />
    );
  else if (cart.items.length === 0)
    body = (
      <p>
        Your training cart is empty. <Link to={TRAINING_HOME_PATH}>Browse courses</Link>
      </p>
    );
  else
    body = (
      <>
        <table className="training-table">
          <caption className="visually-hidden">Courses in your cart</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Price</th>
              <th scope="col">Seats</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => {
              const course = courses.get(line.itemId);
              const title = course?.title ?? line.itemId;
              const unit = course?.price ?? line.unitPrice;
              return (
                <tr key={line.shoppingCartItemId}>
                  <td>
                    <Link to={coursePath(line.itemId)}>{title}</Link>
                  </td>
                  <td>{formatMoney(unit, course?.currency ?? currency)}</td>
                  <td>
                    <SeatsInput key={line.quantity} line={line} title={title} />
                  </td>
                  <td>
                    {formatMoney(unit === null ? null : unit * line.quantity, course?.currency ?? currency)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="pui-button pui-button--link pui-button--sm"
                      onClick={() => setRemoving({ line, title })}
                    >
                      Remove<span className="visually-hidden"> {title}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p>
          <strong>Subtotal: {formatMoney(cart.subtotal, currency)}</strong> ({cart.count} seat(s))
        </p>
        <div className="training-actions">
          {guest ? (
            <button
              type="button"
              className="pui-button pui-button--primary"
              onClick={() => void requestLogin({ returnTo: TRAINING_CART_PATH })}
            >
              Sign In to Check Out
            </button>
          ) : demoOnly ? (
            <p>
              Training orders are not available to demonstration accounts. Your training cart is kept on this
              device.
            </p>
          ) : (
            <Link className="pui-button pui-button--primary" to={TRAINING_CHECKOUT_PATH}>
              Check Out
            </Link>
          )}
          <Link className="pui-button pui-button--secondary" to={TRAINING_HOME_PATH}>
            Continue Shopping
          </Link>
        </div>
      </>
    );

  return (
    <div className="training-page">
      <h1>Training Cart</h1>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove course"
        message={removing ? `Remove ${removing.title} from your cart?` : ''}
        confirmLabel="Remove"
        confirmVariant="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeFromCart('training-store', removing.line).catch(() => undefined);
          setRemoving(null);
        }}
      />
    </div>
  );
}
