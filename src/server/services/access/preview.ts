import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../context';
import { FfmpegError, runFfmpeg } from '../media-tools/ffmpeg';

export const PREVIEW_FOLDER = 'previews';
/** Spec'd preview: the first 30 s, and never more than a third of the video. */
export const PREVIEW_MAX_SECONDS = 30;

export function previewSeconds(durationSeconds: number | null | undefined): number {
  if (!durationSeconds || durationSeconds <= 0) return PREVIEW_MAX_SECONDS;
  return Math.min(PREVIEW_MAX_SECONDS, Math.max(1, Math.floor(durationSeconds / 3)));
}

/** A stable key per video and length, so a preview is cut once and then served from storage. */
export function previewKey(mediaKey: string, seconds: number): string {
  const digest = createHash('sha256').update(`${mediaKey}#${seconds}`).digest('base64url').slice(0, 32);
  return `${PREVIEW_FOLDER}/${digest}.mp4`;
}

/** Past this the cut is given up: a stream copy of 30 s takes a moment. */
const CUT_TIMEOUT_MS = 120_000;

function cut(input: string, output: string, seconds: number): Promise<boolean> {
  // Stream copy: no re-encoding, so even a long upload's preview takes a moment.
  return runFfmpeg(['-y', '-i', input, '-t', String(seconds), '-c', 'copy', '-movflags', '+faststart', output], {
    timeoutMs: CUT_TIMEOUT_MS,
  }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof FfmpegError) return false;
      throw error;
    },
  );
}

const running = new Map<string, Promise<string | null>>();
/** Keys whose cut failed recently (no ffmpeg, unreadable file): not retried on every request. */
const failedUntil = new Map<string, number>();
const RETRY_AFTER_MS = 5 * 60_000;

async function makePreview(deps: AppDeps, mediaKey: string, key: string, seconds: number): Promise<string | null> {
  const { storage } = deps;
  if (await storage.stat(key)) return storage.publicUrl(key);
  if (!(await storage.stat(mediaKey))) return null;
  const output = path.join(os.tmpdir(), `hdx-preview-${process.pid}-${randomBytes(6).toString('hex')}.mp4`);
  try {
    if (!(await cut(await storage.toolInput(mediaKey), output, seconds))) return null;
    await storage.put(key, await fs.readFile(output), 'video/mp4');
    return storage.publicUrl(key);
  } finally {
    await fs.rm(output, { force: true });
  }
}

/**
 * The public address of a paid video's preview, cut with ffmpeg on first need; null
 * without ffmpeg (the poster stands in then).
 */
export async function ensurePreview(
  deps: AppDeps,
  mediaKey: string,
  durationSeconds: number | null,
): Promise<string | null> {
  const key = previewKey(mediaKey, previewSeconds(durationSeconds));
  if ((failedUntil.get(key) ?? 0) > Date.now()) return null;
  let job = running.get(key);
  if (!job) {
    job = makePreview(deps, mediaKey, key, previewSeconds(durationSeconds))
      .catch((error: unknown) => {
        deps.logger.warn({ err: error, mediaKey }, 'preview not made');
        return null;
      })
      .then((url) => {
        if (!url) failedUntil.set(key, Date.now() + RETRY_AFTER_MS);
        return url;
      })
      .finally(() => running.delete(key));
    running.set(key, job);
  }
  return job;
}
