import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPUBLISH_HEADER, REPUBLISH_PREFIX } from '../../lib/republish-access';
import type { RepublishPlan } from '../../lib/republish';
import { SNAPSHOT_FILE } from '../../lib/release-snapshot';
import { linkTree } from './page-reuse';
import { importRelease } from './site-host';

/** Pages rendered at once: the renderer waits on the API between pages. */
const PARALLEL_PAGES = 4;

/** The key the served release's renderer asks of a publish (src/lib/republish-access.ts), made once per process. */
function republishKey(): string {
  process.env.HDX_REPUBLISH_KEY ||= randomBytes(32).toString('base64url');
  return process.env.HDX_REPUBLISH_KEY;
}

/**
 * What a re-rendered release takes from the previous one as it is: the server (the same code),
 * the hashed assets and public files. Not its pages (each comes back only if its key is still
 * in the manifest), nor its search index and sitemap (written for the new release).
 */
const carriedOver = (relative: string) =>
  !relative.endsWith('.html') &&
  !/^(?:pagefind|pagefind-delta)[\\/]/.test(relative) &&
  !/^sitemap-[\w-]+\.xml$/.test(relative);

/**
 * Astro gives an on-demand page its Content-Security-Policy as a header and a pre-rendered one
 * as a <meta> first in the head content it renders (before the page's styles, links and
 * scripts): the page a publish re-rendered gets the meta a build would have written.
 */
export function withCspMeta(html: string, policy: string | null): string {
  if (!policy) return html;
  const meta = `<meta http-equiv="content-security-policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const firstStyle = [head.indexOf('<link rel="stylesheet"'), head.indexOf('<style')].filter((at) => at !== -1);
  const at = firstStyle.length ? Math.min(...firstStyle) : headEnd;
  return html.slice(0, at) + meta + html.slice(at);
}

export interface RerenderResult {
  /** Every pre-rendered page's file and content key. */
  pages: Record<string, string>;
  /** The page files written (changed or new, and the not-found pages). */
  rendered: Set<string>;
}

/**
 * A publish whose code is the served release's, without `astro build` (issue 17): the served
 * release's own server reads the content, plans the pages whose key changed since
 * `previousKeys`, and renders them; the new release (`outDir`) gets those pages, and the
 * previous release's server and assets hard-linked. Its other pages are linked afterwards by
 * the builder, as after an incremental `astro build`.
 */
export async function rerenderThroughRelease(options: {
  previousDir: string;
  outDir: string;
  apiUrl: string;
  previousKeys: Record<string, string>;
  onLine?: ((line: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<RerenderResult> {
  const { previousDir, outDir, apiUrl, previousKeys, onLine, signal } = options;
  const key = republishKey();
  const handler = await importRelease(previousDir);
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${REPUBLISH_PREFIX}`;
  const headers = { [REPUBLISH_HEADER]: key };
  try {
    fs.mkdirSync(outDir, { recursive: true });
    linkTree(path.join(previousDir, 'server'), path.join(outDir, 'server'));
    const client = path.join(outDir, 'client');
    linkTree(path.join(previousDir, 'client'), client, carriedOver);

    const planned = await fetch(`${base}plan`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ apiUrl, previousKeys, snapshotFile: path.join(outDir, SNAPSHOT_FILE) }),
      signal: signal ?? null,
    });
    if (!planned.ok) throw new Error(`the served release cannot re-render pages (plan: ${planned.status})`);
    const plan = (await planned.json()) as RepublishPlan;
    onLine?.(`Planned ${plan.changed.length} of ${Object.keys(plan.pages).length} pages to render`);

    const rendered = new Set<string>();
    const queue = [...plan.changed];
    const renderNext = async (): Promise<void> => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const res = await fetch(`${base}page?path=${encodeURIComponent(page.pathname)}`, { headers, signal: signal ?? null });
        if (!res.ok) throw new Error(`${page.pathname} rendered with status ${res.status}`);
        const target = path.join(client, page.file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, withCspMeta(await res.text(), res.headers.get('content-security-policy')));
        rendered.add(page.file);
        onLine?.(`  ├─ /${page.file}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, renderNext));
    return { pages: plan.pages, rendered };
  } finally {
    await fetch(`${base}plan`, { method: 'DELETE', headers }).catch(() => undefined);
    await new Promise((resolve) => server.close(resolve));
  }
}
