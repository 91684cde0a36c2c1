import { bodyLimit } from 'hono/body-limit';
import { IMAGE_REJECTIONS } from '../../../contract/image-rejections';
import { CAPTION_LIMITS } from '../../../contract/limits';
import { TIMELINE_MESSAGES } from '../../../contract/timeline-messages';
import { HttpError, MESSAGES, unprocessable } from '../../lib/http-error';
import { CaptionRejectedError, toWebVtt } from '../../services/captions';

const tooLarge = () => new HttpError(413, MESSAGES.payloadTooLarge, { file: [TIMELINE_MESSAGES.captionTooLarge] });

/** Multipart bodies with a caption file: 512 KB for the file plus room for the form. */
export const captionUploadLimit = bodyLimit({
  maxSize: CAPTION_LIMITS.bytes + 16 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** The uploaded file as checked WebVTT text: 413 when too large, 422 with the reason otherwise. */
export async function captionText(file: File): Promise<string> {
  if (file.size > CAPTION_LIMITS.bytes) throw tooLarge();
  if (file.size === 0) throw unprocessable({ file: [IMAGE_REJECTIONS.empty] });
  try {
    return toWebVtt(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof CaptionRejectedError) throw unprocessable({ file: [error.message] });
    throw error;
  }
}
