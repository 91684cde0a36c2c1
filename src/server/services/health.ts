import type { DatabaseHandle } from '../db/client';

export interface HealthStatus {
  database: 'up' | 'down';
  checkedAt: number;
}

/**
 * Probes the database at most once per `intervalMs`, sharing one probe between
 * concurrent requests, so the health endpoint stays cheap under load while still
 * reporting an outage within a second.
 */
export class HealthMonitor {
  private last: HealthStatus = { database: 'up', checkedAt: 0 };
  private inflight: Promise<HealthStatus> | null = null;
  private drainingSince: number | null = null;

  private readonly database: Pick<DatabaseHandle, 'ping'>;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;

  constructor(database: Pick<DatabaseHandle, 'ping'>, intervalMs = 1000, timeoutMs = 2000) {
    this.database = database;
    this.intervalMs = intervalMs;
    this.timeoutMs = timeoutMs;
  }

  /** The server is shutting down: the health check answers 503 "draining" from now on (issue 19). */
  drain(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  async status(now = Date.now()): Promise<HealthStatus> {
    if (now - this.last.checkedAt < this.intervalMs) return this.last;
    this.inflight ??= this.probe().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async probe(): Promise<HealthStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), this.timeoutMs);
    });
    try {
      await Promise.race([this.database.ping(), timeout]);
      this.last = { database: 'up', checkedAt: Date.now() };
    } catch {
      this.last = { database: 'down', checkedAt: Date.now() };
    } finally {
      clearTimeout(timer);
    }
    return this.last;
  }
}
