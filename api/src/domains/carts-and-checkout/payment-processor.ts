// The payment processor adapter (ADR 0006, issue 39): the one interface between the portal and whoever holds card
// and bank details and moves the money. Checkout's saved cards are tokenised through it and invoice payments charge
// through it. A production provider (Stripe, Adyen, Authorize.Net…) implements `PaymentProcessor`; the embedded
// default is `standInProcessor`, which plays the processor with documented test cards and bank accounts
// (docs/payments.md) so the portal works end to end with nothing to reach.
import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits } from '@portal/rules/validation';
import type { BankAccountType, CardBrand } from '@portal/rules/validation';

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  cardholderName: string;
}

export interface BankAccountDetails {
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType: BankAccountType;
}

/** What the portal keeps of a card or account: the processor's token and what a person recognises it by. */
export interface TokenisedCard {
  token: string;
  brand: CardBrand;
  lastFour: string;
}
export interface TokenisedBankAccount {
  token: string;
  lastFour: string;
}

export interface ChargeRequest {
  /** a token this processor issued */
  token: string;
  amountCents: number;
  currency: string;
  /** the processor's own idempotency key: a retried request never charges twice at the processor either */
  idempotencyKey: string;
  /** what the payer's statement shows */
  description: string;
}

/** Why a charge was refused, in words the payer can act on. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'account_closed';
export type ChargeResult =
  | { outcome: 'APPROVED'; processorReference: string }
  | { outcome: 'DECLINED'; declineCode: DeclineCode; message: string };

export interface PaymentProcessor {
  /** a short name recorded with each payment */
  readonly name: string;
  tokeniseCard(card: CardDetails): Promise<TokenisedCard>;
  tokeniseBankAccount(account: BankAccountDetails): Promise<TokenisedBankAccount>;
  /** charges a card or debits a bank account; a refusal is an answer (DECLINED), not an exception */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined. Nothing was charged; please choose another payment method.',
  insufficient_funds:
    'The payment was declined for insufficient funds. Nothing was charged; please choose another payment method.',
  account_closed:
    'The bank declined the debit: the account is closed. Nothing was charged; please use another account.',
};

/** The stand-in's documented test cards and bank accounts (docs/payments.md); any other valid one is approved. */
export const STAND_IN_TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  slow: '4000000000006975',
} as const;
export const STAND_IN_TEST_BANK_ACCOUNTS = {
  routingNumber: '110000000',
  approved: '000123456789',
  closed: '000111111116',
  insufficientFunds: '000222222227',
  slow: '000333333335',
} as const;

type StandInBehaviour = 'decline' | 'funds' | 'closed' | 'slow';

const CARD_BEHAVIOUR: Record<string, StandInBehaviour> = {
  [STAND_IN_TEST_CARDS.declined]: 'decline',
  [STAND_IN_TEST_CARDS.insufficientFunds]: 'funds',
  [STAND_IN_TEST_CARDS.slow]: 'slow',
};
const ACCOUNT_BEHAVIOUR: Record<string, StandInBehaviour> = {
  [STAND_IN_TEST_BANK_ACCOUNTS.closed]: 'closed',
  [STAND_IN_TEST_BANK_ACCOUNTS.insufficientFunds]: 'funds',
  [STAND_IN_TEST_BANK_ACCOUNTS.slow]: 'slow',
};

/**
 * A stand-in token: random, unrelated to the number. A processor's vault remembers how a test card behaves; the
 * stand-in has no vault, so a test card's behaviour is written into its token (`tok_test_decline_…`).
 */
export function standInToken(behaviour?: StandInBehaviour, prefix = 'tok'): string {
  const random = randomBytes(18).toString('base64url');
  return behaviour ? `${prefix}_test_${behaviour}_${random}` : `${prefix}_${random}`;
}

function behaviourOf(token: string): StandInBehaviour | null {
  const match = /^(?:tok|ba)_test_(decline|funds|closed|slow)_/.exec(token);
  return (match?.[1] as StandInBehaviour | undefined) ?? null;
}

export interface StandInOptions {
  /** how long the slow test card and account take to answer (PAYMENT_STAND_IN_SLOW_MS, default 4000 ms) */
  slowMs?: number;
}

/** The embedded processor stand-in. Its charges are answered at once (ACH included: no settlement delay). */
export function standInProcessor(options: StandInOptions = {}): PaymentProcessor {
  const slowMs = options.slowMs ?? 4000;
  return {
    name: 'stand-in',
    async tokeniseCard(card) {
      const digits = cardDigits(card.cardNumber);
      const brand = cardBrand(digits);
      // the checkout's schema has already refused such a number; a processor refuses it as well
      if (!brand) throw new Error('card brand not accepted');
      return { token: standInToken(CARD_BEHAVIOUR[digits]), brand, lastFour: digits.slice(-4) };
    },
    async tokeniseBankAccount(account) {
      const digits = account.accountNumber.replace(/\s/g, '');
      return { token: standInToken(ACCOUNT_BEHAVIOUR[digits], 'ba'), lastFour: digits.slice(-4) };
    },
    async charge(request) {
      const behaviour = behaviourOf(request.token);
      if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (behaviour === 'decline')
        return { outcome: 'DECLINED', declineCode: 'card_declined', message: DECLINE_MESSAGES.card_declined };
      if (behaviour === 'funds')
        return {
          outcome: 'DECLINED',
          declineCode: 'insufficient_funds',
          message: DECLINE_MESSAGES.insufficient_funds,
        };
      if (behaviour === 'closed')
        return {
          outcome: 'DECLINED',
          declineCode: 'account_closed',
          message: DECLINE_MESSAGES.account_closed,
        };
      return { outcome: 'APPROVED', processorReference: `ch_${randomBytes(12).toString('hex')}` };
    },
  };
}
