// Payment: a saved card (brand and last four; the default pre-selected by the page) or a new one, and a purchase
// order number when the account has isCustomerPurchaseOrderEnabled. The API wants a card or a PO number.
import { userMessageOf } from '@portal/api-client';
import { useId, useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { NewCardForm } from '@portal/shared-ui/card-form';
import { addNewCreditCard } from '../api/checkout-api';
import type { PaymentMethod } from '../types/checkout-types';

export interface PaymentStepProps {
  methods: PaymentMethod[] | undefined;
  methodsError: string | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onCardAdded: (method: PaymentMethod) => void;
  poEnabled: boolean;
  customerPo: string;
  onCustomerPoChange: (value: string) => void;
  onContinue: () => void;
}

export function describeCard(method: Pick<PaymentMethod, 'brand' | 'lastFour'>): string {
  return `${method.brand} ending in ${method.lastFour}`;
}

export const PO_MAX_LENGTH = 50;

export function PaymentStep({
  methods,
  methodsError,
  selectedId,
  onSelect,
  onCardAdded,
  poEnabled,
  customerPo,
  onCustomerPoChange,
  onContinue,
}: PaymentStepProps) {
  const id = useId();
  const [addingCard, setAddingCard] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function proceed() {
    const po = customerPo.trim();
    if (po && !/^[\x20-\x7E]*$/.test(po)) {
      setProblem('Purchase order number may contain only letters, digits and punctuation.');
      return;
    }
    if (!selectedId && !(poEnabled && po)) {
      setProblem(
        poEnabled
          ? 'A payment method is required. Please choose a saved card or enter a purchase order number.'
          : 'A payment method is required. Please choose a saved card.',
      );
      return;
    }
    setProblem(null);
    onContinue();
  }

  return (
    <div className="checkout-payment">
      {poEnabled && (
        <div className="checkout-field checkout-po">
          <label htmlFor={`${id}-po`}>Purchase Order Number</label>
          <input
            id={`${id}-po`}
            value={customerPo}
            maxLength={PO_MAX_LENGTH}
            onChange={(e) => onCustomerPoChange(e.target.value)}
            aria-describedby={`${id}-po-hint`}
          />
          <span id={`${id}-po-hint`} className="checkout-field__hint">
            With a purchase order number the order is billed to your account; a card is then optional.
          </span>
        </div>
      )}

      <fieldset className="checkout-cards">
        <legend>Saved Cards</legend>
        {methods === undefined && !methodsError && <Spinner size="sm" label="Loading saved cards" />}
        {methodsError && <Alert kind="danger">{methodsError}</Alert>}
        {methods !== undefined && methods.length === 0 && <p>You have no saved cards.</p>}
        {methods && methods.length > 0 && (
          <ul className="checkout-cards__list">
            {methods.map((method) => (
              <li key={method.id}>
                <label className="checkout-check">
                  <input
                    type="radio"
                    name={`${id}-card`}
                    value={method.id}
                    checked={selectedId === method.id}
                    onChange={() => {
                      setProblem(null);
                      onSelect(method.id);
                    }}
                  />
                  <span>
                    {describeCard(method)}
                    <span className="checkout-muted">
                      {' '}
                      · expires {String(method.expMonth).padStart(2, '0')}/{method.expYear}
                      {method.cardholderName && ` · ${method.cardholderName}`}
                    </span>
                    {method.isDefault && <span className="checkout-badge">Default</span>}
                  </span>
                </label>
              </li>
            ))}
            {poEnabled && (
              <li>
                <label className="checkout-check">
                  <input
                    type="radio"
                    name={`${id}-card`}
                    value=""
                    checked={selectedId === null}
                    onChange={() => onSelect(null)}
                  />
                  <span>No card (purchase order only)</span>
                </label>
              </li>
            )}
          </ul>
        )}
      </fieldset>

      {addingCard ? (
        <NewCardForm
          saveCard={addNewCreditCard}
          describeError={userMessageOf}
          onCancel={() => setAddingCard(false)}
          onAdded={(method) => {
            setAddingCard(false);
            setProblem(null);
            onCardAdded(method);
          }}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAddingCard(true)}>
          Add a New Card
        </Button>
      )}

      {problem && <Alert kind="danger">{problem}</Alert>}
      {!addingCard && (
        <div className="checkout-actions">
          <Button onClick={proceed}>Continue to Review</Button>
        </div>
      )}
    </div>
  );
}
