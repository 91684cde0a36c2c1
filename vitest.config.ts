import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database; PGlite start-up and argon2 need headroom.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
