import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api (health)', () => {
  it('answers 200 with the database up', async () => {
    const res = await t.call('GET', '/api');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', name: 'HDX', database: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers 503 'API is not responding' while the database is down", async () => {
    const failing = { ping: () => Promise.reject(new Error('down')) };
    const { HealthMonitor } = await import('../../src/server/services/health');
    const monitor = new HealthMonitor(failing, 0);
    expect((await monitor.status()).database).toBe('down');
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Error 404: Resource not found' });
  });

  it("answers an invalid path parameter with 400 'Error 400: Invalid input' and the field", async () => {
    const res = await t.call('GET', '/api/posts/abc');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('Error 400: Invalid input');
    expect(Object.keys(body.errors)).toContain('id');
  });

  it("answers a missing post with 404 'Post not found'", async () => {
    const res = await t.call('GET', '/api/posts/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Post not found' });
  });

  it('rejects a JSON body over 1 MB with 413 before reading it', async () => {
    const res = await t.call('POST', '/api/posts', { json: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Error 413: Payload too large');
  });

  it('sends security headers and no stack trace', async () => {
    const res = await t.call('GET', '/api/posts/999999');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing the calls', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api', '/api/posts', '/api/posts/{id}', '/api/post_types']));
  });

  it('serves a browsable reference at /api/docs with its assets locally', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const asset = await t.call('GET', '/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
    const unknown = await t.call('GET', '/api/docs/assets/..%2Fpackage.json');
    expect(unknown.status).toBe(404);
  });
});
