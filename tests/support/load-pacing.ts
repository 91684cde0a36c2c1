// A process-level test makes load the way clients do: a client backs off while the API says the
// database is away, and a load has a shape in time (a publish a third of the way in). These
// pauses are part of the load a test makes, not a wait for a result (which polls real state or
// waits on a signal: ./poll.ts); the lint rule against fixed sleeps names this helper.
// eslint-disable-next-line no-restricted-imports
import { setTimeout as pause } from 'node:timers/promises';

/** A simulated client's pause (a back-off, a point in the load's schedule). */
export function clientPause(ms: number): Promise<void> {
  return pause(ms);
}
