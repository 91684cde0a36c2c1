import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows';
import { folios, manuscripts, postCaptions } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import {
  connectSeller,
  insertManuscript,
  insertMasterHistory,
  insertPackage,
  insertPostType,
  insertPublicity,
  insertTechnique,
  insertWeapon,
} from '../support/factories';
import { createEmailToken } from '../../src/server/services/auth/email-tokens';
import { tileFolio } from '../../src/server/services/folios/queue';
import { rateLimitsFor } from '../../src/server/services/rate-limit';
import { RebuildManager } from '../../src/server/services/rebuilds/rebuild-manager';
import { loadedSite } from '../support/test-site';
import { signedInUser, strongPassword, tokensFor, uniqueIp, uniqueName } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { jsonHandler, presentation3, startLibraryServer, type LibraryServer } from '../support/library-server';
import { failTranscodeForTest, openTestTranscodes } from '../support/transcodes';
import { actor, demoVideo, formData, pngBytes, type Actor, type FormValue } from './content-helpers';

/**
 * The route table of the security tests (not a test file itself): for every documented
 * operation, how to make a valid request against real fixtures and what each caller gets.
 * The "owner" is user A, who owns the post, package, order… the request targets; the
 * "other" is user B, signed in too; the admin is ROLE_ADMIN. Calls on one's own data
 * (cart, favorites, orders list) are made by each caller on their own data.
 */

export type Caller = 'visitor' | 'owner' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['visitor', 'owner', 'other', 'admin'];
export type Expected = Record<Caller, number>;

export interface Fixtures {
  t: TestApp;
  owner: Actor;
  other: Actor;
  admin: Actor;
  /** A connected seller outside the matrix whose paid posts go into carts. */
  seller: Actor;
  png: Buffer;
  /** A library publishing a IIIF manifest over https (trusted by this app only: tests/support/library-server). */
  library: LibraryServer;
}

export interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string | string[]>;
  json?: unknown;
  form?: Record<string, FormValue>;
  raw?: { body: Uint8Array<ArrayBuffer>; type: string };
  /** Protocol headers the call needs (tus: Tus-Resumable, Upload-Length, Upload-Offset). */
  headers?: Record<string, string>;
  /** Who plays the owner for this request (a fresh user when the call would consume A). */
  owner?: Actor;
}

export interface RouteCase {
  expect: Expected;
  build(f: Fixtures, as: Caller): Promise<Request>;
}

const all = (status: number): Expected => ({ visitor: status, owner: status, other: status, admin: status });
/** Admin-only: 401, 403, 403, then the admin's status. */
const adminOnly = (status: number): Expected => ({ visitor: 401, owner: 403, other: 403, admin: status });
/** The owner's resource: another user 403, an admin may. */
const ownerOrAdmin = (status: number, other = 403): Expected => ({ visitor: 401, owner: status, other, admin: status });
/** Any signed-in caller, each on their own data. */
const signedIn = (status: number): Expected => ({ visitor: 401, owner: status, other: status, admin: status });
/** Acting as {userId}: only that user's bearer, not even an admin (a like or a rating is personal). */
const selfOnly = (status: number): Expected => ({ visitor: 401, owner: status, other: 403, admin: 403 });

