import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const eslint = new ESLint({ cwd: ROOT });
// The first lint loads the whole config and its plugins: seconds on a loaded machine.
const LINT_TIMEOUT = 60_000;

/** The rule ids and lines ESLint reports for `code` as if it were a browser spec. */
async function problemsOf(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'tests/e2e/probe.spec.ts') });
  return result!.messages.map((message) => `${message.line}: ${message.ruleId}`);
}

describe('the lint block of tests/e2e refuses clock waits', () => {
  it(
    'refuses waitForTimeout, networkidle, setTimeout sleeps and timers/promises',
    async () => {
      const code = [
        "import { setTimeout as sleep } from 'node:timers/promises';",
        "import type { Page } from '@playwright/test';",
        'export async function probe(page: Page) {',
        '  await page.waitForTimeout(10);',
        "  await page.waitForLoadState('networkidle');",
        '  await new Promise((resolve) => setTimeout(resolve, 10));',
        '  await sleep(5);',
        '}',
        '',
      ].join('\n');
      expect(await problemsOf(code)).toEqual([
        '1: no-restricted-syntax',
        '4: no-restricted-syntax',
        '5: no-restricted-syntax',
        '6: no-restricted-syntax',
      ]);
    },
    LINT_TIMEOUT,
  );

  it(
    'lets waits on the page and a test timeout through',
    async () => {
      const code = [
        "import { expect, test } from '@playwright/test';",
        "test('probe', async ({ page }) => {",
        '  test.setTimeout(60_000);',
        "  await page.waitForLoadState('load');",
        '  await expect(page.locator(\'[data-hydrated="false"]\')).toHaveCount(0);',
        '  await page.clock.runFor(150);',
        '});',
        '',
      ].join('\n');
      expect(await problemsOf(code)).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
