import { describe, expect, it } from 'vitest';
import { reconnectDelaySeconds } from '../../src/server/db/reconnect-delay';
import { RestartPolicy } from '../../src/server/supervisor/restart-policy';

describe('the supervisor restart policy', () => {
  it('waits 1 s, then doubles up to 30 s while the server keeps dying soon after its start', () => {
    const policy = new RestartPolicy();
    const delays = Array.from({ length: 8 }, () => policy.nextDelayMs(2000));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again after 1 s a server that ran a minute or more before it died', () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < 5; i += 1) policy.nextDelayMs(500);
    expect(policy.nextDelayMs(60_000)).toBe(1000);
    expect(policy.nextDelayMs(500)).toBe(2000);
  });
});

describe('the PostgreSQL reconnect delay', () => {
  it('reconnects at once after the first drop and never waits more than a second', () => {
    expect(reconnectDelaySeconds(0)).toBe(0);
    for (const failures of [1, 5, 10, 100]) {
      const delay = reconnectDelaySeconds(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
  });
});