let seq = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++seq}`;

/** The caller's own account (a visitor borrows the owner's data: they are refused anyway). */
export const own = (f: Fixtures, as: Caller): Actor => (as === 'other' ? f.other : as === 'admin' ? f.admin : f.owner);

async function paidPostOfSeller(f: Fixtures) {
  return insertPost(f.t.deps.db, { title: unique('For sale'), userId: f.seller.id, priceCents: 999 });
}

async function cartLine(f: Fixtures, buyer: Actor, kind: 'posts' | 'packages'): Promise<number> {
  const body =
    kind === 'posts'
      ? { postId: (await paidPostOfSeller(f)).id }
      : { packageId: (await sellerPackage(f, f.seller)).id };
  const res = await f.t.call('POST', `/api/cart/${kind}`, { token: buyer.token, json: body });
  const cart = (await res.json()) as { cartPosts: { id: number }[]; cartPackages: { id: number }[] };
  const lines = kind === 'posts' ? cart.cartPosts : cart.cartPackages;
  return lines.at(-1)!.id;
}

async function sellerPackage(f: Fixtures, seller: Actor) {
  const a = await insertPost(f.t.deps.db, { title: unique('Bundled'), userId: seller.id, priceCents: 500 });
  const b = await insertPost(f.t.deps.db, { title: unique('Bundled'), userId: seller.id, priceCents: 500 });
  return insertPackage(f.t.deps.db, {
    sellerId: seller.id,
    title: unique('Package'),
    priceCents: 800,
    postIds: [a.id, b.id],
  });
}

/** A pending order of `buyer` through the built-in test checkout. */
async function checkoutSession(f: Fixtures, buyer: Actor): Promise<{ orderId: number; sessionId: string }> {
  await cartLine(f, buyer, 'posts');
  const res = await f.t.call('POST', '/api/checkout', { token: buyer.token });
  if (res.status !== 201) throw new Error(`checkout fixture: ${res.status} ${await res.text()}`);
  return (await res.json()) as { orderId: number; sessionId: string };
}

async function presignedUpload(f: Fixtures, user: Actor) {
  const res = await f.t.call('GET', '/api/generate-presigned-url', { token: user.token });
  const { url } = (await res.json()) as { url: string };
  const parsed = new URL(url);
  const [, , , , owner, file] = parsed.pathname.split('/');
  return { owner: owner!, file: file!, query: Object.fromEntries(parsed.searchParams) };
}

const TUS = { 'Tus-Resumable': '1.0.0' };

/** A new tus upload of `length` bytes by `user`: its id. */
async function tusUpload(f: Fixtures, user: Actor, length = 2000): Promise<string> {
  const res = await f.t.call('POST', '/api/uploads', {
    token: user.token,
    headers: { ...TUS, 'Upload-Length': String(length) },
  });
  if (res.status !== 201) throw new Error(`tus fixture: ${res.status} ${await res.text()}`);
  return res.headers.get('Location')!.split('/').pop()!;
}

const freshUser = async (f: Fixtures) => {
  const user = await signedInUser(f.t);
  return { id: user.id, username: user.username, role: user.role, token: user.token } satisfies Actor;
};

const manuscriptId = async (f: Fixtures) => (await insertManuscript(f.t.deps.db, unique('Manuscript'))).id;
/** A manuscript read from the test library's manifest (its address kept, as an import leaves it). */
const importedManuscriptId = async (f: Fixtures) => {
  const id = await manuscriptId(f);
  await f.t.deps.db
    .update(manuscripts)
    .set({ manifestUrl: `${f.library.origin}/manifest.json` })
    .where(eq(manuscripts.id, id));
  return id;
};

/** A folio of a new manuscript whose scan (the fixture PNG) is tiled. */
async function tiledFolio(f: Fixtures) {
  const id = await manuscriptId(f);
  const res = await f.t.app.request(`/api/manuscripts/${id}/folios/1r`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${f.admin.token}`, 'Content-Type': 'image/png' },
    body: new Uint8Array(f.png),
  });
  const folio = (await res.json()) as { id: number; manuscriptId: number; label: string };
  await tileFolio(f.t.deps, folio.id);
  return folio;
}

const regionFolios = new WeakMap<Fixtures, ReturnType<typeof tiledFolio>>();

/**
 * A new region, on a tiled folio made once per fixtures and kept for regions only (tiling is most
 * of the cost, and a corpus rebuilds its fixtures after every accepted request).
 */
async function regionId(f: Fixtures): Promise<number> {
  if (!regionFolios.has(f)) regionFolios.set(f, tiledFolio(f));
  const folio = await regionFolios.get(f)!;
  const res = await f.t.call('POST', `/api/manuscripts/${folio.manuscriptId}/folios/1r/regions`, {
    token: f.admin.token,
    json: { shape: { type: 'rect', x: 10, y: 10, w: 40, h: 30 } },
  });
  return ((await res.json()) as { id: number }).id;
}

const post = async (f: Fixtures, owner = f.owner) =>
  insertPost(f.t.deps.db, { title: unique('Post'), userId: owner.id });

type Library = 'post_types' | 'weapons' | 'master_histories' | 'techniques' | 'manuscripts' | 'publicities';

const insertLibrary: Record<Library, (f: Fixtures) => Promise<{ id: number }>> = {
  post_types: (f) => insertPostType(f.t.deps.db, unique('Type')),
  weapons: (f) => insertWeapon(f.t.deps.db, unique('Weapon')),
  master_histories: (f) => insertMasterHistory(f.t.deps.db, unique('Master')),
  techniques: (f) => insertTechnique(f.t.deps.db, unique('Technique')),
  manuscripts: (f) => insertManuscript(f.t.deps.db, unique('Manuscript')),
  publicities: (f) => insertPublicity(f.t.deps.db, { title: unique('Partner'), url: 'https://example.com' }),
};

