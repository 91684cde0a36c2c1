import { describe, expect, it } from 'vitest';
import { HealthMonitor } from '../../src/server/services/health';

describe('HealthMonitor', () => {
  it('probes the database at most once per interval and shares one probe between callers', async () => {
    let pings = 0;
    const monitor = new HealthMonitor({ ping: async () => void pings++ }, 1000);
    await Promise.all([monitor.status(5_000), monitor.status(5_000), monitor.status(5_000)]);
    expect(pings).toBe(1);
    await monitor.status(Date.now() + 10);
    expect(pings).toBe(1);
  });

  it('reports the database down while pings fail and up again once they succeed', async () => {
    let failing = true;
    const monitor = new HealthMonitor({ ping: async () => (failing ? Promise.reject(new Error('refused')) : undefined) }, 0);
    expect((await monitor.status()).database).toBe('down');
    failing = false;
    expect((await monitor.status()).database).toBe('up');
  });

  it('treats a ping that hangs past the timeout as down', async () => {
    const monitor = new HealthMonitor({ ping: () => new Promise(() => {}) }, 0, 50);
    expect((await monitor.status()).database).toBe('down');
  });
});
