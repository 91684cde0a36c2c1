import { MediaToolMissing, runMediaTool } from './run';
import { ProgressParser } from './progress';

/** Never more: the machine is shared with the web server (and other workers). */
export const FFMPEG_THREADS = 2;

export class FfmpegError extends Error {}

export interface FfmpegOptions {
  /** Kills it: a job given up, a transcode deadline passed. */
  signal?: AbortSignal | undefined;
  /** Kills it past this long. */
  timeoutMs?: number | undefined;
  /** The media time reached, in seconds (Infinity at the end). */
  onTime?: (seconds: number) => void;
}

/**
 * Runs ffmpeg writing files (at most FFMPEG_THREADS threads) and reports the media time reached;
 * rejects with the end of its error output when it fails or is killed, or when `signal` aborts.
 */
export async function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<void> {
  const parser = new ProgressParser(options.onTime ?? (() => {}));
  const run = await runMediaTool(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      '-threads',
      String(FFMPEG_THREADS),
      ...args,
    ],
    { signal: options.signal, timeoutMs: options.timeoutMs, onOutput: (chunk) => parser.push(chunk) },
  ).catch((error: unknown) => {
    throw error instanceof MediaToolMissing ? new FfmpegError(error.message) : error;
  });
  if (run.code === 0) return;
  const said = run.errorTail ? `: ${run.errorTail.trim().split('\n').at(-1)}` : '';
  throw new FfmpegError(`ffmpeg ${run.killedBy ? `was killed (${run.killedBy})` : `exited with ${run.code}`}${said}`);
}
