// The course order's confirmation: order number, courses and total, and a 'Start course' link per enrolment.
import { formatMoney } from '@portal/shared-session';
import { useEffect, useRef } from 'react';
import { Link } from '@portal/shared-session/routing';
import type { CreateCourseOrderMutation } from '../../../gql/graphql';
import { TRAINING_HOME_PATH, teamOrderPath } from '../../../catalogue';

export function OrderConfirmation({
  confirmation,
}: {
  confirmation: CreateCourseOrderMutation['createCourseOrder'];
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { order, enrolments } = confirmation;
  return (
    <div className="training-page">
      <h1 ref={headingRef} tabIndex={-1}>
        Thank you for your order
      </h1>
      <p>
        Order number: <strong>{order.orderNumber ?? order.externalOrderId}</strong>
      </p>
      {order.customerPo ? <p>Purchase order number: {order.customerPo}</p> : null}
      <ul>
        {order.lines.map((line) => (
          <li key={line.courseId}>
            {line.title} — {line.quantity} seat(s), {formatMoney(line.lineTotal, order.currency)}
          </li>
        ))}
      </ul>
      <p>Subtotal: {formatMoney(order.subtotal, order.currency)}</p>
      <p>Tax: {formatMoney(order.tax, order.currency)}</p>
      <p>
        <strong>Total: {formatMoney(order.total, order.currency)}</strong>
      </p>
      <p>
        <Link to={teamOrderPath(order.courseOrderId)}>Assign Seats to Learners</Link>
      </p>
      {enrolments.length > 0 ? (
        <section aria-labelledby="order-enrolments">
          <h2 id="order-enrolments">Your courses</h2>
          <ul>
            {enrolments.map((enrolment) => (
              <li key={enrolment.enrolmentId}>
                {enrolment.title}:{' '}
                <a href={enrolment.startUrl} target="_blank" rel="noreferrer">
                  Start course<span className="visually-hidden"> {enrolment.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={TRAINING_HOME_PATH}>Continue Shopping</Link>
    </div>
  );
}