function libraryCases(base: Library): Record<string, RouteCase> {
  const nameField = base === 'manuscripts' || base === 'publicities' ? 'title' : 'name';
  const created = (): Record<string, FormValue> => ({
    [nameField]: unique('Created'),
    description: 'A description',
    ...(base === 'publicities' ? { url: 'https://example.com/partner' } : {}),
  });
  const item = async (f: Fixtures) => ({ params: { id: (await insertLibrary[base](f)).id } });
  const image = base === 'publicities' ? 'image' : 'images';
  return {
    [`GET /api/${base}`]: { expect: all(200), build: async () => ({}) },
    [`POST /api/${base}`]: {
      expect: adminOnly(201),
      build: async () => (base === 'techniques' ? { json: created() } : { form: created() }),
    },
    [`GET /api/${base}/{id}`]: { expect: all(200), build: item },
    [`PATCH /api/${base}/{id}`]: {
      expect: adminOnly(200),
      build: async (f) => ({ ...(await item(f)), json: { [nameField]: unique('Renamed'), description: 'Edited' } }),
    },
    [`DELETE /api/${base}/{id}`]: { expect: adminOnly(204), build: item },
    [`POST /api/${base}/{id}/${image}`]: {
      expect: adminOnly(200),
      build: async (f) => ({
        ...(await item(f)),
        form: { file: new File([new Uint8Array(f.png)], 'x.png', { type: 'image/png' }) },
      }),
    },
  };
}

