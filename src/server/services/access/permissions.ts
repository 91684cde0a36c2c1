import type { AuthUser } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';

const isAdmin = (user: AuthUser) => user.role === 'ROLE_ADMIN';

/**
 * Who may read or change what: every owner or role rule of the API, named once. A route
 * asks `can`/`assertAllowed` with the permission and the resource it is about; the role
 * and ownership facts are read here only.
 */
const RULES = {
  /** The admin area: user list and roles, stats, site rebuilds, library writes. */
  'admin.area': (user: AuthUser) => isAdmin(user),
  /** An account and what hangs on it (profile, e-mail, password, avatar, deletion, likes, favorites). */
  'user.manage': (user: AuthUser, account: { id: number }) => user.id === account.id || isAdmin(user),
  /** Acting in someone's name (liking, rating): oneself only, admins included. */
  'user.actAs': (user: AuthUser, account: { id: number }) => user.id === account.id,
  /** Editing or deleting a post: its author or an admin. */
  'post.change': (user: AuthUser, post: { userId: number }) => user.id === post.userId || isAdmin(user),
  /** Removing a post for good, its buyers refunded (a post or an account with sales): admins. */
  'post.removeCompletely': (user: AuthUser) => isAdmin(user),
  /** Watching any paid video without buying it: admins (authors watch their own). */
  'post.watchAny': (user: AuthUser) => isAdmin(user),
  /** Creating, editing or deleting a seller's packages: the seller or an admin. */
  'package.change': (user: AuthUser, pkg: { sellerId: number }) => user.id === pkg.sellerId || isAdmin(user),
  /** Selling without a connected payout account: admins (the demo content; the platform keeps the money). */
  'selling.withoutPayouts': (user: AuthUser) => isAdmin(user),
  /** Reading an order or its checkout session: its buyer or an admin. */
  'order.read': (user: AuthUser, order: { userId: number }) => user.id === order.userId || isAdmin(user),
  /** Seeing the buyer's e-mail on a payment page reached by its session id alone: the buyer. */
  'order.seeBuyerEmail': (user: AuthUser, order: { userId: number }) => user.id === order.userId,
  /** Attaching an uploaded video (its storage key names the uploader) to a post: the uploader. */
  'upload.use': (user: AuthUser, upload: { ownerId: number | null }) => user.id === upload.ownerId,
} as const;

type Permission = keyof typeof RULES;
type Resource<P extends Permission> = Parameters<(typeof RULES)[P]> extends [AuthUser, ...infer Rest] ? Rest : never;

export function can<P extends Permission>(user: AuthUser, permission: P, ...resource: Resource<P>): boolean {
  const rule = RULES[permission] as (user: AuthUser, ...resource: unknown[]) => boolean;
  return rule(user, ...resource);
}

/** 403 with the catalogue's "You do not have permission to do this" when `can` says no. */
export function assertAllowed<P extends Permission>(user: AuthUser, permission: P, ...resource: Resource<P>): void {
  if (!can(user, permission, ...resource)) throw forbidden();
}
