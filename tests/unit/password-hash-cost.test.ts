import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { hashPassword, verifyPassword } from '../../src/server/services/passwords';

// The test run sets PASSWORD_HASH_COST=test (vitest.config.ts); these cases set it themselves.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hash cost', () => {
  it('hashes with the production parameters (argon2id, 19 MiB, 2 iterations, 1 lane) when it is unset', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', undefined);
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
  });

  it('hashes cheaply with PASSWORD_HASH_COST=test, and the hash still verifies', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong')).toBe(false);
  });

  it('refuses the test cost in production, at start-up and when hashing', async () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST: "test" is refused with NODE_ENV=production/,
    );
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    await expect(hashPassword('x')).rejects.toBeInstanceOf(EnvError);
  });

  it('refuses an unknown cost', () => {
    expect(() => loadEnv({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadEnv({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe('production');
  });
});
