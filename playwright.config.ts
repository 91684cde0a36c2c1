import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { budget } from './tests/support/budget';
import { chromiumLaunchOptions } from './tests/support/chromium';

const specs = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * Specs that change what other specs read run after the readers, one at a time within a chain,
 * so a reader never sees a change made while it runs. The chains run side by side because
 * they change different data: the demo account's cart and purchases; the demo posts, likes,
 * ratings and favorites; the library entries and accounts of the dashboard (its specs read
 * no post but the most viewed one, which no spec removes); the folios below. A new spec that
 * writes goes into the chain of the data it changes.
 */
const CART = specs('a11y-member', 'commerce-a11y', 'commerce-checkout', 'walkthrough-commerce');
const POSTS = specs(
  'a11y-keyboard',
  'chapters-captions',
  'engagement-a11y',
  'engagement-like-rate',
  'engagement-profile',
  'security-escaping',
  'site-cards',
  'site-post',
  'walkthrough-engagement',
);
const DASHBOARD = specs('dashboard-charts', 'dashboard-french', 'dashboard-screens', 'walkthrough-dashboard');
/**
 * The page language's header, menu, numbers and messages: each test registers its own member
 * and leaves the library as it found it (the post one of them makes is deleted), so they need no
 * order and run on whichever worker is free once the chains have all started, filling the
 * writers' tail (it ran last in the dashboard's chain, the writers' longest: 96 of 135 s).
 */
const I18N = specs('walkthrough-i18n');
/**
 * The dashboard's axe checks open every screen's dialogs on demo entries no spec edits or
 * removes, and save a post unchanged: a chain of their own, beside the dashboard's, which
 * would otherwise be the writers' longest by far (113 s of 271 s on three workers).
 */
const DASHBOARD_A11Y = specs('a11y-dashboard');
/**
 * The folio scans and regions of two manuscripts that have none in the demo (Capoferro's, Cgm
 * 582), which no other spec opens: a chain of their own.
 */
const FOLIOS = specs('dashboard-folio-regions', 'dashboard-folios');
/**
 * Posting a video (uploads, cancels, resumes) as a member of its own, whose posts and uploaded
 * files no other spec reads: a chain of its own.
 */
const UPLOADS = specs('engagement-add-post');
/**
 * The HLS player's specs play posts of their own, given the fixture stream; they wait on
 * real-time playback more than they use the machine: a chain of their own.
 */
const PLAYER = specs('player-hls');
/**
 * Last, alone: the specs that publish or take down (the whole site changes), and the walk
 * through every page of /news and /trends, which a post added, deleted or viewed meanwhile would shift.
 */
const SITE = specs('dashboard-publish', 'site-french-untranslated', 'site-more-posts', 'takedown', 'walkthrough-slugs');

/**
 * `npm test` runs the browser tests as two Playwright runs on one server (scripts/test-browser.ts):
 * E2E_PHASE=readers, then E2E_PHASE=writers, whose chains then depend on the sessions only. In
 * one run a failing reader would skip every writer chain (Playwright skips a project's dependents
 * when it fails); in two, every test runs and reports. Unset: one run, readers first, as below.
 */
const PHASES = ['readers', 'writers'] as const;
const phase = process.env.E2E_PHASE as (typeof PHASES)[number] | undefined;
if (phase && !PHASES.includes(phase)) throw new Error(`E2E_PHASE is readers or writers, not "${phase}"`);
const afterReaders = phase === 'writers' ? ['sessions'] : ['readers'];
/** Each run its own report and output folder (Playwright empties its output folder when it starts). */
const suffix = phase ? `-${phase}` : '';

/**
 * The writers before the site-wide ones. A worker free takes the next chain in this order: the
 * longest first, but the player's with them, as it mostly waits on real-time playback (its minute
 * then overlaps the others' work rather than running last with little else to do: it started
 * 257 s into a 353 s writers phase). The i18n tests come last, on no worker of their own: they
 * take the workers the chains leave free.
 */
const WRITERS = [
  { name: 'dashboard', testMatch: DASHBOARD, workers: 1 },
  { name: 'posts', testMatch: POSTS, workers: 1 },
  { name: 'cart', testMatch: CART, workers: 1 },
  { name: 'player', testMatch: PLAYER, workers: 1 },
  { name: 'dashboard-a11y', testMatch: DASHBOARD_A11Y, workers: 1 },
  { name: 'uploads', testMatch: UPLOADS, workers: 1 },
  { name: 'folios', testMatch: FOLIOS, workers: 1 },
  { name: 'i18n', testMatch: I18N, fullyParallel: true },
];

const projects = [
  { name: 'sessions', testMatch: '**/sessions.setup.ts' },
  {
    name: 'readers',
    testMatch: '**/*.spec.ts',
    // Every spec no writer project runs.
    testIgnore: [...WRITERS.flatMap(({ testMatch }) => testMatch), ...SITE],
    fullyParallel: true,
    dependencies: ['sessions'],
  },
  ...WRITERS.map((writer) => ({ ...writer, dependencies: afterReaders })),
  { name: 'site', testMatch: SITE, workers: 1, dependencies: WRITERS.map(({ name }) => name) },
].filter(({ name }) =>
  phase === 'readers' ? ['sessions', 'readers'].includes(name) : phase !== 'writers' || name !== 'readers',
);

/**
 * End-to-end tests drive the system's Chromium or the one inside @sparticuz/chromium (never a
 * downloaded browser; tests/support/chromium.ts) against the
 * production build, started by tests/e2e/global-setup.ts on a free port with a fresh DATA_DIR.
 * The demo accounts sign in once (project `sessions`); the readers run side by side on every
 * worker, then the seven writer chains side by side (the i18n tests on the workers they leave),
 * then the site-wide writers. A writer spec alone, without the readers before it:
 * `npx playwright test --no-deps <file>`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: its own, so the other stages' logs and
  // reports in test-results/ (written beside it by npm test) survive.
  outputDir: `test-results/playwright${suffix}`,
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // One worker more than the cores: a test waits on the server or on playback part of its time.
  // Measured on two cores (session 38, the readers alone, in a control group): 115.5 s on two
  // workers, 110.2–111.6 s on three, 113.4–117.3 s on four, whose fourth browser costs more CPU
  // than it saves waiting (199 s against 207–214 s).
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism() + 1,
  retries: 0,
  // Budgets, not waits: every test ends on the page's own signals. Stretched on a slow host
  // (tests/support/budget.ts): 60 s ran out once on this one at half its usual speed (reference work
  // 128 ms, four workers on two cores) for a test of 10.5 s alone, the HLS player's first, started
  // with the other writer chains.
  timeout: budget(60_000),
  // Headroom for a shared, sometimes loaded machine: assertions wait, they never time anything.
  expect: { timeout: budget(15_000) },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-report${suffix}.json` }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    // A failed test's open pages are shot by the page fixture (tests/e2e/fixtures.ts), not on every context's close.
    screenshot: 'off',
  },
  projects,
});
