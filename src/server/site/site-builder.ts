import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readManifest, writeManifest, type PageManifest } from './page-manifest';
import { reusePages } from './page-reuse';
import { projectRoot } from './project-root';
import type { LibraryContent } from '../../lib/types';
import type { ApiFetch } from './release-app';
import { renderWholeRelease, rerenderThroughRelease } from './rerender';
import { libraryOf } from '../../render/library-of';
import { searchRecords } from '../../render/search-records';
import { indexRelease } from './search-layers';
import { postPageFiles, writeSitemap } from './sitemap';
import { sourceVersion } from './source-version';

export interface BuildOptions {
  /** A new, empty folder (inside the project, so the build's imports resolve node_modules). */
  outDir: string;
  /** The running API `astro build` reads content from, e.g. http://127.0.0.1:4321/api */
  apiUrl: string;
  /** This server's API app, which the release's renders read in-process. */
  api: ApiFetch;
  /** The content to publish (read once by the publish): every page renders from it. */
  content: LibraryContent;
  publicUrl: string;
  /** The release being served: pages whose content did not change are reused from it (issue 17). */
  previousDir?: string | null;
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

export interface BuildReport {
  /** Pre-rendered page files this build rendered. */
  rendered: number;
  /** Page files reused (hard-linked) from the previous release. */
  reused: number;
  incremental: boolean;
}

export type SiteBuilder = (options: BuildOptions) => Promise<BuildReport>;

/**
 * Makes a release. With a served release built from the same code, that release's own server
 * renders only the pages whose content key changed, and the others are linked from it
 * (src/render/page-keys.ts, rerender.ts, page-reuse.ts). Otherwise `astro build` builds the code
 * without pages in a child process, and the new release's server renders every page in worker
 * threads. The renders read the content from this server's API in-process; `astro build` over
 * HTTP (PGlite is single-process: nothing else opens DATA_DIR). The search index is built from the
 * content, not from the pages (src/render/search-records.ts). On failure the half-written folder is removed, so nothing ever serves it.
 */
export const buildSite: SiteBuilder = async ({ outDir, apiUrl, api, content, publicUrl, previousDir, onLine, signal }) => {
  const root = projectRoot();
  const astroBin = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const version = sourceVersion(root);
  const previous = readManifest(previousDir);
  const incremental =
    !!previousDir && !!previous && previous.sourceVersion === version && previous.publicUrl === publicUrl;
  const contentReadAt = new Date().toISOString();
  try {
    const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
    const renderStarted = performance.now();
    // This process's CPU (every thread: the render workers too; not the astro build child).
    const renderCpu = process.cpuUsage();
    let pages: Record<string, string> | null = null;
    let rendered = new Set<string>();
    let how = '';
    if (incremental) {
      try {
        const result = await rerenderThroughRelease({ previousDir, outDir, api, content, previousKeys: previous.pages, onLine, signal });
        pages = result.pages;
        rendered = new Set([...result.rendered].filter((file) => file in result.pages));
        how = 'through the served release';
      } catch (error) {
        // A release from before this way of publishing, or a failure in it: a whole build does it.
        onLine?.(`Re-rendering through the served release failed (${String(error)}); building instead`);
        await fs.rm(outDir, { recursive: true, force: true });
      }
    }
    if (!pages) {
      // The code is built without pages, which its own server then renders on every core.
      const env: Record<string, string> = { HDX_API_URL: apiUrl, HDX_SITE_OUT: outDir, PUBLIC_URL: publicUrl, HDX_PRERENDER: 'none' };
      await runNode(root, [astroBin, 'build'], env, onLine, signal);
      onLine?.(`Built the code in ${seconds(renderStarted)} s (astro build)`);
      const result = await renderWholeRelease({ outDir, api, content, onLine, signal });
      pages = result.pages;
      rendered = new Set(result.rendered.filter((file) => file in result.pages));
      how = 'through the new release';
    }
    const renderSeconds = seconds(renderStarted);
    const cpu = process.cpuUsage(renderCpu);
    const renderCpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    const reuseStarted = performance.now();
    const client = path.join(outDir, 'client');
    const files = Object.keys(pages);
    let reused = 0;
    if (incremental) {
      const result = reusePages(path.join(previousDir, 'client'), client, files);
      if (result.missing.length) throw new Error(`Pages neither rendered nor in the previous release: ${result.missing.slice(0, 5).join(', ')}`);
      reused = result.reused;
    }
    // Astro's sitemap integration saw none of the pages: they rendered after its build, or render on demand.
    const library = libraryOf(content);
    await writeSitemap(client, publicUrl, [...files, ...postPageFiles(library.posts)]);
    onLine?.(`Rendered ${rendered.size} pages in ${renderSeconds} s (${how}, ${renderCpuSeconds} s of CPU), reused ${reused} from the previous release in ${seconds(reuseStarted)} s`);
    // The search index of the published content, served as /pagefind/ (issue 6).
    const indexStarted = performance.now();
    const { indexed, digests, delta } = await indexRelease({
      client,
      records: searchRecords(library),
      previous: incremental ? { dir: previousDir, search: previous.search } : null,
    });
    const layer = delta.length ? ` (a delta over the previous index, ${delta.length} pages changed since it)` : '';
    onLine?.(`Indexed ${indexed} pages${layer} for search in ${seconds(indexStarted)} s`);
    const manifest: PageManifest = {
      sourceVersion: version,
      publicUrl,
      contentReadAt,
      pages,
      rendered: [...rendered],
      search: { digests, delta },
    };
    writeManifest(outDir, manifest);
    return { rendered: rendered.size, reused, incremental };
  } catch (error) {
    await fs.rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(`${outDir}.cache`, { recursive: true, force: true });
  }
};

function runNode(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  onLine: ((line: string) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let pending = '';
    const forward = (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine?.(line);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending.trim()) onLine?.(pending);
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with code ${code}`));
    });
  });
}
