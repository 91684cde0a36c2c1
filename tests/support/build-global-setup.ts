import { buildServerOnce } from './build-once';
import { migratedPgliteDir } from './migrated-database';

/**
 * Vitest global setup of the process-level tests: the server bundle is built, and the migrated
 * PGlite data directory their servers start on is made, before any file asks for them.
 */
export default async function setup(): Promise<void> {
  await Promise.all([buildServerOnce(), migratedPgliteDir()]);
}
