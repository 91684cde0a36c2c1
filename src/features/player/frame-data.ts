import type { PlayerTexts } from './texts';

/** What the post page writes on its video frame for the player (components/video-player.astro). */
export interface FramePlayerData {
  postId: number;
  locale: string;
  texts: PlayerTexts;
  /** The post's stream when the build knew it ready; null: play the MP4. */
  hlsUrl: string | null;
  /** The page did not know of a ready stream when it was rendered: ask the playback route on play. */
  askStream: boolean;
  chapters: { startSeconds: number; title: string }[];
}
