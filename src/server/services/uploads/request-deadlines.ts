import type http from 'node:http';
import { errorJson } from '../../lib/error-body';
import { MESSAGES } from '../../../contract/messages';

/**
 * How long a request may take to arrive. Node's single `requestTimeout` (300 s) cut any
 * video PUT slower than about 7 MB/s before it reached VIDEO_MAX_BYTES, so it is replaced
 * by a deadline per request: uploads get one sized to the largest video at the slowest
 * accepted rate (and are cut sooner when they stall); every other request keeps a short one.
 */
export interface RequestDeadlines {
  /** Every request but an upload: its body must have arrived within this. */
  bodyTimeoutMs: number;
  /** The largest video accepted (VIDEO_MAX_BYTES). */
  uploadMaxBytes: number;
  /** The slowest upload accepted on average: the upload deadline is grace + max bytes / this rate. */
  uploadMinBytesPerSecond: number;
  uploadGraceMs: number;
  /** An upload that sends nothing for this long has stalled and is cut at once. */
  uploadStallMs: number;
  /** How often an upload's progress is looked at. */
  checkEveryMs: number;
}

/** 1 MB/s: a 2 GiB video may take about 37 minutes; a stall of a minute ends it. */
export function requestDeadlinesFor(videoMaxBytes: number): RequestDeadlines {
  return {
    bodyTimeoutMs: 300_000,
    uploadMaxBytes: videoMaxBytes,
    uploadMinBytesPerSecond: 1_000_000,
    uploadGraceMs: 60_000,
    uploadStallMs: 60_000,
    checkEveryMs: 5_000,
  };
}

/**
 * The local disk's signed video PUT and a tus PATCH (routes/uploads): presigned S3 uploads
 * never reach this server; tus ones do, on either storage.
 */
export function isUploadRequest(req: http.IncomingMessage): boolean {
  return (req.method === 'PUT' || req.method === 'PATCH') && (req.url ?? '').startsWith('/api/uploads/');
}

export function uploadDeadlineMs(deadlines: RequestDeadlines): number {
  return deadlines.uploadGraceMs + (deadlines.uploadMaxBytes / deadlines.uploadMinBytesPerSecond) * 1000;
}

const TIMEOUT_BODY = errorJson(MESSAGES.requestTimeout);
const TIMEOUT_RESPONSE = [
  'HTTP/1.1 408 Request Timeout',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}`,
  'Connection: close',
  '',
  TIMEOUT_BODY,
].join('\r\n');

/**
 * As Node does at its own request timeout: a 408 straight on the socket (unless an answer
 * has begun), then the connection closes; the handler still reading the body sees it
 * aborted, and the upload's partial file is removed.
 */
function cut(req: http.IncomingMessage, res: http.ServerResponse): void {
  const socket = req.socket;
  if (res.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(TIMEOUT_RESPONSE, () => socket.destroy());
}

function watch(req: http.IncomingMessage, res: http.ServerResponse, deadlines: RequestDeadlines): void {
  if (req.complete) return;
  const socket = req.socket;
  const upload = isUploadRequest(req);
  const started = Date.now();
  const deadline = started + (upload ? uploadDeadlineMs(deadlines) : deadlines.bodyTimeoutMs);
  // Bytes read off the socket: counted without touching the body stream the handler reads.
  let seenBytes = socket.bytesRead;
  let lastProgress = started;
  let timer: NodeJS.Timeout | undefined;

  const check = (confirming = false) => {
    if (req.complete || res.writableEnded || socket.destroyed) return;
    const now = Date.now();
    if (socket.bytesRead > seenBytes) {
      seenBytes = socket.bytesRead;
      lastProgress = now;
    }
    const late = now >= deadline || (upload && now - lastProgress >= deadlines.uploadStallMs);
    // Once more after the event loop's next socket reads: a busy process must not take its own delay for a stall.
    if (late && !confirming) return void setImmediate(() => check(true));
    if (late) return cut(req, res);
    schedule(now);
  };
  const schedule = (now: number) => {
    const wait = upload ? Math.min(deadlines.checkEveryMs, deadline - now) : deadline - now;
    timer = setTimeout(() => check(), Math.max(1, wait));
    timer.unref();
  };
  res.once('close', () => clearTimeout(timer));
  schedule(started);
}

/** Replaces the server's single request timeout with the deadlines above (headersTimeout stays). */
export function applyRequestDeadlines(server: http.Server, deadlines: RequestDeadlines): void {
  server.requestTimeout = 0;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => watch(req, res, deadlines));
}
