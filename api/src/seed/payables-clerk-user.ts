// The accounts-payable clerk of Prairie Tree Service (issue 39, docs/seed-users.md): pays invoices online with two
// saved cards of the payment stand-in (docs/payments.md). Seeded apart from SEED_USERS and without the seed's random
// numbers, so adding them moves nothing else; the card tokens are fixed, so two seeded databases are identical.
import type { Transaction } from '../db/client.js';
import { paymentMethods, users } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { insertUserSeededApart } from './report-developer-user.js';
import { PAYABLES_CLERK_USER } from './users.js';

export { PAYABLES_CLERK_USER };

/** The clerk's saved cards: the stand-in approves the first and declines the second (its token says so). */
export const PAYABLES_CLERK_CARDS = [
  { id: '5eed0b2b-0000-4000-8000-000000000301', token: 'tok_seed_payables_4242', lastFour: '4242' },
  { id: '5eed0b2b-0000-4000-8000-000000000302', token: 'tok_test_decline_seed_payables', lastFour: '0002' },
] as const;

export async function seedPayablesClerk(tx: Transaction, now: Date): Promise<void> {
  await insertUserSeededApart(tx, now, PAYABLES_CLERK_USER);
  const [user] = await tx
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.id, PAYABLES_CLERK_USER.id));
  await tx.insert(paymentMethods).values(
    PAYABLES_CLERK_CARDS.map((card) => ({
      id: card.id,
      userId: PAYABLES_CLERK_USER.id,
      accountId: user?.accountId ?? null,
      token: card.token,
      brand: 'Visa',
      lastFour: card.lastFour,
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      cardholderName: `${PAYABLES_CLERK_USER.firstName} ${PAYABLES_CLERK_USER.lastName}`,
      createdAt: now,
    })),
  );
  await tx
    .update(users)
    .set({ defaultPaymentId: PAYABLES_CLERK_CARDS[0].id })
    .where(eq(users.id, PAYABLES_CLERK_USER.id));
}
