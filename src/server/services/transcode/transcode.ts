import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { posts, type StreamRendition } from '../../db/schema';
import { ensurePreview } from '../access/preview';
import type { Storage } from '../storage/types';
import { runFfmpeg } from '../media-tools/ffmpeg';
import {
  AUDIO_KBPS,
  masterPlaylist,
  planLadder,
  playlistSegments,
  renditionFolder,
  SEGMENT_SECONDS,
  type EncodedRendition,
  type PlannedRendition,
} from './ladder';
import { probeSource, type SourceInfo } from '../media-tools/probe';
import { hlsFolder, hlsMasterKey } from '../streaming/hls-keys';
import { planStoryboard, storyboardVtt } from './storyboard';
import { assertTranscodable, startDeadline, type TranscodeLimits } from './deadline';
import { TranscodeFailure } from './failures';
import { isValidKey } from '../storage/types';
import { decodedDuration } from './truncation';

export interface TranscodeOptions {
  signal?: AbortSignal | undefined;
  /** The longest video taken and the deadline of its transcode; none: no bound (the tests' fixtures). */
  limits?: TranscodeLimits | undefined;
  /** 0..100 as the work goes on (often: throttle before writing it anywhere). */
  onProgress?: (percent: number) => void;
}

interface StreamOptions extends TranscodeOptions {
  /** Runs after every other file is stored, before the master playlist that makes the stream whole. */
  beforeMaster?: () => Promise<void>;
}

const INIT_SEGMENT = 'init.mp4';

export interface StoredRendition extends EncodedRendition {
  /** The sum of its segments: how much of the source really decoded. */
  durationSeconds: number;
}

/** The share of the progress bar the renditions take; poster and storyboard take the rest. */
const RENDITIONS_SHARE = 95;

const levelText = (level: number) => `${Math.floor(level / 10)}.${level % 10}`;

function renditionArgs(input: string, source: SourceInfo, rendition: PlannedRendition, dir: string): string[] {
  const kbps = rendition.videoKbps;
  return [
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(source.hasAudio ? ['-map', '0:a:0'] : []),
    '-vf',
    `scale=${rendition.width}:${rendition.height},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-level',
    levelText(rendition.level),
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${Math.round(kbps * 1.1)}k`,
    '-bufsize',
    `${kbps * 2}k`,
    // A key frame every SEGMENT_SECONDS exactly: every rendition cuts at the same times.
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(source.hasAudio ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    // Fragmented MP4 (CMAF) segments after one init.mp4: what hls.js and Safari play, and
    // what every ffprobe reads (the bundled one crashes on MPEG-TS).
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    INIT_SEGMENT,
    '-start_number',
    '1',
    '-hls_segment_filename',
    path.join(dir, 'seg-%05d.m4s'),
    path.join(dir, 'index.m3u8'),
  ];
}

/** Uploads a rendition's segments, then its playlist; its measured peak and mean bit rates. */
async function storeRendition(
  storage: Storage,
  postId: number,
  dir: string,
  rendition: PlannedRendition,
): Promise<StoredRendition> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const segments = playlistSegments(playlist);
  if (!segments.length)
    throw new TranscodeFailure('encoder_failed', `The ${rendition.height}p rendition has no segment`, { final: false });
  const folder = `${hlsFolder(postId)}/${renditionFolder(rendition.height)}`;
  await storage.put(`${folder}/${INIT_SEGMENT}`, await fs.readFile(path.join(dir, INIT_SEGMENT)), 'video/mp4');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    const body = await fs.readFile(path.join(dir, segment.uri));
    await storage.put(`${folder}/${segment.uri}`, body, 'video/iso.segment');
    bits += body.length * 8;
    seconds += segment.duration;
    // A last short segment says little about the peak: it is counted over at least a second.
    peak = Math.max(peak, (body.length * 8) / Math.max(segment.duration, 1));
  }
  await storage.put(`${folder}/index.m3u8`, Buffer.from(playlist), 'application/vnd.apple.mpegurl');
  return {
    ...rendition,
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil(bits / Math.max(seconds, 0.001)),
    durationSeconds: seconds,
  };
}

/** Where the poster and the storyboard of a stream are made (`dir`) and kept. */
interface StillsTarget {
  storage: Storage;
  postId: number;
  source: SourceInfo;
  dir: string;
  signal?: AbortSignal | undefined;
}

async function storePoster({ storage, postId, source, dir, signal }: StillsTarget, input: string) {
  const file = path.join(dir, 'poster.jpg');
  const at = Math.min(1, source.durationSeconds / 3);
  const height = Math.min(720, source.height - (source.height % 2));
  await runFfmpeg(
    ['-ss', at.toFixed(3), '-i', input, '-frames:v', '1', '-vf', `scale=-2:${height}`, '-q:v', '3', '-y', file],
    {
      signal,
    },
  );
  await storage.put(`${hlsFolder(postId)}/poster.jpg`, await fs.readFile(file), 'image/jpeg');
}

