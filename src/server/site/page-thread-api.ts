/** A call of the API from a page thread's render, answered by the main thread's app (page-threads.ts). */
export interface ApiCall {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body?: string;
}

export type ApiAnswer =
  | { id: number; status: number; statusText: string; headers: [string, string][]; body: string }
  | { id: number; error: string };

/** Messages from a page thread to the main thread. */
export type FromPageThread = { port: number } | { api: ApiCall };
/** Messages from the main thread to a page thread. */
export type ToPageThread = { stop: true } | { api: ApiAnswer };

/** The main thread's side: runs a thread's call through the app, in-process. */
export async function answerApiCall(call: ApiCall, apiFetch: (request: Request) => Promise<Response>): Promise<ApiAnswer> {
  try {
    const init: RequestInit = { method: call.method, headers: call.headers };
    if (call.body !== undefined) init.body = call.body;
    const res = await apiFetch(new Request(call.url, init));
    return { id: call.id, status: res.status, statusText: res.statusText, headers: [...res.headers], body: await res.text() };
  } catch (error) {
    return { id: call.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The thread's side: a `fetch` for the renders that posts each call to the main thread. */
export function apiOverPort(post: (call: ApiCall) => void): { fetch: typeof fetch; receive(answer: ApiAnswer): void } {
  const waiting = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  const apiFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const id = ++lastId;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const signal = request.signal;
    const answer = await new Promise<ApiAnswer>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const onAbort = () => {
        waiting.delete(id);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, {
        resolve: (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        reject,
      });
      post({ id, url: request.url, method: request.method, headers: [...request.headers], ...(body === undefined ? {} : { body }) });
    });
    if ('error' in answer) throw new TypeError(`fetch failed: ${answer.error}`);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
  return {
    fetch: apiFetch as typeof fetch,
    receive(answer) {
      const found = waiting.get(answer.id);
      waiting.delete(answer.id);
      found?.resolve(answer);
    },
  };
}
