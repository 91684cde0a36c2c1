import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS, retriedAtOnce, retriedLater } from '../../src/lib/api/tus-retry';

/** The add-post page's tus client: which answers it asks again (issue 27 §5: a busy upload, 423). */
describe('upload retries', () => {
  it('tries a busy upload (423), a conflict, a limit, a server error or no answer again by itself', () => {
    for (const status of [0, 409, 423, 429, 500, 503]) expect([status, retriedAtOnce(status)]).toEqual([status, true]);
    for (const status of [400, 401, 403, 404, 410, 413, 415, 422])
      expect([status, retriedAtOnce(status)]).toEqual([status, false]);
  });

  it('keeps a busy upload for the Retry button once its tries ran out, but not a refusal', () => {
    expect([0, 423, 500, 503].map(retriedLater)).toEqual([true, true, true, true]);
    expect([400, 403, 409, 413, 422, 429].map(retriedLater)).toEqual([false, false, false, false, false, false]);
  });

  it('waits long enough overall to outlast the lock of a server that died (60 s)', () => {
    expect(RETRY_DELAYS.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(60_000);
  });
});
