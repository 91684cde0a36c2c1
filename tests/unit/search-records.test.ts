import { describe, expect, it } from 'vitest';
import { libraryOf } from '../../src/render/library-of';
import { searchRecords, shownRecord, type SearchRecord } from '../../src/render/search-records';
import type { LibraryContent, Post } from '../../src/lib/types';

/** Issue 30: the search index is built from the published content, one record per indexed page and language. */
const named = (id: number, name: string, nameFr: string, description: string, descriptionFr: string) => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  nameFr,
  description,
  descriptionFr,
});
const longsword = {
  ...named(1, 'Longsword', 'Épée longue', 'The two-handed sword.', "L'épée à deux mains."),
  fileUrl: '/media/longsword.jpg',
};
const zornhau = {
  ...named(3, 'Zornhau', '', 'The strike of wrath.', 'Le coup de colère.'),
  weaponId: 1,
  masterId: 2,
  manuscriptId: 4,
  fileUrl: null,
};
const liechtenauer = {
  ...named(2, 'Johannes Liechtenauer', '', 'The grand master of the Zettel.', 'Le grand maître du Zettel.'),
  period: '14th century',
  origin: 'Franconia',
  periodFr: '',
  originFr: '',
  fileUrl: null,
  influencedBy: [],
  influenced: [],
};
const hausbuch = {
  id: 4,
  slug: 'hs-3227a',
  title: 'Nuremberg Hausbuch',
  titleFr: 'Hausbuch de Nuremberg',
  description: 'A house book.',
  descriptionFr: 'Un livre de maison.',
  shelfmark: 'Hs. 3227a',
  institution: 'GNM',
  dateLabel: 'c. 1389',
  dateLabelFr: 'v. 1389',
  year: 1389,
  authorId: 2,
  language: 'German',
  languageFr: 'allemand',
  fileUrl: null,
};
const sparring = { ...named(5, 'Sparring', 'Assaut', '', ''), fileUrl: null };
const post = (id: number, title: string): Post => ({
  id,
  title,
  description: 'Cutting from the roof into the bind.',
  price: '0',
  fileUrl: null,
  posterUrl: `/media/poster-${id}.jpg`,
  durationSeconds: 95,
  user: { id: 9, username: 'hans_talhoffer', fileUrl: null },
  views: 120,
  rate: 4.5,
  ratingCount: 2,
  likesCount: 3,
  postType: { id: 5, name: 'Sparring', slug: 'sparring' },
  weapon: { id: 1, name: 'Longsword', slug: 'longsword' },
  masterHistory: { id: 2, name: 'Johannes Liechtenauer', slug: 'johannes-liechtenauer' },
  manuscript: null,
  techniques: [{ id: 3, name: 'Zornhau', slug: 'zornhau' }],
  createdAt: '2026-11-01T10:00:00.000Z',
});

function recordsOf(posts: Post[]): SearchRecord[] {
  const content = {
    posts,
    masterHistories: [liechtenauer],
    manuscripts: [hausbuch],
    techniques: [zornhau],
    weapons: [longsword],
    postTypes: [sparring],
    publicities: [],
    timelines: [
      { id: 7, chapters: [{ startSeconds: 12, title: 'Winding at the bind', techniqueId: 3 }], captions: [] },
    ],
    sources: [],
  } as unknown as LibraryContent;
  return searchRecords(libraryOf(content));
}

const recordAt = (records: SearchRecord[], url: string) => {
  const found = records.find((record) => record.url === url);
  if (!found) throw new Error(`no record at ${url}: ${records.map((record) => record.url).join(', ')}`);
  return found;
};

