import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, plural } from '../../src/lib/format';

const load = (locale: string) =>
  JSON.parse(fs.readFileSync(`public/locales/${locale}/engagement.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;

function keys(value: Record<string, Record<string, string>>): string[] {
  return Object.entries(value)
    .flatMap(([section, texts]) => Object.keys(texts).map((key) => `${section}.${key}`))
    .sort();
}

describe('engagement texts', () => {
  it('has the same keys in English and French (islands get a whole section, without fallback)', () => {
    expect(keys(load('fr'))).toEqual(keys(load('en')));
  });

  it('quotes the spec messages in English', () => {
    const en = load('en');
    expect(en.rating!.success).toBe('Rate added successfully');
    expect(en.rating!.failure).toBe('Failed to add rate, please try again or contact an administrator.');
    expect(en.addPost!.uploadFailed).toBe('Failed to upload video');
    expect(en.rating!.rated).toBe('Rated {{rate}} out of 5');
  });

  it('picks plural forms by the language rules and fills placeholders', () => {
    const en = load('en').like!;
    const fr = load('fr').card!;
    expect(plural(en, 'likes', 1, 'en')).toBe('1 like');
    expect(plural(en, 'likes', 0, 'en')).toBe('0 likes');
    expect(plural(fr, 'views', 0, 'fr')).toBe('0 vue');
    expect(plural(fr, 'views', 2, 'fr')).toBe('2 vues');
    expect(plural(fr, 'views', 18420, 'fr')).toBe('18\u202f420 vues');
    expect(fill('Rated {{rate}} out of 5', { rate: 3.5 })).toBe('Rated 3.5 out of 5');
    expect(fill('{{unknown}} stays', {})).toBe('{{unknown}} stays');
  });
});
