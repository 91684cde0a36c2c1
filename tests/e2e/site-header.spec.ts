import { expect, test } from './fixtures';
import { headerReady } from './site-support';

test.describe('at 1280 px (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the search bar is in the header with the main navigation; no burger, no mobile bar', async ({ page }) => {
    await page.goto('/trends');
    await headerReady(page);
    const header = page.locator('header').first();
    await expect(header.locator('[data-search-slot="header"]')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const label of ['Home', 'Trends', 'News', 'History', 'Manuscripts', 'Application', 'Sparring', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  test('the logo goes to / ', async ({ page }) => {
    await page.goto('/news');
    await headerReady(page);
    await page.getByRole('link', { name: 'HDX home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'TRENDS' })).toBeVisible();
  });

  test('the footer links contact, faq, about, legal notice, cookie policy, terms and conditions', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected: [string, string][] = [
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
      ['About', '/about'],
      ['Legal notice', '/legal-notice'],
      ['Cookie policy', '/cookie-policy'],
      ['Terms and conditions', '/terms-and-conditions'],
    ];
    for (const [label, href] of expected) await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

test.describe('at 800 px (tablet)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('a burger opens the mobile menu; the mobile bar has the filters toggle and the search box', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    await expect(page.locator('[data-search-slot="header"]')).toBeHidden();
    await expect(page.locator('[data-search-slot="tablet"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manuscripts' })).toHaveAttribute('href', '/manuscripts');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the filters toggle scrolls to the top first, then opens the filters', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.getByRole('button', { name: 'Filters' }).click({ force: true });
    await page.waitForFunction(() => window.scrollY === 0);
    const filters = page.getByTestId('filters-panel');
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(filters.getByRole('link', { name: 'Longsword' })).toHaveAttribute('href', '/weapons/longsword');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(filters).toBeHidden();
  });
});

test.describe('at 375 px (phone)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the search toggle opens the mobile search bar, and a width over 768 px closes it', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    await expect(page.locator('[data-search-slot="tablet"]')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const bar = page.locator('#mobile-search');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('combobox')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.locator('#mobile-search')).toBeHidden();
    // Closed in the UI state, not only hidden by CSS at this width (Chromium coalesces
    // quick resizes, so the state must be seen before shrinking again).
    await expect(page.locator('#mobile-search')).toHaveAttribute('hidden', '');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator('#mobile-search')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the burger menu holds the main navigation; the Sign In text is hidden', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    for (const label of ['Home', 'Trends', 'News', 'History', 'Manuscripts', 'Application', 'Sparring', 'Contact']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign In' }).getByText('Sign In')).toBeHidden();
    await menu.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/history$/);
  });
});

test.describe('at 390 px in French (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every footer link is a target at least 24 px tall', async ({ page }) => {
    await page.goto('/fr/');
    await headerReady(page);
    const links = page.locator('footer a');
    expect(await links.count()).toBeGreaterThan(8);
    const heights = await links.evaluateAll((all) =>
      all.map((link) => ({ text: link.textContent?.trim(), height: link.getBoundingClientRect().height })),
    );
    for (const { text, height } of heights) expect(height, `${text}: ${height} px`).toBeGreaterThanOrEqual(24);
  });
});
