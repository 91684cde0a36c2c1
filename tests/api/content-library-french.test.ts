import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract';
import { LIBRARY_LIMITS } from '../../src/contract/limits';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, sendForm, type Actor } from './content-helpers';

/** Issue 32: every library text in both languages; the French texts are read and written beside the English. */
let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };

const entries = [
  {
    path: '/api/post_types',
    create: { name: 'Solo drills', description: 'Alone with a sword' },
    nameField: 'nameFr',
    french: { nameFr: 'Exercices seuls', descriptionFr: 'Seul avec une épée' },
    nameLimit: LIBRARY_LIMITS.postType.name,
  },
  {
    path: '/api/weapons',
    create: { name: 'Longsword', description: 'A two-handed sword' },
    nameField: 'nameFr',
    french: { nameFr: 'Épée longue', descriptionFr: 'Une épée à deux mains' },
    nameLimit: LIBRARY_LIMITS.weapon.name,
  },
  {
    path: '/api/master_histories',
    create: { name: 'Joachim Meyer', description: 'Strasbourg master' },
    nameField: 'nameFr',
    french: { nameFr: 'Joachim Meyer', descriptionFr: 'Maître strasbourgeois' },
    nameLimit: LIBRARY_LIMITS.masterHistory.name,
  },
  {
    path: '/api/manuscripts',
    create: { title: 'Flower of Battle', description: 'A treatise' },
    nameField: 'titleFr',
    french: { titleFr: 'La Fleur de la bataille', descriptionFr: 'Un traité' },
    nameLimit: LIBRARY_LIMITS.manuscript.title,
  },
] as const;

describe.each(entries)('$path in French', (e) => {
  let created: Row;

  it("creates with the French texts (multipart) and answers them; '' when left out", async () => {
    const res = await sendForm(t, 'POST', e.path, { ...e.create, ...e.french }, admin.token);
    expect(res.status).toBe(201);
    created = await json<Row>(res);
    expect(created).toMatchObject(e.french);
    const bare = await json<Row>(
      await sendForm(t, 'POST', e.path, { ...e.create, [Object.keys(e.create)[0]!]: 'Untranslated one' }, admin.token),
    );
    expect(bare).toMatchObject({ [e.nameField]: '', descriptionFr: '' });
  });

  it('patches, reads and clears the French texts, trimmed, keeping the English', async () => {
    const patched = await t.call('PATCH', `${e.path}/${created.id}`, {
      token: admin.token,
      json: { [e.nameField]: '  Nouveau nom  ', descriptionFr: 'Première ligne\nSeconde ligne' },
    });
    expect(patched.status).toBe(200);
    const row = await json<Row>(await t.call('GET', `${e.path}/${created.id}`));
    expect(row).toMatchObject({
      ...e.create,
      [e.nameField]: 'Nouveau nom',
      descriptionFr: 'Première ligne\nSeconde ligne',
    });
    await t.call('PATCH', `${e.path}/${created.id}`, { token: admin.token, json: { [e.nameField]: '' } });
    expect(await json<Row>(await t.call('GET', `${e.path}/${created.id}`))).toMatchObject({ [e.nameField]: '' });
  });

  it('refuses French texts that break the English rules with 422 and a coded field error, changing nothing', async () => {
    const before = await json<Row>(await t.call('GET', `${e.path}/${created.id}`));
    const bad: [Record<string, string>, string, string][] = [
      [{ [e.nameField]: 'x'.repeat(e.nameLimit + 1) }, e.nameField, `At most ${e.nameLimit} characters`],
      [{ [e.nameField]: 'Deux\nlignes' }, e.nameField, 'Must be a single line: no line breaks or tabs'],
      [{ descriptionFr: '<script>alert(1)</script>' }, 'descriptionFr', 'Must be plain text: HTML is not allowed'],
      [{ descriptionFr: 'nul \u0000 ici' }, 'descriptionFr', 'Must not contain control characters'],
    ];
    for (const [body, field, message] of bad) {
      const res = await t.call('PATCH', `${e.path}/${created.id}`, { token: admin.token, json: body });
      expect(res.status, field).toBe(422);
      const error = await json<ErrorBody>(res);
      expect(error.code).toBe('common.unprocessable');
      expect(error.errors?.[field]).toEqual([message]);
      expect(error.errorCodes?.[field]?.[0]?.code).toMatch(/^\w+\.\w+$/);
    }
    const refused = await sendForm(t, 'POST', e.path, { ...e.create, descriptionFr: '<b>gras</b>' }, admin.token);
    expect(refused.status).toBe(422);
    expect(await json<Row>(await t.call('GET', `${e.path}/${created.id}`))).toEqual(before);
  });

  it('refuses French writes from a member (403) and without a bearer (401)', async () => {
    const member = await actor(t);
    const asMember = await t.call('PATCH', `${e.path}/${created.id}`, { token: member.token, json: e.french });
    expect(asMember.status).toBe(403);
    const anonymous = await t.call('PATCH', `${e.path}/${created.id}`, { json: e.french });
    expect(anonymous.status).toBe(401);
  });
});

