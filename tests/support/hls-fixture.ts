import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { binaryPath } from '../../src/server/lib/binaries';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import type { Storage } from '../../src/server/services/storage/types';
import { hlsFolder } from '../../src/server/services/streaming/hls-keys';
import { renderStream } from '../../src/server/services/transcode/transcode';

const run = promisify(execFile);

/** Bumped when the fixture's files change, so an old copy in the temporary folder is not reused. */
const FIXTURE_VERSION = 3;

/** The post id the fixture is rendered under, in its own storage; copied under any post's. */
const RENDERED_AS = 1;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

let made: Promise<string> | undefined;

/**
 * A 10 s 1280×720 test pattern with a tone, made a stream by the transcoder itself
 * (services/transcode `renderStream`: 360p and 720p, fMP4 segments, poster, storyboard), in a
 * storage of its own. Made once in the system's temporary folder and reused; answers the
 * folder holding the stream's files. The e2e server's start calls it, so that no test's
 * budget pays for it.
 */
export function makeHlsFixture(): Promise<string> {
  made ??= (async () => {
    // One copy for every run and process: made in a folder of its own, then renamed into place.
    const ready = path.join(os.tmpdir(), `hdx-hls-fixture-${FIXTURE_VERSION}`);
    const streamOf = (root: string) => path.join(root, hlsFolder(RENDERED_AS));
    if (existsSync(path.join(streamOf(ready), 'master.m3u8'))) return streamOf(ready);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hdx-hls-fixture-making-'));
    const source = path.join(dir, 'source.mp4');
    await run(binaryPath('ffmpeg'), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=25:duration=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=10',
      '-threads',
      '2',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    await renderStream(new LocalStorage(dir), RENDERED_AS, async () => source);
    await fs.rm(source);
    try {
      await fs.rename(dir, ready);
    } catch {
      // Another process put its copy there first: the same files.
      await fs.rm(dir, { recursive: true, force: true });
    }
    return streamOf(ready);
  })();
  return made;
}

/** Every file of the fixture stream, as keys relative to `hls/{postId}/`. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Writes the fixture stream for `postId` through the storage; answers the keys written. */
export async function putHlsFixture(storage: Storage, postId: number): Promise<string[]> {
  const dir = await makeHlsFixture();
  const keys: string[] = [];
  for (const file of await filesOf(dir)) {
    const key = `hls/${postId}/${file}`;
    await storage.put(
      key,
      await fs.readFile(path.join(dir, file)),
      CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    );
    keys.push(key);
  }
  return keys;
}
