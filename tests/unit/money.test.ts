import { describe, expect, it } from 'vitest';
import { averageRate, centsToPrice, priceToCents } from '../../src/server/services/money';

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

  it('averages half-star ratings as stars', () => {
    expect(averageRate(0, 0)).toBe(0);
    expect(averageRate(7, 1)).toBe(3.5);
    expect(averageRate(17, 2)).toBe(4.3);
  });
});
