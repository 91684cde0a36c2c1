import { describe, expect, it } from 'vitest';
import { firstParagraph, isoDuration, priceLabel, roundToHalf, summary } from '../../src/lib/format';
import { isReservedRootSegment, nameSlug } from '../../src/lib/slug';

describe('links by name (spec §2)', () => {
  it('lower-cases the name and turns spaces into hyphens', () => {
    expect(nameSlug('Hans Talhoffer')).toBe('hans-talhoffer');
    expect(nameSlug('Paulus Hector Mair')).toBe('paulus-hector-mair');
    expect(nameSlug('Application')).toBe('application');
    expect(nameSlug('Hanko Döbringer')).toBe('hanko-döbringer');
  });

  it('drops characters that cannot stand in a path segment', () => {
    expect(nameSlug('Sword / Buckler?')).toBe('sword-buckler');
  });

  it('keeps content types off the other top-level routes', () => {
    expect(isReservedRootSegment('news')).toBe(true);
    expect(isReservedRootSegment('videos')).toBe(true);
    expect(isReservedRootSegment('fr')).toBe(true);
    expect(isReservedRootSegment('sitemap-index.xml')).toBe(true);
    expect(isReservedRootSegment('sparring')).toBe(false);
  });
});

describe('post card numbers (spec §2)', () => {
  it("shows the price as '{amount} €' only above 0", () => {
    expect(priceLabel('0.00', 'en')).toBeNull();
    expect(priceLabel('12.99', 'en')).toBe('12.99\u00a0€');
    expect(priceLabel(5, 'en')).toBe('5.00\u00a0€');
    expect(priceLabel('not a price', 'en')).toBeNull();
  });

  it('rounds ratings to the nearest half star, within 0..5', () => {
    expect(roundToHalf(4.3)).toBe(4.5);
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
  });
});

describe('texts for pages and SEO', () => {
  it('cuts a description at a word boundary', () => {
    const text = 'word '.repeat(60);
    const cut = summary(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(summary('Short text.')).toBe('Short text.');
  });

  it('takes the first paragraph of a history', () => {
    expect(firstParagraph('One.\n\nTwo.')).toBe('One.');
  });

  it('writes ISO 8601 durations for JSON-LD', () => {
    expect(isoDuration(6)).toBe('PT6S');
    expect(isoDuration(90)).toBe('PT1M30S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(null)).toBeUndefined();
  });
});