export const ROUTES: Record<string, RouteCase> = {
  'GET /api': { expect: all(200), build: async () => ({}) },

  'POST /api/rebuilds': { expect: adminOnly(202), build: async () => ({}) },
  'GET /api/rebuilds': { expect: adminOnly(200), build: async () => ({}) },
  'GET /api/rebuilds/{id}': { expect: adminOnly(200), build: async (f) => ({ params: { id: await rebuildId(f) } }) },
  'GET /api/rebuilds/{id}/events': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await rebuildId(f) } }),
  },

  'GET /api/admin/transcodes/failed': { expect: adminOnly(200), build: async () => ({}) },
  'POST /api/admin/transcodes/{id}/retry': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await failedTranscodeId(f) } }),
  },

  ...libraryCases('post_types'),
  'GET /api/post_types/random': { expect: all(200), build: async () => ({}) },
  ...libraryCases('weapons'),
  ...libraryCases('master_histories'),
  'GET /api/master_histories/random': { expect: all(200), build: async () => ({}) },
  ...libraryCases('techniques'),
  ...libraryCases('manuscripts'),
  // Folios (issue 32): read by all, scans uploaded and removed by admins.
  'GET /api/manuscripts/{id}/folios': {
    expect: all(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) } }),
  },
  'GET /api/manuscripts/{id}/manifest': {
    expect: all(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) } }),
  },
  'PUT /api/manuscripts/{id}/folios/{label}': {
    expect: adminOnly(202),
    build: async (f) => ({
      params: { id: await manuscriptId(f), label: '12v' },
      raw: { body: new Uint8Array(f.png), type: 'image/png' },
    }),
  },
  'GET /api/manuscripts/{id}/regions': {
    expect: all(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) } }),
  },
  'GET /api/sources': { expect: all(200), build: async () => ({}) },
  'GET /api/techniques/{id}/sources': {
    expect: all(200),
    build: async (f) => ({ params: { id: (await insertTechnique(f.t.deps.db, unique('Technique'))).id } }),
  },
  'POST /api/manuscripts/{id}/folios/{label}/regions': {
    expect: adminOnly(201),
    build: async (f) => {
      const folio = await tiledFolio(f);
      return {
        params: { id: folio.manuscriptId, label: folio.label },
        json: { shape: { type: 'rect', x: 0, y: 0, w: 40, h: 30 } },
      };
    },
  },
  'PATCH /api/regions/{id}': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await regionId(f) }, json: { transcription: 'Vom zornhaw' } }),
  },
  'DELETE /api/regions/{id}': { expect: adminOnly(200), build: async (f) => ({ params: { id: await regionId(f) } }) },
  // A library's manifest instead of our folios: read by all, imported and dropped by admins.
  'GET /api/manuscripts/{id}/manifest-source': {
    expect: all(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) } }),
  },
  'PUT /api/manuscripts/{id}/manifest-source': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) }, json: { url: `${f.library.origin}/manifest.json` } }),
  },
  'POST /api/manuscripts/{id}/manifest-source/refresh': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await importedManuscriptId(f) } }),
  },
  'DELETE /api/manuscripts/{id}/manifest-source': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: await manuscriptId(f) } }),
  },
  'DELETE /api/manuscripts/{id}/folios/{label}': {
    expect: adminOnly(200),
    build: async (f) => {
      const id = await manuscriptId(f);
      await f.t.deps.db.insert(folios).values({ manuscriptId: id, label: '3r', position: 6 });
      return { params: { id, label: '3r' } };
    },
  },
  ...libraryCases('publicities'),

  'GET /api/posts': { expect: all(200), build: async (f) => ({ query: { page: '1', user: String(f.owner.id) } }) },
  'POST /api/posts': {
    expect: signedIn(201),
    build: async () => ({ form: { title: unique('New post'), description: 'Drills', price: '0' } }),
  },
  'GET /api/posts/trends': { expect: all(200), build: async () => ({ query: { limit: '2' } }) },
  'GET /api/posts/news': { expect: all(200), build: async () => ({ query: { limit: '6' } }) },
  'GET /api/posts/{id}': { expect: all(200), build: async (f) => ({ params: { id: (await post(f)).id } }) },
  'PATCH /api/posts/{id}': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({
      params: { id: (await post(f)).id },
      json: { title: unique('Edited'), description: 'New text' },
    }),
  },
  'DELETE /api/posts/{id}': { expect: ownerOrAdmin(204), build: async (f) => ({ params: { id: (await post(f)).id } }) },
  'GET /api/posts/{id}/related': {
    expect: all(200),
    build: async (f) => ({ params: { id: (await post(f)).id }, query: { limit: '3' } }),
  },
  'POST /api/posts/{id}/increment-views': {
    expect: all(201),
    build: async (f) => ({ params: { id: (await post(f)).id } }),
  },
  'POST /api/posts/{postId}/likes/{userId}': {
    expect: selfOnly(201),
    build: async (f) => ({ params: { postId: (await post(f, f.seller)).id, userId: f.owner.id } }),
  },
  'GET /api/posts/{postId}/likes': {
    expect: all(200),
    build: async (f) => ({ params: { postId: (await post(f)).id } }),
  },
  'GET /api/user/{userId}/likes': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({ params: { userId: f.owner.id } }),
  },
  'POST /api/posts/{postId}/rates/{userId}': {
    expect: selfOnly(200),
    build: async (f) => ({ params: { postId: (await post(f, f.seller)).id, userId: f.owner.id }, json: { rate: 3.5 } }),
  },
  'GET /api/posts/{postId}/rates/{userId}': {
    expect: selfOnly(200),
    build: async (f) => ({ params: { postId: (await post(f)).id, userId: f.owner.id } }),
  },
  'GET /api/posts/timelines': { expect: all(200), build: async () => ({}) },
  'PUT /api/posts/{id}/chapters': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({
      params: { id: (await post(f)).id },
      json: {
        chapters: [
          { startSeconds: 0, title: 'Guard' },
          { startSeconds: 42, title: 'Zornhau', techniqueId: null },
        ],
      },
    }),
  },
  'POST /api/posts/{id}/captions': {
    expect: ownerOrAdmin(201),
    build: async (f) => ({
      params: { id: (await post(f)).id },
      form: {
        lang: 'en',
        file: new File(['1\n00:00:01,000 --> 00:00:02,000\nZornhau\n'], 'c.srt', { type: 'application/x-subrip' }),
      },
    }),
  },
  'DELETE /api/posts/{id}/captions/{lang}': {
    expect: ownerOrAdmin(204),
    build: async (f) => {
      const { id } = await post(f);
      await f.t.deps.db.insert(postCaptions).values({ postId: id, lang: 'fr', url: '/api/media/captions/none.vtt' });
      return { params: { id, lang: 'fr' } };
    },
  },
  'GET /api/posts/{id}/playback': { expect: all(200), build: async (f) => ({ params: { id: (await post(f)).id } }) },

  'GET /api/search/suggestions': { expect: all(200), build: async () => ({ query: { q: 'zorn' } }) },
  'GET /api/search': {
    expect: all(200),
    build: async () => ({ query: { q: 'zorn', 'martialArt[]': ['Longsword'], limit: '10' } }),
  },
  'GET /api/search/results': {
    expect: all(200),
    build: async () => ({ query: { q: 'zorn', 'martialArt[]': ['Longsword'], limit: '10' } }),
  },

  'GET /api/generate-presigned-url': { expect: signedIn(200), build: async () => ({}) },
  // The signed address is the credential (bound to A, the type and the size): a bearer neither helps nor hurts.
  'PUT /api/uploads/videos/{owner}/{file}': {
    expect: all(201),
    build: async (f) => {
      const upload = await presignedUpload(f, f.owner);
      return {
        params: { owner: upload.owner, file: upload.file },
        query: upload.query,
        raw: { body: new Uint8Array(demoVideo()), type: 'video/mp4' },
      };
    },
  },

  // Resumable uploads (tus 1.0): the id names its uploader, who alone reads, resumes or ends it.
  'OPTIONS /api/uploads': { expect: all(204), build: async () => ({}) },
  'POST /api/uploads': {
    expect: signedIn(201),
    build: async () => ({ headers: { ...TUS, 'Upload-Length': '2000' } }),
  },
  'HEAD /api/uploads/{id}': {
    expect: selfOnly(200),
    build: async (f) => ({ params: { id: await tusUpload(f, f.owner) }, headers: TUS }),
  },
  'PATCH /api/uploads/{id}': {
    expect: selfOnly(204),
    build: async (f) => ({
      params: { id: await tusUpload(f, f.owner) },
      headers: { ...TUS, 'Upload-Offset': '0' },
      raw: { body: new Uint8Array(100), type: 'application/offset+octet-stream' },
    }),
  },
  'DELETE /api/uploads/{id}': {
    expect: selfOnly(204),
    build: async (f) => ({ params: { id: await tusUpload(f, f.owner) }, headers: TUS }),
  },

  'GET /api/cart': { expect: signedIn(200), build: async () => ({}) },
  'POST /api/cart/posts': {
    expect: signedIn(201),
    build: async (f) => ({ json: { postId: (await paidPostOfSeller(f)).id } }),
  },
  // A cart line id only means something in its own cart: anyone else, admins included, gets 404.
  'DELETE /api/cart/posts/{id}': {
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
    build: async (f) => ({ params: { id: await cartLine(f, f.owner, 'posts') } }),
  },
  'POST /api/cart/packages': {
    expect: signedIn(201),
    build: async (f) => ({ json: { packageId: (await sellerPackage(f, f.seller)).id } }),
  },
  'DELETE /api/cart/packages/{id}': {
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
    build: async (f) => ({ params: { id: await cartLine(f, f.owner, 'packages') } }),
  },

  'GET /api/packages': { expect: all(200), build: async (f) => ({ query: { seller: String(f.owner.id) } }) },
  // B is a connected seller too: bundling A's posts is refused as "not your posts" (422).
  'POST /api/packages': {
    expect: { visitor: 401, owner: 201, other: 422, admin: 201 },
    build: async (f, as) => {
      const a = await post(f);
      const b = await post(f);
      return {
        json: {
          title: unique('Bundle'),
          price: '9.90',
          postIds: [a.id, b.id],
          ...(as === 'admin' ? { sellerId: f.owner.id } : {}),
        },
      };
    },
  },
  'GET /api/packages/{id}': {
    expect: all(200),
    build: async (f) => ({ params: { id: (await sellerPackage(f, f.owner)).id } }),
  },
  'PATCH /api/packages/{id}': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({ params: { id: (await sellerPackage(f, f.owner)).id }, json: { title: unique('Renamed') } }),
  },
  'DELETE /api/packages/{id}': {
    expect: ownerOrAdmin(204),
    build: async (f) => ({ params: { id: (await sellerPackage(f, f.owner)).id } }),
  },

  'POST /api/checkout': {
    expect: signedIn(201),
    build: async (f, as) => {
      await cartLine(f, own(f, as), 'posts');
      return {};
    },
  },
  // Someone else's order answers 404 as if it did not exist (order ids are sequential).
  'GET /api/checkout/sessions/{sessionId}': {
    expect: ownerOrAdmin(200, 404),
    build: async (f) => ({ params: { sessionId: (await checkoutSession(f, f.owner)).sessionId } }),
  },
  // The test checkout page is reached by its unguessable session id, like a Stripe Checkout page.
  'GET /api/checkout/test/{sessionId}': {
    expect: all(200),
    build: async (f) => ({ params: { sessionId: (await checkoutSession(f, f.owner)).sessionId } }),
  },
  'POST /api/checkout/test/{sessionId}/pay': {
    expect: all(200),
    build: async (f) => ({
      params: { sessionId: (await checkoutSession(f, f.owner)).sessionId },
      json: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
    }),
  },
  // Authenticated by the Stripe signature only; this server has no Stripe keys.
  'POST /api/stripe/webhook': { expect: all(503), build: async () => ({ json: { id: 'evt_1', type: 'ping' } }) },

  'GET /api/orders': { expect: signedIn(200), build: async () => ({}) },
  'GET /api/slug-redirects': { expect: all(200), build: async () => ({}) },
  'GET /api/orders/sales': { expect: signedIn(200), build: async () => ({}) },
  'GET /api/orders/{id}': {
    expect: ownerOrAdmin(200, 404),
    build: async (f) => ({ params: { id: (await checkoutSession(f, f.owner)).orderId } }),
  },

  'GET /api/sellers/me': { expect: signedIn(200), build: async () => ({}) },
  'POST /api/sellers/onboarding': { expect: signedIn(201), build: async () => ({}) },
  'POST /api/sellers/test-onboarding': {
    expect: signedIn(200),
    build: async (f, as) => {
      await f.t.call('POST', '/api/sellers/onboarding', { token: own(f, as).token });
      return {};
    },
  },

  'POST /api/contact': {
    expect: all(202),
    build: async () => ({
      json: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'A question about sparring.' },
    }),
  },
  'POST /api/register': {
    expect: all(201),
    build: async () => {
      const username = uniqueName('reg');
      return { json: { username, email: `${username}@example.com`, password: strongPassword() } };
    },
  },
  // Credentials, not the bearer, decide: any caller signs in with the right password.
  'POST /api/login': {
    expect: all(200),
    build: async (f) => {
      const user = await signedInUser(f.t);
      return { json: { email: user.email, password: user.password } };
    },
  },
  'POST /api/token/refresh': {
    expect: all(200),
    build: async (f) => ({ json: { refresh_token: (await tokensFor(f.t, f.owner)).refresh_token } }),
  },
  'POST /api/logout': {
    expect: all(204),
    build: async (f) => ({ json: { refresh_token: (await tokensFor(f.t, f.owner)).refresh_token } }),
  },
  'GET /api/me': { expect: signedIn(200), build: async () => ({}) },
  'GET /api/verify-email': {
    expect: all(200),
    build: async (f) => ({
      query: { token: await createEmailToken(f.t.deps.db, (await freshUser(f)).id, 'verify-email') },
    }),
  },
  'POST /api/verify-email/resend': {
    expect: all(202),
    build: async () => ({ json: { email: `${uniqueName()}@example.com` } }),
  },
  'POST /api/forgotten-password': {
    expect: all(202),
    build: async () => ({ json: { email: `${uniqueName()}@example.com` } }),
  },
  'GET /api/reset-password/{token}': {
    expect: all(200),
    build: async (f) => ({
      params: { token: await createEmailToken(f.t.deps.db, (await freshUser(f)).id, 'reset-password') },
    }),
  },
  'POST /api/reset-password/{token}': {
    expect: all(200),
    build: async (f) => ({
      params: { token: await createEmailToken(f.t.deps.db, (await freshUser(f)).id, 'reset-password') },
      json: { password: strongPassword() },
    }),
  },

  'GET /api/users': { expect: adminOnly(200), build: async () => ({ query: { page: '1', itemsPerPage: '10' } }) },
  'GET /api/users/{id}': { expect: ownerOrAdmin(200), build: async (f) => ({ params: { id: f.owner.id } }) },
  'PATCH /api/users/{id}': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({ params: { id: f.owner.id }, json: { city: 'Augsburg', country: 'DE' } }),
  },
  'DELETE /api/users/{id}': {
    expect: ownerOrAdmin(204),
    build: async (f) => {
      const owner = await freshUser(f);
      return { params: { id: owner.id }, owner };
    },
  },
  'POST /api/users/{id}/image': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({
      params: { id: f.owner.id },
      form: { file: new File([new Uint8Array(f.png)], 'me.png', { type: 'image/png' }) },
    }),
  },
  'PATCH /api/users/{id}/password': {
    expect: ownerOrAdmin(200),
    build: async (f) => {
      const owner = await freshUser(f);
      return { params: { id: owner.id }, json: { password: strongPassword() }, owner };
    },
  },
  'GET /api/admin/users': { expect: adminOnly(200), build: async () => ({ query: { q: 'user', sort: 'username' } }) },
  'PATCH /api/users/{id}/role': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: (await freshUser(f)).id }, json: { role: 'ROLE_ADMIN' } }),
  },
  'PATCH /api/users/{id}/active': {
    expect: adminOnly(200),
    build: async (f) => ({ params: { id: (await freshUser(f)).id }, json: { active: false } }),
  },
  'GET /api/stats': { expect: adminOnly(200), build: async () => ({ query: { days: '7', top: '3' } }) },
  'GET /api/stats/posts': { expect: adminOnly(200), build: async () => ({ query: { q: 'post', sort: 'views' } }) },

  'POST /api/posts/{id}/favorite': {
    expect: signedIn(201),
    build: async (f) => ({ params: { id: (await post(f)).id } }),
  },
  'DELETE /api/posts/{id}/favorite': {
    expect: signedIn(204),
    build: async (f) => ({ params: { id: (await post(f)).id } }),
  },
  'GET /api/users/{id}/favorites': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({ params: { id: f.owner.id }, query: { page: '1' } }),
  },
  'GET /api/users/{id}/favorites/ids': {
    expect: ownerOrAdmin(200),
    build: async (f) => ({ params: { id: f.owner.id } }),
  },
  'GET /api/users/{id}/profile': { expect: all(200), build: async (f) => ({ params: { id: f.owner.id } }) },
};

