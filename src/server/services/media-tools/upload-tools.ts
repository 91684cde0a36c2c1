import { binaryPath } from '../../lib/binaries';
import { outputOf, type MediaTool } from './run';
import { probeJson } from './probe';

export type VideoToolPaths = Record<MediaTool, string>;

/** An uploaded video's probe and poster frame: a readable file answers in well under this. */
const UPLOAD_TOOL_TIMEOUT_MS = 30_000;

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
    const answers = (tool: MediaTool) =>
      outputOf(tool, ['-version'], { binary: this.paths[tool], timeoutMs: 5000 }).then(Boolean);
    this.available ??= Promise.all([answers('ffprobe'), answers('ffmpeg')]).then(([probe, mpeg]) => probe && mpeg);
    return this.available;
  }

  /** Whole seconds (at least 1), null when the file is not a readable video; 'unavailable' without the tools. */
  async probeDuration(input: string): Promise<number | null | 'unavailable'> {
    if (!(await this.isAvailable())) return 'unavailable';
    const parsed = await probeJson(input, 'stream=codec_type:format=duration,format_name', {
      extra: ['-select_streams', 'v:0'],
      timeoutMs: UPLOAD_TOOL_TIMEOUT_MS,
      ffprobe: this.paths.ffprobe,
    });
    if (!parsed?.streams?.some((s) => s.codec_type === 'video')) return null;
    // A still picture reads as a one-frame "video" through the image demuxers: not a video.
    if (/(^|,)(image2|\w+_pipe)(,|$)/.test(parsed.format?.format_name ?? '')) return null;
    const seconds = Number(parsed.format?.duration);
    // A clip under a second counts as one: 0 would read as no duration.
    return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null;
  }

  /** A PNG frame at `atSeconds`, or null. */
  async posterFrame(input: string, atSeconds: number): Promise<Buffer | null> {
    if (!(await this.isAvailable())) return null;
    const frame = await outputOf(
      'ffmpeg',
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
      { binary: this.paths.ffmpeg, timeoutMs: UPLOAD_TOOL_TIMEOUT_MS },
    );
    return frame?.length ? frame : null;
  }
}

export const videoTools = new VideoTools();
