import { MAX_PRICE_EUROS } from './limits';

/** Euros with at most two decimals, as prices are written: "12", "12.5", "12.99". */
export const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** 10000.00 €: the highest price of a post or a package. */
export const MAX_PRICE_CENTS = MAX_PRICE_EUROS * 100;

/** 1299 -> "12.99": the API shows prices as decimal strings in euros (spec §3). */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A price as text: a string trimmed, a JSON number as JavaScript writes it, so 5.001,
 * 1e-7 or 0.30000000000000004 keep what makes them more than two decimals.
 */
export function priceText(price: string | number): string {
  return typeof price === 'number' ? String(price) : price.trim();
}

/** True for a price with at most two decimals (string or number). */
export function isTwoDecimalPrice(price: string | number): boolean {
  return PRICE_PATTERN.test(priceText(price));
}

/** "12.99" | 12.99 -> 1299, rejecting more than two decimals (validate first: this throws). */
export function priceToCents(price: string | number): number {
  const text = priceText(price);
  if (!PRICE_PATTERN.test(text)) throw new RangeError(`Invalid price: ${price}`);
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}
