import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { SiteBuildSettings } from '../../build/site-config';

/** Beside the build: the code (`sourceVersion`) and the public address it was built for. */
const MARK_FILE = 'site-build.json';
/** What a page's markup comes from besides the content: the page code, the public files, the Astro configuration, the packages. */
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

/** The folder holding astro.config.mjs, found by walking up from this module (source or bundle). */
function projectRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'astro.config.mjs'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** A hash of the INPUTS: a server whose site build was made from other code builds it again at its start. */
function sourceVersion(root: string): string {
  const hash = createHash('sha1');
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) for (const name of fs.readdirSync(full).sort()) visit(path.join(relative, name));
    else if (stat) hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  INPUTS.forEach(visit);
  return hash.digest('base64url');
}

const markOf = (publicUrl: string) => JSON.stringify({ sourceVersion: sourceVersion(projectRoot()), publicUrl });

/**
 * Whether `siteDir` holds the site build of this code for `publicUrl` (the address canonical
 * links, alternates and structured data name, which the build fixes).
 */
export function isBuildCurrent(siteDir: string, publicUrl: string): boolean {
  if (!fs.existsSync(path.join(siteDir, 'server', 'entry.mjs'))) return false;
  try {
    return fs.readFileSync(path.join(siteDir, MARK_FILE), 'utf8') === markOf(publicUrl);
  } catch {
    return false;
  }
}

/**
 * The Node server's build of the site's code: `astro build` with no page pre-rendered, every
 * public page then rendered on demand from the published content (src/pages/[...page].astro).
 * Made once per code version, at a server's start, never by a publish. Built beside `siteDir`
 * and moved into place whole: a failed build leaves nothing. The build reads the content layer's
 * collections from `apiUrl` (only its not-found page shows them), over HTTP: it runs in a child
 * process (its module graph is not kept), given its settings as its argument (src/build/astro-build.ts).
 */
export async function buildSiteCode(options: {
  siteDir: string;
  apiUrl: string;
  publicUrl: string;
  onLine?: ((line: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<void> {
  const { siteDir, apiUrl, publicUrl, onLine = () => {}, signal } = options;
  const root = projectRoot();
  const out = `${siteDir}.building-${process.pid}`;
  fs.rmSync(out, { recursive: true, force: true });
  try {
    const settings: SiteBuildSettings = {
      outDir: out,
      cacheDir: `${out}.cache`,
      site: publicUrl,
      apiUrl,
      prerender: false,
      staticPostsMax: null,
    };
    const child = spawn(
      process.execPath,
      [path.join(root, 'src', 'build', 'astro-build.ts'), JSON.stringify(settings)],
      {
        cwd: root,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(signal ? { signal } : {}),
      },
    );
    for (const input of [child.stdout, child.stderr])
      readline.createInterface({ input }).on('line', (line) => line.trim() && onLine(line));
    const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    if (code !== 0) throw new Error(`astro build exited with code ${code}`);
    fs.writeFileSync(path.join(out, MARK_FILE), markOf(publicUrl));
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.renameSync(out, siteDir);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(`${out}.cache`, { recursive: true, force: true });
  }
}
