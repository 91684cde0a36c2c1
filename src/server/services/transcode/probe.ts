import { spawn } from 'node:child_process';
import { binaryPath } from '../../lib/binaries';

export interface SourceInfo {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** Longer than any readable video's probe: a source that stalls it must not hold the worker (the deadline starts after). */
const PROBE_TIMEOUT_MS = 60_000;

/** The size, duration and audio of a video (ffprobe), null when it is not a readable video or the probe stalls. */
export function probeSource(input: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<SourceInfo | null> {
  return new Promise((resolve) => {
    const child = spawn(
      binaryPath('ffprobe'),
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,width,height:stream_tags=rotate:format=duration',
        '-of',
        'json',
        input,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return resolve(null);
      try {
        const parsed = JSON.parse(out) as {
          streams?: { codec_type?: string; width?: number; height?: number; tags?: { rotate?: string } }[];
          format?: { duration?: string };
        };
        const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
        const duration = Number(parsed.format?.duration);
        if (!video || !Number.isFinite(duration) || duration <= 0) return resolve(null);
        // A phone video turned a quarter is shown turned: its displayed size swaps.
        const turned = Math.abs(Number(video.tags?.rotate ?? 0)) % 180 === 90;
        resolve({
          width: turned ? video.height! : video.width!,
          height: turned ? video.width! : video.height!,
          durationSeconds: duration,
          hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')),
        });
      } catch {
        resolve(null);
      }
    });
  });
}
