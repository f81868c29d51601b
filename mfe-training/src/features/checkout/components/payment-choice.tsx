// How a paid course order is paid (spec 3 'Course order', spec 7 createCourseOrder): one of the caller's saved cards
// (the page pre-selects the default) or a new one, saved with the shared card form and then chosen; or, where the
// company allows it (isCustomerPurchaseOrderEnabled), a purchase order number instead (issue 40).
import { userMessageOf } from '@portal/api-client';
import { useId, useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { NewCardForm } from '@portal/shared-ui/card-form';
import { addCard } from '../api/course-checkout-api';
import type { SavedCard } from '../api/course-checkout-api';

export interface PaymentChoiceProps {
  cards: SavedCard[];
  selectedId: string | null;
  onSelect: (cardId: string) => void;
  /** a new card was saved: the page lists it and chooses it */
  onCardAdded: (card: SavedCard) => void;
  /** the company may pay by purchase order: the number field shows */
  poEnabled: boolean;
  customerPo: string;
  onCustomerPoChange: (po: string) => void;
}

const expiry = (card: SavedCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export function PaymentChoice({
  cards,
  selectedId,
  onSelect,
  onCardAdded,
  poEnabled,
  customerPo,
  onCustomerPoChange,
}: PaymentChoiceProps) {
  const [adding, setAdding] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">Payment</h2>
      {poEnabled ? (
        <div className="training-field">
          <label htmlFor={`${id}-po`}>Purchase Order Number</label>
          <input
            id={`${id}-po`}
            className="pui-input"
            value={customerPo}
            maxLength={50}
            onChange={(e) => onCustomerPoChange(e.target.value)}
            aria-describedby={`${id}-po-hint`}
          />
          <p id={`${id}-po-hint`}>
            With a purchase order number the order is billed to your account; a card is then not charged.
          </p>
        </div>
      ) : null}
      <fieldset>
        <legend>Saved Cards</legend>
        {cards.length === 0 ? (
          <p>You have no saved cards.</p>
        ) : (
          cards.map((card) => (
            <label key={card.id} className="training-choice">
              <input
                type="radio"
                name="paymentMethod"
                value={card.id}
                checked={selectedId === card.id}
                onChange={() => onSelect(card.id)}
              />
              {card.brand} ending in {card.lastFour} (expires {expiry(card)})
            </label>
          ))
        )}
      </fieldset>
      {adding ? (
        <NewCardForm
          saveCard={addCard}
          describeError={userMessageOf}
          onCancel={() => setAdding(false)}
          onAdded={(card) => {
            setAdding(false);
            onCardAdded(card);
          }}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add a New Card
        </Button>
      )}
    </section>
  );
}
