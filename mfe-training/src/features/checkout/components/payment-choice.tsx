// How a paid course order is paid (spec 3 'Course order', spec 7 createCourseOrder): one of the caller's saved cards
// (the page pre-selects the default) or a new one, saved with the shared card form and then chosen.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
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
}

const expiry = (card: SavedCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export function PaymentChoice({ cards, selectedId, onSelect, onCardAdded }: PaymentChoiceProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">Payment</h2>
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
