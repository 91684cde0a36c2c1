import fs from 'node:fs';
import path from 'node:path';

/**
 * Each rebuild goes into its own folder `${SITE_DIR}-releases/<id>`; a small pointer file in
 * DATA_DIR names the one being served, so a restart serves the latest published site. The
 * first build (and `npm run build`) use SITE_DIR itself.
 */
export class SiteReleases {
  private readonly siteDir: string;
  private readonly pointer: string;

  constructor(siteDir: string, dataDir: string) {
    this.siteDir = siteDir;
    this.pointer = path.join(dataDir, 'site-release.json');
  }

  get releasesDir(): string {
    return `${this.siteDir}-releases`;
  }

  newReleaseDir(id: number | string): string {
    return path.join(this.releasesDir, `${id}-${Date.now()}`);
  }

  /** The folder to serve: the published release if it still exists, else SITE_DIR. */
  current(): string {
    try {
      const { dir } = JSON.parse(fs.readFileSync(this.pointer, 'utf8')) as { dir: string };
      if (fs.existsSync(path.join(dir, 'server', 'entry.mjs'))) return dir;
    } catch {
      // no release published yet
    }
    return this.siteDir;
  }

  publish(dir: string): void {
    const temp = `${this.pointer}.${process.pid}`;
    fs.mkdirSync(path.dirname(this.pointer), { recursive: true });
    fs.writeFileSync(temp, JSON.stringify({ dir }));
    fs.renameSync(temp, this.pointer);
  }

  /** Removes releases other than the served one and the `keep` newest. */
  prune(keep = 2): void {
    if (!fs.existsSync(this.releasesDir)) return;
    const served = this.current();
    const dirs = fs
      .readdirSync(this.releasesDir)
      .map((name) => path.join(this.releasesDir, name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const dir of dirs.slice(keep)) {
      if (dir !== served) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
