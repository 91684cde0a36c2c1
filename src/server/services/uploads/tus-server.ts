import { ERRORS, Server, type Upload } from '@tus/server';
import type { AppDeps } from '../../context';
import { UNREADABLE_VIDEO } from '../video/containers';
import { videoTools, type VideoTools } from '../media-tools/upload-tools';
import { tusStoreFor, type TusStore } from './tus-store';
import { VIDEO_CONTENT_TYPE, videoKeyOfTusUpload } from './video-keys';
import { RedisTusLocker } from './tus-locker';
import { releaseUploadSlot } from './upload-quota';
import { errorJson } from '../../lib/error-body';
import { API_MESSAGES } from '../../../contract/api-messages';
import { HttpError } from '../../lib/http-error';
import { finishScanUpload, scanUploadOf, type ScanUpload } from '../folios/tus-scan';

/** The tus endpoint: creation at this path, each upload at `{path}/{id}`. */
const TUS_PATH = '/api/uploads';

/** The error a tus hook throws: tus answers it with this status and body. */
class TusHookError {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    this.status_code = status;
    this.body = errorJson(message, errors);
  }
}

/** What the route checked before it handed a request to tus: its uploader and the upload's id. */
interface Checked {
  userId: number;
  uploadId: string;
}

const checked = new WeakMap<Request, Checked>();

/**
 * Hands a request to tus with what the route checked: the uploader and the id of the upload
 * the request is about (for a creation, the id the route reserved for it). tus reads the id
 * only from here, never from the URL: the route's parser is the only one (issue 27, §1).
 */
export function handOver(request: Request, userId: number, uploadId: string): Request {
  checked.set(request, { userId, uploadId });
  return request;
}

/**
 * Checks a finished upload once it is in storage: a video ffprobe reads (a video stream and a
 * duration), whatever its container (MP4, MOV, WebM, MKV, M4V…) or name. The reason it is
 * refused, or null. Without ffprobe, the post's own check (inspect-video.ts) still applies.
 */
async function refusal(deps: AppDeps, key: string, tools: VideoTools): Promise<string | null> {
  const duration = await tools.probeDuration(await deps.storage.toolInput(key));
  return duration === null ? UNREADABLE_VIDEO : null;
}

/** A folio scan (its metadata names one): checked, stored and queued for tiling like the PUT's. */
async function finishScan(deps: AppDeps, tus: TusStore, upload: Upload, userId: number, scan: ScanUpload) {
  await releaseUploadSlot(deps.db, upload.id);
  try {
    await finishScanUpload(
      deps,
      userId,
      scan,
      (key) => tus.adopt(upload.id, key, scan.type),
      () => tus.discard(upload.id),
    );
  } catch (error) {
    if (error instanceof HttpError) throw new TusHookError(error.status, error.message, error.errors);
    throw error;
  }
  return {};
}

async function finish(deps: AppDeps, tus: TusStore, req: Request, upload: Upload, tools: VideoTools) {
  const scan = scanUploadOf(upload.metadata ?? {});
  const userId = checked.get(req)?.userId;
  if (scan && userId !== undefined) return finishScan(deps, tus, upload, userId, scan);
  const key = videoKeyOfTusUpload(upload.id)!;
  await tus.adopt(upload.id, key, VIDEO_CONTENT_TYPE);
  await releaseUploadSlot(deps.db, upload.id);
  const reason = await refusal(deps, key, tools).catch(() => UNREADABLE_VIDEO);
  if (reason) {
    await deps.storage.delete(key).catch(() => undefined);
    throw new TusHookError(422, API_MESSAGES.common.unprocessable.en, { file: [reason] });
  }
  return {};
}

export const TUS_MESSAGES = {
  busy: API_MESSAGES.media.uploadBusy.en,
} as const;

/** Seconds a client is told to wait before asking again for an upload whose lock it could not get. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** tus answers a lock it could not get in time with 500; it is the upload being busy, not a fault. */
function busyAnswer(error: unknown) {
  if (error !== ERRORS.ERR_LOCK_TIMEOUT) return undefined;
  return { status_code: 423, body: errorJson(TUS_MESSAGES.busy) };
}

const servers = new WeakMap<object, Promise<Server>>();

/**
 * The tus 1.0 server (@tus/server) of these deps, made at its first request (tests swap
 * the storage first). Ids name their uploader; the size is bounded by VIDEO_MAX_BYTES (a folio
 * scan's by FOLIO_MAX_BYTES, at creation); a finished video is moved to the video key its id
 * stands for and checked there, a finished folio scan becomes the folio's waiting scan.
 */
export function tusServerFor(deps: AppDeps, tools: VideoTools = videoTools): Promise<Server> {
  let server = servers.get(deps.storage);
  if (!server) {
    // The promise is kept: requests arriving together share one server (and one Redis locker).
    server = tusStoreFor(deps).then((tus) => newServer(deps, tus, tools));
    servers.set(deps.storage, server);
  }
  return server;
}

function newServer(deps: AppDeps, tus: TusStore, tools: VideoTools): Server {
  return new Server({
    path: TUS_PATH,
    datastore: tus.store,
    // Several servers (REDIS_URL): one request at a time per upload across all of them.
    ...(deps.env.REDIS_URL
      ? {
          locker: new RedisTusLocker(deps.env.REDIS_URL, { acquireTimeoutMs: deps.env.TUS_LOCK_WAIT_SECONDS * 1000 }),
        }
      : {}),
    onResponseError: (_req, error) => busyAnswer(error),
    relativeLocation: true,
    maxSize: Math.max(deps.env.VIDEO_MAX_BYTES, deps.env.FOLIO_MAX_BYTES),
    // Same origin only: the site and the API share their origin, and the routes need a bearer.
    allowedOrigins: [],
    // No id handed over (creation, an unchecked request): tus finds no upload and answers 404.
    getFileIdFromRequest: (req) => checked.get(req as unknown as Request)?.uploadId,
    namingFunction: (req) => {
      const id = checked.get(req as unknown as Request)?.uploadId;
      if (id === undefined) throw new TusHookError(401, 'Error 401: Unauthorized');
      return id;
    },
    onUploadFinish: (req, upload) => finish(deps, tus, req as unknown as Request, upload, tools),
  });
}
