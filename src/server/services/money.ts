/** 1299 -> "12.99": the API shows prices as decimal strings in euros (spec §3). */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "12.99" | 12.99 -> 1299, rejecting more than two decimals. */
export function priceToCents(price: string | number): number {
  const text = typeof price === 'number' ? String(price) : price.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw new RangeError(`Invalid price: ${price}`);
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Average of half-star ratings, as stars rounded to one decimal (0 when unrated). */
export function averageRate(halvesSum: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((halvesSum / count / 2) * 10) / 10;
}
