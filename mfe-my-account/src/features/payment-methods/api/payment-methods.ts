// The caller's saved cards (commerce.graphql paymentMethods / addNewCreditCard, my-account.graphql
// deletePaymentMethod; the default card is the profile's defaultBrandPaymentId).
import { runGraphQL } from '@portal/api-client';
import {
  AccountAddCardDocument,
  AccountDeleteCardDocument,
  AccountPaymentMethodsDocument,
  AccountSetDefaultCardDocument,
} from '../../../gql/graphql';
import type { AccountCardFragment, NewCardInput } from '../../../gql/graphql';

export type SavedCard = AccountCardFragment;

/** The saved cards and the caller's user id (userUpdateProfile sets the default card by it). */
export async function fetchCards(signal?: AbortSignal): Promise<{ cards: SavedCard[]; userId: string }> {
  const data = await runGraphQL(AccountPaymentMethodsDocument, {}, { signal });
  return { cards: data.paymentMethods, userId: data.getDetailedProfile.userId ?? '' };
}

export async function addCard(card: NewCardInput): Promise<SavedCard> {
  return (await runGraphQL(AccountAddCardDocument, { card })).addNewCreditCard;
}

/** Deletes a card; the remaining cards come back (the default moves to the newest when it was the default). */
export async function deleteCard(paymentMethodId: string): Promise<SavedCard[]> {
  return (await runGraphQL(AccountDeleteCardDocument, { paymentMethodId })).deletePaymentMethod;
}

export async function setDefaultCard(userId: string, paymentMethodId: string): Promise<void> {
  await runGraphQL(AccountSetDefaultCardDocument, { userId, paymentMethodId });
}