async function storeStoryboard({ storage, postId, source, dir, signal }: StillsTarget, input: string) {
  const plan = planStoryboard(source.durationSeconds, source.width, source.height);
  const file = path.join(dir, 'storyboard.jpg');
  await runFfmpeg(
    [
      '-i',
      input,
      '-vf',
      // The first frame of every interval (the fps filter gives none for a clip under one interval).
      `select='isnan(prev_selected_t)+gte(floor(t/${plan.intervalSeconds})-floor(prev_selected_t/${plan.intervalSeconds})\\,1)',scale=${plan.thumbWidth}:${plan.thumbHeight},setsar=1,tile=${plan.columns}x${plan.rows}`,
      '-vsync',
      '0',
      '-frames:v',
      '1',
      '-q:v',
      '4',
      '-y',
      file,
    ],
    { signal },
  );
  await storage.put(`${hlsFolder(postId)}/storyboard.jpg`, await fs.readFile(file), 'image/jpeg');
  await storage.put(
    `${hlsFolder(postId)}/storyboard.vtt`,
    Buffer.from(storyboardVtt(plan, source.durationSeconds)),
    'text/vtt; charset=utf-8',
  );
}

/**
 * Renders a post's video as an HLS ladder (one ffmpeg run per rendition), its poster, its
 * storyboard sprite with the WebVTT thumbnail track and, for a paid post, the 30 s preview;
 * all under hls/{postId}/ in the storage, the master playlist last (its presence means the
 * ladder is whole). The post keeps the duration its video really has. Null when the post or
 * its video was removed (nothing left to do).
 */
export async function transcodePost(
  deps: AppDeps,
  postId: number,
  options: TranscodeOptions = {},
): Promise<StreamRendition[] | null> {
  const [post] = await deps.db
    .select({ mediaKey: posts.mediaKey, priceCents: posts.priceCents, durationSeconds: posts.durationSeconds })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post?.mediaKey) return null;
  const mediaKey = post.mediaKey;
  if (!isValidKey(mediaKey) || !(await deps.storage.stat(mediaKey)))
    throw new TranscodeFailure('source_missing', `No stored video at ${mediaKey}`, { final: true });
  const encoded = await renderStream(deps.storage, postId, () => deps.storage.toolInput(mediaKey), {
    ...options,
    beforeMaster: async () => {
      if (post.priceCents > 0) await ensurePreview(deps, mediaKey, post.durationSeconds);
    },
  });
  // Deleted while it was transcoded: its files went before these were written.
  const [still] = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!still) {
    await removeStream(deps, postId);
    return null;
  }
  const decoded = Math.max(1, Math.round(encoded[0]!.durationSeconds));
  if (decoded !== post.durationSeconds)
    await deps.db.update(posts).set({ durationSeconds: decoded }).where(eq(posts.id, postId));
  return encoded.map(({ height, bandwidth }) => ({ height, bandwidth }));
}

/**
 * The files of a stream from one source video, under hls/{postId}/ in `storage`: the ladder
 * (one ffmpeg run per rendition), the poster, the storyboard and, last, the master playlist.
 * No database: the tests' HLS fixture is made by it too. `input` gives an address ffmpeg
 * reads (S3 hands out short-lived ones: one per run).
 */
export async function renderStream(
  storage: Storage,
  postId: number,
  input: () => Promise<string>,
  options: StreamOptions = {},
): Promise<StoredRendition[]> {
  const source = await probeSource(await input());
  if (!source)
    throw new TranscodeFailure('unreadable', 'The video cannot be read (ffprobe found no video stream)', {
      final: false,
    });
  if (!options.limits) return encodeStream(storage, postId, input, source, options);
  assertTranscodable(options.limits, source.durationSeconds);
  const deadline = startDeadline(options.limits, source.durationSeconds, options.signal);
  try {
    return await encodeStream(storage, postId, input, source, { ...options, signal: deadline.signal });
  } catch (error) {
    throw deadline.passed() ? deadline.reason() : error;
  } finally {
    deadline.clear();
  }
}

async function encodeStream(
  storage: Storage,
  postId: number,
  input: () => Promise<string>,
  claimed: SourceInfo,
  options: StreamOptions,
): Promise<StoredRendition[]> {
  let source = claimed;
  const ladder = planLadder(source.width, source.height);
  const weights = ladder.map((r) => r.width * r.height);
  const total = weights.reduce((a, b) => a + b, 0);
  const report = (percent: number) => options.onProgress?.(Math.max(0, Math.min(100, percent)));
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `hdx-transcode-${postId}-`));
  try {
    const encoded: StoredRendition[] = [];
    let done = 0;
    for (const [index, rendition] of ladder.entries()) {
      const dir = path.join(work, renditionFolder(rendition.height));
      await fs.mkdir(dir);
      const weight = weights[index]!;
      await runFfmpeg(renditionArgs(await input(), source, rendition, dir), {
        signal: options.signal,
        onTime: (seconds) => {
          const fraction = Math.min(1, seconds / source.durationSeconds);
          report(((done + weight * fraction) / total) * RENDITIONS_SHARE);
        },
      });
      encoded.push(await storeRendition(storage, postId, dir, rendition));
      done += weight;
      // The first rendition says how much of the source really decodes: the rest follows that.
      if (index === 0) source = { ...source, durationSeconds: decodedDuration(source, encoded[0]!.durationSeconds) };
    }
    const stills = { storage, postId, source, dir: work, signal: options.signal };
    await storePoster(stills, await input());
    await storeStoryboard(stills, await input());
    report(98);
    await options.beforeMaster?.();
    await storage.put(
      hlsMasterKey(postId),
      Buffer.from(masterPlaylist(encoded, source.hasAudio)),
      'application/vnd.apple.mpegurl',
    );
    return encoded;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Removes a post's HLS output (the post is deleted). */
export async function removeStream(deps: Pick<AppDeps, 'storage'>, postId: number): Promise<void> {
  const keys: string[] = [];
  for await (const object of deps.storage.list(`${hlsFolder(postId)}/`)) keys.push(object.key);
  for (const key of keys) await deps.storage.delete(key);
}
