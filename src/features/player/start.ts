import { fitToVideo } from './aspect';
import type { FramePlayerData } from './frame-data';

const upgraded = new WeakMap<HTMLVideoElement, Promise<void>>();

/**
 * Loads the full player (media-chrome, hls.js: ~150 kB gzip) only now, when the visitor
 * plays, and turns the page's <video> into it; the video then plays from where it was.
 */
export function upgradeAndPlay(video: HTMLVideoElement, data: FramePlayerData): Promise<void> {
  let job = upgraded.get(video);
  if (!job) {
    job = import('./free-player').then(({ upgradeFreeVideo }) => upgradeFreeVideo(video, data));
    upgraded.set(video, job);
  }
  return job.then(() => video.play());
}

/** The player data of the page's video frame, or null without one. */
export function framePlayerData(frame: HTMLElement): FramePlayerData | null {
  const raw = frame.dataset.playerOptions;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as FramePlayerData;
  } catch {
    return null;
  }
}

/**
 * The free post's video: a play from the native controls (or a chapter link) before the
 * poster button was used upgrades it too; the poster button itself is wired by lib/poster-play.
 */
export function startPlayer(): void {
  for (const frame of document.querySelectorAll<HTMLElement>('[data-video-frame][data-player-options]')) {
    const video = frame.querySelector('video');
    const data = framePlayerData(frame);
    if (!video || !data) continue;
    fitToVideo(video);
    const onPlay = () => {
      if (upgraded.has(video)) return;
      video.pause();
      void upgradeAndPlay(video, data).catch(() => undefined);
    };
    video.addEventListener('play', onPlay);
  }
}

/** The poster button's play (lib/poster-play): the full player when the frame has its data. */
export function playFrame(frame: HTMLElement, video: HTMLVideoElement): Promise<void> {
  const data = framePlayerData(frame);
  return data ? upgradeAndPlay(video, data) : video.play();
}
