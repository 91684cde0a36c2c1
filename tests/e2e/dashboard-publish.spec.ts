import type { Technique } from '../../src/contract';
import { expect, test } from './fixtures';
import { openScreen, pngFile, toastOf, uniqueName } from './dashboard-support';

test('create a technique with an image, Publish, and its static page is served with no failed request meanwhile', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  test.setTimeout(6 * 60_000);
  await signIn('admin');
  await openScreen(page, '/dashboard/techniques', 'Techniques');

  const name = uniqueName('Zornhau ort');
  const description = `Drawn from the ${name} drill: bind, wind and thrust.`;
  await page.getByRole('button', { name: 'New: Technique' }).click();
  const dialog = page.getByRole('dialog', { name: 'New: Technique' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByLabel('Martial art').selectOption({ label: 'Longsword' });
  await dialog.getByLabel('Image').setInputFiles(await pngFile('ort.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastOf(page, 'Technique created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const technique = ((await (await request.get('/api/techniques')).json()) as Technique[]).find((t) => t.name === name)!;
  expect(technique.fileUrl).toMatch(/\.webp$/);
  const pagePath = `/techniques/${technique.slug}`;
  expect((await request.get(pagePath)).status()).toBe(404);
  await expect(page.getByRole('status').filter({ hasText: 'Changes not yet published.' })).toBeVisible();

  // Requests to the site all through the rebuild: none may fail.
  const failures: string[] = [];
  let published = false;
  // Rounds of the three pages every 250 ms until the publish is done (a poll on that, not a sleep).
  const poll = expect
    .poll(
      async () => {
        for (const path of ['/', '/techniques', '/history']) {
          const res = await fetch(`${baseURL}${path}`).catch((error: Error) => ({ status: 0, statusText: error.message }));
          if (res.status !== 200) failures.push(`${path}: ${res.status} ${res.statusText}`);
        }
        return published;
      },
      { timeout: 5 * 60_000, intervals: [250] },
    )
    .toBe(true);
  page.on('requestfailed', (req) => failures.push(`${req.url()}: ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.url()}: ${res.status()}`);
  });

  await page.getByRole('button', { name: 'Publish' }).click();
  const progress = page.getByRole('progressbar', { name: 'Build progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Publishing the site: \d+%|Waiting for the current build/ })).toBeVisible();
  await expect(toastOf(page, 'Site published')).toBeVisible({ timeout: 5 * 60_000 });
  await expect(progress).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The site shows every change.' })).toBeVisible();
  published = true;
  await poll;
  expect(failures).toEqual([]);

  const served = await request.get(pagePath);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(name);
  expect(html).toContain(description);
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
