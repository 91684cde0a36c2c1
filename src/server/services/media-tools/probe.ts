import { outputOf } from './run';

export interface SourceInfo {
  /** The size as shown: a phone clip stored 1280×720 and turned a quarter is 720×1280. */
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** Longer than any readable video's probe: a source that stalls it must not hold the worker (the deadline starts after). */
const PROBE_TIMEOUT_MS = 60_000;

interface ProbedStream {
  codec_type?: string;
  width?: number;
  height?: number;
  /** ffprobe before 5: the turn, clockwise, as a tag. */
  tags?: { rotate?: string };
  /** ffprobe 5 and later: the display matrix's turn, counter-clockwise. */
  side_data_list?: { rotation?: number | string }[];
}

export interface Probed {
  streams?: ProbedStream[];
  format?: { duration?: string; format_name?: string };
}

/**
 * ffprobe's JSON about `input` (the `-show_entries` asked for, `extra` arguments first); null when
 * it is not a file ffprobe reads, the probe stalls past `timeoutMs` or ffprobe cannot run.
 */
export async function probeJson(
  input: string,
  entries: string,
  options: { extra?: string[]; timeoutMs: number; ffprobe?: string | undefined },
): Promise<Probed | null> {
  const output = await outputOf(
    'ffprobe',
    ['-v', 'error', ...(options.extra ?? []), '-show_entries', entries, '-of', 'json', input],
    { timeoutMs: options.timeoutMs, binary: options.ffprobe },
  );
  if (!output) return null;
  try {
    return JSON.parse(output.toString('utf8')) as Probed;
  } catch {
    return null;
  }
}

/** Degrees a stream is turned when shown, from either ffprobe's way of saying it; 0 when not. */
export function rotationOf(stream: ProbedStream): number {
  const fromMatrix = stream.side_data_list?.map((side) => Number(side.rotation)).find((r) => Number.isFinite(r) && r);
  const degrees = fromMatrix ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? ((Math.round(degrees) % 360) + 360) % 360 : 0;
}

/** What a probe's JSON says of a source; null when it holds no video stream with a duration. */
export function sourceInfoOf(probed: Probed): SourceInfo | null {
  const video = probed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(probed.format?.duration);
  if (!video || !Number.isFinite(duration) || duration <= 0) return null;
  // ffmpeg turns the frames before any filter: sizes must follow the turned picture.
  const turned = rotationOf(video) % 180 === 90;
  return {
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    durationSeconds: duration,
    hasAudio: Boolean(probed.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/** The size, duration and audio of a video (ffprobe), null when it is not a readable video or the probe stalls. */
export async function probeSource(
  input: string,
  timeoutMs = PROBE_TIMEOUT_MS,
  ffprobe?: string,
): Promise<SourceInfo | null> {
  const probed = await probeJson(
    input,
    'stream=codec_type,width,height:stream_tags=rotate:stream_side_data=rotation:format=duration',
    { timeoutMs, ffprobe },
  );
  return probed && sourceInfoOf(probed);
}
