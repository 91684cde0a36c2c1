import { spawn } from 'node:child_process';
import { binaryPath } from '../../lib/binaries';

/** Never more: the machine is shared with the web server (and other workers). */
export const FFMPEG_THREADS = 2;

/**
 * Reads ffmpeg's `-progress` output (key=value lines, a block per update ending with
 * `progress=continue|end`): the media time reached, in seconds, at each block's end.
 */
export class ProgressParser {
  private buffered = '';
  private outTimeUs = 0;
  private readonly onTime: (seconds: number) => void;

  constructor(onTime: (seconds: number) => void) {
    this.onTime = onTime;
  }

  push(chunk: string): void {
    this.buffered += chunk;
    const lines = this.buffered.split('\n');
    this.buffered = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      // out_time_us, or out_time_ms which older ffmpeg also counts in microseconds.
      if ((key === 'out_time_us' || key === 'out_time_ms') && value && /^\d+$/.test(value))
        this.outTimeUs = Number(value);
      else if (key === 'progress') this.onTime(value === 'end' ? Number.POSITIVE_INFINITY : this.outTimeUs / 1e6);
    }
  }
}

export class FfmpegError extends Error {}

/**
 * Runs ffmpeg (at most FFMPEG_THREADS threads, no stdin) and reports the media time reached;
 * rejects with the end of its error output when it fails or is killed, or when `signal` aborts.
 */
export function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal | undefined; onTime?: (seconds: number) => void } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new FfmpegError('ffmpeg not started: the job was given up'));
    const child = spawn(
      binaryPath('ffmpeg'),
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
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const parser = new ProgressParser(options.onTime ?? (() => {}));
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => parser.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', abort);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, killedBy) => {
      options.signal?.removeEventListener('abort', abort);
      if (code === 0) resolve();
      else
        reject(
          new FfmpegError(
            `ffmpeg ${killedBy ? `was killed (${killedBy})` : `exited with ${code}`}${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`,
          ),
        );
    });
  });
}
