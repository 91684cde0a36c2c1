import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/lib/api-errors';
import { ApiError } from '../../src/lib/api/error';
import { isDismissingSwipe, TOAST_SETTINGS } from '../../src/features/shared/toast-settings';

describe('which errors show the maintenance screen (spec §2)', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('API errors: network failures, timeouts, no answer or a 5xx from the API client', () => {
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isApiError(named('TimeoutError'))).toBe(true);
    expect(isApiError(named('NetworkError'))).toBe(true);
    expect(isApiError(new ApiError('Network error', { status: 0 }))).toBe(true);
    expect(isApiError(new ApiError('Error 503', { status: 503 }))).toBe(true);
  });

  it('not API errors: 4xx answers and bugs', () => {
    expect(isApiError(new ApiError('Error 404', { status: 404 }))).toBe(false);
    expect(isApiError(named('HTTPError'))).toBe(false);
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
