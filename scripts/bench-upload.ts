// `npm run bench:upload [-- --mb 128]`
// Issue 18: the throughput of a resumable (tus 1.0) upload through the HDX API, with the
// browser's chunk size (TUS_CHUNK_BYTES, one PATCH each), to local disk and to S3 (s3rver,
// an S3 emulator on this machine: it measures the server's path, not a real bucket's network).
// The API runs in this process over HTTP on localhost; the file is random bytes plus an MP4
// header, so the finish check (ffprobe) refuses it: the time is taken at the last PATCH's answer.
// A benchmark, not a test: it prints figures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { TUS_CHUNK_BYTES } from '../src/contract/limits';
import { createApp } from '../src/server/app';
import { startS3Server } from '../tests/support/s3-server';
import { createTestApp, type TestApp } from '../tests/support/test-app';
import { signedInUser } from '../tests/support/auth';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '128' }, runs: { type: 'string', default: '3' } },
});
const bytes = Number(values.mb) * 1024 * 1024;
const runs = Number(values.runs);

function listen(t: TestApp): Promise<{ server: Server; base: string }> {
  const server = createServer(getRequestListener(createApp(t.deps).fetch));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** One upload: creation, then PATCHes of TUS_CHUNK_BYTES; seconds from creation to the last answer. */
async function upload(base: string, token: string, body: Buffer): Promise<number> {
  const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
  const started = performance.now();
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...headers, 'Upload-Length': String(body.length) },
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  const url = `${base}${created.headers.get('Location')}`;
  let offset = 0;
  while (offset < body.length) {
    const chunk = body.subarray(offset, offset + TUS_CHUNK_BYTES);
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(chunk),
    });
    await res.arrayBuffer();
    const last = offset + chunk.length === body.length;
    // The finish check refuses random bytes (422) after storing them: the transfer is done.
    if (res.status !== 204 && !(last && res.status === 422)) throw new Error(`PATCH answered ${res.status}`);
    offset += chunk.length;
  }
  return (performance.now() - started) / 1000;
}

async function measure(label: string, t: TestApp, body: Buffer) {
  const { server, base } = await listen(t);
  const user = await signedInUser(t);
  const speeds: number[] = [];
  for (let i = 0; i < runs; i++) speeds.push(body.length / 1024 / 1024 / (await upload(base, user.token, body)));
  server.close();
  speeds.sort((a, b) => a - b);
  console.log(
    `${label}: ${values.mb} MB in ${TUS_CHUNK_BYTES / 1024 / 1024} MB PATCHes, ${runs} runs: median ${speeds[Math.floor(runs / 2)]!.toFixed(1)} MB/s (min ${speeds[0]!.toFixed(1)}, max ${speeds.at(-1)!.toFixed(1)})`,
  );
}

const body = Buffer.alloc(bytes);
for (let i = 0; i < bytes; i += 65536) body.fill(Math.floor(Math.random() * 256), i, i + 65536);
Buffer.from('000000186674797069736f6d', 'hex').copy(body);

const env = { VIDEO_MAX_BYTES: String(bytes), LOG_LEVEL: 'silent' };
const local = await createTestApp(env);
await measure('tus to local disk', local, body);
await local.close();

const s3 = await startS3Server('hdx-bench', 'hdx-bench-s3rver-');
const onS3 = await createTestApp(env);
onS3.deps.storage = s3.storage;
await measure('tus to S3 (s3rver)', onS3, body);
await onS3.close();
await s3.close();
