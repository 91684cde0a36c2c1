import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { budget } from './tests/support/budget';

const DATABASE_SETUP = 'tests/support/database-global-setup.ts';
// Every in-process database starts from a copy migrated once; passwords hash at a test cost.
const shared = {
  environment: 'node' as const,
  // drizzle-orm through Vite's module runner instead of Node's loader: Node parses its 179 kB
  // package.json again for each of its several hundred files (the `exports` getter is spread in
  // `getPackageScopeConfig`), 0.6 s of CPU a process; the runner reads it once and its transforms
  // stay in Vitest's file cache.
  server: { deps: { inline: [/drizzle-orm/] } },
  globalSetup: [DATABASE_SETUP],
  // DEMO_RENDER_CACHE: the demo seed's drawn pictures, kept between seeds (src/server/db/seed/svg-raster.ts):
  // the API tests seed twice a CI run, and the process-level tests' demo servers (which inherit it) once each.
  env: {
    PASSWORD_HASH_COST: 'test',
    DEMO_RENDER_CACHE: path.join(import.meta.dirname, 'node_modules', '.cache', 'hdx-tests', 'demo-render'),
  },
  // HDX_CPU_PROFILE=<folder>: a CPU profile per test file (tests/support/cpu-profile.ts).
  setupFiles: process.env.HDX_CPU_PROFILE ? ['tests/support/cpu-profile.ts'] : [],
};

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one on a 2-core machine. The
    // unit and API files spend part of their time waiting on ffmpeg, sockets and deadlines: one
    // worker more than the cores (measured on 2 cores, the API project alone: 112 s with two
    // workers, 96 s with three, 97 s with four).
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          sequence: { groupOrder: 1 },
          include: ['tests/unit/**/*.test.ts'],
          // Vitest's default budget, stretched on a slow host (tests/support/budget.ts).
          testTimeout: budget(5_000),
          // A few unit files start an in-process API (PGlite) in beforeAll: slow on a loaded machine.
          hookTimeout: budget(60_000),
        },
      },
      {
        test: {
          ...shared,
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          // Each file opens its own database and app in beforeAll; nothing else is module state, so a
          // worker keeps the modules it imported (the server, drizzle, zod schemas) for its next file
          // instead of importing them again: about a third of the project's time. No file mocks a module.
          isolate: false,
          testTimeout: budget(30_000),
          hookTimeout: budget(60_000),
        },
      },
      {
        // Server processes, PostgreSQL clusters, builds: minutes, not seconds.
        test: {
          ...shared,
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          // Each file drives servers and builds that keep the cores busy: one per core, two at least.
          maxWorkers: Math.max(2, os.availableParallelism()),
          // A run of several projects runs this group first (Vitest runs projects of different worker
          // counts as groups, one after the other): these files last a minute or more and would
          // otherwise, started last, leave one worker busy while the others have nothing left.
          sequence: { groupOrder: 0 },
          globalSetup: [DATABASE_SETUP, 'tests/support/build-global-setup.ts'],
          // A budget, not a wait: these tests end on the processes' own signals, and the budget is
          // only reached by a stuck test. 30 s ran out under CI's load (two stages on two cores, the
          // process files two at a time) for tests of 5-10 s on a quiet machine.
          testTimeout: budget(120_000),
          hookTimeout: budget(60_000),
        },
      },
    ],
  },
});
