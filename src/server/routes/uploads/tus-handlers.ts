import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../context';
import { badRequest, forbidden, HttpError, invalidInput, MESSAGES } from '../../lib/http-error';
import { errorJson } from '../../lib/error-body';
import { videoTooLarge } from '../../services/video/containers';
import { authenticate, currentUser } from '../../middleware/auth';
import { can } from '../../services/access/permissions';
import { BUSY_RETRY_AFTER_SECONDS, handOver, tusServerFor } from '../../services/uploads/tus-server';
import { releaseUploadSlot, reserveUploadSlot } from '../../services/uploads/upload-quota';
import { newTusUploadId, ownerOfTusUpload } from '../../services/uploads/video-keys';
import { assertScanUploadAllowed, parseUploadMetadata, scanUploadOf } from '../../services/folios/tus-scan';
import type * as routes from './tus-routes';

/**
 * tus answers its errors as plain text; the API answers every error as `{ code, message }` JSON
 * (its tus headers kept), and never shows an internal error's text.
 */
async function inApiFormat(c: Context<AppEnv>, res: Response): Promise<Response> {
  if (res.status === 423) res.headers.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  if (res.status < 400 || res.headers.get('Content-Type')?.startsWith('application/json')) return res;
  const text = (await res.text()).trim();
  const headers = new Headers(res.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  let message = text || MESSAGES.badRequest;
  if (res.status >= 500) {
    c.var.deps.logger.error({ reqId: c.var.requestId, status: res.status, tus: text }, 'tus upload failed');
    message = MESSAGES.internal;
  } else if (text.startsWith('{')) {
    return new Response(text, { status: res.status, headers });
  }
  return new Response(errorJson(message), { status: res.status, headers });
}

/**
 * An upload address is its path alone, spelled one way: `/api/uploads` or `/api/uploads/{id}`.
 * A query string, a trailing slash or an encoded character is refused before anything reads
 * the request, so no layer can find another upload's id in it (extra segments match no route).
 */
function assertBareUploadUrl(c: Context<AppEnv>, id?: string): void {
  if (c.req.url.includes('?')) {
    throw badRequest('Upload addresses take no query string', { url: ['Remove the query string'] });
  }
  if (!new URL(c.req.url).pathname.endsWith(id === undefined ? '/uploads' : `/uploads/${id}`)) {
    throw badRequest('An upload address ends with its id', { url: ['Use the Location answered at creation as is'] });
  }
}

async function handOverToTus(c: Context<AppEnv>, userId: number, uploadId: string): Promise<Response> {
  const res = await (await tusServerFor(c.var.deps)).handleWeb(handOver(c.req.raw, userId, uploadId));
  return inApiFormat(c, res);
}

/** Answers after which the upload no longer exists: its quota slot is free. */
const GONE = new Set([404, 410]);

/** A user resumes, reads or terminates only their own uploads (the id names its uploader). */
function assertOwnUpload(c: Context<AppEnv>, id: string): number {
  const user = currentUser(c);
  if (!can(user, 'upload.use', { ownerId: ownerOfTusUpload(id) }))
    throw forbidden('This upload belongs to another user');
  return user.id;
}

export const options: AppRouteHandler<typeof routes.tusOptions> = async (c) => {
  assertBareUploadUrl(c);
  const res = await (await tusServerFor(c.var.deps)).handleWeb(c.req.raw);
  return inApiFormat(c, res) as never;
};

/** The bytes a video upload reserves: its length, or up to the file limit for a deferred one (it may grow that far). */
function videoLength(max: number, length: string | undefined): number {
  if (length !== undefined && /^\d+$/.test(length) && Number(length) > max) {
    throw new HttpError(413, MESSAGES.payloadTooLarge, { file: [videoTooLarge(max)] });
  }
  return length !== undefined && /^\d+$/.test(length) ? Number(length) : max;
}

export const create: AppRouteHandler<typeof routes.tusCreate> = async (c) => {
  assertBareUploadUrl(c);
  const length = c.req.header('Upload-Length');
  const scan = scanUploadOf(parseUploadMetadata(c.req.header('Upload-Metadata')));
  const declared = scan
    ? await assertScanUploadAllowed(c.var.deps, currentUser(c), scan, length)
    : videoLength(c.var.deps.env.VIDEO_MAX_BYTES, length);
  const userId = currentUser(c).id;
  const id = newTusUploadId(userId);
  await reserveUploadSlot(c.var.deps, userId, id, declared);
  const res = await handOverToTus(c, userId, id);
  if (res.status !== 201) await releaseUploadSlot(c.var.deps.db, id);
  return res as never;
};

export const patch: AppRouteHandler<typeof routes.tusPatch> = async (c) => {
  const { id } = c.req.valid('param');
  assertBareUploadUrl(c, id);
  const res = await handOverToTus(c, assertOwnUpload(c, id), id);
  if (GONE.has(res.status)) await releaseUploadSlot(c.var.deps.db, id);
  return res as never;
};

export const terminate: AppRouteHandler<typeof routes.tusDelete> = async (c) => {
  const { id } = c.req.valid('param');
  assertBareUploadUrl(c, id);
  const res = await handOverToTus(c, assertOwnUpload(c, id), id);
  if (res.status === 204 || GONE.has(res.status)) await releaseUploadSlot(c.var.deps.db, id);
  return res as never;
};

const ID = /^u[1-9]\d{0,9}-[A-Za-z0-9_-]{22}$/;

/**
 * HEAD /uploads/{id}: Hono answers a HEAD with the GET route of its path (without the
 * body), so this GET route serves it; a real GET is not part of the protocol here.
 */
export async function head(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'HEAD') {
    throw new HttpError(405, 'Uploads are read with HEAD (their offset); videos are served at /api/media', undefined, {
      Allow: 'HEAD, PATCH, DELETE',
    });
  }
  if (!(await authenticate(c))) throw new HttpError(401, MESSAGES.unauthorized);
  const id = c.req.param('id') ?? '';
  assertBareUploadUrl(c, id);
  if (!ID.test(id)) throw invalidInput({ id: ['Not an upload id'] });
  const res = await handOverToTus(c, assertOwnUpload(c, id), id);
  if (GONE.has(res.status)) await releaseUploadSlot(c.var.deps.db, id);
  return res;
}
