import { HLS_KEY_PATTERN } from '../storage/types';

/** Where a post's HLS stream lives (the layout the transcoder writes; see storage/types). */
const HLS_FOLDER = 'hls';

/** The folder of a post's stream: everything the transcoder writes for it. */
export const hlsFolder = (postId: number) => `${HLS_FOLDER}/${postId}`;

export const hlsMasterKey = (postId: number) => `${hlsFolder(postId)}/master.m3u8`;

export const hlsStoryboardKey = (postId: number) => `${hlsFolder(postId)}/storyboard.vtt`;

/** The post an HLS file belongs to, or null for any other key. */
export function postIdOfHlsKey(key: string): number | null {
  const match = HLS_KEY_PATTERN.exec(key);
  return match ? Number(match[1]) : null;
}

/** Text files whose lines name other files of the stream: rewritten per request when signed. */
export const isHlsIndex = (key: string) => key.endsWith('.m3u8') || key.endsWith('.vtt');

/** The poster is shown on every post page, bought or not. */
export const isHlsPoster = (key: string) => key.endsWith('/poster.jpg');
