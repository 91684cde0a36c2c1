import { useEffect, useRef, useState } from 'react';
import { requestChapterLoop } from '../../lib/chapter-loop';
import type { MomentRequest } from '../../lib/chapter-seek';
import { RenewalClock } from '../commerce/video-renewal';
import { PosterPlayButton } from '../shared/poster-play-button';
import type { Player } from './enhance';
import type { FramePlayerData } from './frame-data';

export interface PaidStreamPlayerProps {
  /** The master playlist signed for this viewer (renewed: a new address, same stream). */
  hlsUrl: string;
  /** Its thumbnail track, signed likewise. */
  storyboardUrl: string | null;
  title: string;
  poster: string;
  playLabel: string;
  /** The post's labels and timeline, as the free player gets them. */
  player: FramePlayerData;
  captions: { lang: string; url: string; label: string }[];
  /** Seconds the signed addresses last from the answer that gave them. */
  expiresInSeconds: number | null;
  /** Asks the API for the playback again (fresh signed addresses). */
  onRenew: () => void;
  /** A moment asked for before the player started (a chapter, a loop, `?t=`): `play` starts it there at once. */
  moment?: (MomentRequest & { play: boolean }) | null;
}

/**
 * A bought (or own) paid video's HLS stream: the poster until play, then the full player
 * (features/player/enhance, loaded only then) on a <video> this component does not render
 * itself (media-chrome moves it into its controller). A renewed address replaces the
 * stream's from where the viewer is.
 */
export function PaidStreamPlayer({
  hlsUrl,
  storyboardUrl,
  title,
  poster,
  playLabel,
  player,
  captions,
  expiresInSeconds,
  onRenew,
  moment = null,
}: PaidStreamPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<Player | null>(null);
  const [started, setStarted] = useState(false);
  const latest = useRef(hlsUrl);

  const playing = useRef(false);
  const clock = useRef<RenewalClock | null>(null);
  const videoElement = useRef<HTMLVideoElement | null>(null);

  // A caption track not loaded yet (another language chosen later) would fetch its lapsed
  // signed address: each renewal gives it the new one.
  useEffect(() => {
    for (const track of videoElement.current?.querySelectorAll('track[kind="subtitles"]') ?? []) {
      const element = track as HTMLTrackElement;
      const fresh = captions.find((caption) => caption.lang === element.srclang);
      if (fresh && element.readyState !== HTMLTrackElement.LOADED && element.getAttribute('src') !== fresh.url)
        element.src = fresh.url;
    }
  }, [captions]);

  useEffect(() => {
    if (latest.current === hlsUrl) return;
    latest.current = hlsUrl;
    instance.current?.replaceSource(hlsUrl);
  }, [hlsUrl]);

  // Renewed before the signatures lapse while it plays, or at the next play (an idle page asks for nothing).
  useEffect(() => {
    if (!expiresInSeconds) return;
    const renewal = new RenewalClock(onRenew);
    clock.current = renewal;
    renewal.start(expiresInSeconds, () => playing.current);
    return () => {
      renewal.stop();
      clock.current = null;
    };
  }, [hlsUrl, expiresInSeconds, onRenew]);

  const play = async (from: MomentRequest | null = moment) => {
    setStarted(true);
    const { enhance } = await import('./enhance');
    const frame = host.current;
    if (!frame || instance.current) return;
    const video = document.createElement('video');
    video.poster = poster;
    video.width = 960;
    video.height = 540;
    video.playsInline = true;
    video.className = 'aspect-video w-full';
    video.setAttribute('aria-label', title);
    video.dataset.access = 'full';
    videoElement.current = video;
    video.addEventListener('play', () => {
      playing.current = true;
      clock.current?.playing();
    });
    video.addEventListener('pause', () => (playing.current = false));
    frame.append(video);
    if (from?.loop) {
      video.defaultPlaybackRate = from.loop.rate;
      video.playbackRate = from.loop.rate;
      requestChapterLoop(video, from.seconds, from.loop.end);
    }
    const url = latest.current;
    instance.current = enhance(video, {
      postId: player.postId,
      locale: player.locale,
      texts: player.texts,
      hlsUrl: url,
      storyboardUrl,
      chapters: player.chapters,
      captions,
      ...(from ? { startAt: from.seconds } : {}),
      renew: () => {
        onRenew();
        return Promise.resolve(null);
      },
    });
    await video.play().catch(() => undefined);
  };

  // A chapter clicked before the first play starts the stream there.
  useEffect(() => {
    if (moment?.play && !instance.current) void play(moment);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new moment, not a new play(), starts it
  }, [moment]);

  return (
    <div className="relative" data-video-frame data-stream>
      <div ref={host} />
      {!started && (
        <>
          <img src={poster} alt="" width={960} height={540} className="aspect-video w-full object-cover" />
          <PosterPlayButton label={playLabel} onPlay={() => void play()} />
        </>
      )}
    </div>
  );
}
