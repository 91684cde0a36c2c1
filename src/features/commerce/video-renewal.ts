/** Asked for this long before a signed video address lapses (a fifth of its life when that is shorter). */
export const RENEW_BEFORE_SECONDS = 60;

/**
 * When to ask for a fresh address, counted from the answer that gave this one (the
 * server's `expiresInSeconds`, so a wrong clock in the browser changes nothing).
 */
export function renewDelayMs(expiresInSeconds: number): number {
  const margin = Math.min(RENEW_BEFORE_SECONDS, expiresInSeconds / 5);
  return Math.max(1, (expiresInSeconds - margin) * 1000);
}

/** Where the viewer was when the address changed: the new one starts there, playing if it was. */
export interface ResumePoint {
  time: number;
  playing: boolean;
}

/**
 * A timer for the address's renewal: due while the video plays, it renews at once; due
 * while paused, it waits for the next play (an idle page asks for nothing).
 */
export class RenewalClock {
  private due = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly renew: () => void;

  constructor(renew: () => void) {
    this.renew = renew;
  }

  start(expiresInSeconds: number, isPlaying: () => boolean): void {
    this.stop();
    this.timer = setTimeout(() => {
      if (isPlaying()) this.renew();
      else this.due = true;
    }, renewDelayMs(expiresInSeconds));
  }

  /** On play: renews first when the address is about to lapse. Answers whether it did. */
  playing(): boolean {
    if (!this.due) return false;
    this.due = false;
    this.renew();
    return true;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.due = false;
  }
}
