import { useEffect, useRef, useState } from 'react';
import type { MomentRequest } from '../../lib/chapter-seek';
import { PaidStreamPlayer } from '../player/paid-stream-player';
import type { FramePlayerData } from '../player/frame-data';
import { PosterPlayButton } from '../shared/poster-play-button';
import type { PlaybackView } from './stores/cart';
import { RenewalClock, type ResumePoint } from './video-renewal';

export interface PaidVideoPlayerProps {
  playback: PlaybackView | null;
  title: string;
  poster: string;
  /** The name of the play button over the poster. */
  playLabel: string;
  /** Asks the API for the playback again (a fresh signed address). */
  onRenew: () => void;
  /** The full player's labels and the post's timeline: with them, a transcoded stream plays in it. */
  player?: FramePlayerData | undefined;
  /** Each caption language's label; the tracks themselves come with the playback answer. */
  captionLabels?: Record<string, string> | undefined;
  /** A moment asked for before the full stream's player started (`play`: a click, not `?t=`). */
  moment?: (MomentRequest & { play: boolean }) | null | undefined;
}

/** The captions the playback answer gives (signed for this viewer when the post is paid), labelled. */
const captionTracks = (playback: PlaybackView | null, labels: Record<string, string> | undefined) =>
  (playback?.captions ?? []).map((caption) => ({ ...caption, label: labels?.[caption.lang] ?? caption.lang }));

/**
 * The post's video: the full one or the preview. A signed address lasts minutes: it is
 * renewed before it lapses while the video plays (or on the next play), and after a
 * refused request; the new address starts where the viewer was, playing if it was.
 */
export function PaidVideoPlayer(props: PaidVideoPlayerProps) {
  const { playback, player } = props;
  if (playback?.access === 'full' && playback.hlsUrl && player)
    return (
      <PaidStreamPlayer
        hlsUrl={playback.hlsUrl}
        storyboardUrl={playback.storyboardUrl}
        title={props.title}
        poster={props.poster}
        playLabel={props.playLabel}
        player={player}
        captions={captionTracks(playback, props.captionLabels)}
        expiresInSeconds={playback.expiresInSeconds}
        onRenew={props.onRenew}
        moment={props.moment ?? null}
      />
    );
  return <ProgressivePlayer {...props} />;
}

/** The MP4 (full or preview) in the browser's own player. */
function ProgressivePlayer({
  playback,
  title,
  poster,
  playLabel,
  onRenew,
  captionLabels,
  moment,
}: PaidVideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const resume = useRef<ResumePoint | null>(null);
  const playingNow = useRef(false);
  const lastTime = useRef(0);
  const retriedSrc = useRef<string | null>(null);
  const startedAt = useRef(false);
  const full = playback?.access === 'full';
  const src = full ? playback.videoUrl : (playback?.previewUrl ?? null);

  const clock = useRef<RenewalClock | null>(null);

  const expiresIn = full ? playback.expiresInSeconds : null;
  useEffect(() => {
    if (!src || !expiresIn) return;
    const renewal = new RenewalClock(() => {
      resume.current = { time: video.current?.currentTime || lastTime.current, playing: playingNow.current };
      onRenew();
    });
    clock.current = renewal;
    renewal.start(expiresIn, () => playingNow.current);
    return () => {
      renewal.stop();
      clock.current = null;
    };
  }, [src, expiresIn, onRenew]);

  if (!src)
    return <img src={poster} alt="" width={960} height={540} className="aspect-video w-full object-cover opacity-60" />;

  const onLoadedMetadata = () => {
    const element = video.current;
    const point = resume.current;
    // `?t=` (the page's seek ran before this video existed): the first load starts there.
    if (element && !point && moment && !startedAt.current) {
      startedAt.current = true;
      element.currentTime = moment.seconds;
    }
    if (!element || !point) return;
    resume.current = null;
    if (point.time > 0) element.currentTime = point.time;
    if (point.playing) element.play().catch(() => undefined);
  };
  const onError = () => {
    // Once per address: a fresh one that fails too is not asked for again and again.
    if (!expiresIn || retriedSrc.current === src) return;
    retriedSrc.current = src;
    resume.current = { time: lastTime.current, playing: playingNow.current };
    onRenew();
  };

  const playFromPoster = () => {
    setStarted(true);
    video.current?.focus();
    video.current?.play().catch(() => setStarted(false));
  };

  return (
    <div className="relative">
      {/* Captions come with the playback answer (a preview's are cut to its seconds); the title labels it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={video}
        controls
        preload="metadata"
        poster={poster}
        width={960}
        height={540}
        playsInline
        className="aspect-video w-full"
        aria-label={title}
        data-access={playback?.access}
        src={src}
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={() => (lastTime.current = video.current?.currentTime ?? lastTime.current)}
        onPlay={() => {
          setStarted(true);
          playingNow.current = true;
          clock.current?.playing();
        }}
        onPause={() => (playingNow.current = false)}
        onEnded={() => (playingNow.current = false)}
        onError={onError}
      >
        {captionTracks(playback, captionLabels).map((caption) => (
          <track key={caption.lang} kind="subtitles" src={caption.url} srcLang={caption.lang} label={caption.label} />
        ))}
      </video>
      {!started && <PosterPlayButton label={playLabel} onPlay={playFromPoster} />}
    </div>
  );
}
