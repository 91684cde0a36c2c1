import { API_MESSAGES } from '../../../../contract/api-messages';
/**
 * The built-in test checkout's cards, as in Stripe's test mode: 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined; anything else is refused.
 */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export const CARD_MESSAGES = {
  invalidNumber: API_MESSAGES.card.invalidNumber.en,
  declined: API_MESSAGES.card.declined.en,
  notATestCard: API_MESSAGES.card.notATestCard.en,
  invalidExpiry: API_MESSAGES.card.invalidExpiry.en,
  expired: API_MESSAGES.card.expired.en,
  invalidCvc: API_MESSAGES.card.invalidCvc.en,
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; outcome: 'paid' | 'declined'; message?: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM / YYYY", valid through the end of that month. */
export function expiryValid(expiry: string, now: Date): 'ok' | 'invalid' | 'expired' {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? 'ok' : 'expired';
}

export function checkTestCard(card: CardInput, now = new Date()): CardCheck {
  const digits = digitsOf(card.number);
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.invalidNumber };
  const expiry = expiryValid(card.expiry, now);
  if (expiry === 'invalid') return { ok: false, field: 'expiry', message: CARD_MESSAGES.invalidExpiry };
  if (expiry === 'expired') return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.invalidCvc };
  if (digits === TEST_CARD_SUCCESS) return { ok: true, outcome: 'paid' };
  if (digits === TEST_CARD_DECLINED) return { ok: true, outcome: 'declined', message: CARD_MESSAGES.declined };
  return { ok: true, outcome: 'declined', message: CARD_MESSAGES.notATestCard };
}
