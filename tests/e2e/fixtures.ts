import { test as base, expect } from '@playwright/test';

/** `baseURL` comes from the server started in global-setup.ts. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
