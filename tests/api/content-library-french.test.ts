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
