import { useRef, useState } from 'react';
import { api } from '../../../lib/api/typed';
import { progressOf, putFile, uploadTarget, VIDEO_TYPE, type Progress, type UploadHandle } from '../stores/upload';

export type UploadPhase =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'uploading'; progress: Progress }
  | { name: 'uploaded'; progress: Progress }
  | { name: 'failed'; detail: string | null; retryable: boolean }
  | { name: 'cancelled' };

/**
 * Spec §7 upload: GET /api/generate-presigned-url, then the file PUT straight to the
 * returned address with Content-Type video/mp4, with progress, cancel and retry. A file
 * already uploaded is not sent again (a failed publish can be retried).
 */
export function useVideoUpload(tooLarge: (maxBytes: number) => string) {
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  const handle = useRef<UploadHandle | null>(null);
  const done = useRef<{ file: File; key: string } | null>(null);

  async function upload(file: File): Promise<string | null> {
    if (done.current?.file === file) return done.current.key;
    setPhase({ name: 'preparing' });
    const signed = await api('GET /generate-presigned-url', { auth: true });
    if (!signed.ok || !signed.data) {
      setPhase({ name: 'failed', detail: signed.message, retryable: signed.status === 0 || signed.status >= 500 });
      return null;
    }
    const { url, key, maxBytes, headers } = signed.data;
    if (file.size > maxBytes) {
      setPhase({ name: 'failed', detail: tooLarge(maxBytes), retryable: false });
      return null;
    }
    const started = performance.now();
    setPhase({ name: 'uploading', progress: progressOf(0, file.size, 0) });
    const onProgress = (loaded: number, total: number) =>
      setPhase({ name: 'uploading', progress: progressOf(loaded, total, performance.now() - started) });
    handle.current = putFile(
      uploadTarget(url, window.location.origin),
      file,
      headers?.['Content-Type'] ?? VIDEO_TYPE,
      onProgress,
    );
    const outcome = await handle.current.done;
    handle.current = null;
    if (outcome.ok) {
      done.current = { file, key };
      setPhase({ name: 'uploaded', progress: progressOf(file.size, file.size, performance.now() - started) });
      return key;
    }
    if (outcome.reason === 'aborted') setPhase({ name: 'cancelled' });
    else
      setPhase({
        name: 'failed',
        detail: outcome.detail,
        retryable: outcome.reason === 'network' || outcome.status >= 500,
      });
    return null;
  }

  return {
    phase,
    upload,
    cancel: () => handle.current?.abort(),
    /** The server discarded the uploaded file (refused by POST /api/posts): send it again next time. */
    forget: () => {
      done.current = null;
    },
    reset: () => setPhase({ name: 'idle' }),
  };
}
