import { expect, test } from './fixtures';

const MAINTENANCE = 'We are currently undergoing maintenance. We will be back shortly.';

test('the maintenance screen shows when GET /api fails, and the page behind is inert', async ({ page }) => {
  await page.route(/\/api$/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"down"}' }));
  await page.goto('/');
  const screen = page.getByRole('alertdialog');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'The site is under maintenance' })).toBeVisible();
  await expect(screen.getByText(MAINTENANCE)).toBeVisible();
  await expect(screen.getByRole('img', { name: 'HDX' })).toBeVisible();
  expect(await page.locator('main').evaluate((el) => el.closest('[inert]') !== null || (el as HTMLElement).inert)).toBe(true);
});

test('the maintenance screen shows when the API does not answer at all', async ({ page }) => {
  await page.route(/\/api$/, (route) => route.abort('connectionrefused'));
  await page.goto('/history');
  await expect(page.getByText(MAINTENANCE)).toBeVisible();
});

test('the health check runs again every 60 s and the screen goes away when the API is back', async ({ page }) => {
  await page.clock.install();
  let down = true;
  await page.route(/\/api$/, (route) => (down ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
  await page.goto('/');
  await expect(page.getByText(MAINTENANCE)).toBeVisible();
  down = false;
  const check = page.waitForResponse((res) => /\/api$/.test(res.url()));
  await page.clock.runFor(60_000);
  expect((await check).status()).toBe(200);
  await expect(page.getByText(MAINTENANCE)).toBeHidden();
});

test('no maintenance screen while the API answers', async ({ page }) => {
  const check = page.waitForResponse((res) => /\/api$/.test(res.url()));
  await page.goto('/');
  expect((await check).status()).toBe(200);
  await expect(page.getByText(MAINTENANCE)).toBeHidden();
});

test('the contact form sends the message to the admins', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Anna Fechter');
  await page.getByLabel('Your e-mail address').fill('anna@example.com');
  await page.getByLabel('Subject').fill('Club partnership');
  await page.getByLabel('Message').fill('We would like to present our club summer camp on HDX.');
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(202);
  await expect(page.locator('#contact-status')).toHaveText('Thank you, your message has been sent. We will answer by e-mail.');
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test('the API health check answers 200 from the same server', async ({ request, baseURL }) => {
  const res = await request.get(`${baseURL}/api`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
});
