import { describe, expect, it } from 'vitest';
import { feeCents, percentToBasisPoints, splitBySeller, totalCents } from '../../src/server/services/commerce/orders/fees';

describe('platform fee, in cents', () => {
  it('takes PLATFORM_FEE_PERCENT of a price, rounded half up to the cent', () => {
    expect(feeCents(1299, 10)).toBe(130); // 129.9
    expect(feeCents(1000, 10)).toBe(100);
    expect(feeCents(1995, 10)).toBe(200); // 199.5 rounds up
    expect(feeCents(1994, 10)).toBe(199); // 199.4 rounds down
    expect(feeCents(1999, 12.5)).toBe(250); // 249.875
    expect(feeCents(1, 10)).toBe(0);
    expect(feeCents(5, 10)).toBe(1); // 0.5 rounds up
  });

  it('is exact where floats are not (0.1 + 0.2 style errors never reach the cents)', () => {
    // 1500 × 0.141 is 211.49999999999997 in floating point, so a float round gives 211; the fee is 211.5 -> 212.
    expect(Math.round(1500 * (14.1 / 100))).toBe(211);
    expect(feeCents(1500, 14.1)).toBe(212);
    expect(feeCents(500, 2.9)).toBe(15);
    expect(feeCents(299_999, 33.33)).toBe(99_990);
  });

  it('handles 0 % and 100 % and refuses what is not a fee', () => {
    expect(feeCents(2499, 0)).toBe(0);
    expect(feeCents(2499, 100)).toBe(2499);
    expect(() => feeCents(2499, -1)).toThrow(RangeError);
    expect(() => feeCents(2499, 100.01)).toThrow(RangeError);
    expect(() => feeCents(12.5, 10)).toThrow(RangeError);
    expect(() => feeCents(-100, 10)).toThrow(RangeError);
    expect(percentToBasisPoints(12.5)).toBe(1250);
  });
});

describe('per-seller split of an order', () => {
  const lines = [
    { sellerId: 7, priceCents: 1299, feeCents: feeCents(1299, 10) },
    { sellerId: 9, priceCents: 2499, feeCents: feeCents(2499, 10) },
    { sellerId: 7, priceCents: 799, feeCents: feeCents(799, 10) },
    { sellerId: null, priceCents: 500, feeCents: 50 },
  ];

  it('gives each seller one share: gross, fee and net, in order of first appearance', () => {
    expect(splitBySeller(lines)).toEqual([
      { sellerId: 7, grossCents: 2098, feeCents: 130 + 80, netCents: 2098 - 210 },
      { sellerId: 9, grossCents: 2499, feeCents: 250, netCents: 2249 },
    ]);
  });

  it('adds up: the sellers’ nets plus the platform’s fees are the total charged (lines without seller stay with the platform)', () => {
    const shares = splitBySeller(lines);
    const nets = shares.reduce((sum, share) => sum + share.netCents, 0);
    const fees = lines.reduce((sum, line) => sum + line.feeCents, 0);
    const unowned = lines
      .filter((line) => line.sellerId === null)
      .reduce((sum, line) => sum + line.priceCents - line.feeCents, 0);
    expect(nets + fees + unowned).toBe(totalCents(lines));
    expect(totalCents(lines)).toBe(5097);
    for (const share of shares) expect(Number.isInteger(share.netCents)).toBe(true);
  });

  it('is empty for no lines', () => {
    expect(splitBySeller([])).toEqual([]);
    expect(totalCents([])).toBe(0);
  });
});
