import { defineConfig } from 'vitest/config';

/** Process-level and generated tests: minutes, not seconds. They form their own project. */
const SLOW_API_TESTS = [
  'tests/api/faults-*.test.ts',
  'tests/api/security-bad-input-*.test.ts',
  'tests/api/security-matrix*.test.ts',
  'tests/api/site-publish-*.test.ts',
  'tests/api/cluster-*.test.ts',
];

// Each API file opens its own database; PGlite start-up and argon2 need headroom.
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A few unit files start an in-process API (PGlite) in beforeAll: slow on a loaded machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: SLOW_API_TESTS,
          environment: 'node',
          ...apiTimeouts,
        },
      },
      {
        test: {
          name: 'slow',
          include: SLOW_API_TESTS,
          environment: 'node',
          ...apiTimeouts,
        },
      },
    ],
  },
});
