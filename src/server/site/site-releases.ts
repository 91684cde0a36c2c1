import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A lease not renewed for this long belongs to a server that is gone (killed, powered off). */
export const LEASE_TTL_MS = 2 * 60_000;
/** How often a running server renews its lease. */
export const LEASE_RENEW_MS = 30_000;
const LEASES = '.leases';

/**
 * Each rebuild goes into its own folder `${SITE_DIR}-releases/<id>-<time>-<server>`; a small
 * pointer file in DATA_DIR names the one this server serves, so a restart serves the latest
 * published site. The first build (and `npm run build`) use SITE_DIR itself.
 *
 * Several servers may share the releases folder (one project folder, or a shared volume),
 * each with its own DATA_DIR or all on one database (issue 19). A server never removes a
 * release another one serves or is building: every server holds a **lease**, a file
 * `.leases/<server>.json` in the releases folder naming the releases it uses, renewed every
 * 30 s and removed when it stops; pruning keeps every release a live lease names.
 */
export class SiteReleases {
  private readonly siteDir: string;
  private readonly pointer: string;
  /** Names this server in its release folders and its lease. */
  readonly serverId: string;
  private readonly held = new Set<string>();
  private renewTimer: NodeJS.Timeout | null = null;

  constructor(
    siteDir: string,
    dataDir: string,
    serverId = `${os.hostname()}.${process.pid}.${randomBytes(3).toString('hex')}`,
  ) {
    this.siteDir = siteDir;
    this.pointer = path.join(dataDir, 'site-release.json');
    this.serverId = serverId.replace(/[^\w.-]/g, '_');
  }

  get releasesDir(): string {
    return `${this.siteDir}-releases`;
  }

  /** A new release folder, named by its rebuild, its time and the server building it (never another server's name). */
  newReleaseDir(id: number | string): string {
    return path.join(this.releasesDir, `${id}-${Date.now()}-${this.serverId}`);
  }

  /** The folder of a release named by another server (its folder name), or null for a name outside the releases folder. */
  dirOf(name: string): string | null {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return null;
    return path.join(this.releasesDir, name);
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

  /** Marks releases this server uses (serves or builds): no server prunes them while the lease lives. */
  hold(...dirs: string[]): void {
    for (const dir of dirs) this.held.add(path.resolve(dir));
    this.writeLease();
  }

  /** This server no longer uses these releases. */
  release(...dirs: string[]): void {
    for (const dir of dirs) this.held.delete(path.resolve(dir));
    this.writeLease();
  }

  /** Renews the lease every 30 s until `stop()`. */
  startRenewing(): void {
    this.renewTimer ??= setInterval(() => this.writeLease(), LEASE_RENEW_MS);
    this.renewTimer.unref();
  }

  /** Removes this server's lease (a graceful stop): its releases may be pruned by the next publish. */
  stop(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    this.held.clear();
    fs.rmSync(this.leaseFile(this.serverId), { force: true });
  }

  /** Release folders named by live leases (any server's, this one's included). */
  leased(now = Date.now()): Set<string> {
    const dirs = new Set<string>(this.held);
    const folder = path.join(this.releasesDir, LEASES);
    if (!fs.existsSync(folder)) return dirs;
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(folder, name);
      try {
        if (now - fs.statSync(file).mtimeMs > LEASE_TTL_MS) {
          fs.rmSync(file, { force: true });
          continue;
        }
        const lease = JSON.parse(fs.readFileSync(file, 'utf8')) as { dirs?: unknown };
        if (Array.isArray(lease.dirs))
          for (const dir of lease.dirs) if (typeof dir === 'string') dirs.add(path.resolve(dir));
      } catch {
        // being replaced, or removed by its server: the next read sees the new one
      }
    }
    return dirs;
  }

  /**
   * Removes releases other than the `keep` newest and those a live lease names (with their
   * `.cache`/`.keys` build folders).
   */
  prune(keep = 2): void {
    if (!fs.existsSync(this.releasesDir)) return;
    const leased = this.leased();
    leased.add(path.resolve(this.current()));
    const isLeased = (dir: string) => [...leased].some((held) => dir === held || dir.startsWith(`${held}.`));
    const dirs = fs
      .readdirSync(this.releasesDir)
      .filter((name) => !name.startsWith('.'))
      .map((name) => path.join(this.releasesDir, name))
      .flatMap((dir) => {
        try {
          return [{ dir, mtime: fs.statSync(dir).mtimeMs }];
        } catch {
          return [];
        }
      })
      .sort((a, b) => b.mtime - a.mtime)
      .map((entry) => entry.dir);
    for (const dir of dirs.slice(keep)) {
      if (!isLeased(dir)) fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  private leaseFile(serverId: string): string {
    return path.join(this.releasesDir, LEASES, `${serverId}.json`);
  }

  private writeLease(): void {
    const file = this.leaseFile(this.serverId);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(
      temp,
      JSON.stringify({ server: this.serverId, pid: process.pid, host: os.hostname(), dirs: [...this.held] }),
    );
    fs.renameSync(temp, file);
  }
}
