import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BatchedDestination } from '../../src/server/lib/log-destination';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-log-')), 'out.log');

describe('the batched log destination', () => {
  it('writes every line, in order, once flushed', async () => {
    const file = tempFile();
    const destination = new BatchedDestination(pino.destination({ dest: fs.openSync(file, 'a'), sync: false }));
    const logger = pino({ base: null, timestamp: false }, destination);
    for (let i = 0; i < 2000; i++) {
      logger.info({ i }, 'request');
      if (i % 300 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual([...Array(2000).keys()]);
  });

  it('writes the lines still held when the process exits', () => {
    const file = tempFile();
    const script = `
      import pino from 'pino';
      import { BatchedDestination } from ${JSON.stringify(path.join(ROOT, 'src/server/lib/log-destination.ts'))};
      const logger = pino({ base: null, timestamp: false }, new BatchedDestination(pino.destination({ dest: (await import('node:fs')).openSync(${JSON.stringify(file)}, 'a'), sync: false })));
      for (let i = 0; i < 500; i++) logger.info({ i }, 'last words');
      process.exit(0);`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT });
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(500);
  });
});
