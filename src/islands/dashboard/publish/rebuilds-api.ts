import { apiUrl, request } from '../api/request';
import { SseParser } from '../api/sse';
import { accessToken } from '../api/token';
import { isFinished, type Rebuild } from './publish-store';

export interface RebuildList {
  items: Rebuild[];
  changedSinceLastPublish: boolean;
  changedAt: string | null;
  publishedAt: string | null;
}

export const listRebuilds = () => request<RebuildList>('GET', '/rebuilds');
export const requestRebuild = () => request<Rebuild>('POST', '/rebuilds');
export const getRebuild = (id: number) => request<Rebuild>('GET', `/rebuilds/${id}`);

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
 * Reads the live `rebuild` events of a build (fetch + stream reader: EventSource cannot send
 * the bearer header). Resolves with the last state once the build ended; if the stream
 * breaks first, polls GET /api/rebuilds/{id} instead.
 */
export async function followRebuild(id: number, onUpdate: (rebuild: Rebuild) => void, signal: AbortSignal): Promise<Rebuild | null> {
  let last: Rebuild | null = null;
  try {
    const token = await accessToken();
    const response = await fetch(apiUrl(`/rebuilds/${id}/events`), {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
      signal,
    });
    if (response.ok && response.body) {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.feed(value)) {
          if (event.event !== 'rebuild') continue;
          last = JSON.parse(event.data) as Rebuild;
          onUpdate(last);
        }
      }
    }
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
