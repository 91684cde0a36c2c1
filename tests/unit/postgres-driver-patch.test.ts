import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

describe('postgres-js', () => {
  it('carries the patch against writes on closed connections (scripts/patch-postgres.mjs, run by npm install)', () => {
    expect((postgres as unknown as { hdxClosedConnectionPatch?: boolean }).hdxClosedConnectionPatch).toBe(true);
  });
});
