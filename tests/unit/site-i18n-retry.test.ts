import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientI18nOptions } from '../../src/lib/i18n/client';

/** A real HTTP server that fails the first requests with 503, then serves the namespace. */
let server: http.Server;
let base = '';
const hits: number[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(Date.now());
    if (failuresLeft > 0) {
      failuresLeft--;
      res.writeHead(503).end('down');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ greeting: `from ${req.url}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('translation loading (spec §9: up to 5 retries, 350 ms then doubling)', () => {
  it('retries a failed namespace after 350 ms, then 700 ms, and uses it once it loads', async () => {
    hits.length = 0;
    failuresLeft = 2;
    const options = clientI18nOptions('fr');
    const i18n = createInstance().use(HttpBackend);
    await i18n.init({ ...options, backend: { loadPath: `${base}/locales/{{lng}}/{{ns}}.json` }, fallbackLng: false });
    expect(i18n.t('greeting')).toBe('from /locales/fr/translation.json');
    expect(hits).toHaveLength(3);
    const waits = [hits[1]! - hits[0]!, hits[2]! - hits[1]!];
    expect(waits[0]).toBeGreaterThanOrEqual(340);
    expect(waits[0]).toBeLessThan(650);
    expect(waits[1]).toBeGreaterThanOrEqual(690);
    expect(waits[1]).toBeLessThan(1200);
  });
});
