import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresDatabase, migratedPgliteDump } from './migrated-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory each test file loads (tests/support/test-database.ts). */
    migratedPgliteDump: string;
    /** With TEST_DATABASE_URL: the migrated database each test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/** Vitest global setup: the migrations run once per run (once per migrations' content on PGlite). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('migratedPgliteDump', await migratedPgliteDump());
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await createPostgresTemplate(url) : null;
  project.provide('postgresTemplate', template);
  return async () => {
    if (url && template) await dropPostgresDatabase(url, template);
  };
}
