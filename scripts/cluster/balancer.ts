import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Names the server that answered (its port) on every forwarded answer. */
export const BACKEND_HEADER = 'X-Hdx-Backend';
/**
 * On the balancer's own 502: `connection-lost` (the server dropped it mid-request) or `no-server`.
 * @public Read by the cluster load test, which tells the kill's errors from any other.
 */
export const BALANCER_ERROR_HEADER = 'X-Hdx-Balancer';

/** One server behind the balancer, taken out while its health check (`GET /api`) is not 200. */
interface Backend {
  port: number;
  up: boolean;
}

export interface BalancerStats {
  /** Answers per backend port (and `none` when no backend could take a request). */
  answered: Record<string, number>;
  /** Requests tried again on another server because theirs refused or dropped the connection before answering. */
  retried: number;
  /** Answers cut off half-way because their server dropped the connection (per backend port). */
  cut: Record<string, number>;
}

/**
 * A small round-robin HTTP load balancer on loopback for `npm run cluster` (issue 19): each
 * backend's `GET /api` is checked every second, and a backend answering anything but 200
 * (503 "draining" during a graceful stop, 503 while its database is down, a refused
 * connection when it is dead) gets no new requests. A request whose server refuses or drops
 * the connection before any answer goes to the next server when nothing of its body was sent
 * yet (always for GET and HEAD). Adds `X-Forwarded-For` (servers run with `TRUST_PROXY=1`).
 */
export class Balancer {
  private readonly backends: Backend[];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly server: http.Server;
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  readonly stats: BalancerStats = { answered: {}, retried: 0, cut: {} };

  constructor(ports: number[]) {
    this.backends = ports.map((port) => ({ port, up: true }));
    this.server = http.createServer((req, res) => this.forward(req, res, this.backends.length));
    this.server.keepAliveTimeout = 65_000;
  }

  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, resolve);
    });
    this.timer = setInterval(() => void this.checkAll(), 1000);
    await this.checkAll();
    return (this.server.address() as AddressInfo).port;
  }

  /** Whether every backend answers its health check. */
  allUp(): boolean {
    return this.backends.every((backend) => backend.up);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }

  private async checkAll(): Promise<void> {
    await Promise.all(
      this.backends.map(async (backend) => {
        try {
          const res = await fetch(`http://127.0.0.1:${backend.port}/api`, { signal: AbortSignal.timeout(2000) });
          await res.body?.cancel();
          backend.up = res.status === 200;
        } catch {
          backend.up = false;
        }
      }),
    );
  }

  private pick(): Backend | null {
    for (let i = 0; i < this.backends.length; i++) {
      const backend = this.backends[(this.next + i) % this.backends.length]!;
      if (backend.up) {
        this.next = (this.next + i + 1) % this.backends.length;
        return backend;
      }
    }
    // None known up: try them in turn anyway (the checks may lag behind a restart).
    const backend = this.backends[this.next % this.backends.length] ?? null;
    this.next += 1;
    return backend;
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse, triesLeft: number): void {
    const backend = this.pick();
    if (!backend) return this.unavailable(res, 'no-server');
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request({
      host: '127.0.0.1',
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      agent: this.agent,
    });
    let bodyStarted = false;
    const sendBody = () => {
      bodyStarted = true;
      req.pipe(upstream);
    };
    // The body flows only once a connection is open: a refused one leaves it unread for the next server.
    upstream.once('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    upstream.once('response', (answer) => {
      this.stats.answered[backend.port] = (this.stats.answered[backend.port] ?? 0) + 1;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
        ...answer.rawHeaders,
        BACKEND_HEADER,
        String(backend.port),
      ]);
      answer.pipe(res);
      let cut = false;
      const onCut = () => {
        if (cut || answer.complete) return;
        cut = true;
        this.stats.cut[backend.port] = (this.stats.cut[backend.port] ?? 0) + 1;
        res.destroy();
      };
      answer.once('aborted', onCut);
      answer.once('error', onCut);
      answer.once('close', onCut);
    });
    upstream.once('error', () => {
      if (res.headersSent) return;
      backend.up = false;
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (triesLeft > 1 && (idempotent || !bodyStarted)) {
        this.stats.retried += 1;
        return this.forward(req, res, triesLeft - 1);
      }
      this.unavailable(res, bodyStarted ? 'connection-lost' : 'no-server', backend.port);
    });
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  private unavailable(res: http.ServerResponse, why: 'connection-lost' | 'no-server', port?: number) {
    this.stats.answered.none = (this.stats.answered.none ?? 0) + 1;
    res.writeHead(502, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      [BALANCER_ERROR_HEADER]: why,
      ...(port === undefined ? {} : { [BACKEND_HEADER]: String(port) }),
    });
    res.end('No HDX server could answer this request.');
  }
}
