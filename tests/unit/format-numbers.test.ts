import { describe, expect, it } from 'vitest';
import {
  fillIn,
  formatAmount,
  formatCompact,
  formatDate,
  formatMoney,
  formatNumber,
  plural,
  priceLabel,
} from '../../src/lib/format';

describe('numbers, money and plurals in the page language (src/lib/format.ts)', () => {
  it('writes digit groups and the decimal mark of each language', () => {
    expect(formatNumber(18420, 'en')).toBe('18,420');
    expect(formatNumber(18420, 'fr')).toBe('18\u202f420');
    expect(formatNumber(3.5, 'en')).toBe('3.5');
    expect(formatNumber(3.5, 'fr')).toBe('3,5');
  });

  it('writes a chart axis count in short form in each language', () => {
    expect([formatCompact(950, 'en'), formatCompact(12_400, 'en'), formatCompact(2_000_000, 'en')]).toEqual([
      '950',
      '12.4k',
      '2m',
    ]);
    expect(formatCompact(12_400, 'fr').replace(/\s/g, ' ')).toBe('12,4 k');
  });

  it('writes dates in each language, not the browser’s: long, for tables, and a moment with its time', () => {
    const at = '2026-11-21T14:05:00Z';
    expect([formatDate(at, 'en'), formatDate(at, 'fr')]).toEqual(['21 November 2026', '21 novembre 2026']);
    expect([formatDate(at, 'en', 'short'), formatDate(at, 'fr', 'short')]).toEqual(['21/11/2026', '21/11/2026']);
    // In the reader's time zone: the minutes are the instant's wherever it is read (whole-hour zones).
    expect(formatDate(at, 'en', 'moment')).toMatch(/^2\d Nov 2026, \d\d:05$/);
    expect(formatDate(at, 'fr', 'moment')).toMatch(/^2\d nov\. 2026, \d\d:05$/);
  });

  it('writes money as the amount followed by € (spec §2), kept together by a no-break space', () => {
    expect(formatMoney('4.99', 'en')).toBe('4.99\u00a0€');
    expect(formatMoney('4.99', 'fr')).toBe('4,99\u00a0€');
    expect(formatMoney(1234.5, 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatAmount('19.9', 'fr')).toBe('19,90');
    expect(priceLabel('0.00', 'fr')).toBeNull();
    expect(priceLabel('19.99', 'fr')).toBe('19,99\u00a0€');
  });

  it('picks _one / _other by the language rules, with the count formatted', () => {
    const texts = { views_one: '{{count}} view', views_other: '{{count}} views' };
    expect(plural(texts, 'views', 1, 'en')).toBe('1 view');
    expect(plural(texts, 'views', 2, 'en')).toBe('2 views');
    expect(plural(texts, 'views', 0, 'en')).toBe('0 views');
    expect(plural(texts, 'views', 1000, 'en')).toBe('1,000 views');
    expect(
      plural({ cart_one: 'Panier, {{count}} article', cart_other: 'Panier, {{count}} articles' }, 'cart', 0, 'fr'),
    ).toBe('Panier, 0 article');
  });

  it('fills placeholders, numbers in the language format, unknown ones left as they are', () => {
    expect(fillIn('Noté {{rate}} sur 5', { rate: 3.5 }, 'fr')).toBe('Noté 3,5 sur 5');
    expect(fillIn('{{name}} and {{other}}', { name: 'Ana' }, 'en')).toBe('Ana and {{other}}');
  });
});
