import { describe, expect, it } from 'vitest';
import { descriptionIn, missesFrench, nameIn, nameTextIn } from '../../src/lib/library-text';
import { clientPage } from '../../src/features/dashboard/table/client-table';

/** Issue 32: a library text in the page's language, or the English marked as not yet translated. */
describe('library texts in the page language', () => {
  const longsword = { name: 'Longsword', nameFr: 'Épée longue', description: 'A sword.', descriptionFr: '' };

  it('gives the French on a French page when there is one, else the English flagged untranslated', () => {
    expect(nameIn(longsword, 'fr')).toEqual({ text: 'Épée longue', lang: 'fr', untranslated: false });
    expect(descriptionIn(longsword, 'fr')).toEqual({ text: 'A sword.', lang: 'en', untranslated: true });
    expect(descriptionIn({ ...longsword, descriptionFr: '   ' }, 'fr').untranslated).toBe(true);
  });

  it('gives the English on an English page, never flagged', () => {
    expect(nameIn(longsword, 'en')).toEqual({ text: 'Longsword', lang: 'en', untranslated: false });
    expect(descriptionIn(longsword, 'en').untranslated).toBe(false);
  });

  it('reads a manuscript by its title', () => {
    const manuscript = { title: 'Flower of Battle', titleFr: 'La Fleur de la bataille' };
    expect(nameTextIn(manuscript, 'fr')).toBe('La Fleur de la bataille');
    expect(nameTextIn({ title: 'Flower of Battle', titleFr: '' }, 'fr')).toBe('Flower of Battle');
  });

  it('does not mark an empty English description as untranslated', () => {
    expect(descriptionIn({ description: '', descriptionFr: '' }, 'fr').untranslated).toBe(false);
  });

  it('counts an entry as missing French without its French name, or without a French description for an English one', () => {
    expect(missesFrench(longsword)).toBe(true);
    expect(missesFrench({ ...longsword, descriptionFr: 'Une épée.' })).toBe(false);
    expect(missesFrench({ ...longsword, nameFr: '', descriptionFr: 'Une épée.' })).toBe(true);
    expect(missesFrench({ name: 'Drill', nameFr: 'Exercice', description: '', descriptionFr: '' })).toBe(false);
    const master = { name: 'Fiore', nameFr: 'Fiore', description: '', descriptionFr: '', period: 'c. 1350', periodFr: '' };
    expect(missesFrench(master)).toBe(true);
    expect(missesFrench({ ...master, periodFr: 'v. 1350' })).toBe(false);
    expect(missesFrench({ ...master, period: '' })).toBe(false);
  });

  it("the dashboard table's filter keeps only what misses French, before the search", () => {
    const rows = [longsword, { ...longsword, name: 'Dagger', descriptionFr: 'Une dague.' }];
    const page = clientPage(rows, '', { key: 'name', order: 'asc' }, 1, {
      text: (row) => row.name,
      sortValue: (row) => row.name,
      pageSize: 10,
      keep: missesFrench,
    });
    expect(page.rows.map((row) => row.name)).toEqual(['Longsword']);
    expect(page.total).toBe(1);
  });
});
