import { expectNoViolations, openSitePage } from './a11y-support';
import { expect, test } from './fixtures';

/** Each form page, and the name of its submit button (enabled once the island has hydrated). */
const FORMS = [
  { path: '/sign-in', submit: 'Sign In' },
  { path: '/sign-up', submit: 'Create my account' },
  { path: '/forgotten-password', submit: 'Send me a reset link' },
  { path: '/reset-password?token=not-a-real-token', submit: 'Change my password' },
  { path: '/unverified', submit: 'Send' },
];

for (const { path, submit } of FORMS) {
  test(`${path} has no axe violation, empty and with its errors shown`, async ({ page }) => {
    await openSitePage(page, path);
    const button = page.getByRole('main').getByRole('button', { name: new RegExp(`^${submit}`) });
    await expect(button).toBeEnabled();
    await expectNoViolations(page, path);
    await button.click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, `${path} with errors`);
  });
}

test('a refused sign-in shows its message with no axe violation', async ({ page }) => {
  await openSitePage(page, '/sign-in');
  await page.getByLabel('E-mail address').fill('demo@hdx.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expectNoViolations(page, 'sign-in refused');
});

test('the e-mail sent, verified, verify-email and closed reset link pages have no axe violation', async ({ page }) => {
  for (const path of ['/forgotten-password-validation', '/verified', '/verify-email', '/reset-password/not-a-real-token']) {
    await openSitePage(page, path);
    await expectNoViolations(page, path);
  }
});
