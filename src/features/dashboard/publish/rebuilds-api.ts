import { apiSignedIn } from '../../../lib/api/signed-in';
import { readEvents } from '../../../lib/api/events';
import { isFinished } from './publish-store';
import type { Rebuild } from '../../../contract/rebuilds';

export const listRebuilds = () => apiSignedIn('GET /rebuilds');
export const requestRebuild = () => apiSignedIn('POST /rebuilds');
export const getRebuild = (id: number) => apiSignedIn(`GET /rebuilds/${id}`);

const POLL_MS = 2000;
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Reads the live `rebuild` events of a build. Resolves with the last state once the build
 * ended; if the stream breaks first, polls GET /api/rebuilds/{id} instead.
 */
export async function followRebuild(
  id: number,
  onUpdate: (rebuild: Rebuild) => void,
  signal: AbortSignal,
): Promise<Rebuild | null> {
  let last: Rebuild | null = null;
  try {
    await readEvents(
      `/rebuilds/${id}/events`,
      (event) => {
        if (event.event !== 'rebuild') return;
        last = JSON.parse(event.data) as Rebuild;
        onUpdate(last);
      },
      signal,
    );
  } catch {
    if (signal.aborted) return last;
  }
  while (!signal.aborted && !(last && isFinished(last.status))) {
    const result = await getRebuild(id);
    if (result.ok) {
      last = result.data;
      onUpdate(last);
    } else if (result.status === 404 || result.status === 403) {
      return last;
    }
    if (!isFinished(last?.status ?? 'queued')) await wait(POLL_MS, signal);
  }
  return last;
}
