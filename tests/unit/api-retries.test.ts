import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, retryDelay } from '../../src/lib/api/client';

/** Spec §9: failed queries retry 3 times with exponential back-off capped at 30 s; mutations do not retry. */
describe('the API client tries a failed query again', () => {
  // A refusal is translated by a module loaded on first use: loaded before the clock is faked.
  beforeAll(() => import('../../src/lib/api/translate'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answers = (...statuses: (number | 'down')[]) => {
    const calls: string[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.method ?? 'GET');
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      if (status === 'down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(status < 400 ? [{ id: 1 }] : { message: 'Server error' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
  };

  /** Moves the fake clock on, a second at a time, until the call has answered; the time it took. */
  const settle = async <T>(pending: Promise<T>) => {
    let done = false;
    void pending.finally(() => (done = true));
    let waited = 0;
    while (!done && waited < 60_000) {
      await vi.advanceTimersByTimeAsync(1000);
      waited += 1000;
    }
    return { result: await pending, waited };
  };

  it('waits 1 s, 2 s, 4 s … and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('a 503 then a network failure then a 200: the query succeeds on its third try', async () => {
    const api = answers(503, 'down', 200);
    const pending = call<{ id: number }[]>('GET', '/posts', { base: 'http://api.test', fetch: api.fetch, retries: 3 });
    const { result, waited } = await settle(pending);
    expect(waited).toBeGreaterThanOrEqual(3000);
    expect(result).toMatchObject({ ok: true, data: [{ id: 1 }] });
    expect(api.calls).toHaveLength(3);
  });

  it('after 3 retries the last failure is answered', async () => {
    const api = answers(500);
    const pending = call('GET', '/posts', { base: 'http://api.test', fetch: api.fetch, retries: 3 });
    const { result, waited } = await settle(pending);
    expect(waited).toBeGreaterThanOrEqual(7000);
    expect(result.ok).toBe(false);
    expect(result.status).toBe(500);
    expect(api.calls).toHaveLength(4);
  });

  it('a refusal (4xx) is final: no retry', async () => {
    const api = answers(404, 200);
    const result = await call('GET', '/posts/9', { base: 'http://api.test', fetch: api.fetch, retries: 3 });
    expect(result.status).toBe(404);
    expect(api.calls).toHaveLength(1);
  });

  it('a mutation is not tried again, even with a 5xx', async () => {
    const api = answers(502, 200);
    const result = await call('POST', '/contact', { base: 'http://api.test', fetch: api.fetch, json: {} });
    expect(result.status).toBe(502);
    expect(api.calls).toEqual(['POST']);
  });

  it("the caller's abort during the wait is passed on", async () => {
    const api = answers(503);
    const controller = new AbortController();
    const pending = call('GET', '/posts', { base: 'http://api.test', fetch: api.fetch, retries: 3, signal: controller.signal });
    const settled = expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    expect(api.calls).toHaveLength(1);
  });
});