describe('/api/techniques in French (JSON)', () => {
  it('creates, patches and reads the French name and description', async () => {
    const res = await t.call('POST', '/api/techniques', {
      token: admin.token,
      json: {
        name: 'Zornhau',
        description: 'The wrath strike',
        nameFr: 'Coup de colère',
        descriptionFr: 'La frappe de la colère',
      },
    });
    expect(res.status).toBe(201);
    const created = await json<Row>(res);
    expect(created).toMatchObject({ nameFr: 'Coup de colère', descriptionFr: 'La frappe de la colère' });
    const bad = await t.call('PATCH', `/api/techniques/${created.id}`, {
      token: admin.token,
      json: { nameFr: 'x'.repeat(LIBRARY_LIMITS.technique.name + 1) },
    });
    expect(bad.status).toBe(422);
    await t.call('PATCH', `/api/techniques/${created.id}`, { token: admin.token, json: { descriptionFr: '' } });
    const listed = await json<Row[]>(await t.call('GET', '/api/techniques'));
    expect(listed.find((row) => row.id === created.id)).toMatchObject({ nameFr: 'Coup de colère', descriptionFr: '' });
  });
});

const facts = [
  {
    path: '/api/master_histories',
    create: { name: 'Salvator Fabris', period: '1544 – 1618', origin: 'Padua' },
    french: { periodFr: '1544 – 1618', originFr: 'Padoue' },
    limit: LIBRARY_LIMITS.masterHistory.period,
  },
  {
    path: '/api/manuscripts',
    create: { title: 'Scienza e pratica', dateLabel: 'c. 1606', language: 'Italian' },
    french: { dateLabelFr: 'v. 1606', languageFr: 'italien' },
    limit: LIBRARY_LIMITS.manuscript.dateLabel,
  },
] as const;

