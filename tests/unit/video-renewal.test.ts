import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenewalClock, renewDelayMs } from '../../src/features/commerce/video-renewal';

describe('renewing a signed video address', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due a minute before a 5-minute address lapses, a fifth of its life before a shorter one', () => {
    expect(renewDelayMs(300)).toBe(240_000);
    expect(renewDelayMs(30)).toBe(24_000);
  });

  it('happens while the video plays, before the address lapses', () => {
    const renew = vi.fn();
    const clock = new RenewalClock(renew);
    clock.start(300, () => true);
    vi.advanceTimersByTime(239_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(clock.playing()).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('waits for the next play when the video is paused, then happens first', () => {
    const renew = vi.fn();
    const clock = new RenewalClock(renew);
    clock.start(300, () => false);
    vi.advanceTimersByTime(600_000);
    expect(renew).not.toHaveBeenCalled();
    expect(clock.playing()).toBe(true);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(clock.playing()).toBe(false);
  });

  it('starts over with each new address and stops with the player', () => {
    const renew = vi.fn();
    const clock = new RenewalClock(renew);
    clock.start(300, () => true);
    vi.advanceTimersByTime(200_000);
    clock.start(300, () => true);
    vi.advanceTimersByTime(200_000);
    expect(renew).not.toHaveBeenCalled();
    clock.stop();
    vi.advanceTimersByTime(600_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
