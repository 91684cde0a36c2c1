import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './project-root';

export interface BuildOptions {
  /** A new, empty folder (inside the project, so the build's imports resolve node_modules). */
  outDir: string;
  /** The running API the build reads content from, e.g. http://127.0.0.1:4321/api */
  apiUrl: string;
  publicUrl: string;
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

export type SiteBuilder = (options: BuildOptions) => Promise<void>;

/**
 * Runs `astro build` in a child process that reads content over HTTP from this server
 * (PGlite is single-process: the build never opens DATA_DIR). On failure the half-written
 * folder is removed, so nothing ever serves it.
 */
export const buildSite: SiteBuilder = async ({ outDir, apiUrl, publicUrl, onLine, signal }) => {
  const root = projectRoot();
  const astroBin = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  try {
    await runNode(root, [astroBin, 'build'], { HDX_API_URL: apiUrl, HDX_SITE_OUT: outDir, PUBLIC_URL: publicUrl }, onLine, signal);
    // Search index of the pre-rendered pages, served as /pagefind/ (issue 6).
    await runNode(root, [path.join(root, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs'), '--site', path.join(outDir, 'client'), '--quiet'], {}, onLine, signal);
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
