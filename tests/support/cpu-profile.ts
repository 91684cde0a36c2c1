import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * With HDX_CPU_PROFILE=<folder> (vitest.config.ts adds this setup file then): a CPU profile of
 * each test file, from its first hook to its last, written as <file>.cpuprofile (open it in
 * Chrome's DevTools or speedscope). Vitest's workers end without an exit Node's --cpu-prof
 * would write on, so the profile is taken through the inspector.
 */
const folder = process.env.HDX_CPU_PROFILE!;
const session = new Session();

beforeAll(async () => {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
});

afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const name = path.basename(expect.getState().testPath ?? `worker-${process.pid}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${name}.${process.pid}.cpuprofile`), JSON.stringify(profile));
});
