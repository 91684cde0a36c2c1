// `npm run bench:folio [-- --runs 3 --width 6000 --height 8000]`
// Issue 32: how long a folio scan takes to become a IIIF tile set (services/folios/tiling.ts:
// decode, 512 px tiles at every scale, the two whole-folio images), on a scan that compresses
// like a photographed page (parchment tone with grain, not a flat colour). Storage is not
// counted (local disk adds ~0.1 s; S3, the bucket's round trips). A benchmark, not a test.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { tileScan } from '../src/server/services/folios/tiling';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    width: { type: 'string', default: '6000' },
    height: { type: 'string', default: '8000' },
  },
});
const width = Number(values.width);
const height = Number(values.height);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hdx-bench-folio-'));
const source = path.join(dir, 'scan.jpg');
await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: { r: 226, g: 210, b: 172 },
    noise: { type: 'gaussian', mean: 0, sigma: 18 },
  },
})
  .jpeg({ quality: 88 })
  .toFile(source);
const { size } = await fs.stat(source);
const times: number[] = [];
let tiles = 0;
for (let run = 0; run < Number(values.runs); run += 1) {
  const out = path.join(dir, `run-${run}`);
  await fs.mkdir(out);
  const started = performance.now();
  tiles = (await tileScan(source, out, width * height)).files.length;
  times.push(performance.now() - started);
  await fs.rm(out, { recursive: true });
}
await fs.rm(dir, { recursive: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `folio ${width} × ${height} (${(size / 1e6).toFixed(1)} MB JPEG): ${tiles} files, ` +
    `median ${(median / 1000).toFixed(2)} s over ${times.length} runs (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s); ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
);
