import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { postTechniques, posts, users } from '../schema';
import { hashPassword } from '../../services/passwords';
import { randomPassword } from './factories';

/** A small deterministic PRNG (mulberry32) so synthetic data sets are reproducible. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VERBS = [
  'Drilling',
  'Sparring with',
  'Understanding',
  'Breaking down',
  'Competing with',
  'Teaching',
  'Flow drills for',
];
const SUBJECTS = [
  'the Zornhau',
  'the Krumphau',
  'binding at the strong',
  'the thrust from Ochs',
  'winding',
  'the cross guard',
  'footwork',
  'the long point',
  'the stramazzone',
  'the half-sword',
];
const SUFFIXES = [
  'for beginners',
  'at tournament pace',
  'in slow motion',
  'from the manuscript',
  'with a partner',
  'under pressure',
  'club session',
  'masterclass',
];

/**
 * Adds `count` synthetic posts (for benchmarks) spread over `userCount` synthetic
 * users, in batches of 1,000 rows, each batch in its own transaction.
 */
export async function seedSynthetic(db: Database, count: number, { userCount = 50, seed = 42 } = {}): Promise<void> {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const ids = async (table: string) =>
    rowsOf<{ id: number }>(await db.execute(sql.raw(`select id from ${table} order by id`))).map((r) => r.id);
  const typeIds = await ids('post_types');
  const weaponIds = await ids('weapons');
  const masterIds = await ids('master_histories');
  const techniqueIds = await ids('techniques');

  const passwordHash = await hashPassword(randomPassword());
  const stamp = Date.now().toString(36);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, i) => ({
        username: `bench_${stamp}_${i}`,
        email: `bench_${stamp}_${i}@hdx.test`,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const userIds = userRows.map((u) => u.id);

  const now = Date.now();
  for (let offset = 0; offset < count; offset += 1000) {
    const size = Math.min(1000, count - offset);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(posts)
        .values(
          Array.from({ length: size }, (_, i) => ({
            title: `${pick(VERBS)} ${pick(SUBJECTS)} ${pick(SUFFIXES)} #${offset + i + 1}`,
            description: 'Synthetic post generated for benchmarks.',
            priceCents: random() < 0.5 ? 0 : 499 + Math.floor(random() * 45) * 100,
            userId: pick(userIds),
            postTypeId: typeIds.length ? pick(typeIds) : null,
            weaponId: weaponIds.length ? pick(weaponIds) : null,
            masterId: masterIds.length && random() < 0.8 ? pick(masterIds) : null,
            views: Math.floor(random() ** 3 * 50_000),
            createdAt: new Date(now - Math.floor(random() * 3 * 365 * 24 * 3600 * 1000)),
          })),
        )
        .returning({ id: posts.id });
      if (techniqueIds.length) {
        await tx
          .insert(postTechniques)
          .values(rows.map((row) => ({ postId: row.id, techniqueId: pick(techniqueIds) })))
          .onConflictDoNothing();
      }
    });
  }
  // The techniques' trigger rewrote each post's search document, leaving a dead version of every
  // row and index entry behind; PGlite runs no autovacuum, so clear them as a bulk load should.
  await db.execute(sql`vacuum analyze posts`);
}
