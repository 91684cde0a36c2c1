import { spawn } from 'node:child_process';
import { binaryPath } from '../../lib/binaries';

export interface VideoToolPaths {
  ffprobe: string;
  ffmpeg: string;
}

interface RunResult {
  code: number | null;
  stdout: Buffer;
}

function run(
  command: string,
  args: string[],
  timeoutMs: number,
  maxBytes = 20 * 1024 * 1024,
): Promise<RunResult | null> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return resolve(null);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    // ENOENT (tool not installed) and other spawn failures: the optional step is skipped.
    child.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks) });
    });
  });
}

/**
 * ffprobe/ffmpeg (the system's or the npm packages', see lib/binaries.ts): the duration and a
 * poster frame of an uploaded video.
 * Without them every method answers `unavailable` and the post is saved without those extras.
 */
export class VideoTools {
  private readonly paths: VideoToolPaths;
  private available: Promise<boolean> | undefined;

  constructor(paths?: VideoToolPaths) {
    this.paths = paths ?? { ffprobe: binaryPath('ffprobe'), ffmpeg: binaryPath('ffmpeg') };
  }

  isAvailable(): Promise<boolean> {
    this.available ??= Promise.all([
      run(this.paths.ffprobe, ['-version'], 5000),
      run(this.paths.ffmpeg, ['-version'], 5000),
    ]).then(([probe, mpeg]) => probe?.code === 0 && mpeg?.code === 0);
    return this.available;
  }

  /** Whole seconds (at least 1), null when the file is not a readable video; 'unavailable' without the tools. */
  async probeDuration(input: string): Promise<number | null | 'unavailable'> {
    if (!(await this.isAvailable())) return 'unavailable';
    const result = await run(
      this.paths.ffprobe,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=codec_type:format=duration,format_name',
        '-of',
        'json',
        input,
      ],
      30_000,
    );
    if (!result || result.code !== 0) return null;
    try {
      const parsed = JSON.parse(result.stdout.toString('utf8')) as {
        streams?: { codec_type?: string }[];
        format?: { duration?: string; format_name?: string };
      };
      if (!parsed.streams?.some((s) => s.codec_type === 'video')) return null;
      // A still picture reads as a one-frame "video" through the image demuxers: not a video.
      if (/(^|,)(image2|\w+_pipe)(,|$)/.test(parsed.format?.format_name ?? '')) return null;
      const seconds = Number(parsed.format?.duration);
      // A clip under a second counts as one: 0 would read as no duration.
      return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null;
    } catch {
      return null;
    }
  }

  /** A PNG frame at `atSeconds`, or null. */
  async posterFrame(input: string, atSeconds: number): Promise<Buffer | null> {
    if (!(await this.isAvailable())) return null;
    const result = await run(
      this.paths.ffmpeg,
      [
        '-v',
        'error',
        '-ss',
        String(atSeconds),
        '-i',
        input,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-vcodec',
        'png',
        '-',
      ],
      30_000,
    );
    if (!result || result.code !== 0 || result.stdout.length === 0) return null;
    return result.stdout;
  }
}

export const videoTools = new VideoTools();
