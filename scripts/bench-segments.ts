// `npm run bench:segments [-- --loops 20 --runs 5]`
// Issue 27 §4: what it costs the server to relay a paid stream's segments (each checked
// against the viewer cookie, then read from storage and sent), against reading the same bytes
// straight from storage. One viewer plays the 720p rendition of the test stream
// (tests/support/hls-fixture: 1280×720, fMP4) `loops` times back to back, segment after segment,
// as fast as the server answers. The API runs in this process over HTTP on localhost, with
// s3rver (an S3 emulator, also in this process) or local disk behind it: the CPU figure counts
// this whole process, so "through the API" minus "straight from storage" is the relay's cost.
// A benchmark, not a test: it prints figures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import type { Playback } from '../src/contract';
import { createApp } from '../src/server/app';
import { insertPost } from '../src/server/db/seed/factories';
import { signedInUser } from '../tests/support/auth';
import { putHlsFixture } from '../tests/support/hls-fixture';
import { startS3Server } from '../tests/support/s3-server';
import { createTestApp, type TestApp } from '../tests/support/test-app';

const { values } = parseArgs({
  options: { loops: { type: 'string', default: '20' }, runs: { type: 'string', default: '5' } },
});
const loops = Number(values.loops);
const runs = Number(values.runs);

function listen(t: TestApp): Promise<{ server: Server; base: string }> {
  const server = createServer(getRequestListener(createApp(t.deps).fetch));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

interface Sample {
  mbPerSecond: number;
  /** CPU milliseconds (user + system) of this process per MB sent. */
  cpuMsPerMb: number;
}

/** Runs `play` (which answers the bytes it moved) and measures wall time and this process's CPU. */
async function sample(play: () => Promise<number>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = await play();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const mb = bytes / 1024 / 1024;
  return { mbPerSecond: mb / seconds, cpuMsPerMb: (used.user + used.system) / 1000 / mb };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

function report(label: string, samples: Sample[], segmentBytes: number, segmentSeconds: number) {
  const mbPerSecond = median(samples.map((s) => s.mbPerSecond));
  const cpuMsPerMb = median(samples.map((s) => s.cpuMsPerMb));
  // The stream's own rate: what one viewer needs, to compare the throughput with.
  const streamMbPerSecond = segmentBytes / 1024 / 1024 / segmentSeconds;
  console.log(
    `${label}: median ${mbPerSecond.toFixed(1)} MB/s (${runs} runs, min ${Math.min(...samples.map((s) => s.mbPerSecond)).toFixed(1)}, max ${Math.max(...samples.map((s) => s.mbPerSecond)).toFixed(1)}), ` +
      `CPU ${cpuMsPerMb.toFixed(1)} ms/MB; the 720p stream needs ${streamMbPerSecond.toFixed(2)} MB/s, ` +
      `so about ${Math.floor(mbPerSecond / streamMbPerSecond)} such viewers at once would saturate it`,
  );
}

/** The 720p rendition's segment addresses as the buyer's player gets them, and the viewer cookie. */
async function signedSegments(t: TestApp, base: string) {
  const author = await signedInUser(t);
  const post = await insertPost(t.deps.db, { title: 'Bench stream', userId: author.id, priceCents: 900 });
  const keys = await putHlsFixture(t.deps.storage, post.id);
  const answer = await fetch(`${base}/api/posts/${post.id}/playback`, {
    headers: { Authorization: `Bearer ${author.token}` },
  });
  const view = (await answer.json()) as Playback;
  const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
  const get = (url: string) => fetch(`${base}${url}`, { headers: { Cookie: cookie } });
  const master = await (await get(view.hlsUrl!)).text();
  const rendition = master.split('\n').find((line) => line.startsWith('/api/media/') && line.includes('/720p/'))!;
  const playlist = await (await get(rendition)).text();
  const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
  const segments = playlist.split('\n').filter((line) => line.startsWith('/api/media/'));
  const segmentKeys = keys.filter((key) => /\/720p\/seg-\d{5}\.m4s$/.test(key)).sort();
  return { get, segments, segmentKeys, seconds: durations.reduce((a, b) => a + b, 0) };
}

async function measure(label: string, t: TestApp) {
  const { server, base } = await listen(t);
  const { get, segments, segmentKeys, seconds } = await signedSegments(t, base);
  let segmentBytes = 0;
  for (const key of segmentKeys) segmentBytes += (await t.deps.storage.stat(key))!.size;

  const throughApi = async () => {
    let bytes = 0;
    for (let loop = 0; loop < loops; loop++)
      for (const segment of segments) {
        const res = await get(segment);
        if (res.status !== 200) throw new Error(`segment answered ${res.status}`);
        bytes += (await res.arrayBuffer()).byteLength;
      }
    return bytes;
  };
  const fromStorage = async () => {
    let bytes = 0;
    for (let loop = 0; loop < loops; loop++)
      for (const key of segmentKeys)
        for await (const chunk of await t.deps.storage.read(key)) bytes += (chunk as Buffer).length;
    return bytes;
  };
  await throughApi(); // warm-up: the first requests compile and open connections
  const api: Sample[] = [];
  const direct: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    api.push(await sample(throughApi));
    direct.push(await sample(fromStorage));
  }
  server.close();
  report(`${label}, through /api/media (cookie checked)`, api, segmentBytes, seconds);
  report(`${label}, straight from storage (no HTTP, no check)`, direct, segmentBytes, seconds);
}

const env = { LOG_LEVEL: 'silent' };
const local = await createTestApp(env);
await measure('local disk', local);
await local.close();

const s3 = await startS3Server('hdx-bench-segments', 'hdx-bench-segments-s3rver-');
const onS3 = await createTestApp(env);
onS3.deps.storage = s3.storage;
await measure('S3 (s3rver)', onS3);
await onS3.close();
await s3.close();
