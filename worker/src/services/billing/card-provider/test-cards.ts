/**
 * The local test provider's cards: the numbers of Stripe's test mode, so that what a person tries
 * on `npm start` behaves as it would against Stripe in test mode. Any other number is refused as
 * Stripe's test mode refuses a live card.
 */
import { TEST_CARDS } from '../../../../../schema/api/billing.ts';

export type TestCardBehaviour = 'succeed' | 'decline' | 'authentication_required';

export interface TestCard {
  brand: string;
  /** Set-up refused with this error, or the card is saved and charges do `charges`. */
  setupError?: { code: string; message: string };
  charges: TestCardBehaviour;
}

const digits = (n: string) => n.replace(/\D/g, '');

export const DECLINED = { code: 'card_declined', message: 'Your card was declined.' } as const;

const CARDS: Record<string, TestCard> = {
  [digits(TEST_CARDS.success)]: { brand: 'visa', charges: 'succeed' },
  '4000056655665556': { brand: 'visa', charges: 'succeed' },
  '5555555555554444': { brand: 'mastercard', charges: 'succeed' },
  '378282246310005': { brand: 'amex', charges: 'succeed' },
  [digits(TEST_CARDS.declined)]: { brand: 'visa', setupError: DECLINED, charges: 'decline' },
  '4000000000009995': { brand: 'visa', setupError: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, charges: 'decline' },
  '4000000000000069': { brand: 'visa', setupError: { code: 'expired_card', message: 'Your card has expired.' }, charges: 'decline' },
  '4000000000000127': { brand: 'visa', setupError: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, charges: 'decline' },
  [digits(TEST_CARDS.chargeDeclined)]: { brand: 'visa', charges: 'decline' },
  [digits(TEST_CARDS.authenticationRequired)]: { brand: 'visa', charges: 'authentication_required' },
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** The card form's details, as the browser's confirm step sends them. */
export interface TestSetupConfirmation {
  cardNumber: string;
  expMonth: number;
  expYear: number;
}

export type TestCardCheck = { ok: true; card: TestCard; last4: string } | { ok: false; code: string; message: string };

/** What the card form's details come to: the test card, or the error Stripe's test mode would give. */
export function checkTestCard(cardNumber: string, expMonth: number, expYear: number, now: Date): TestCardCheck {
  const number = digits(cardNumber);
  if (!luhnValid(number)) return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  const expired = expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (expired) return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." };
  const card = CARDS[number];
  if (!card) {
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. This server uses the test card provider, which accepts only test cards such as 4242 4242 4242 4242.',
    };
  }
  if (card.setupError) return { ok: false, ...card.setupError };
  return { ok: true, card, last4: number.slice(-4) };
}
