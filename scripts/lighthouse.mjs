// `node scripts/lighthouse.mjs [base URL]`: Lighthouse (mobile, the default emulation and
// simulated throttling) with the resolved Chromium (src/server/lib/binaries.ts) on the home, a post and a master page of a
// running HDX server (default http://localhost:4321). Budgets of issue 5: performance
// >= 95, accessibility 100, SEO 100. Prints the scores; exits 1 when one is below.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveBinary } from '../src/server/lib/binaries.ts';
import { CHROMIUM_ARGS } from '../tests/support/chromium-args.ts';

const base = (process.argv[2] ?? process.env.HDX_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const browser = resolveBinary('chromium');
if (!browser) throw new Error('Chromium not found: run `npm install` or set CHROMIUM_PATH.');
const BUDGET = { performance: 95, accessibility: 100, seo: 100 };

async function apiJson(path) {
  const res = await fetch(`${base}/api/${path}`);
  if (!res.ok) throw new Error(`GET /api/${path} answered ${res.status}`);
  return res.json();
}

const [post] = await apiJson('posts/trends');
const masters = await apiJson('master_histories');
const master = masters.find((m) => /^[\x20-\x7e]+$/.test(m.name)) ?? masters[0];
const pages = {
  home: `${base}/`,
  post: `${base}/videos/${post.id}`,
  master: `${base}/history/${encodeURIComponent(master.name.toLowerCase().replace(/\s+/g, '-'))}`,
};

const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  envVars: { ...process.env, ...browser.env },
  // chrome-launcher starts Chromium itself: headless is one of its flags, not Playwright's option.
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
let failed = false;
try {
  console.log('page     performance  accessibility  seo   LCP      TBT     CLS');
  for (const [name, url] of Object.entries(pages)) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const scores = { performance: score('performance'), accessibility: score('accessibility'), seo: score('seo') };
    for (const [key, min] of Object.entries(BUDGET)) if (scores[key] < min) failed = true;
    console.log(
      `${name.padEnd(8)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores.seo).padStart(3)}   ${audits['largest-contentful-paint'].displayValue.padEnd(7)}  ${audits['total-blocking-time'].displayValue.padEnd(6)}  ${audits['cumulative-layout-shift'].displayValue}`,
    );
    for (const key of ['accessibility', 'seo']) {
      const missed = categories[key].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1);
      for (const ref of missed) console.log(`    ${key}: ${ref.id} (${audits[ref.id].title})`);
    }
  }
} finally {
  chrome.kill();
}
console.log(`budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}`);
process.exit(failed ? 1 : 0);
