import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';
import { hasBuild } from './site-app';
import { sourceVersion } from './source-version';

/** Beside the build: the code and the public address it was built for. */
const MARK_FILE = 'site-build.json';

interface BuildMark {
  sourceVersion: string;
  publicUrl: string;
}

/**
 * Whether `siteDir` holds the site build of this code for `publicUrl` (the address canonical
 * links, alternates and structured data name, which the build fixes).
 */
export function isBuildCurrent(siteDir: string, publicUrl: string): boolean {
  if (!hasBuild(siteDir)) return false;
  try {
    const mark = JSON.parse(fs.readFileSync(path.join(siteDir, MARK_FILE), 'utf8')) as BuildMark;
    return mark.sourceVersion === sourceVersion(projectRoot()) && mark.publicUrl === publicUrl;
  } catch {
    return false;
  }
}

/**
 * The Node server's build of the site's code: `astro build` with no page pre-rendered
 * (HDX_PRERENDER=none), every public page then rendered on demand from the published content
 * (src/pages/[...page].astro). Made once per code version, at a server's start, never by a
 * publish. Built beside `siteDir` and moved into place whole: a failed build leaves nothing.
 * The build reads the content layer's collections from `apiUrl` (only its not-found page shows
 * them), over HTTP: it runs in a child process.
 */
export async function buildSiteCode(options: {
  siteDir: string;
  apiUrl: string;
  publicUrl: string;
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const { siteDir, apiUrl, publicUrl, onLine, signal } = options;
  const root = projectRoot();
  const out = `${siteDir}.building-${process.pid}`;
  fs.rmSync(out, { recursive: true, force: true });
  try {
    const env = { HDX_API_URL: apiUrl, HDX_SITE_OUT: out, PUBLIC_URL: publicUrl, HDX_PRERENDER: 'none' };
    await runNode(root, [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], env, onLine, signal);
    const mark: BuildMark = { sourceVersion: sourceVersion(root), publicUrl };
    fs.writeFileSync(path.join(out, MARK_FILE), JSON.stringify(mark));
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.renameSync(out, siteDir);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(`${out}.cache`, { recursive: true, force: true });
  }
}

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
