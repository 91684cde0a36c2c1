import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { openTestDatabase } from '../support/test-database';

/**
 * Each test file gets its own copy of the migrated database: what one copy writes (rows, a new
 * table, catalog pages changed in place) is in no copy made after it in the same process.
 */
it('gives each database its own copy of the migrated one: a write in one is in no later copy', async () => {
  const first = await openTestDatabase();
  try {
    await first.db.execute(sql`create table copy_probe (id int)`);
    await first.db.execute(sql`insert into copy_probe values (1)`);
    await first.db.execute(sql`update site_state set value = 'written by the first copy'`);
    await first.db.execute(sql`insert into site_state (key, value) values ('copy-probe', 'first')`);
  } finally {
    await first.close();
  }
  const second = await openTestDatabase();
  try {
    const [table] = rowsOf<{ found: string | null }>(
      await second.db.execute(sql`select to_regclass('copy_probe')::text as found`),
    );
    expect(table?.found).toBeNull();
    const state = rowsOf<{ key: string; value: string }>(
      await second.db.execute(sql`select key, value from site_state`),
    );
    expect(state.filter((row) => row.key === 'copy-probe' || row.value === 'written by the first copy')).toEqual([]);
  } finally {
    await second.close();
  }
});