async function rebuildId(f: Fixtures): Promise<number> {
  const res = await f.t.call('POST', '/api/rebuilds', { token: f.admin.token });
  return ((await res.json()) as { id: number }).id;
}

/** A transcode out of retries (its dead-letter job, as the queue leaves it) for a post of the owner. */
async function failedTranscodeId(f: Fixtures): Promise<string> {
  const post = await insertPost(f.t.deps.db, { userId: f.owner.id, title: 'Failed transcode' });
  return failTranscodeForTest(f.t.deps.transcodes!, post.id);
}

/** The URL of a request: the documented path with its parameters filled in, and the query. */
export function urlOf(template: string, req: Request): string {
  const pathname = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Sends one request of the table as `token` (none for a visitor). */
export function send(t: TestApp, method: string, template: string, req: Request, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'X-Forwarded-For': uniqueIp(), ...req.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (req.form) body = formData(req.form);
  else if (req.raw) {
    headers['Content-Type'] = req.raw.type;
    body = req.raw.body;
  } else if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  return Promise.resolve(
    t.app.request(urlOf(template, req), { method, headers, ...(body === undefined ? {} : { body }) }),
  );
}

export function tokenOf(f: Fixtures, as: Caller, req: Request): string | undefined {
  if (as === 'visitor') return undefined;
  if (as === 'owner') return (req.owner ?? f.owner).token;
  return own(f, as).token;
}

/** Every documented operation as "METHOD /path", read from the served OpenAPI document. */
export async function documentedOperations(t: TestApp): Promise<string[]> {
  const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
  );
}

