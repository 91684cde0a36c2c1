import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../src/contract';
import { insertPost } from '../../src/server/db/seed/factories';
import { signedInUser, userRow } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const listUsers = async (query: string) => {
  const res = await t.call('GET', `/api/admin/users?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return { total: Number(res.headers.get('X-Total-Count')), users: await json<AdminUser[]>(res) };
};

describe('GET /api/admin/users', () => {
  it('lists users with their active flag and number of posts, never a password hash', async () => {
    const author = await actor(t, 'ROLE_USER', 'Liechtenauer_Scholar');
    await insertPost(t.deps.db, { title: 'One', userId: author.id });
    await insertPost(t.deps.db, { title: 'Two', userId: author.id });
    const { users } = await listUsers('q=liechtenauer');
    expect(users).toEqual([
      expect.objectContaining({ id: author.id, username: 'Liechtenauer_Scholar', role: 'ROLE_USER', active: true, postsCount: 2 }),
    ]);
    expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
  });

  it('searches the username or the e-mail ignoring case, sorts and paginates with X-Total-Count', async () => {
    for (const name of ['ringer_c', 'ringer_a', 'ringer_b']) await actor(t, 'ROLE_USER', name);
    const byEmail = await listUsers('q=RINGER_B%40HDX');
    expect(byEmail.users.map((u) => u.username)).toEqual(['ringer_b']);

    const first = await listUsers('q=ringer_&sort=username&order=desc&itemsPerPage=2&page=1');
    expect(first.total).toBe(3);
    expect(first.users.map((u) => u.username)).toEqual(['ringer_c', 'ringer_b']);
    const second = await listUsers('q=ringer_&sort=username&order=desc&itemsPerPage=2&page=2');
    expect(second.users.map((u) => u.username)).toEqual(['ringer_a']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await listUsers('q=%25')).users).toEqual([]);
  });

  it('answers 400 for an unknown sort column', async () => {
    const res = await t.call('GET', '/api/admin/users?sort=password_hash', { token: admin.token });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Error 400: Invalid input');
  });
});

describe('PATCH /api/users/{id}/role', () => {
  it('promotes a user to admin, and a demoted admin loses the dashboard at once', async () => {
    const member = await actor(t);
    const promoted = await t.call('PATCH', `/api/users/${member.id}/role`, { token: admin.token, json: { role: 'ROLE_ADMIN' } });
    expect(promoted.status).toBe(200);
    expect(await json(promoted)).toMatchObject({ id: member.id, role: 'ROLE_ADMIN' });
    // The token still says ROLE_USER, but the role is read from the database.
    expect((await t.call('GET', '/api/stats', { token: member.token })).status).toBe(200);

    const demoted = await t.call('PATCH', `/api/users/${member.id}/role`, { token: admin.token, json: { role: 'ROLE_USER' } });
    expect(await json(demoted)).toMatchObject({ role: 'ROLE_USER' });
    expect((await t.call('GET', '/api/stats', { token: member.token })).status).toBe(403);
  });

  it('answers 422 when an admin changes their own role, and changes nothing', async () => {
    const res = await t.call('PATCH', `/api/users/${admin.id}/role`, { token: admin.token, json: { role: 'ROLE_USER' } });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { role: ['You cannot change your own role or deactivate your own account'] },
    });
    expect((await userRow(t, admin.id))?.role).toBe('ROLE_ADMIN');
  });

  it('never leaves the site without an active administrator when two admins demote each other at once', async () => {
    const a = await actor(t, 'ROLE_ADMIN');
    const b = await actor(t, 'ROLE_ADMIN');
    // Only a and b stay admins for this check.
    await t.call('PATCH', `/api/users/${admin.id}/role`, { token: a.token, json: { role: 'ROLE_USER' } });
    const [ab, ba] = await Promise.all([
      t.call('PATCH', `/api/users/${b.id}/role`, { token: a.token, json: { role: 'ROLE_USER' } }),
      t.call('PATCH', `/api/users/${a.id}/role`, { token: b.token, json: { role: 'ROLE_USER' } }),
    ]);
    const statuses = [ab.status, ba.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const roles = [(await userRow(t, a.id))!.role, (await userRow(t, b.id))!.role];
    expect(roles.filter((role) => role === 'ROLE_ADMIN')).toHaveLength(1);
    const survivor = roles[0] === 'ROLE_ADMIN' ? a : b;
    await t.call('PATCH', `/api/users/${admin.id}/role`, { token: survivor.token, json: { role: 'ROLE_ADMIN' } });
    expect((await userRow(t, admin.id))?.role).toBe('ROLE_ADMIN');
  });

  it('answers 400 for an unknown role and 404 for an unknown user', async () => {
    const member = await actor(t);
    const bad = await t.call('PATCH', `/api/users/${member.id}/role`, { token: admin.token, json: { role: 'ROLE_ROOT' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Error 400: Invalid input');
    const missing = await t.call('PATCH', '/api/users/999999/role', { token: admin.token, json: { role: 'ROLE_ADMIN' } });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Error 404: Resource not found' });
  });
});

describe('PATCH /api/users/{id}/active', () => {
  it('deactivates a user: their token and refresh token stop working; reactivation lets them back in', async () => {
    const member = await signedInUser(t);
    const res = await t.call('PATCH', `/api/users/${member.id}/active`, { token: admin.token, json: { active: false } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: member.id, active: false });
    expect((await t.call('GET', '/api/me', { token: member.token })).status).toBe(401);
    const refresh = await t.call('POST', '/api/token/refresh', { json: { refresh_token: member.refresh_token } });
    expect(refresh.status).toBe(401);

    const back = await t.call('PATCH', `/api/users/${member.id}/active`, { token: admin.token, json: { active: true } });
    expect(await json(back)).toMatchObject({ active: true });
    expect((await t.call('GET', '/api/me', { token: member.token })).status).toBe(200);
  });

  it('answers 422 when an admin deactivates their own account', async () => {
    const res = await t.call('PATCH', `/api/users/${admin.id}/active`, { token: admin.token, json: { active: false } });
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.active).toHaveLength(1);
    expect((await userRow(t, admin.id))?.active).toBe(true);
  });

  it('answers 400 when active is not a boolean', async () => {
    const member = await actor(t);
    const res = await t.call('PATCH', `/api/users/${member.id}/active`, { token: admin.token, json: { active: 'no' } });
    expect(res.status).toBe(400);
    expect((await userRow(t, member.id))?.active).toBe(true);
  });
});
