/**
 * Seconds before a dropped PostgreSQL connection reconnects (postgres-js's `backoff`).
 * postgres-js counts each drop in the pool as one more failed attempt and by default waits
 * 3^n / 100 s (up to 20 s): after ten connections were killed at once, the later ones would stay
 * away for 20 s. Here a second at most, jittered.
 */
export const reconnectDelaySeconds = (failedAttempts: number) =>
  Math.min(failedAttempts, 10) * 0.1 * (0.5 + Math.random() / 2);
