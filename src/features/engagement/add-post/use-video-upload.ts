import { useEffect, useRef, useState } from 'react';
import { defaultOptions, Upload } from 'tus-js-client';
import { TUS_CHUNK_BYTES } from '../../../contract/limits';
import { authorizeTus as authorize, retriedByTus as retryable, TUS_ENDPOINT, tusRefusal as refusalOf } from '../../../lib/api/tus';
import { overUploadQuota, RETRY_DELAYS, retriedLater } from '../../../lib/api/tus-retry';
import { progressOf, tusUploadId, VIDEO_TYPE, type Progress } from '../stores/upload';
import { discardRememberedUploads } from './discard-unfinished';

export type UploadPhase =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'uploading'; progress: Progress; reconnecting: boolean }
  | { name: 'paused'; progress: Progress }
  | { name: 'uploaded'; progress: Progress }
  | { name: 'failed'; detail: string | null; retryable: boolean; overQuota?: boolean }
  | { name: 'discarded'; count: number }
  | { name: 'cancelled' };

interface Running {
  tus: Upload;
  file: File;
  settle: (key: string | null) => void;
  progress: Progress;
}

/**
 * The video upload of /add-post: resumable (tus 1.0 at /api/uploads) in chunks, with
 * progress, pause, resume and cancel. It retries by itself after a network loss and again
 * when the browser is back online; the file's fingerprint is kept in localStorage, so after
 * a reload the same file resumes where it stopped. The finished upload's id is the post's
 * `videoKey`. A file already uploaded is not sent again (a failed publish can be retried).
 * API clients keep the spec's call (GET /api/generate-presigned-url, then PUT).
 */
export function useVideoUpload(tooLarge: (maxBytes: number) => string, maxBytes: number) {
  const [phase, setPhaseState] = useState<UploadPhase>({ name: 'idle' });
  // The phase as tus's callbacks see it (they outlive renders).
  const phaseRef = useRef(phase);
  const setPhase = (next: UploadPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  const running = useRef<Running | null>(null);
  const done = useRef<{ file: File; key: string } | null>(null);

  useEffect(() => {
    // Back online after the retries ran out: start again from the server's offset.
    const online = () => {
      const current = running.current;
      if (current && phaseRef.current.name === 'failed' && phaseRef.current.retryable) {
        setPhase({ name: 'uploading', progress: current.progress, reconnecting: true });
        current.tus.start();
      }
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  function upload(file: File): Promise<string | null> {
    if (done.current?.file === file) return Promise.resolve(done.current.key);
    if (file.size > maxBytes) {
      setPhase({ name: 'failed', detail: tooLarge(maxBytes), retryable: false });
      return Promise.resolve(null);
    }
    setPhase({ name: 'preparing' });
    const started = performance.now();
    return new Promise((settle) => {
      const tus: Upload = new Upload(file, {
        endpoint: TUS_ENDPOINT,
        chunkSize: TUS_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type || VIDEO_TYPE },
        onBeforeRequest: authorize,
        onShouldRetry: (error, _attempt, options) => {
          const again = (options.retryDelays?.length ?? 0) > 0 && retryable(error);
          const current = running.current;
          if (again && current) setPhase({ name: 'uploading', progress: current.progress, reconnecting: true });
          return again;
        },
        onProgress: (sent, total) => {
          const progress = progressOf(sent, total, performance.now() - started);
          if (running.current) running.current.progress = progress;
          if (phaseRef.current.name !== 'paused') setPhase({ name: 'uploading', progress, reconnecting: false });
        },
        onSuccess: () => {
          const key = tusUploadId(tus.url ?? '');
          running.current = null;
          done.current = { file, key };
          setPhase({ name: 'uploaded', progress: progressOf(file.size, file.size, performance.now() - started) });
          settle(key);
        },
        onError: (error) => {
          void refusalOf(error).then(({ detail, status, method }) => {
            const again = retriedLater(status);
            // A network failure keeps the upload for the `online` event or the Retry button.
            if (!again) {
              running.current = null;
              settle(null);
            }
            setPhase({
              name: 'failed',
              detail,
              retryable: again,
              overQuota: overUploadQuota(method, status),
            });
          });
        },
      });
      running.current = { tus, file, settle, progress: progressOf(0, file.size, 0) };
      void tus.findPreviousUploads().then((previous) => {
        if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
        tus.start();
      });
    });
  }

  /** Sends again after a failure: the running upload resumes from the server's offset. */
  function retry(file: File): Promise<string | null> {
    const current = running.current;
    if (current && current.file === file) {
      setPhase({ name: 'uploading', progress: current.progress, reconnecting: true });
      current.tus.start();
      return new Promise((settle) => {
        const previous = current.settle;
        current.settle = (key) => {
          previous(key);
          settle(key);
        };
      });
    }
    return upload(file);
  }

  return {
    phase,
    upload: (file: File) => {
      const current = running.current;
      if (current && current.file !== file) {
        // Another file was chosen: this one stays resumable (its fingerprint) but stops.
        running.current = null;
        void current.tus.abort();
        current.settle(null);
      }
      return running.current ? retry(file) : upload(file);
    },
    pause: () => {
      const current = running.current;
      if (!current) return;
      void current.tus.abort();
      setPhase({ name: 'paused', progress: current.progress });
    },
    resume: () => {
      const current = running.current;
      if (!current) return;
      setPhase({ name: 'uploading', progress: current.progress, reconnecting: false });
      current.tus.start();
    },
    cancel: () => {
      const current = running.current;
      if (!current) return;
      running.current = null;
      // Terminates it on the server (DELETE), so nothing waits for the sweep.
      void current.tus.abort(true).catch(() => undefined);
      setPhase({ name: 'cancelled' });
      current.settle(null);
    },
    /** The server discarded the uploaded file (refused by POST /api/posts): send it again next time. */
    forget: () => {
      done.current = null;
    },
    /** After a refusal over the upload quota: terminates the unfinished uploads this browser remembers. */
    discardUnfinished: async () => {
      const count = await discardRememberedUploads(defaultOptions.urlStorage, (url) =>
        Upload.terminate(url, { onBeforeRequest: authorize, retryDelays: [] }),
      );
      setPhase({ name: 'discarded', count });
    },
    reset: () => setPhase({ name: 'idle' }),
  };
}
