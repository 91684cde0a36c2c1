import { describe, expect, it } from 'vitest';
import { clockDuration, durationBadge } from '../../src/lib/duration';

describe('clockDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour', () => {
    expect(clockDuration(6)).toBe('0:06');
    expect(clockDuration(754)).toBe('12:34');
    expect(clockDuration(3599.6)).toBe('1:00:00');
    expect(clockDuration(3723)).toBe('1:02:03');
  });
});

describe('durationBadge', () => {
  it('is null without a duration', () => {
    expect(durationBadge(null)).toBeNull();
    expect(durationBadge(0)).toBeNull();
  });
  it('gives the clock and the ISO duration', () => {
    expect(durationBadge(90)).toEqual({ clock: '1:30', iso: 'PT1M30S' });
  });
});
