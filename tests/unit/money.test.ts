import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonPrice, priceString } from '../../src/contract/fields';
import { centsToPrice, isTwoDecimalPrice, priceToCents } from '../../src/contract/price';
import { averageRate } from '../../src/server/services/engagement/average-rate';

describe('money', () => {
  it('shows cents as a euro string with two decimals', () => {
    expect(centsToPrice(0)).toBe('0.00');
    expect(centsToPrice(1299)).toBe('12.99');
    expect(centsToPrice(500)).toBe('5.00');
  });

  it('parses prices to integer cents without float error', () => {
    expect(priceToCents('12.99')).toBe(1299);
    expect(priceToCents('0.1')).toBe(10);
    expect(priceToCents(19.9)).toBe(1990);
    expect(() => priceToCents('1.999')).toThrow(RangeError);
    expect(() => priceToCents('-1')).toThrow(RangeError);
  });

  it('holds a JSON number to the two-decimal rule of the string, whatever JavaScript makes of it', () => {
    for (const price of [0.1 + 0.2, 1e-7, 5.001, -1, 1e21, Number.NaN]) {
      expect(isTwoDecimalPrice(price), String(price)).toBe(false);
      expect(() => priceToCents(price)).toThrow(RangeError);
    }
    expect(isTwoDecimalPrice(4.5)).toBe(true);
    expect(isTwoDecimalPrice(12)).toBe(true);
  });

  it('averages half-star ratings as stars', () => {
    expect(averageRate(0, 0)).toBe(0);
    expect(averageRate(7, 1)).toBe(3.5);
    expect(averageRate(17, 2)).toBe(4.3);
  });
});

describe('price fields', () => {
  const post = z.object({ price: jsonPrice({ example: '12.99' }) });
  const errorsOf = (price: unknown) => post.safeParse({ price }).error?.issues.map((issue) => issue.message) ?? [];
  const twoDecimals = 'A price in euros with at most two decimals, such as 12.99';

  it('gives a JSON number the same answer as its string form', () => {
    for (const [number, text] of [
      [0.30000000000000004, '0.30000000000000004'],
      [5.001, '5.001'],
      [1e-7, '1e-7'],
    ] as const) {
      expect(errorsOf(number)).toEqual([twoDecimals]);
      expect(errorsOf(text)).toEqual([twoDecimals]);
    }
    expect(post.parse({ price: 4.5 }).price).toBe('4.5');
    expect(post.parse({ price: ' 12.99 ' }).price).toBe('12.99');
  });

  it('caps prices at 10000.00 and can require more than 0', () => {
    expect(errorsOf(10_000.01)).toEqual(['At most 10000.00']);
    expect(errorsOf('10000')).toEqual([]);
    const pkg = priceString({ example: '24.99', aboveZero: 'A package has a price above 0' });
    expect(pkg.safeParse('0').error?.issues.map((issue) => issue.message)).toEqual(['A package has a price above 0']);
    expect(pkg.safeParse('0.01').success).toBe(true);
  });
});