/** A test app with the three callers, a seller and a rebuild manager whose builds do nothing. */
export async function securityFixtures(env: Record<string, string> = {}): Promise<Fixtures> {
  // Every route gets fresh uploads of its own: the upload quotas (tests/api/uploads-quota.test.ts)
  // are set past what the matrix and the corpus make, so they test each route, not the quota.
  const t = await createTestApp({
    TRUST_PROXY: '1',
    VIDEO_MAX_BYTES: String(4 * 1024 * 1024),
    UPLOAD_MAX_UNFINISHED: '1000',
    UPLOAD_MAX_UNFINISHED_BYTES: String(1000 * 4 * 1024 * 1024),
    UPLOAD_MAX_PER_HOUR: '10000',
    ...env,
  });
  // Each request comes from a new address, like a distributed guess: the sign-in slowdown
  // (tests/api/auth-rate-limit.test.ts) would wait seconds per probe without telling anything here.
  rateLimitsFor(t.deps).wait = () => Promise.resolve();
  t.deps.rebuilds = new RebuildManager({
    db: t.deps.db,
    logger: t.deps.logger,
    site: await loadedSite(path.join(t.dataDir, 'site')),
    api: async (request) => t.app.fetch(request),
  });
  // The job queue without a worker: the transcode administration routes list and retry its jobs.
  t.deps.transcodes = await openTestTranscodes(t);
  const owner = await actor(t, 'ROLE_USER', { seller: true });
  const other = await actor(t, 'ROLE_USER', { seller: true });
  const admin = await actor(t, 'ROLE_ADMIN');
  const seller = await actor(t, 'ROLE_USER', { seller: true });
  await connectSeller(t.deps.db, seller.id);
  const library = await startLibraryServer();
  library.route('/manifest.json', jsonHandler(presentation3(library.origin, ['1r'])));
  t.deps.manifestFetchAccess = library.access;
  const close = t.close.bind(t);
  t.close = async () => {
    await library.close();
    await close();
  };
  return { t, owner, other, admin, seller, png: await pngBytes(64, 64), library };
}

