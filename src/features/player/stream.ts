import Hls, { ErrorTypes, Events } from 'hls.js/light';
import { RenditionList } from './renditions';

/** How the video plays: hls.js over Media Source, the browser's own HLS, or the progressive MP4. */
type Engine = 'hls.js' | 'native' | 'progressive';

export interface StreamHandle {
  engine: Engine;
  /** A fresh address of the same stream (a paid one's signatures renewed), from where the viewer is. */
  replace(url: string): void;
  destroy(): void;
}

/**
 * Attaches an HLS stream to the video from `startAt`: hls.js where Media Source exists (its
 * levels feed the quality menu through `video.videoRenditions`), else the browser's native
 * HLS (Safari), else nothing (the MP4 stays). `onRefused`: a paid stream's address lapsed
 * or was refused (4xx on a playlist or segment): the caller renews it, once per address.
 */
export function attachStream(
  video: HTMLVideoElement,
  url: string,
  startAt: number,
  onRefused: () => void,
): StreamHandle | null {
  if (Hls.isSupported()) {
    const renditions = new RenditionList((index) => (hls.currentLevel = index));
    Object.defineProperty(video, 'videoRenditions', { value: renditions, configurable: true });
    // The ESM build transmuxes on the page's thread (no blob: worker), so the strict CSP holds as it is.
    const hls = new Hls({ startPosition: startAt, capLevelToPlayerSize: false });
    hls.on(Events.MANIFEST_PARSED, (_, data) => {
      renditions.replace(
        data.levels.map((level, index) => ({
          id: String(index),
          width: level.width,
          height: level.height,
          bitrate: level.bitrate,
        })),
      );
      // The player's quality select listens for this on the video.
      video.dispatchEvent(new Event('renditionschange'));
    });
    hls.on(Events.ERROR, (_, data) => {
      const status = data.response?.code ?? 0;
      if (data.type === ErrorTypes.NETWORK_ERROR && status >= 400 && status < 500) onRefused();
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    video.dataset.engine = 'hls.js';
    return {
      engine: 'hls.js',
      replace(next) {
        const playing = !video.paused;
        hls.config.startPosition = video.currentTime;
        hls.loadSource(next);
        if (playing) void video.play().catch(() => undefined);
      },
      destroy: () => hls.destroy(),
    };
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    const load = (next: string, at: number) => {
      const playing = !video.paused;
      video.src = next;
      video.addEventListener(
        'loadedmetadata',
        () => {
          if (at > 0) video.currentTime = at;
          if (playing) void video.play().catch(() => undefined);
        },
        { once: true },
      );
    };
    load(url, startAt);
    // A lapsed or refused signed address surfaces as a media error here (no status to read).
    video.addEventListener('error', onRefused);
    video.dataset.engine = 'native';
    return { engine: 'native', replace: (next) => load(next, video.currentTime), destroy: () => undefined };
  }
  return null;
}
