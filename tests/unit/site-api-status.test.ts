import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $apiStatus, checkHealth } from '../../src/features/shared/stores/api-status';

/** A real server standing in for GET /api: answers with the status set by the test. */
let server: http.Server;
let url = '';
let status = 200;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const quietly = async <T>(task: () => Promise<T>) => {
  const original = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => logged.push(...args);
  try {
    return { result: await task(), logged };
  } finally {
    console.error = original;
  }
};

describe('health check (spec §7, §8)', () => {
  it('marks the API up on a 2xx answer', async () => {
    status = 200;
    expect(await checkHealth({ url })).toBe(true);
    expect($apiStatus.get()).toBe('up');
  });

  it("marks it down on a non-OK answer and raises 'API is not responding'", async () => {
    status = 503;
    const { result, logged } = await quietly(() => checkHealth({ url }));
    expect(result).toBe(false);
    expect($apiStatus.get()).toBe('down');
    expect(String(logged[0])).toContain('API is not responding');
  });

  it('marks it down when nothing answers, and up again when it is back', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await quietly(() => checkHealth({ url: deadUrl }));
    expect($apiStatus.get()).toBe('down');
    status = 200;
    await checkHealth({ url });
    expect($apiStatus.get()).toBe('up');
  });
});
