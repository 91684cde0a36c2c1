// The one place tests wait between looks: each look reads real state and the wait ends as soon
// as the state holds, like vi.waitFor (this file is shared with the Playwright tests, which have
// no vi). The lint rule against fixed sleeps names this helper.
// eslint-disable-next-line no-restricted-imports
import { setTimeout as pause } from 'node:timers/promises';

/**
 * Looks at `look` until it gives a value (not undefined, null or false) and returns it, or fails
 * naming `what` once `timeoutMs` has passed. A look that throws ends the wait with its error.
 */
export async function pollUntil<T>(
  what: string,
  look: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 60_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await pause(intervalMs);
  }
}
