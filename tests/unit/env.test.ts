import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';

describe('environment', () => {
  it('has working embedded defaults with nothing configured', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATA_DIR).toBe(path.resolve('.data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:4321');
    expect(env.SEED).toBe('demo');
  });

  it('fails fast with a readable message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });
});
