import { spawn } from 'node:child_process';
import { binaryPath } from '../../lib/binaries';

export type MediaTool = 'ffmpeg' | 'ffprobe';

export interface MediaToolOptions {
  /** The program's path; by default the one lib/binaries finds. */
  binary?: string | undefined;
  /** Killed (SIGKILL) past this long: a stalled source must not hold the caller. */
  timeoutMs?: number | undefined;
  /** Killed (SIGKILL) when it aborts: a job given up, a transcode deadline passed. */
  signal?: AbortSignal | undefined;
  /** Each piece of its standard output as text (ffmpeg's `-progress pipe:1`), instead of keeping it. */
  onOutput?: ((chunk: string) => void) | undefined;
  /** Killed when the output kept grows past this (a poster frame is a few MB at most). */
  maxOutputBytes?: number | undefined;
}

export interface MediaToolRun {
  code: number | null;
  /** The signal that ended it: a timeout, an abort, too much output. */
  killedBy: NodeJS.Signals | null;
  /** Its standard output, unless `onOutput` took it. */
  output: Buffer;
  /** The end of its error output: what it says when it fails. */
  errorTail: string;
}

const ERROR_TAIL_CHARS = 2000;
const DEFAULT_MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

/** Raised when ffmpeg or ffprobe could not run at all (not installed, given up before it started). */
export class MediaToolMissing extends Error {}

/**
 * The one place HDX starts ffmpeg or ffprobe (no stdin): it ends with its exit code, or is killed
 * at its deadline, on `signal` or past its output limit. Rejects only when the program cannot start.
 */
export function runMediaTool(tool: MediaTool, args: string[], options: MediaToolOptions = {}): Promise<MediaToolRun> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new MediaToolMissing(`${tool} not started: the work was given up`));
    let child;
    try {
      child = spawn(options.binary ?? binaryPath(tool), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return reject(new MediaToolMissing(`${tool} could not start: ${(error as Error).message}`));
    }
    const kill = () => child.kill('SIGKILL');
    const timer = options.timeoutMs === undefined ? undefined : setTimeout(kill, options.timeoutMs);
    options.signal?.addEventListener('abort', kill, { once: true });
    const settle = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
    };
    const chunks: Buffer[] = [];
    let size = 0;
    const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onOutput) return options.onOutput(chunk.toString('utf8'));
      size += chunk.length;
      if (size > limit) kill();
      else chunks.push(chunk);
    });
    let errorTail = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errorTail = (errorTail + chunk).slice(-ERROR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      settle();
      reject(new MediaToolMissing(`${tool} could not start: ${error.message}`));
    });
    child.on('close', (code, killedBy) => {
      settle();
      resolve({ code, killedBy, output: Buffer.concat(chunks), errorTail });
    });
  });
}

/** `runMediaTool`'s answer when it ran and exited 0, null when it failed, was killed or could not start. */
export async function outputOf(
  tool: MediaTool,
  args: string[],
  options: MediaToolOptions = {},
): Promise<Buffer | null> {
  try {
    const run = await runMediaTool(tool, args, options);
    return run.code === 0 ? run.output : null;
  } catch (error) {
    if (error instanceof MediaToolMissing) return null;
    throw error;
  }
}
