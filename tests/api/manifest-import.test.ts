import https from 'node:https';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folio } from '../../src/contract/folios';
import type { ManifestSource } from '../../src/contract/manifest-sources';
import { insertManuscript } from '../support/factories';
import {
  jsonHandler,
  LIBRARY_HOST,
  presentation2,
  presentation3,
  startLibraryServer,
  type LibraryServer,
} from '../support/library-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

/**
 * Issue 32: a manuscript read from a library's IIIF manifest. The library is a second local
 * https server; the app trusts exactly its address (tests only, through its deps), so every
 * other loopback or private address meets the real guard.
 */
const LIMIT_BYTES = 64 * 1024;
let t: TestApp;
let library: LibraryServer;
let admin: Actor;
let member: Actor;
let counter = 0;

beforeAll(async () => {
  library = await startLibraryServer();
  t = await createTestApp({ MANIFEST_IMPORT_MAX_BYTES: String(LIMIT_BYTES), MANIFEST_IMPORT_TIMEOUT_MS: '1500' });
  t.deps.manifestFetchAccess = library.access;
  admin = await actor(t, 'ROLE_ADMIN');
  member = await actor(t);
  library.route('/iiif/ms/manifest.json', jsonHandler(presentation3(library.origin, ['1r', '1v', '2r'])));
  library.route('/iiif/ms2/manifest.json', jsonHandler(presentation2(library.origin, ['7r', '7v'])));
});
afterAll(async () => {
  await t?.close();
  await library?.close();
});

const manuscript = () => insertManuscript(t.deps.db, `Flos Duellatorum ${process.pid}-${++counter}`);
const importFrom = (id: number, url: string, token = admin.token) =>
  t.call('PUT', `/api/manuscripts/${id}/manifest-source`, { token, json: { url } });
const folios = async (id: number) => json<Folio[]>(await t.call('GET', `/api/manuscripts/${id}/folios`));
const source = async (id: number) =>
  json<ManifestSource>(await t.call('GET', `/api/manuscripts/${id}/manifest-source`));

/** The refusal's status and the code given for the `url` field. */
async function refusal(res: Response) {
  const body = await json<{ errorCodes?: { url?: { code: string }[] } }>(res);
  return { status: res.status, code: body.errorCodes?.url?.[0]?.code };
}

