import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/server/lib/caller';
import { HttpError } from '../../src/server/lib/http-error';
import { assertAllowed, can } from '../../src/server/services/access/permissions';

const alice: AuthUser = { id: 1, role: 'ROLE_USER', username: 'alice' };
const bob: AuthUser = { id: 2, role: 'ROLE_USER', username: 'bob' };
const admin: AuthUser = { id: 3, role: 'ROLE_ADMIN', username: 'admin' };

describe('permissions', () => {
  it('keeps the admin-only rules to admins', () => {
    for (const permission of [
      'admin.area',
      'post.removeCompletely',
      'post.watchAny',
      'selling.withoutPayouts',
    ] as const) {
      expect(can(alice, permission)).toBe(false);
      expect(can(admin, permission)).toBe(true);
    }
  });

  it('lets an owner or an admin manage an account, a post, a package, an order', () => {
    expect(can(alice, 'user.manage', { id: 1 })).toBe(true);
    expect(can(bob, 'user.manage', { id: 1 })).toBe(false);
    expect(can(admin, 'user.manage', { id: 1 })).toBe(true);
    expect(can(alice, 'post.change', { userId: 1 })).toBe(true);
    expect(can(bob, 'post.change', { userId: 1 })).toBe(false);
    expect(can(admin, 'post.change', { userId: 1 })).toBe(true);
    expect(can(bob, 'package.change', { sellerId: 1 })).toBe(false);
    expect(can(admin, 'package.change', { sellerId: 1 })).toBe(true);
    expect(can(bob, 'order.read', { userId: 1 })).toBe(false);
    expect(can(admin, 'order.read', { userId: 1 })).toBe(true);
  });

  it('lets nobody but the person act in their name, admins included', () => {
    expect(can(alice, 'user.actAs', { id: 1 })).toBe(true);
    expect(can(admin, 'user.actAs', { id: 1 })).toBe(false);
    expect(can(admin, 'order.seeBuyerEmail', { userId: 1 })).toBe(false);
    expect(can(alice, 'upload.use', { ownerId: 1 })).toBe(true);
    expect(can(admin, 'upload.use', { ownerId: 1 })).toBe(false);
    expect(can(alice, 'upload.use', { ownerId: null })).toBe(false);
  });

  it('refuses with the catalogue 403', () => {
    expect(() => assertAllowed(alice, 'admin.area')).toThrow(HttpError);
    const refusal = (() => {
      try {
        assertAllowed(bob, 'post.change', { userId: 1 });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect((refusal as HttpError).toBody()).toMatchObject({ message: 'You do not have permission to do this' });
    expect(() => assertAllowed(admin, 'admin.area')).not.toThrow();
  });
});
