import { randomBytes } from 'node:crypto';
import { strongPassword, uniqueIp } from './auth';
import { pollUntil } from './poll';

/** A small HTTP client of a running HDX server, for tests that drive the real process. */
export class ApiClient {
  readonly baseUrl: string;
  token: string | null = null;
  userId: number | null = null;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** One request; a refused connection or a reset answers status 0 instead of throwing. */
  async send(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // Registration is rate limited per address: each call comes from its own (TRUST_PROXY=1).
    headers['X-Forwarded-For'] = uniqueIp();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        signal: AbortSignal.timeout(30_000),
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed };
    } catch {
      return { status: 0, body: null };
    }
  }

  async login(email: string, password: string): Promise<void> {
    const res = await this.send('POST', '/api/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    const body = res.body as { token: string; user: { id: number } };
    this.token = body.token;
    this.userId = body.user.id;
  }

  async register(name = `load_${randomBytes(5).toString('hex')}`) {
    const account = { username: name, email: `${name}@example.test`, password: strongPassword() };
    return { ...(await this.send('POST', '/api/register', account)), account };
  }

  createPost(fields: { title: string; techniqueIds?: number[]; price?: string }) {
    const form = new FormData();
    form.append('title', fields.title);
    if (fields.price) form.append('price', fields.price);
    for (const id of fields.techniqueIds ?? []) form.append('techniqueIds', String(id));
    return this.send('POST', '/api/posts', form);
  }

  rate(postId: number, rate: number) {
    return this.send('POST', `/api/posts/${postId}/rates/${this.userId}`, { rate });
  }

  like(postId: number) {
    return this.send('POST', `/api/posts/${postId}/likes/${this.userId}`);
  }
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** Runs `work` in `workers` concurrent loops until `stop()`; resolves when every loop ended. */
export function runWorkers(workers: number, work: (worker: number) => Promise<void>) {
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (!stopped) await work(worker);
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Polls `check` until it holds or the deadline passes (generous deadlines: the machine is shared). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  await pollUntil(what, () => check().catch(() => false), { timeoutMs, intervalMs: 250 });
}