async function publicTables(t: TestApp): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.deps.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return rows.map(({ name }) => name);
}

/**
 * Row counts of every table in one statement, to prove a refused write stored nothing: a PL/pgSQL
 * function made with the write mark (installWriteMark), whose plan each connection makes once
 * (the same union sent as text was parsed and planned at each of the corpus's hundreds of counts).
 */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  return Object.fromEntries(
    rowsOf<{ name: string; n: number }>(await t.deps.db.execute(sql`select name, n from test_row_counts()`)).map(
      (r) => [r.name, r.n],
    ),
  );
}

/**
 * A write mark of this test database alone: every row inserted or deleted in a public table (and
 * every truncate) moves a sequence (sequences ignore rollbacks, so a refused write that rolled
 * back moves it too and only costs a count). The transaction id would do on PGlite, but on
 * PostgreSQL it is the cluster's: the other files' databases move it all the time.
 */
async function installWriteMark(t: TestApp): Promise<void> {
  const tables = await publicTables(t);
  const counts = tables.map((name) => `select '${name}'::text, count(*)::int from "${name}"`).join(' union all ');
  const triggers = tables.flatMap((name) => [
    `create trigger test_write_mark after insert or delete on "${name}" for each row execute function test_write_mark()`,
    `create trigger test_write_mark_truncate after truncate on "${name}" for each statement execute function test_write_mark()`,
  ]);
  const statements = [
    'create sequence test_write_mark',
    `create function test_write_mark() returns trigger language plpgsql as $$ begin perform nextval('test_write_mark'); return null; end $$`,
    `create function test_row_counts() returns table (name text, n int) language plpgsql as $$ begin return query ${counts}; end $$`,
    ...triggers,
  ];
  for (const statement of statements) await t.deps.db.execute(sql.raw(statement));
}

