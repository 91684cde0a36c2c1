import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlugRedirect } from '../../src/contract';
import { routeLibraryPath } from '../../src/server/services/slug-redirects';
import {
  insertManuscript,
  insertMasterHistory,
  insertPostType,
  insertTechnique,
  insertWeapon,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, sendForm, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

/** Issue 16, defect 12: renaming a library entry keeps its old address as a 301 to the new one. */
const redirects = async () => json<SlugRedirect[]>(await t.call('GET', '/api/slug-redirects'));
const rename = async (path: string, body: Record<string, string>) => {
  const res = await t.call('PATCH', path, { json: body, token: admin.token });
  expect(res.status, await res.clone().text()).toBe(200);
};
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const mine = (all: SlugRedirect[], word: string) => all.filter((r) => r.from.includes(word) || r.to.includes(word));

describe('GET /api/slug-redirects', () => {
  it('a renamed weapon: the old slug leads to the new one; chains lead to the latest; renaming back drops the redirect', async () => {
    const word = unique();
    const weapon = await insertWeapon(t.deps.db, `Dussack ${word}`);
    await rename(`/api/weapons/${weapon.id}`, { name: `Messer ${word}` });
    expect(mine(await redirects(), word)).toEqual([
      { from: `/weapons/dussack-${word}`, to: `/weapons/messer-${word}` },
    ]);

    await rename(`/api/weapons/${weapon.id}`, { name: `Falchion ${word}` });
    expect(mine(await redirects(), word)).toEqual([
      { from: `/weapons/dussack-${word}`, to: `/weapons/falchion-${word}` },
      { from: `/weapons/messer-${word}`, to: `/weapons/falchion-${word}` },
    ]);

    await rename(`/api/weapons/${weapon.id}`, { name: `Dussack ${word}` });
    expect(mine(await redirects(), word)).toEqual([
      { from: `/weapons/messer-${word}`, to: `/weapons/dussack-${word}` },
      { from: `/weapons/falchion-${word}`, to: `/weapons/dussack-${word}` },
    ]);
  });

  it('a new entry taking an old slug wins over the redirect; a deleted entry leaves no redirect', async () => {
    const word = unique();
    const weapon = await insertWeapon(t.deps.db, `Rapier ${word}`);
    await rename(`/api/weapons/${weapon.id}`, { name: `Smallsword ${word}` });
    const created = await sendForm(t, 'POST', '/api/weapons', { name: `Rapier ${word}` }, admin.token);
    expect(created.status).toBeLessThan(300);
    expect((await json<{ slug: string }>(created)).slug).toBe(`rapier-${word}`);
    expect(mine(await redirects(), word)).toEqual([]);

    const other = await insertWeapon(t.deps.db, `Spadone ${word}`);
    await rename(`/api/weapons/${other.id}`, { name: `Montante ${word}` });
    expect(mine(await redirects(), word)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/weapons/${other.id}`, { token: admin.token })).status).toBe(204);
    expect(mine(await redirects(), word)).toEqual([]);
  });

  it('masters and content types follow their names (/history/{name}, /{name}); manuscripts and techniques their slugs', async () => {
    const word = unique();
    const master = await insertMasterHistory(t.deps.db, `Master ${word}`);
    const type = await insertPostType(t.deps.db, `Drills ${word}`);
    const manuscript = await insertManuscript(t.deps.db, `Codex ${word}`);
    const technique = await insertTechnique(t.deps.db, `Cut ${word}`);
    await rename(`/api/master_histories/${master.id}`, { name: `Maestro ${word}` });
    await rename(`/api/post_types/${type.id}`, { name: `Solo drills ${word}` });
    await rename(`/api/manuscripts/${manuscript.id}`, { title: `Fechtbuch ${word}` });
    await rename(`/api/techniques/${technique.id}`, { name: `Thrust ${word}` });
    expect(mine(await redirects(), word)).toEqual([
      { from: `/history/master-${word}`, to: `/history/maestro-${word}` },
      { from: `/manuscripts/codex-${word}`, to: `/manuscripts/fechtbuch-${word}` },
      { from: `/techniques/cut-${word}`, to: `/techniques/thrust-${word}` },
      { from: `/drills-${word}`, to: `/solo-drills-${word}` },
    ]);
  });

  it('a case-only rename keeps the address: no redirect', async () => {
    const word = unique();
    const weapon = await insertWeapon(t.deps.db, `Sabre ${word}`);
    await rename(`/api/weapons/${weapon.id}`, { name: `SABRE ${word}` });
    expect(mine(await redirects(), word)).toEqual([]);
  });
});

describe('the Node server’s page routing (routeLibraryPath)', () => {
  it('answers 301 for an old address (query and /fr kept) and serves the page built under an old address until the next build', async () => {
    const word = unique();
    const weapon = await insertWeapon(t.deps.db, `Longsword ${word}`);
    await rename(`/api/weapons/${weapon.id}`, { name: `Bastard sword ${word}` });
    const built = new Set([`/weapons/longsword-${word}`, `/fr/weapons/longsword-${word}`]);
    const hasPage = async (path: string) => built.has(path);
    const route = (path: string, search = '') => routeLibraryPath(t.deps.db, path, search, hasPage);

    expect(await route(`/weapons/longsword-${word}`, '?a=1')).toEqual({
      redirect: `/weapons/bastard-sword-${word}?a=1`,
    });
    expect(await route(`/fr/weapons/longsword-${word}/`)).toEqual({ redirect: `/fr/weapons/bastard-sword-${word}` });
    expect(await route(`/weapons/bastard-sword-${word}`)).toEqual({ servePath: `/weapons/longsword-${word}` });
    expect(await route(`/fr/weapons/bastard-sword-${word}`)).toEqual({ servePath: `/fr/weapons/longsword-${word}` });

    // After a publish the new page is built: served as is.
    built.add(`/weapons/bastard-sword-${word}`);
    expect(await route(`/weapons/bastard-sword-${word}`)).toBeNull();
    expect(await route('/weapons/no-such-weapon')).toBeNull();
    expect(await route('/news')).toBeNull();
  });
});
