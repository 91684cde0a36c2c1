import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from '../../src/lib/i18n/config';
import { alternatesOf, localeOfPath, localizePath, stripLocale } from '../../src/lib/i18n/paths';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** i18next plural suffixes differ per language ("views" in en, "views_one"/"views_other" in fr). */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('site paths in both languages (Astro i18n routing, no prefix for en)', () => {
  it('reads the language from the first segment', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/history/hans-talhoffer')).toBe('en');
    expect(localeOfPath('/fr/')).toBe('fr');
    expect(localeOfPath('/fr/history')).toBe('fr');
    expect(localeOfPath('/france')).toBe('en');
  });

  it('strips and adds the /fr prefix', () => {
    expect(stripLocale('/fr/videos/12')).toBe('/videos/12');
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/videos/12')).toBe('/videos/12');
    expect(localizePath('/videos/12', 'fr')).toBe('/fr/videos/12');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('/videos/12', 'en')).toBe('/videos/12');
  });

  it('gives the same page in every language for hreflang and the switcher', () => {
    expect(alternatesOf('/fr/faq')).toEqual([
      { locale: 'en', path: '/faq' },
      { locale: 'fr', path: '/fr/faq' },
    ]);
  });
});

describe('translation files', () => {
  it('exist for every language and namespace, with the same keys in en and fr', () => {
    for (const ns of NAMESPACES) {
      const [en, ...others] = LOCALES.map((lng) => {
        const file = path.join(localesDir, lng, `${ns}.json`);
        expect(fs.existsSync(file), file).toBe(true);
        return new Set(keysOf(JSON.parse(fs.readFileSync(file, 'utf8'))).map(withoutPlural));
      });
      for (const other of others) expect([...other].sort()).toEqual([...en!].sort());
    }
  });

  it('keep the spec texts word for word', () => {
    const en = JSON.parse(fs.readFileSync(path.join(localesDir, 'en/translation.json'), 'utf8'));
    expect(en.maintenance.text).toBe('We are currently undergoing maintenance. We will be back shortly.');
    expect(en.errors.generic).toBe('Something went wrong.');
    expect(en.errors.notFound).toBe('Page not found');
    expect(en.home.publicityCall).toBe('Want to be a partner ? Please, contact us.');
    expect(en.home.history).toBe('History : {{name}}');
    expect(en.postCard.views_other).toBe('{{count}} views');
  });
});
