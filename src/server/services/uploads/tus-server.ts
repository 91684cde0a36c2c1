import { Server, type Upload } from '@tus/server';
import type { AppDeps } from '../../context';
import { readPrefix } from '../storage/types';
import { isMp4Signature } from '../video/mp4';
import { videoTools, type VideoTools } from '../video/tools';
import { tusStoreFor, type TusStore } from './tus-store';
import { newTusUploadId, VIDEO_CONTENT_TYPE, videoKeyOfTusUpload } from './video-keys';
import { RedisTusLocker } from './tus-locker';
import { releaseUploadSlot } from './upload-quota';

/** The tus endpoint: creation at this path, each upload at `{path}/{id}`. */
const TUS_PATH = '/api/uploads';

/** The error a tus hook throws: tus answers it with this status and body. */
class TusHookError {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    this.status_code = status;
    this.body = JSON.stringify(errors ? { message, errors } : { message });
  }
}

/** The id a creation handed to tus takes: its uploader's, reserved by the route before it does. */
const uploadIds = new WeakMap<Request, string>();

export function handOver(request: Request, userId: number, id = newTusUploadId(userId)): Request {
  uploadIds.set(request, id);
  return request;
}

/**
 * Checks a finished upload once it is in storage: an MP4 by its bytes and, when ffprobe is
 * installed, readable as a video. The reason it is refused, or null.
 */
async function refusal(deps: AppDeps, key: string, tools: VideoTools): Promise<string | null> {
  if (!isMp4Signature(await readPrefix(deps.storage, key, 16))) return 'The file is not an MP4 video';
  const duration = await tools.probeDuration(await deps.storage.toolInput(key));
  return duration === null ? 'The video could not be read' : null;
}

async function finish(deps: AppDeps, tus: TusStore, upload: Upload, tools: VideoTools) {
  const key = videoKeyOfTusUpload(upload.id)!;
  await tus.adopt(upload.id, key, VIDEO_CONTENT_TYPE);
  await releaseUploadSlot(deps.db, upload.id);
  const reason = await refusal(deps, key, tools).catch(() => 'The video could not be read');
  if (reason) {
    await deps.storage.delete(key).catch(() => undefined);
    throw new TusHookError(422, 'Error 422: Unprocessable entity', { file: [reason] });
  }
  return {};
}

const servers = new WeakMap<object, Server>();

/**
 * The tus 1.0 server (@tus/server) of these deps, made at its first request (tests swap
 * the storage first). Ids name their uploader; the size is bounded by VIDEO_MAX_BYTES; a
 * finished upload is moved to the video key its id stands for and checked there.
 */
export function tusServerFor(deps: AppDeps, tools: VideoTools = videoTools): Server {
  let server = servers.get(deps.storage);
  if (server) return server;
  const tus = tusStoreFor(deps);
  server = new Server({
    path: TUS_PATH,
    datastore: tus.store,
    // Several servers (REDIS_URL): one request at a time per upload across all of them.
    ...(deps.env.REDIS_URL ? { locker: new RedisTusLocker(deps.env.REDIS_URL) } : {}),
    relativeLocation: true,
    maxSize: deps.env.VIDEO_MAX_BYTES,
    // Same origin only: the site and the API share their origin, and the routes need a bearer.
    allowedOrigins: [],
    namingFunction: (req) => {
      const id = uploadIds.get(req as unknown as Request);
      if (id === undefined) throw new TusHookError(401, 'Error 401: Unauthorized');
      return id;
    },
    onUploadFinish: (_req, upload) => finish(deps, tus, upload, tools),
  });
  servers.set(deps.storage, server);
  return server;
}
