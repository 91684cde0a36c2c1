/** The heights of the HLS ladder: 360p and 720p, 1080p when the source has it. */
export const LADDER_HEIGHTS = [360, 720, 1080] as const;

/** Target video bit rates (kbit/s) per rung; a rendition between rungs takes the next one down. */
const VIDEO_KBPS: Record<number, number> = { 360: 800, 720: 2800, 1080: 5000 };
/** H.264 Main profile levels per height (avc1.4d40xx in the CODECS attribute). */
const LEVELS: [maxHeight: number, level: number][] = [
  [480, 30],
  [720, 31],
  [1080, 40],
];

export const SEGMENT_SECONDS = 4;
export const AUDIO_KBPS = 128;

export interface PlannedRendition {
  height: number;
  width: number;
  videoKbps: number;
  /** H.264 level × 10 (31 for 3.1). */
  level: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The renditions of a source: every rung at or below its height, plus one at its own height
 * when it sits between two rungs (a 480p source gets 360p and 480p), so the top rendition
 * never upscales and never loses the source's quality up to 1080p. A source smaller than
 * 360p gets one rendition at its own size.
 */
export function planLadder(sourceWidth: number, sourceHeight: number): PlannedRendition[] {
  const top = Math.min(even(sourceHeight), LADDER_HEIGHTS.at(-1)!);
  const heights: number[] = LADDER_HEIGHTS.filter((height) => height <= top);
  if (!heights.includes(top)) heights.push(top);
  return heights.map((height) => {
    const rung = [...LADDER_HEIGHTS].reverse().find((h) => h <= height) ?? LADDER_HEIGHTS[0];
    const scale = height / rung;
    return {
      height,
      width: even((sourceWidth * height) / sourceHeight),
      videoKbps: Math.round(VIDEO_KBPS[rung]! * Math.min(1, scale * scale)),
      level: LEVELS.find(([max]) => height <= max)?.[1] ?? 40,
    };
  });
}

export interface EncodedRendition extends PlannedRendition {
  /** Peak bit rate of its segments, in bit/s (BANDWIDTH). */
  bandwidth: number;
  /** Mean bit rate, in bit/s (AVERAGE-BANDWIDTH). */
  averageBandwidth: number;
}

export const renditionFolder = (height: number) => `${height}p`;

/** The master playlist: children by relative path, highest first is not required, lowest first helps start-up. */
export function masterPlaylist(renditions: EncodedRendition[], hasAudio: boolean): string {
  // Version 7: the renditions are fragmented MP4 (EXT-X-MAP), as their own playlists say.
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    const codecs = [`avc1.4d40${rendition.level.toString(16).padStart(2, '0')}`, ...(hasAudio ? ['mp4a.40.2'] : [])];
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${codecs.join(',')}"`,
      `${renditionFolder(rendition.height)}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The segments of a media playlist with their durations (seconds). */
export function playlistSegments(playlist: string): { uri: string; duration: number }[] {
  const segments: { uri: string; duration: number }[] = [];
  let duration: number | null = null;
  for (const line of playlist.split(/\r?\n/)) {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (match) duration = Number(match[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line.trim(), duration });
      duration = null;
    }
  }
  return segments;
}
