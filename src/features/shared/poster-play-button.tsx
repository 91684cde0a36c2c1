interface Props {
  label: string;
  /** Without it (components/video-player.astro renders the button statically), lib/poster-play wires the click. */
  onPlay?: () => void;
  /** Rendered hidden until a script shows it, so the page without scripts keeps the native controls alone. */
  hidden?: boolean;
}

/**
 * The play button over a video's poster, for the free player (components/video-player.astro)
 * and the paid one: Chromium's native controls start a video only from their own small
 * button, not from the poster.
 */
export function PosterPlayButton({ label, onPlay, hidden }: Props) {
  return (
    <button
      type="button"
      hidden={hidden}
      className="group absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      aria-label={label}
      data-play-video
      onClick={onPlay}
    >
      <span className="rounded-full bg-ink/80 p-2 group-hover:bg-blood" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" className="fill-white">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
