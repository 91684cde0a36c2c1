import { expect, test } from './fixtures';
import { headerReady, pageReady } from './site-support';

test('pages carry the security headers and their own policy, and nothing on them breaks it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Rendered on demand: Astro's policy in the header, with what only the server's header says.
  const policy = headers['content-security-policy']!;
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'[^;]*'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // Islands hydrate and work under the policy: type into the search combobox.
  await headerReady(page);
  const search = page.getByRole('combobox').first();
  await search.fill('zorn');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.goto('/videos/1');
  await pageReady(page);
  expect(violations).toEqual([]);
});

test('hashed assets are cached for a year and pages revalidate by their ETag', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const asset = await page.locator('script[type="module"][src^="/_astro/"]').first().getAttribute('src');
  const assetResponse = await request.get(`${baseURL}${asset}`);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Rendered, then kept by the server's page cache, which names it.
  await request.get(`${baseURL}/trends`);
  const pageResponse = await request.get(`${baseURL}/trends`);
  expect(pageResponse.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const etag = pageResponse.headers().etag!;
  expect(etag).toBeTruthy();
  const again = await request.get(`${baseURL}/trends`, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
});