describe('search records from the published content', () => {
  const records = recordsOf([post(7, 'Zornhau drill')]);

  it('gives a post one record per language, with its filters, sort and card', () => {
    const en = recordAt(records, '/videos/7/');
    expect(en).toMatchObject({
      language: 'en',
      meta: { kind: 'post', id: '7', title: 'Zornhau drill', image: '/media/poster-7.jpg' },
      filters: {
        kind: ['post'],
        contentType: ['Sparring'],
        martialArt: ['Longsword'],
        masterHistory: ['Johannes Liechtenauer'],
        techniques: ['Zornhau'],
      },
      sort: { views: '120' },
    });
    expect(JSON.parse(en.meta.card!)).toMatchObject({
      id: 7,
      title: 'Zornhau drill',
      views: 120,
      likesCount: 3,
      rate: 4.5,
    });
    for (const words of [
      'Zornhau drill',
      'hans_talhoffer',
      'Cutting from the roof',
      'Winding at the bind',
      'Longsword',
      'Sparring',
    ])
      expect(en.content).toContain(words);

    // The French page names the library entries in French, and keeps the English filter values the API takes.
    const fr = recordAt(records, '/fr/videos/7/');
    expect(fr.language).toBe('fr');
    expect(fr.content).toContain('Épée longue');
    expect(fr.content).toContain('Assaut');
    expect(fr.filters).toEqual(en.filters);
  });

  it('gives each library entry its page in each language, the English where no French is written', () => {
    expect(recordAt(records, '/weapons/longsword/')).toMatchObject({
      language: 'en',
      meta: { kind: 'weapon', id: '1', title: 'Longsword', image: '/media/longsword.jpg' },
      filters: { kind: ['weapon'], martialArt: ['Longsword'] },
      sort: { views: '0' },
    });
    const weaponFr = recordAt(records, '/fr/weapons/longsword/');
    expect(weaponFr.meta.title).toBe('Épée longue');
    expect(weaponFr.content).toContain("L'épée à deux mains.");
    // The techniques it lists.
    expect(weaponFr.content).toContain('Zornhau');

    const techniqueFr = recordAt(records, '/fr/techniques/zornhau/');
    expect(techniqueFr.meta.title).toBe('Zornhau');
    expect(techniqueFr.content).toContain('Le coup de colère.');
    expect(techniqueFr.filters).toEqual({
      kind: ['technique'],
      techniques: ['Zornhau'],
      martialArt: ['Longsword'],
      masterHistory: ['Johannes Liechtenauer'],
    });
    expect(recordAt(records, '/history/johannes-liechtenauer/').content).toContain('Nuremberg Hausbuch');
    expect(recordAt(records, '/fr/manuscripts/hs-3227a/')).toMatchObject({
      meta: { kind: 'manuscript', title: 'Hausbuch de Nuremberg' },
      filters: { masterHistory: ['Johannes Liechtenauer'] },
    });
  });

  it('has a record for every published page and none for content that is not published', () => {
    expect(records.map((record) => record.url).sort()).toEqual(
      [
        '/videos/7/',
        '/weapons/longsword/',
        '/techniques/zornhau/',
        '/history/johannes-liechtenauer/',
        '/manuscripts/hs-3227a/',
      ]
        .flatMap((url) => [url, `/fr${url}`])
        .sort(),
    );
    const withAnother = recordsOf([post(7, 'Zornhau drill'), post(8, 'Krumphau drill')]);
    expect(withAnother.filter((record) => record.meta.id === '8').map((record) => record.url)).toEqual([
      '/videos/8/',
      '/fr/videos/8/',
    ]);
  });

  it("compares records without a post's live counters", () => {
    const counted = recordAt(
      recordsOf([{ ...post(7, 'Zornhau drill'), views: 9000, likesCount: 40, rate: 2 }]),
      '/videos/7/',
    );
    expect(shownRecord(counted)).toEqual(shownRecord(recordAt(records, '/videos/7/')));
    const renamed = recordAt(recordsOf([post(7, 'Zornhau renamed')]), '/videos/7/');
    expect(shownRecord(renamed)).not.toEqual(shownRecord(recordAt(records, '/videos/7/')));
  });
});
