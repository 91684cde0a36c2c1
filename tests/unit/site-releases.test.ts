import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEASE_TTL_MS, SiteReleases } from '../../src/server/site/site-releases';

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-releases-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A release folder as a build leaves it (only what `current()` checks), older than the next one. */
function makeRelease(releases: SiteReleases, id: number, ageMs: number): string {
  const dir = releases.newReleaseDir(id);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), 'export const handler = () => {};');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, when, when);
  return dir;
}

describe('site releases shared by several servers (issue 19)', () => {
  it('never prunes the release another server serves, even from another DATA_DIR', () => {
    const project = tempDir();
    const siteDir = path.join(project, 'dist', 'site');
    // The measured bug: two servers in one folder, each with its own DATA_DIR.
    const a = new SiteReleases(siteDir, path.join(project, 'data-a'), 'server-a');
    const b = new SiteReleases(siteDir, path.join(project, 'data-b'), 'server-b');
    const servedByA = makeRelease(a, 1, 60_000);
    a.publish(servedByA);
    a.hold(servedByA);
    // B publishes three times and prunes after each, keeping its two newest.
    const bReleases = [makeRelease(b, 2, 30_000), makeRelease(b, 3, 20_000), makeRelease(b, 4, 10_000)];
    for (const dir of bReleases) {
      b.publish(dir);
      b.hold(dir);
      b.prune();
    }
    expect(fs.existsSync(servedByA)).toBe(true);
    expect(a.current()).toBe(servedByA);
    // B's oldest release is neither served nor among the two newest: pruned.
    expect(fs.existsSync(bReleases[0]!)).toBe(true); // still held by B (never released)
    b.release(bReleases[0]!, bReleases[1]!);
    b.prune();
    expect(fs.existsSync(bReleases[0]!)).toBe(false);
    expect(fs.existsSync(bReleases[1]!)).toBe(true); // among the two newest

    // A stops gracefully: its lease goes, and its old release may be pruned.
    a.stop();
    b.prune();
    expect(fs.existsSync(servedByA)).toBe(false);
    expect(fs.existsSync(bReleases[2]!)).toBe(true);
  });

  it('keeps a release being built, with its build folders, and names each release by its server', () => {
    const project = tempDir();
    const siteDir = path.join(project, 'site');
    const builder = new SiteReleases(siteDir, path.join(project, 'data-a'), 'builder');
    const other = new SiteReleases(siteDir, path.join(project, 'data-b'), 'other');
    const building = builder.newReleaseDir(9);
    expect(path.basename(building)).toMatch(/^9-\d+-builder$/);
    fs.mkdirSync(`${building}.cache`, { recursive: true });
    fs.mkdirSync(building, { recursive: true });
    builder.hold(building);
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(building, old, old);
    fs.utimesSync(`${building}.cache`, old, old);
    for (const id of [10, 11, 12]) makeRelease(other, id, 1000 * (13 - id));
    other.prune();
    expect(fs.existsSync(building)).toBe(true);
    expect(fs.existsSync(`${building}.cache`)).toBe(true);
  });

  it('forgets the lease of a server that stopped renewing it (killed)', () => {
    const project = tempDir();
    const siteDir = path.join(project, 'site');
    const killed = new SiteReleases(siteDir, path.join(project, 'data-a'), 'killed');
    const alive = new SiteReleases(siteDir, path.join(project, 'data-b'), 'alive');
    const dir = makeRelease(killed, 1, 60_000);
    killed.hold(dir);
    expect(alive.leased().has(dir)).toBe(true);
    const lease = path.join(killed.releasesDir, '.leases', 'killed.json');
    const stale = new Date(Date.now() - LEASE_TTL_MS - 1000);
    fs.utimesSync(lease, stale, stale);
    expect(alive.leased().has(dir)).toBe(false);
    expect(fs.existsSync(lease)).toBe(false);
  });

  it('accepts only release names inside the releases folder', () => {
    const releases = new SiteReleases('/srv/site', '/srv/data', 'x');
    expect(releases.dirOf('12-1700000000000-host.1.ab')).toBe('/srv/site-releases/12-1700000000000-host.1.ab');
    expect(releases.dirOf('../etc')).toBeNull();
    expect(releases.dirOf('.leases')).toBeNull();
    expect(releases.dirOf('a/b')).toBeNull();
  });
});