const writeMarks = new WeakMap<TestApp, Promise<void>>();

async function writeMark(t: TestApp): Promise<string> {
  const [row] = rowsOf<{ mark: string }>(
    await t.deps.db.execute(sql`select last_value::text || ':' || is_called::text as mark from test_write_mark`),
  );
  return row!.mark;
}

interface Counted {
  mark: string;
  counts: Record<string, number>;
}

const lastCounted = new WeakMap<TestApp, Counted>();

/** Row counts, counted again only when some statement may have added or removed rows since the last count. */
async function countedNow(t: TestApp): Promise<Counted> {
  if (!writeMarks.has(t)) writeMarks.set(t, installWriteMark(t));
  await writeMarks.get(t);
  const known = lastCounted.get(t);
  const mark = await writeMark(t);
  if (known?.mark === mark) return known;
  const counted = { mark, counts: await rowCounts(t) };
  lastCounted.set(t, counted);
  return counted;
}

/** Every table's rows as counted now (read again only after a write mark moved). */
export type RowCounts = Readonly<Counted>;

export const rowCountsNow = (t: TestApp): Promise<RowCounts> => countedNow(t);

/** The tables that gained or lost rows between two counts. */
export function tablesChanged(before: RowCounts, after: RowCounts): string[] {
  if (after === before) return [];
  return Object.keys(after.counts).filter((table) => after.counts[table] !== before.counts[table]);
}

/** Starts watching the tables; the function it returns names those that gained or lost rows since. */
export async function watchRowCounts(t: TestApp): Promise<() => Promise<string[]>> {
  const before = await countedNow(t);
  return async () => tablesChanged(before, await countedNow(t));
}
