import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, documentedInputs, expectNoProblems, probe, type Operation, type RowCarry } from './security-corpus';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures, type Request } from './security-routes';
import { demoVideo, svgBytes } from './content-helpers';

/**
 * Hostile files on every documented image upload (every multipart file part of
 * /api/openapi.json): refused by their bytes, never by their name or declared type.
 */
let f: Fixtures;
let inputs: Map<string, Operation>;
let jpeg: Buffer;

beforeAll(async () => {
  f = await securityFixtures();
  inputs = await documentedInputs(f.t);
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#803030' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => f.t.close());

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

function storedFiles(): string[] {
  const root = path.join(f.t.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  const names = fs.readdirSync(root, { recursive: true }) as string[];
  return names.filter((name) => fs.statSync(path.join(root, name)).isFile()).sort();
}

const HOSTILE: [string, () => File][] = [
  ['an SVG with a script', () => file(svgBytes, 'logo.svg', 'image/svg+xml')],
  ['an SVG named .png', () => file(svgBytes, 'logo.png', 'image/png')],
  ['HTML named .jpg', () => file(HTML, 'photo.jpg', 'image/jpeg')],
  [
    'a JPEG signature followed by HTML',
    () => file(Buffer.concat([jpeg.subarray(0, 20), HTML]), 'photo.jpg', 'image/jpeg'),
  ],
  [
    'a GIF signature on garbage, declared PNG',
    () => file(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(400, 0x41)]), 'a.png', 'image/png'),
  ],
  ['an MP4 video', () => file(demoVideo(), 'clip.jpg', 'image/jpeg')],
  ['an empty file', () => file(Buffer.alloc(0), 'empty.png', 'image/png')],
  [
    'a file over 10 MB',
    () => file(Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1, 1)]), 'big.jpg', 'image/jpeg'),
  ],
];

/** The operations taking a file; the first test keeps this list equal to the documented ones. */
const UPLOADS = [
  ...['post_types', 'weapons', 'master_histories', 'manuscripts', 'publicities'].map((base) => `POST /api/${base}`),
  ...['post_types', 'weapons', 'master_histories', 'techniques', 'manuscripts'].map(
    (base) => `POST /api/${base}/{id}/images`,
  ),
  'POST /api/publicities/{id}/image',
  'POST /api/posts',
  'POST /api/posts/{id}/captions',
  'POST /api/users/{id}/image',
];
const uploads = UPLOADS.map((operation) => [operation, ROUTES[operation]!] as const);

describe('hostile image uploads', () => {
  it('are sent to every documented operation with a file part', () => {
    const withFiles = [...inputs.values()].filter((op) => op.fileFields.length).map((op) => op.key);
    expect(withFiles.sort()).toEqual([...UPLOADS].sort());
  });

  it.each(uploads)('%s refuses them with 4xx and stores nothing', async (operation, route) => {
    const op = inputs.get(operation)!;
    const caller = callerFor(route);
    const problems: string[] = [];
    // A refused file changed no row and left no file (both checked): its fixtures serve the next
    // one, and the rows it left counted start the next check. An accepted one gets fresh fixtures.
    let valid: Request | null = null;
    const carry: RowCarry = {};
    for (const field of op.fileFields) {
      for (const [label, make] of HOSTILE) {
        valid ??= await route.build(f, caller);
        const req = valid;
        const before = storedFiles();
        const status = await probe(
          f,
          op.method,
          `${field}: ${label}`,
          () =>
            send(f.t, op.method, op.path, { ...req, form: { ...req.form, [field]: make() } }, tokenOf(f, caller, req)),
          problems,
          [],
          carry,
        );
        if (status < 400) problems.push(`${field}: ${label} accepted (${status})`);
        const leftBehind = storedFiles().join() !== before.join();
        if (leftBehind) problems.push(`${field}: ${label} left a file behind`);
        if (status < 400 || leftBehind) {
          valid = null;
          carry.counts = undefined;
        }
      }
    }
    expectNoProblems(problems);
  });

  it('re-encodes a JPEG carrying HTML after its end: what is served is a WebP without the HTML', async () => {
    const polyglot = file(Buffer.concat([jpeg, HTML]), 'polyglot.jpg', 'image/jpeg');
    const res = await f.t.app.request(`/api/users/${f.owner.id}/image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.owner.token}` },
      body: (() => {
        const form = new FormData();
        form.append('file', polyglot);
        return form;
      })(),
    });
    expect(res.status).toBe(200);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    const served = await f.t.call('GET', fileUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes('<script')).toBe(false);
  });
});

describe('hostile video uploads', () => {
  async function presigned() {
    const res = await f.t.call('GET', '/api/generate-presigned-url', { token: f.owner.token });
    const { url, key } = (await res.json()) as { url: string; key: string };
    return { path: url.replace(f.t.deps.env.PUBLIC_URL, ''), key };
  }
  const put = (url: string, body: Buffer, type = 'video/mp4') =>
    Promise.resolve(
      f.t.app.request(url, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(body) }),
    );

  it('refuses HTML, an SVG and a JPEG sent as video/mp4 (415), storing nothing', async () => {
    for (const body of [HTML, svgBytes, jpeg]) {
      const upload = await presigned();
      const before = storedFiles();
      const res = await put(upload.path, body);
      expect(res.status).toBe(415);
      expect(typeof ((await res.json()) as { message: string }).message).toBe('string');
      expect(storedFiles()).toEqual(before);
    }
  });

  it('refuses an MP4 signature followed by HTML when the post is made (422), and deletes it', async () => {
    const upload = await presigned();
    const polyglot = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      HTML,
      Buffer.alloc(2000, 32),
    ]);
    expect((await put(upload.path, polyglot)).status).toBe(201);
    const form = new FormData();
    form.append('title', 'Polyglot');
    form.append('videoKey', upload.key);
    const res = await f.t.app.request('/api/posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.owner.token}` },
      body: form,
    });
    expect(res.status).toBe(422);
    expect(storedFiles().some((name) => name.endsWith(path.basename(upload.key)))).toBe(false);
  });

  it('serves a real MP4 with HTML appended only as video/mp4, nosniff, under a no-content CSP', async () => {
    const upload = await presigned();
    expect((await put(upload.path, Buffer.concat([demoVideo(), HTML]))).status).toBe(201);
    const form = new FormData();
    form.append('title', 'Video with a tail');
    form.append('videoKey', upload.key);
    const created = await f.t.app.request('/api/posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.owner.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { fileUrl } = (await created.json()) as { fileUrl: string };
    const served = await f.t.call('GET', fileUrl);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    await served.body?.cancel();
  });
});