describe.each(facts)('$path: the short facts in French too', (e) => {
  it("writes, reads and clears them beside the English ('' when left out)", async () => {
    const created = await json<Row>(await sendForm(t, 'POST', e.path, { ...e.create, ...e.french }, admin.token));
    expect(created).toMatchObject({ ...e.create, ...e.french });
    const [first, second] = Object.keys(e.french) as [string, string];
    await t.call('PATCH', `${e.path}/${created.id}`, {
      token: admin.token,
      json: { [first]: '  Autre  ', [second]: '' },
    });
    expect(await json<Row>(await t.call('GET', `${e.path}/${created.id}`))).toMatchObject({
      ...e.create,
      [first]: 'Autre',
      [second]: '',
    });
    const bare = await json<Row>(
      await sendForm(
        t,
        'POST',
        e.path,
        { ...e.create, [Object.keys(e.create)[0]!]: `${created.id} bare` },
        admin.token,
      ),
    );
    expect(bare).toMatchObject({ [first]: '', [second]: '' });
  });

  it('refuses a French fact on two lines or over the English limit with 422, changing nothing', async () => {
    const created = await json<Row>(
      await sendForm(t, 'POST', e.path, { ...e.create, [Object.keys(e.create)[0]!]: `${e.path} refused` }, admin.token),
    );
    const [field] = Object.keys(e.french) as [string];
    for (const [value, message] of [
      ['Deux\nlignes', 'Must be a single line: no line breaks or tabs'],
      ['x'.repeat(e.limit + 1), `At most ${e.limit} characters`],
    ] as const) {
      const res = await t.call('PATCH', `${e.path}/${created.id}`, { token: admin.token, json: { [field]: value } });
      expect(res.status, value).toBe(422);
      expect((await json<ErrorBody>(res)).errors?.[field]).toEqual([message]);
    }
    expect(await json<Row>(await t.call('GET', `${e.path}/${created.id}`))).toEqual(created);
  });
});

describe('the home sections and the suggestions in the page language', () => {
  it('a random master and content type come with how the home shows them in `lang`, the server picking the texts', async () => {
    for (const base of ['/api/master_histories', '/api/post_types']) {
      for (const row of await json<Row[]>(await t.call('GET', base))) {
        await t.call('DELETE', `${base}/${row.id}`, { token: admin.token });
      }
    }
    await sendForm(
      t,
      'POST',
      '/api/master_histories',
      {
        name: 'Fiore dei Liberi',
        nameFr: 'Fiore dei Liberi',
        description: 'First.\n\nSecond.',
        descriptionFr: 'Premier.\n\nSecond.',
      },
      admin.token,
    );
    await sendForm(t, 'POST', '/api/post_types', { name: 'Solo drills', description: 'Alone.' }, admin.token);
    const master = await json<Row & { shown: unknown }>(await t.call('GET', '/api/master_histories/random?lang=fr'));
    expect(master.shown).toEqual({
      path: '/fr/history/fiore-dei-liberi',
      name: 'Fiore dei Liberi',
      nameLang: 'fr',
      text: 'Premier.',
      textLang: 'fr',
    });
    const type = await json<Row & { shown: unknown }>(await t.call('GET', '/api/post_types/random?lang=fr'));
    expect(type.shown).toEqual({
      path: '/fr/solo-drills',
      name: 'Solo drills',
      nameLang: 'en',
      text: 'Alone.',
      textLang: 'en',
    });
    const english = await json<Row & { shown: unknown }>(await t.call('GET', '/api/master_histories/random'));
    expect(english.shown).toMatchObject({ path: '/history/fiore-dei-liberi', text: 'First.', textLang: 'en' });
    const refused = await t.call('GET', '/api/post_types/random?lang=de');
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).code).toBe('common.invalidInput');
  });

  it('suggestions name library entries in `lang` (French where written), posts keep their title', async () => {
    await sendForm(t, 'POST', '/api/weapons', { name: 'Sidesword', nameFr: 'Épée de côté' }, admin.token);
    await sendForm(
      t,
      'POST',
      '/api/manuscripts',
      { title: 'Sidesword book', titleFr: 'Livre de l’épée de côté' },
      admin.token,
    );
    const names = async (query: string) =>
      (
        await json<{ name: string | null; title: string | null }[]>(
          await t.call('GET', `/api/search/suggestions?${query}`),
        )
      ).map((s) => s.name ?? s.title);
    expect(await names('q=sidesword&lang=fr')).toEqual(
      expect.arrayContaining(['Épée de côté', 'Livre de l’épée de côté']),
    );
    expect(await names('q=epee%20de%20cote')).toEqual(expect.arrayContaining(['Sidesword', 'Sidesword book']));
    expect((await t.call('GET', '/api/search/suggestions?q=side&lang=xx')).status).toBe(400);
  });
});
