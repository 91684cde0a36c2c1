import { mostViewedPost } from './dashboard-support';
import { expect, test } from './fixtures';

test('the dashboard home shows the counts and draws the views, sales and top posts charts', async ({
  page,
  request,
  signIn,
}) => {
  // A view counted now shows on today's point of the chart.
  const post = await mostViewedPost(request);
  expect((await request.post(`/api/posts/${post.id}/increment-views`)).status()).toBe(201);

  await signIn('admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/\d/);
  for (const title of ['Views per day', 'Sales per day', 'Top posts by views']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure.locator('canvas')).toHaveCount(1);
    const box = await figure.locator('canvas').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
  }
  await expect(page.getByRole('img', { name: /^Views per day: [1-9][\d,]* in total over the period$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top posts' }).getByRole('row')).toHaveCount(11);

  const answer = page.waitForResponse((res) => res.url().includes('/api/stats?days=7'));
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 7 days' });
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('figure', { name: 'Views per day' }).locator('canvas')).toHaveCount(1);
});

test('a chart that cannot be drawn (its script fails to load) shows its summary instead of a blank box', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.route(/\/_astro\/uPlot[^/]*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  const views = page.getByRole('figure', { name: 'Views per day' });
  await expect(views.getByText(/^[1-9][\d,]* in total over the period$/)).toBeVisible();
  await expect(views.locator('canvas')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Top posts by views' }).locator('[data-chart-failed]')).toBeVisible();
});
