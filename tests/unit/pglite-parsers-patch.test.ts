import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/dist');
const TIMESTAMPTZ = 1184;

describe('PGlite with scripts/patch-pglite.mjs (run by npm install)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  it('no build copies the instance’s parsers for each query', () => {
    const builds = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.c?js$/.test(file))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
    expect(
      builds.filter((source) => /\w+=(\w+)\?\.parsers\?\{\.\.\.(\w+),\.\.\.\1\.parsers\}:\2/.test(source)),
    ).toEqual([]);
    expect(builds.filter((source) => source.includes('hdx-patch: pglite-query-parsers')).length).toBeGreaterThan(0);
  });

  it("a query's own parser wins for its type; the instance's parse every other type", async () => {
    const sql = `select '2026-11-27 10:00:00+00'::timestamptz as at, 42::int as n, '{"a":1}'::jsonb as doc, array[1,2]::int[] as list`;
    const own = await db.query<Record<string, unknown>>(sql, [], {
      parsers: { [TIMESTAMPTZ]: (text: string) => `text:${text}` },
    });
    expect(own.rows).toEqual([{ at: 'text:2026-11-27 10:00:00+00', n: 42, doc: { a: 1 }, list: [1, 2] }]);
    const plain = await db.query<Record<string, unknown>>(sql);
    expect(plain.rows).toEqual([{ at: new Date('2026-11-27T10:00:00Z'), n: 42, doc: { a: 1 }, list: [1, 2] }]);
  });
});
