// `npm run bench:transcode [-- --seconds 60]`
// Issue 18: how long the background transcode takes on this machine, per minute of 720p
// source: the HLS ladder (360p + 720p, one ffmpeg run each, 2 threads), the poster and the
// storyboard, written to local storage, exactly as the job runs it. The source is made here
// (testsrc2 + a sine tone, 1280×720, 25 fps): synthetic pictures encode faster than camera
// footage, so real videos take somewhat longer. A benchmark, not a test: it prints figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { insertPost } from '../src/server/db/seed/factories';
import { binaryPath } from '../src/server/lib/binaries';
import { transcodePost } from '../src/server/services/transcode/transcode';
import { createTestApp } from '../tests/support/test-app';
import { signedInUser } from '../tests/support/auth';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const seconds = Number(values.seconds);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-transcode-'));
const source = path.join(work, 'source.mp4');
console.log(`making a ${seconds} s 1280×720 source…`);
execFileSync(binaryPath('ffmpeg'), [
  ...['-v', 'error', '-threads', '2', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
  ...[
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'fast',
    '-b:v',
    '4M',
  ],
  ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', source],
]);

const t = await createTestApp();
try {
  const user = await signedInUser(t);
  const mediaKey = 'videos/bench/bench-source-0001.mp4';
  await t.deps.storage.put(mediaKey, fs.readFileSync(source), 'video/mp4');
  const post = await insertPost(t.deps.db, { userId: user.id, title: 'Bench', mediaKey, durationSeconds: seconds });
  let lastShown = -10;
  const started = performance.now();
  const renditions = await transcodePost(t.deps, post.id, {
    onProgress: (percent) => {
      if (percent - lastShown < 10) return;
      lastShown = percent;
      process.stdout.write(`  ${Math.floor(percent)}%`);
    },
  });
  const elapsed = (performance.now() - started) / 1000;
  console.log('');
  console.log(
    `renditions: ${renditions?.map((r) => `${r.height}p ${(r.bandwidth / 1e6).toFixed(2)} Mbit/s peak`).join(', ')}`,
  );
  console.log(`transcode of ${seconds} s of 720p: ${elapsed.toFixed(1)} s on ${os.cpus().length} cores`);
  console.log(
    `=> ${((elapsed * 60) / seconds).toFixed(1)} s of transcoding per minute of 720p source (${(seconds / elapsed).toFixed(2)}× real time)`,
  );
} finally {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
}
