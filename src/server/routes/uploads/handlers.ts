import type { AppRouteHandler } from '../../context';
import { forbidden, HttpError, MESSAGES, notFound } from '../../lib/http-error';
import { videoTooLarge, wrongType } from '../../services/video/containers';
import { API_MESSAGES } from '../../../contract/api-messages';
import { currentUser } from '../../middleware/auth';
import { LocalStorage } from '../../services/storage/local-storage';
import { createVideoUpload } from '../../services/uploads/presign';
import { receiveVideo, UploadRejectedError } from '../../services/uploads/receive';
import { verifyUploadQuery } from '../../services/uploads/signed-url';
import { ownerOfVideoKey } from '../../services/uploads/video-keys';
import type * as routes from './routes';

export const presign: AppRouteHandler<typeof routes.presign> = async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await createVideoUpload(c.var.deps, currentUser(c).id), 200);
};

export const put: AppRouteHandler<typeof routes.put> = async (c) => {
  const { storage, secrets } = c.var.deps;
  if (!(storage instanceof LocalStorage)) throw notFound();
  const { owner, file } = c.req.valid('param');
  const key = `videos/${owner}/${file}`;
  const check = verifyUploadQuery(secrets.urlSigningKey, key, c.req.valid('query'));
  if (!check.ok || ownerOfVideoKey(key) !== check.grant.userId) {
    throw forbidden(
      check.ok || check.reason === 'invalid' ? 'Invalid upload address' : 'This upload address has expired',
    );
  }
  const { grant } = check;
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== grant.contentType)
    throw new HttpError(415, MESSAGES.unsupportedMediaType, { 'Content-Type': [wrongType(grant.contentType)] });
  const length = Number(c.req.header('Content-Length') ?? '0');
  if (length > grant.maxBytes)
    throw new HttpError(413, MESSAGES.payloadTooLarge, { file: [videoTooLarge(grant.maxBytes)] });
  if (await storage.stat(key)) throw new HttpError(409, API_MESSAGES.media.addressUsed.en);
  try {
    const stored = await receiveVideo(storage, key, c.req.raw.body, grant.maxBytes);
    return c.json({ key, size: stored.size }, 201);
  } catch (error) {
    if (c.req.raw.signal.aborted) {
      // The client left or the upload deadline cut it (services/uploads/request-deadlines): no server fault.
      c.var.deps.logger.info({ key }, 'upload cut off before it was complete');
      throw new HttpError(408, API_MESSAGES.media.cutOff.en);
    }
    if (error instanceof UploadRejectedError) {
      const message = error.status === 413 ? MESSAGES.payloadTooLarge : MESSAGES.unsupportedMediaType;
      throw new HttpError(error.status, message, { file: [error.message] });
    }
    throw error;
  }
};
