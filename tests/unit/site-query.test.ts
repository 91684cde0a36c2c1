import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/lib/api-errors';
import { onErrorRetry, QUERY_CACHE_MS, retryDelay, withRetry } from '../../src/lib/query';
import { isDismissingSwipe, TOAST_SETTINGS } from '../../src/lib/toast-settings';

describe('data fetching defaults (spec §9)', () => {
  it('keeps query data 5 minutes', () => {
    expect(QUERY_CACHE_MS).toBe(300_000);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed query 3 times, then gives up', () => {
    const retry = (retryCount: number) => onErrorRetry({ error: new Error('x'), key: 'k', retryCount });
    expect([1, 2, 3].map(retry)).toEqual([1000, 2000, 4000]);
    expect(retry(4)).toBeUndefined();
  });

  it('withRetry makes 1 attempt plus 3 retries with the same delays', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const failing = () => {
      attempts++;
      return Promise.reject(new Error('down'));
    };
    await expect(withRetry(failing, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow('down');
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('withRetry returns as soon as an attempt succeeds', async () => {
    let attempts = 0;
    const flaky = async () => (++attempts < 2 ? Promise.reject(new Error('once')) : 'ok');
    await expect(withRetry(flaky, { wait: async () => {} })).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });
});

describe('which errors show the maintenance screen (spec §2)', () => {
  const named = (name: string, status?: number) =>
    Object.assign(new Error(name), { name, ...(status ? { response: { status } } : {}) });

  it('API errors: network failures, timeouts, 5xx answers', () => {
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isApiError(named('TimeoutError'))).toBe(true);
    expect(isApiError(named('NetworkError'))).toBe(true);
    expect(isApiError(named('HTTPError', 503))).toBe(true);
  });

  it('not API errors: 4xx answers and bugs', () => {
    expect(isApiError(named('HTTPError', 404))).toBe(false);
    expect(isApiError(new TypeError('x is not a function'))).toBe(false);
    expect(isApiError('oops')).toBe(false);
  });
});

describe('toasts (spec §9)', () => {
  it('3 visible, 4000 ms, bottom-right, gap 14 px, width 356 px, swipe 20 px', () => {
    expect(TOAST_SETTINGS).toEqual({
      visibleToasts: 3,
      duration: 4000,
      position: 'bottom-right',
      gap: 14,
      widthPx: 356,
      swipeThresholdPx: 20,
    });
  });

  it('a swipe of 20 px towards the right or the bottom dismisses', () => {
    expect(isDismissingSwipe(20, 0)).toBe(true);
    expect(isDismissingSwipe(19, 0)).toBe(false);
    expect(isDismissingSwipe(0, 21)).toBe(true);
    expect(isDismissingSwipe(-30, 0)).toBe(false);
  });
});
