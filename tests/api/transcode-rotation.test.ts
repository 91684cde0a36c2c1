import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/context';
import { binaryPath, resolveBinary } from '../../src/server/lib/binaries';
import { ensurePreview } from '../../src/server/services/access/preview';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import { newVideoKey } from '../../src/server/services/uploads/video-keys';
import { probeSource } from '../../src/server/services/media-tools/probe';
import { renderStream } from '../../src/server/services/transcode/transcode';
import { makeClip } from '../support/transcode-helpers';

/**
 * Phone clips are stored landscape with a turn in their metadata (display matrix; the `rotate`
 * tag for older tools). ffmpeg shows them turned, so every size the transcoder asks for (ladder,
 * poster, storyboard) follows the turned picture; the preview keeps the turn.
 */
let work: string;
let base: string;
const ffprobe = (file: string, entries: string) =>
  execFileSync(
    binaryPath('ffprobe'),
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', entries, '-of', 'csv=p=0', file],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    // An HLS playlist lists its stream once per program too: the first says it.
    .split('\n')[0];

/** `base` turned `degrees` clockwise by its metadata only (the frames stay 640×360). */
function turned(degrees: number): string {
  const file = path.join(work, `turned-${degrees}.mp4`);
  const ffmpeg = binaryPath('ffmpeg');
  execFileSync(ffmpeg, ['-v', 'error', '-i', base, '-c', 'copy', '-metadata:s:v:0', `rotate=${degrees}`, '-y', file]);
  // ffmpeg 6 and later ignore the tag when writing: they take -display_rotation (counter-clockwise).
  if (!ffprobe(file, 'stream_side_data=rotation'))
    execFileSync(ffmpeg, ['-v', 'error', '-display_rotation', String(-degrees), '-i', base, '-c', 'copy', '-y', file]);
  return file;
}

/** Every ffprobe this machine has: the npm package's and the system's (when installed). */
const probes = (['bundled', 'system'] as const)
  .map((source) => resolveBinary('ffprobe', { ...process.env, FFPROBE_PATH: '', HDX_BINARIES: source }))
  .filter((found) => found !== null);

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-rotation-test-'));
  base = path.join(work, 'base.mp4');
  makeClip(base, { seconds: 2, size: '640x360' });
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.each(probes)('the $source ffprobe ($path)', (probe) => {
  it.each([
    [90, '360x640'],
    [180, '640x360'],
    [270, '360x640'],
    [-90, '360x640'],
    [0, '640x360'],
  ])('sees a clip turned %i° as %s', async (degrees, size) => {
    const source = await probeSource(degrees ? turned(degrees) : base, undefined, probe.path);
    expect(source && `${source.width}x${source.height}`).toBe(size);
  });
});

describe.each([90, -90])('a 640×360 clip turned %i°', (degrees) => {
  let storage: LocalStorage;
  let file: string;

  beforeAll(async () => {
    file = turned(degrees);
    storage = new LocalStorage(path.join(work, `storage-${degrees}`));
    await renderStream(storage, 1, async () => file);
  }, 120_000);

  const stored = (key: string) => path.join(work, `storage-${degrees}`, key);

  it('becomes a portrait ladder (360p and 640p), its frames not squashed', () => {
    const master = fs.readFileSync(stored('hls/1/master.m3u8'), 'utf8');
    expect([...master.matchAll(/RESOLUTION=(\d+x\d+)/g)].map((m) => m[1])).toEqual(['202x360', '360x640']);
    for (const [folder, size] of [
      ['360p', '202,360,1:1'],
      ['640p', '360,640,1:1'],
    ] as const)
      expect(ffprobe(stored(`hls/1/${folder}/index.m3u8`), 'stream=width,height,sample_aspect_ratio')).toBe(size);
  });

  it('has a portrait poster and storyboard', () => {
    expect(ffprobe(stored('hls/1/poster.jpg'), 'stream=width,height')).toBe('360,640');
    // One 160-wide tile for the 2 s, as tall as the turned picture makes it.
    expect(ffprobe(stored('hls/1/storyboard.jpg'), 'stream=width,height')).toBe('160,284');
  });

  it('keeps its turn in the preview (stream copy)', async () => {
    const key = newVideoKey(7);
    await storage.put(key, fs.readFileSync(file), 'video/mp4');
    const deps = { storage, logger: pino({ level: 'silent' }) } as unknown as AppDeps;
    expect(await ensurePreview(deps, key, 2)).not.toBeNull();
    const preview = fs.readdirSync(stored('previews'))[0]!;
    const shown = await probeSource(stored(`previews/${preview}`));
    expect(shown && `${shown.width}x${shown.height}`).toBe('360x640');
  });
});
