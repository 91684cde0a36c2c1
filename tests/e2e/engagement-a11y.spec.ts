import { expectNoViolations } from './a11y-support';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { doNotCountViews, islandsReady } from './engagement-support';
import { apiSession } from './sign-in';
import { apiJson, pageReady } from './site-support';

test.beforeEach(({ page }) => doNotCountViews(page));

test('axe-core finds no violation in the signed-in engagement pages and islands', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  // Six pages and seven axe scans: on a loaded CI machine this takes longer than one page's budget.
  test.slow();
  const demo = await apiSession(request, baseURL);
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  await signIn('demo');
  for (const path of [
    `/videos/${post!.id}`,
    '/favorites',
    '/add-post',
    `/profile/${demo.userId}`,
    '/profile',
    '/news',
  ]) {
    await page.goto(path);
    await pageReady(page);
    await expectNoViolations(page, path);
  }
  // The upload states too: a refused file and its messages.
  await page.goto('/add-post');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The file must be a video (MP4, MOV, WebM, MKV or M4V).')).toBeVisible();
  await expectNoViolations(page, 'add-post with errors');
});

test('the rating radio group is reached with Tab and names its half stars', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  await signIn('demo');
  await page.goto(`/videos/${post!.id}`);
  await islandsReady(page);
  const stats = page.locator('[data-post-stats]');
  const rounded = Math.round(post!.rate * 2) / 2;
  const checked = stats.getByRole('radio', { checked: true });
  // The stars become a radio group once the session is read, and take the live average when it
  // arrives: Tab is pressed after both (ci: pressed before, it reached what came next).
  await expect(stats.locator(`[data-rating="${rounded}"] [role="radiogroup"]`)).toBeVisible();
  await expect(checked).toHaveAccessibleName(`${rounded} stars`);
  await stats.locator('[data-like-slot] button').focus();
  await page.keyboard.press('Tab');
  await expect(checked).toBeFocused();
  await expect(stats.getByRole('radio')).toHaveCount(10);
});