describe('PUT /api/manuscripts/{id}/manifest-source: a library manifest imported, read instead of our folios', () => {
  it('keeps a copy of a Presentation 3 manifest; the reader gets its canvases and the library image services', async () => {
    const m = await manuscript();
    const res = await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      url: `${library.origin}/iiif/ms/manifest.json`,
      label: 'Flos Duellatorum',
      canvases: 3,
    });
    const read = await folios(m.id);
    expect(read.map((folio) => folio.label)).toEqual(['1r', '1v', '2r']);
    expect(read[1]).toMatchObject({
      status: 'ready',
      width: 1000,
      height: 1400,
      service: `${library.origin}/iiif/image/1v`,
      thumbnail: `${library.origin}/iiif/image/1v/full/,200/0/default.jpg`,
    });
    // Our manifest address serves the kept copy, which says where it came from.
    const manifest = await t.call('GET', `/api/manuscripts/${m.id}/manifest`);
    expect(manifest.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(manifest.headers.get('Link')).toBe(`<${library.origin}/iiif/ms/manifest.json>; rel="canonical"`);
    expect(await json(manifest)).toMatchObject({ id: `${library.origin}/iiif/ms/manifest.json`, type: 'Manifest' });
    expect((await source(m.id)).fetchedAt).not.toBeNull();
  });

  it('reads a Presentation 2 manifest too', async () => {
    const m = await manuscript();
    expect((await importFrom(m.id, `${library.origin}/iiif/ms2/manifest.json`)).status).toBe(200);
    const read = await folios(m.id);
    expect(read.map((folio) => [folio.label, folio.service])).toEqual([
      ['7r', `${library.origin}/iiif/image/7r`],
      ['7v', `${library.origin}/iiif/image/7v`],
    ]);
  });

  it('goes back to its own folios on DELETE', async () => {
    const m = await manuscript();
    await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`);
    const res = await t.call('DELETE', `/api/manuscripts/${m.id}/manifest-source`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await folios(m.id)).toEqual([]);
    expect(await source(m.id)).toEqual({ url: null, fetchedAt: null, label: null, canvases: 0 });
    const manifest = await json<{ type: string; id: string }>(await t.call('GET', `/api/manuscripts/${m.id}/manifest`));
    expect(manifest.id).toBe(`${t.deps.env.PUBLIC_URL}/api/manuscripts/${m.id}/manifest`);
  });

  it('is for admins only', async () => {
    const m = await manuscript();
    const url = `${library.origin}/iiif/ms/manifest.json`;
    expect((await t.call('PUT', `/api/manuscripts/${m.id}/manifest-source`, { json: { url } })).status).toBe(401);
    expect((await importFrom(m.id, url, member.token)).status).toBe(403);
    expect((await source(m.id)).url).toBeNull();
  });
});

describe('the SSRF guard refuses, and nothing changes', () => {
  let m: { id: number };
  beforeAll(async () => {
    m = await manuscript();
    expect((await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`)).status).toBe(200);
  });
  const unchanged = async () => expect((await source(m.id)).url).toBe(`${library.origin}/iiif/ms/manifest.json`);

  it.each([
    ['plain http', () => `http://${LIBRARY_HOST}:${library.port}/iiif/ms/manifest.json`, 'manifestSources.https'],
    ['not an address', () => 'manifest.json', 'manifestSources.https'],
    ['loopback by address', () => `https://127.0.0.1:${library.port + 1}/m.json`, 'manifestSources.address'],
    ['loopback by name', () => `https://localhost:${library.port + 1}/m.json`, 'manifestSources.address'],
    ['a private network', () => 'https://10.20.30.40/m.json', 'manifestSources.address'],
    ['link-local (cloud metadata)', () => 'https://169.254.169.254/latest/meta-data', 'manifestSources.address'],
    ['CGNAT', () => 'https://100.64.1.1/m.json', 'manifestSources.address'],
    ['IPv6 loopback', () => 'https://[::1]/m.json', 'manifestSources.address'],
    ['IPv4-mapped IPv6', () => 'https://[::ffff:127.0.0.1]/m.json', 'manifestSources.address'],
    ['IPv6 unique local', () => 'https://[fd00::1]/m.json', 'manifestSources.address'],
    ['unspecified', () => 'https://0.0.0.0/m.json', 'manifestSources.address'],
  ])('%s', async (_name, url, code) => {
    expect(await refusal(await importFrom(m.id, url()))).toEqual({ status: 422, code });
    await unchanged();
  });

  it('a redirect to loopback, to a private address, to http, or one too many', async () => {
    const redirect = (to: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(302, { Location: to }).end();
    };
    library.route('/to-private', redirect('https://192.168.1.10/manifest.json'));
    library.route('/to-http', redirect(`http://${LIBRARY_HOST}:${library.port}/iiif/ms/manifest.json`));
    library.route('/loop', redirect('/loop'));
    library.route('/hop', redirect('/iiif/ms/manifest.json'));
    // Only the library's own address and port is trusted: loopback on any other port meets the guard.
    library.route('/to-loopback', redirect(`https://localhost:${library.port + 1}/iiif/ms/manifest.json`));
    for (const [path, code] of [
      ['/to-loopback', 'manifestSources.address'],
      ['/to-private', 'manifestSources.address'],
      ['/to-http', 'manifestSources.https'],
      ['/loop', 'manifestSources.redirects'],
    ] as const) {
      expect(await refusal(await importFrom(m.id, `${library.origin}${path}`)), path).toEqual({ status: 422, code });
      await unchanged();
    }
    // A redirect within the library is followed.
    const m2 = await manuscript();
    expect((await importFrom(m2.id, `${library.origin}/hop`)).status).toBe(200);
  });

  it('a manifest over the size limit, announced or streamed without a length', async () => {
    const big = presentation3(
      library.origin,
      Array.from({ length: 400 }, (_, i) => `${i + 1}r`),
    );
    expect(JSON.stringify(big).length).toBeGreaterThan(LIMIT_BYTES);
    library.route('/big', jsonHandler(big));
    library.route('/big-stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const text = JSON.stringify(big);
      res.write(text.slice(0, 40_000));
      res.end(text.slice(40_000));
    });
    for (const path of ['/big', '/big-stream']) {
      const res = await importFrom(m.id, `${library.origin}${path}`);
      const body = await json<{ errors: { url: string[] } }>(res.clone());
      expect(await refusal(res), path).toEqual({ status: 422, code: 'manifestSources.tooLarge' });
      expect(body.errors.url[0]).toBe(`Manifests are limited to ${LIMIT_BYTES} bytes`);
      await unchanged();
    }
  });

  it('a library that stalls (headers, then nothing) is cut at the time limit', async () => {
    const stalled: import('node:http').ServerResponse[] = [];
    library.route('/stall', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"type": "Manif');
      stalled.push(res);
    });
    expect(await refusal(await importFrom(m.id, `${library.origin}/stall`))).toEqual({
      status: 422,
      code: 'manifestSources.timeout',
    });
    for (const res of stalled) res.destroy();
    await unchanged();
  });

  it('a document that is no manifest, or an error status', async () => {
    library.route(
      '/not-json',
      (_req, res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>'),
    );
    library.route(
      '/not-manifest',
      jsonHandler({ '@context': 'http://iiif.io/api/presentation/3/context.json', type: 'Collection' }),
    );
    library.route(
      '/no-images',
      jsonHandler({
        ...presentation3(library.origin, ['1r']),
        items: [{ type: 'Canvas', width: 10, height: 10, items: [] }],
      }),
    );
    const withNul = presentation3(library.origin, ['1r']);
    withNul.label = { en: ['Flos\u0000Duellatorum'] };
    library.route('/nul', jsonHandler(withNul));
    for (const path of ['/not-json', '/not-manifest', '/no-images', '/nul']) {
      expect(await refusal(await importFrom(m.id, `${library.origin}${path}`)), path).toEqual({
        status: 422,
        code: 'manifestSources.notManifest',
      });
    }
    expect(await refusal(await importFrom(m.id, `${library.origin}/missing`))).toEqual({
      status: 422,
      code: 'manifestSources.status',
    });
    await unchanged();
  });

  it('a certificate the app does not trust', async () => {
    const untrusting = { ...library.access, ca: undefined };
    t.deps.manifestFetchAccess = untrusting;
    try {
      expect(await refusal(await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`))).toEqual({
        status: 422,
        code: 'manifestSources.unreachable',
      });
    } finally {
      t.deps.manifestFetchAccess = library.access;
    }
    // The library itself serves its certificate: a sanity check that the test server is real TLS.
    await new Promise<void>((resolve, reject) =>
      https
        .get(
          {
            host: '127.0.0.1',
            port: library.port,
            path: '/iiif/ms/manifest.json',
            ca: library.cert,
            servername: LIBRARY_HOST,
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.resume().on('end', resolve);
          },
        )
        .on('error', reject),
    );
  });
});

describe('POST /api/manuscripts/{id}/manifest-source/refresh: the library read again', () => {
  const refresh = (id: number, token = admin.token) =>
    t.call('POST', `/api/manuscripts/${id}/manifest-source/refresh`, { token });

  it('fetches the kept address again and keeps the new copy (a library that added folios)', async () => {
    library.route('/iiif/growing/manifest.json', jsonHandler(presentation3(library.origin, ['1r'])));
    const m = await manuscript();
    expect((await importFrom(m.id, `${library.origin}/iiif/growing/manifest.json`)).status).toBe(200);
    const first = await source(m.id);
    library.route('/iiif/growing/manifest.json', jsonHandler(presentation3(library.origin, ['1r', '1v'])));
    const res = await refresh(m.id);
    expect(res.status).toBe(200);
    const refreshed = await json<ManifestSource>(res);
    expect(refreshed).toMatchObject({ url: `${library.origin}/iiif/growing/manifest.json`, canvases: 2 });
    expect(Date.parse(refreshed.fetchedAt!)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt!));
    expect((await folios(m.id)).map((folio) => folio.label)).toEqual(['1r', '1v']);
  });

  it('keeps the old copy when the library now answers with something refused', async () => {
    library.route('/iiif/broken/manifest.json', jsonHandler(presentation3(library.origin, ['3r'])));
    const m = await manuscript();
    await importFrom(m.id, `${library.origin}/iiif/broken/manifest.json`);
    const before = await source(m.id);
    library.route('/iiif/broken/manifest.json', jsonHandler({ not: 'a manifest' }));
    expect(await refusal(await refresh(m.id))).toEqual({ status: 422, code: 'manifestSources.notManifest' });
    expect(await source(m.id)).toEqual(before);
  });

  it('goes through the same guard: a kept address that now leads to loopback is refused', async () => {
    const m = await manuscript();
    await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`);
    library.route('/iiif/ms/moved.json', (_req, res) => {
      res.writeHead(302, { Location: `https://127.0.0.1:${library.port + 1}/m.json` }).end();
    });
    await t.deps.db.execute(
      sql`update manuscripts set manifest_url = ${`${library.origin}/iiif/ms/moved.json`} where id = ${m.id}`,
    );
    expect(await refusal(await refresh(m.id))).toEqual({ status: 422, code: 'manifestSources.address' });
  });

  it('answers 409 for a manuscript read from its own folios, 404 for none, and is for admins only', async () => {
    const own = await manuscript();
    const res = await refresh(own.id);
    expect(res.status).toBe(409);
    expect((await json<{ code: string }>(res)).code).toBe('manifestSources.notImported');
    expect((await refresh(999_999)).status).toBe(404);
    const m = await manuscript();
    await importFrom(m.id, `${library.origin}/iiif/ms/manifest.json`);
    expect((await t.call('POST', `/api/manuscripts/${m.id}/manifest-source/refresh`)).status).toBe(401);
    expect((await refresh(m.id, member.token)).status).toBe(403);
  });
});
