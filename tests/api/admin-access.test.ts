import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, type Actor } from './content-helpers';

let t: TestApp;
let user: Actor;
let author: Actor;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await actor(t);
  author = await actor(t);
  postId = (await insertPost(t.deps.db, { title: 'Not yours', userId: author.id })).id;
});
afterAll(() => t.close());

const LIBRARY = ['/api/post_types', '/api/weapons', '/api/master_histories', '/api/techniques', '/api/manuscripts'];

/** Every call the dashboard makes that only an administrator may make. */
const ADMIN_CALLS: [string, string][] = [
  ...LIBRARY.flatMap((base): [string, string][] => [
    ['POST', base],
    ['PATCH', `${base}/1`],
    ['POST', `${base}/1/images`],
    ['DELETE', `${base}/1`],
  ]),
  ['POST', '/api/publicities'],
  ['PATCH', '/api/publicities/1'],
  ['POST', '/api/publicities/1/image'],
  ['DELETE', '/api/publicities/1'],
  ['GET', '/api/users'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/users/1/role'],
  ['PATCH', '/api/users/1/active'],
  ['GET', '/api/stats'],
  ['GET', '/api/stats/posts'],
  ['POST', '/api/rebuilds'],
  ['GET', '/api/rebuilds'],
  ['GET', '/api/rebuilds/1'],
  ['GET', '/api/rebuilds/1/events'],
];

const openapiPath = (path: string) => path.replace(/\/1(?=\/|$)/g, '/{id}');

describe('admin calls', () => {
  it('answer 401 to a visitor and 403 to a signed-in user, before reading any body', async () => {
    for (const [method, path] of ADMIN_CALLS) {
      const visitor = await t.call(method, path);
      expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
      expect(await visitor.json()).toMatchObject({ message: 'Authentication required' });
      const member = await t.call(method, path, { token: user.token });
      expect(member.status, `${method} ${path} as a user`).toBe(403);
      expect(await member.json()).toMatchObject({ message: 'You do not have permission to do this' });
    }
  });

  it('cover every operation the API documents as admin-only', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => /\(admin\b/.test(operation.summary ?? ''))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set(ADMIN_CALLS.map(([method, path]) => `${method} ${openapiPath(path)}`));
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((call) => !listed.has(call))).toEqual([]);
  });

  it('let only the author or an admin edit or delete a post (the dashboard posts screen)', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const body = method === 'PATCH' ? { json: { title: 'Taken over' } } : {};
      expect((await t.call(method, `/api/posts/${postId}`, body)).status).toBe(401);
      expect((await t.call(method, `/api/posts/${postId}`, { ...body, token: user.token })).status).toBe(403);
    }
  });
});
