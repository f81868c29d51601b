// One numbered section of the checkout. The active one shows its form; a finished one its summary and 'Change';
// a later one only its heading. The heading takes focus when the section opens, so keyboard and screen-reader
// users land on what they have to do next.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';

export type StepStatus = 'active' | 'done' | 'pending';

export interface CheckoutStepProps {
  id: string;
  number: number;
  title: string;
  status: StepStatus;
  summary?: ReactNode;
  onChange?: () => void;
  /** focus the heading when the step opens (not on the page's first render) */
  focusOnOpen: boolean;
  children?: ReactNode;
}

export function CheckoutStep({
  id,
  number,
  title,
  status,
  summary,
  onChange,
  focusOnOpen,
  children,
}: CheckoutStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === 'active' && focusOnOpen) heading.current?.focus();
  }, [status, focusOnOpen]);

  return (
    <section
      className={`checkout-step checkout-step--${status}`}
      aria-labelledby={`${id}-heading`}
      data-step={id}
    >
      <div className="checkout-step__header">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        {status === 'done' && onChange && (
          <Button variant="link" onClick={onChange} aria-label={`Change ${title}`}>
            Change
          </Button>
        )}
      </div>
      {status === 'done' && summary && <div className="checkout-step__summary">{summary}</div>}
      {status === 'active' && <div className="checkout-step__body">{children}</div>}
    </section>
  );
}
