import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the Stripe SDK sent, decoded (form keys kept flat: `line_items[0][price_data][currency]`). */
export interface StubRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A local HTTP stand-in for api.stripe.com that the real SDK talks to (through its
 * host/port/protocol options, via STRIPE_API_URL): it records every request, answers
 * the objects HDX uses and, like Stripe, replays the first answer for a repeated
 * Idempotency-Key.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  readonly sessions = new Map<string, Json>();
  readonly enabledAccounts = new Set<string>();
  /** Paths (e.g. '/v1/checkout/sessions') answered with a 500 until cleared. */
  readonly failing = new Set<string>();
  private readonly byKey = new Map<string, { status: number; body: Json }>();
  private counter = 0;
  private readonly server: http.Server;

  private constructor() {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
        const key = req.headers['idempotency-key'] as string | undefined;
        this.requests.push({
          method: req.method ?? 'GET',
          path: url.pathname,
          params,
          idempotencyKey: key,
          authorization: req.headers.authorization,
          stripeVersion: req.headers['stripe-version'] as string | undefined,
        });
        const replay = key ? this.byKey.get(`${req.method} ${url.pathname} ${key}`) : undefined;
        const answer = replay ?? this.answer(req.method ?? 'GET', url.pathname, params);
        if (key && !replay && answer.status < 500) this.byKey.set(`${req.method} ${url.pathname} ${key}`, answer);
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.counter}` });
        res.end(JSON.stringify(answer.body));
      });
    });
  }

  static async start(): Promise<StripeStub> {
    const stub = new StripeStub();
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Requests to a path (method and path, e.g. 'POST /v1/transfers'). */
  calls(route: string): StubRequest[] {
    const [method, path] = route.split(' ');
    return this.requests.filter(
      (r) => r.method === method && (path!.endsWith('*') ? r.path.startsWith(path!.slice(0, -1)) : r.path === path),
    );
  }

  /** What Stripe would show once the customer paid: complete, paid, with a payment intent. */
  completeSession(id: string): Json {
    const session = {
      ...this.sessions.get(id)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_for_${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  private id(prefix: string): string {
    return `${prefix}_stub${++this.counter}`;
  }

  private answer(method: string, path: string, params: Record<string, string>): { status: number; body: Json } {
    if (this.failing.has(path))
      return { status: 500, body: { error: { type: 'api_error', message: 'The stub is down' } } };
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([name]) => name.startsWith('metadata['))
        .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
    );
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.id('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        metadata,
        client_reference_id: params.client_reference_id ?? null,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = this.sessions.get(match[1]!);
      if (!session)
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      if (match[2]) this.sessions.set(match[1]!, { ...session, status: 'expired' });
      return { status: 200, body: this.sessions.get(match[1]!)! };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return { status: 200, body: { id: match[1], object: 'payment_intent', latest_charge: `ch_for_${match[1]}` } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      return {
        status: 200,
        body: {
          id: this.id('tr'),
          object: 'transfer',
          amount: Number(params.amount),
          currency: params.currency,
          destination: params.destination,
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: this.id('re'),
          object: 'refund',
          payment_intent: params.payment_intent,
          amount: params.amount === undefined ? null : Number(params.amount),
          status: 'succeeded',
          metadata,
        },
      };
    }
    if ((match = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path))) {
      return { status: 200, body: { id: this.id('trr'), object: 'transfer_reversal', transfer: match[1] } };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      return { status: 200, body: { id: this.id('acct'), object: 'account', type: 'express', charges_enabled: false } };
    }
    if ((match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const enabled = this.enabledAccounts.has(match[1]!);
      return {
        status: 200,
        body: {
          id: match[1],
          object: 'account',
          charges_enabled: enabled,
          capabilities: { transfers: enabled ? 'active' : 'inactive' },
        },
      };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${params.account}/${++this.counter}`,
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }
}

export const WEBHOOK_SECRET = 'whsec_hdx_test_secret';

/** A webhook delivery as Stripe makes it: the event JSON and its Stripe-Signature header. */
export function signedEvent(type: string, object: Json, options: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return { payload, signature };
}

/** What Stripe sends once the customer paid a session (StripeStub.completeSession makes the API agree). */
export function sessionCompletedEvent(sessionId: string, orderId: number, id?: string) {
  return signedEvent(
    'checkout.session.completed',
    {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_for_${sessionId}`,
      metadata: { order_id: String(orderId) },
    },
    id ? { id } : {},
  );
}
