export interface RestartPolicyOptions {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A server that ran this long before it died starts again after the first delay. */
  healthyAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
};

/**
 * How long the supervisor waits before starting a dead server again: 1 s, then doubling up to
 * 30 s while it keeps dying soon after its start (a database that is down, a broken deploy),
 * so a crash loop neither spins nor gives up.
 */
export class RestartPolicy {
  private failuresInARow = 0;
  private readonly options: RestartPolicyOptions;

  constructor(options: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {
    this.options = options;
  }

  /** The delay before the next start of a server that died after running `uptimeMs`. */
  nextDelayMs(uptimeMs: number): number {
    if (uptimeMs >= this.options.healthyAfterMs) this.failuresInARow = 0;
    const delay = Math.min(this.options.firstDelayMs * 2 ** this.failuresInARow, this.options.maxDelayMs);
    this.failuresInARow += 1;
    return delay;
  }
}
