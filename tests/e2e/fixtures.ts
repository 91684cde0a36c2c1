import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { sessionCookies, type Role } from './sessions';

/**
 * What a page said went wrong while a test ran: uncaught errors, console errors, failed
 * requests and 5xx answers. Printed with a failed test only, so that a failure seen once in
 * CI (where nothing else of the run is kept) says what the browser saw.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('pageerror', (error) => problems.push(`${at()} page error: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${at()} console error: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`${at()} request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 500)
      problems.push(`${at()} ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * A failed test's screenshots: every page still open when it ended. Playwright's own
 * `screenshot: 'only-on-failure'` also shoots every page of every passing test as its context
 * closes, in case it failed (0.2 s of CPU a page on a slow host, some 300 times a run): off in
 * playwright.config.ts, done here for failures only.
 */
async function screenshotOpenPages(pages: Page[], testInfo: TestInfo): Promise<void> {
  for (const [index, page] of pages.entries()) {
    const file = testInfo.outputPath(`test-failed-${index + 1}.png`);
    const shot = await page.screenshot({ path: file, timeout: 5_000, caret: 'initial' }).catch(() => null);
    if (shot) await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
  }
}

interface Fixtures {
  /** Every page of the test starts signed in as this demo account (`test.use({ signedInAs: 'demo' })`). */
  signedInAs: Role | undefined;
  /**
   * Signs the page's context in as a demo account from the session kept for the suite
   * (sessions.ts): its cookies are added, no page is opened. Tests of the sign-in itself, or
   * that sign out, refresh or change the account, sign in on the page instead (sign-in.ts).
   */
  signIn: (role: Role) => Promise<void>;
}

/** `baseURL` comes from the server started in global-setup.ts. */
export const test = base.extend<Fixtures>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState, browser }, use) => {
    await use(signedInAs ? { cookies: await sessionCookies(browser, signedInAs), origins: [] } : storageState);
  },
  signIn: async ({ browser, context }, use) => {
    await use(async (role) => context.addCookies(await sessionCookies(browser, role)));
  },
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page, browser }, use, testInfo) => {
    const problems = watchProblems(page);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    if (problems.length) {
      await testInfo.attach('browser problems', { body: problems.join('\n'), contentType: 'text/plain' });
    }
    await screenshotOpenPages(
      browser.contexts().flatMap((context) => context.pages()),
      testInfo,
    );
  },
});

export { expect };
