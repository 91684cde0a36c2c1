import { hash, verify } from '@node-rs/argon2';
import { passwordHashCostFrom, type PasswordHashCost } from '../env';

// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read).
const OPTIONS: Record<PasswordHashCost, { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number }> = {
  // OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
  production: { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  // Test runs only (PASSWORD_HASH_COST=test, refused in production): the same algorithm, cheap.
  test: { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 },
};

/** Hashed at the cost the environment names now; a hash carries its own parameters, so verifying reads them. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS[passwordHashCostFrom()]);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
