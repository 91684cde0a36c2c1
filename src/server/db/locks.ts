import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * What a transaction may hold a lock on. Each scope names one kind of change that must
 * run one at a time for the same ids (a user's checkout, a user's like of a post, ...).
 */
export type LockScope = 'checkout' | 'cart' | 'like' | 'favorite' | 'rating' | 'views' | 'credentials' | 'uploads';

/**
 * Serialises the rest of the transaction with every other transaction holding the same
 * scope and ids: a PostgreSQL advisory lock, released at commit or rollback. Two
 * concurrent toggles or checkouts then behave as if one ran after the other, on PGlite
 * and on PostgreSQL alike, and across several servers sharing one database.
 */
export async function lockFor(tx: Tx, scope: LockScope, ...ids: (number | string)[]): Promise<void> {
  const key = `${scope}:${ids.join(':')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
