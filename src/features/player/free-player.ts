import type { Playback } from '../../contract';
import { call } from '../../lib/api/client';
import { enhance } from './enhance';
import type { FramePlayerData } from './frame-data';

/** A free stream's storyboard sits beside its master playlist (public, like the stream). */
const storyboardOf = (hlsUrl: string) => hlsUrl.replace(/master\.m3u8$/, 'storyboard.vtt');

async function streamUrl(data: FramePlayerData): Promise<string | null> {
  if (data.hlsUrl || !data.askStream) return data.hlsUrl;
  const answer = await call<Playback>('GET', `/posts/${data.postId}/playback`);
  return answer.ok ? answer.data.hlsUrl : null;
}

/** The free post page's video as the full player, with its HLS stream when it has one. */
export async function upgradeFreeVideo(video: HTMLVideoElement, data: FramePlayerData): Promise<void> {
  const hlsUrl = await streamUrl(data).catch(() => null);
  enhance(video, {
    postId: data.postId,
    locale: data.locale,
    texts: data.texts,
    hlsUrl,
    storyboardUrl: hlsUrl ? storyboardOf(hlsUrl) : null,
    chapters: data.chapters,
  });
}
