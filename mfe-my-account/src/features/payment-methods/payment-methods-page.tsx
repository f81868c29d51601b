// /pages/my-account/paymentMethodsPage (spec 2 'My Account', spec 7): the saved cards — add one (the checkout's
// checks), delete one after confirmation, choose the default.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { NewCardForm } from '@portal/shared-ui/card-form';
import { addCard, deleteCard, setDefaultCard } from './api/payment-methods';
import type { SavedCard } from './api/payment-methods';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { cardsOptions } from './api/queries';

export const cardLabel = (card: SavedCard) => `${card.brand} ending in ${card.lastFour}`;
export const cardExpiry = (card: SavedCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export default function PaymentMethodsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const options = cardsOptions(useOrganizationScope());
  const cards = useQuery({ ...options, enabled: initialized });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const remove = useMutation({
    mutationFn: (card: SavedCard) => deleteCard(card.id),
    onSuccess: (_, card) => showToast({ kind: 'success', message: `${cardLabel(card)} was deleted.` }),
    onError: (error) =>
      showToast({
        kind: 'error',
        message: userMessageOf(error, 'The card could not be deleted. Please try again.'),
      }),
    onSettled: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (card: SavedCard) => setDefaultCard(cards.data?.userId ?? '', card.id),
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The default card could not be changed.') }),
    onSettled: () => refresh(),
  });

  return (
    <section className="acct-page" aria-labelledby="cards-title">
      <h1 id="cards-title">Payment Methods</h1>
      {cards.isPending ? (
        <Spinner label="Loading saved cards" />
      ) : cards.isError ? (
        <Alert kind="danger">The saved cards could not be loaded. Please try again.</Alert>
      ) : cards.data.cards.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul className="acct-cards" aria-label="Saved cards">
          {cards.data.cards.map((card) => (
            <li key={card.id} className="acct-card">
              <strong>{cardLabel(card)}</strong>
              <span>{card.cardholderName}</span>
              <span>Expires {cardExpiry(card)}</span>
              {card.isDefault ? (
                <span>Default card</span>
              ) : (
                <Button
                  variant="link"
                  disabled={makeDefault.isPending}
                  onClick={() => makeDefault.mutate(card)}
                >
                  Make Default<span className="visually-hidden"> {cardLabel(card)}</span>
                </Button>
              )}
              <Button
                variant="danger"
                size="sm"
                aria-label={`Delete ${cardLabel(card)}`}
                onClick={() => setDeleting(card)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <NewCardForm
          saveCard={addCard}
          describeError={userMessageOf}
          headingLevel={2}
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            showToast({ kind: 'success', message: 'The card was saved.' });
            void refresh();
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>Add a New Card</Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Card"
        message={deleting ? `Delete ${cardLabel(deleting)}?` : ''}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
