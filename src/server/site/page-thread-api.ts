import type { ShownContent } from './site-app';

/**
 * A request passed between the main thread and a page thread (page-threads.ts), both ways: a
 * page to render, to the thread's site app; a call of the API, from its render to the main thread's app.
 */
export interface ApiCall {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body?: string;
}

export type ApiAnswer =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { id: number; error: string };

/** Messages from a page thread to the main thread. */
export type FromPageThread = { ready: true } | { api: ApiCall } | { rendered: ApiAnswer };
/** Messages from the main thread to a page thread. */
export type ToPageThread = { stop: true } | { api: ApiAnswer } | { render: ApiCall } | { show: ShownContent };

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The answering side: runs a call through `apiFetch` (the main thread's app, or the thread's site app), in-process. */
export async function answerApiCall(
  call: ApiCall,
  apiFetch: (request: Request) => Promise<Response>,
): Promise<ApiAnswer> {
  try {
    const init: RequestInit = { method: call.method, headers: call.headers };
    if (call.body !== undefined) init.body = call.body;
    const res = await apiFetch(new Request(call.url, init));
    const body = NULL_BODY.has(res.status) ? null : await res.arrayBuffer();
    return { id: call.id, status: res.status, statusText: res.statusText, headers: [...res.headers], body };
  } catch (error) {
    return { id: call.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The asking side: `send` posts each request over the port (`post`) and resolves with its answer (`receive`). */
export function apiOverPort(post: (call: ApiCall) => void): {
  send(request: Request): Promise<Response>;
  receive(answer: ApiAnswer): void;
  /** The other side is gone: every call waiting fails. */
  close(): void;
} {
  const waiting = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  return {
    async send(request) {
      const id = ++lastId;
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const { signal } = request;
      const answer = await new Promise<ApiAnswer>((resolve, reject) => {
        // Aborted (an API call's timeout, a visitor gone): it fails now, its answer is dropped.
        if (signal.aborted) return reject(signal.reason);
        const onAbort = () => (waiting.delete(id), reject(signal.reason));
        signal.addEventListener('abort', onAbort, { once: true });
        const settled = () => signal.removeEventListener('abort', onAbort);
        waiting.set(id, {
          resolve: (value) => (settled(), resolve(value)),
          reject: (error) => (settled(), reject(error)),
        });
        post({
          id,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          ...(body === undefined ? {} : { body }),
        });
      });
      if ('error' in answer) throw new TypeError(`fetch failed: ${answer.error}`);
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    },
    receive(answer) {
      waiting.get(answer.id)?.resolve(answer);
      waiting.delete(answer.id);
    },
    close() {
      for (const [id, found] of waiting) found.reject(new TypeError(`fetch failed: call ${id} got no answer`));
      waiting.clear();
    },
  };
}
