import { atom } from 'nanostores';
import { Upload } from 'tus-js-client';
import { FOLIO_CONTENT_TYPES, FOLIO_UPLOAD_METADATA } from '../../../contract/folio-rules';
import { TUS_CHUNK_BYTES } from '../../../contract/limits';
import { authorizeTus, retriedByTus, TUS_ENDPOINT, tusRefusal } from '../../../lib/api/tus';
import { RETRY_DELAYS, retriedLater } from '../../../lib/api/tus-retry';
import { isFolioLabel, labelFromFileName } from './folio-label';

/** Scans sent at the same time; the others wait their turn (each holds one of the admin's upload slots). */
export const PARALLEL_SCANS = 2;

export type ScanState = 'ready' | 'waiting' | 'uploading' | 'paused' | 'failed';

/** Why a scan is held back before it is sent (the screen shows its text). */
export type ScanProblem = 'badLabel' | 'duplicate' | 'badType';

export interface QueuedScan {
  id: number;
  file: File;
  label: string;
  state: ScanState;
  /** 0-100 of the bytes the server has. */
  percent: number;
  problem: ScanProblem | null;
  /** The server's refusal, or null for a network failure (then `retryable`). */
  error: string | null;
  retryable: boolean;
}

/** The scans chosen for the manuscript open in the folio manager, in the order chosen. */
export const $scans = atom<QueuedScan[]>([]);

const running = new Map<number, Upload>();
let nextId = 1;
let manuscriptId = 0;
let finished: (scan: QueuedScan) => void = () => {};

const update = (id: number, change: Partial<QueuedScan>) =>
  $scans.set($scans.get().map((scan) => (scan.id === id ? { ...scan, ...change } : scan)));
const find = (id: number) => $scans.get().find((scan) => scan.id === id);

/** What holds a scan back: a label that is no folio, one another scan of the queue has, a file that is no scan image. */
function problemOf(scan: QueuedScan, all: QueuedScan[]): ScanProblem | null {
  if (!FOLIO_CONTENT_TYPES.some((type) => type === scan.file.type)) return 'badType';
  if (!isFolioLabel(scan.label)) return 'badLabel';
  return all.some((other) => other.id !== scan.id && other.label === scan.label) ? 'duplicate' : null;
}

/** Opens the queue for a manuscript (a new manuscript empties it); `onFinished` hears each scan the server took. */
export function openQueue(manuscript: number, onFinished: (scan: QueuedScan) => void): void {
  if (manuscript !== manuscriptId) {
    for (const upload of running.values()) void upload.abort();
    running.clear();
    $scans.set([]);
  }
  manuscriptId = manuscript;
  finished = onFinished;
}

export function addScans(files: File[]): void {
  const added = files.map((file): QueuedScan => ({
    id: nextId++,
    file,
    label: labelFromFileName(file.name),
    state: 'ready',
    percent: 0,
    problem: null,
    error: null,
    retryable: false,
  }));
  $scans.set([...$scans.get(), ...added]);
}

export function relabel(id: number, label: string): void {
  update(id, { label: label.trim(), problem: null, error: null });
}

/** Takes a scan out of the queue; one being sent is stopped and removed from the server (tus termination). */
export function dropScan(id: number): void {
  const upload = running.get(id);
  running.delete(id);
  if (upload) void upload.abort(true).catch(() => undefined);
  $scans.set($scans.get().filter((scan) => scan.id !== id));
  pump();
}

/**
 * Sends every scan that is ready: each is checked first (all problems shown at once, none
 * sent while one has a problem), then they wait their turn, PARALLEL_SCANS at a time.
 */
export function sendAll(): boolean {
  const all = $scans.get();
  const checked = all.map((scan) => (scan.state === 'ready' ? { ...scan, problem: problemOf(scan, all) } : scan));
  $scans.set(checked);
  if (checked.some((scan) => scan.problem)) return false;
  $scans.set(checked.map((scan) => (scan.state === 'ready' ? { ...scan, state: 'waiting' as const } : scan)));
  pump();
  return true;
}

/** Starts waiting scans while fewer than PARALLEL_SCANS are sent or paused (a paused one keeps its slot). */
function pump(): void {
  const all = $scans.get();
  let active = all.filter((scan) => scan.state === 'uploading' || scan.state === 'paused').length;
  for (const scan of all) {
    if (active >= PARALLEL_SCANS) return;
    if (scan.state !== 'waiting') continue;
    active += 1;
    start(scan);
  }
}

function start(scan: QueuedScan): void {
  update(scan.id, { state: 'uploading', error: null, retryable: false });
  const target = manuscriptId;
  const upload: Upload = new Upload(scan.file, {
    endpoint: TUS_ENDPOINT,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: {
      filename: scan.file.name,
      [FOLIO_UPLOAD_METADATA.type]: scan.file.type,
      [FOLIO_UPLOAD_METADATA.manuscript]: String(target),
      [FOLIO_UPLOAD_METADATA.folio]: scan.label,
    },
    // The same file sent again as the same folio resumes (after a reload too); as another folio, it starts anew.
    fingerprint: async (file) =>
      ['hdx-folio', target, scan.label, file.name, file.type, file.size, file.lastModified].join('-'),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: authorizeTus,
    onShouldRetry: (error, _attempt, options) => (options.retryDelays?.length ?? 0) > 0 && retriedByTus(error),
    onProgress: (sent, total) => {
      if (find(scan.id)?.state === 'uploading')
        update(scan.id, { percent: total ? Math.floor((sent / total) * 100) : 0 });
    },
    onSuccess: () => {
      running.delete(scan.id);
      // Taken by the server: it leaves the queue for the folio list.
      finished(find(scan.id) ?? scan);
      $scans.set($scans.get().filter((other) => other.id !== scan.id));
      pump();
    },
    onError: (error) => {
      void tusRefusal(error).then(({ detail, status }) => {
        const retryable = retriedLater(status);
        // A refused scan is gone from the server; a network failure keeps it to resume.
        if (!retryable) running.delete(scan.id);
        if (!find(scan.id)) return;
        update(scan.id, { state: 'failed', error: detail, retryable });
        pump();
      });
    },
  });
  running.set(scan.id, upload);
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
}

/** Stops sending (the bytes the server has are kept); `resume` goes on from there. */
export function pause(id: number): void {
  const upload = running.get(id);
  if (!upload) return;
  void upload.abort();
  update(id, { state: 'paused' });
}

/** Goes on with a paused scan, or one cut off by the network, from the server's offset. */
export function resume(id: number): void {
  const upload = running.get(id);
  if (!upload) return retryRefused(id);
  update(id, { state: 'uploading', error: null, retryable: false });
  upload.start();
}

/** A refused scan (its label changed, say) is checked and queued again as a new upload. */
function retryRefused(id: number): void {
  const scan = find(id);
  if (!scan) return;
  const problem = problemOf(scan, $scans.get());
  update(id, { state: problem ? 'ready' : 'waiting', problem, error: null, percent: 0 });
  pump();
}

/** Back online: every scan the network cut off goes on by itself. */
export function resumeCutOff(): void {
  for (const scan of $scans.get()) if (scan.state === 'failed' && scan.retryable) resume(scan.id);
}
