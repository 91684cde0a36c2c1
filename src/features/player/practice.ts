/**
 * The practice tools fencers study a play with, on a plain HTMLVideoElement (no player
 * library): one-frame steps, an A–B loop and the resume point. Kept apart from the
 * player's markup so each is tested alone.
 */

/** One frame until the stream's own rate is measured (FrameClock): the common PAL rate. */
export const FRAME_SECONDS = 1 / 25;

/** A step pauses first, then moves `frames` frames of `frameSeconds` each, within the video. */
export function stepFrame(video: HTMLVideoElement, frames: number, frameSeconds = FRAME_SECONDS): void {
  video.pause();
  const duration = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = Math.min(duration, Math.max(0, video.currentTime + frames * frameSeconds));
}

/** Frame-to-frame media-time gaps to collect before trusting their median. */
const FRAME_SAMPLES = 9;

/**
 * The stream's real frame duration, measured while it plays at normal speed or slower:
 * the media time between two consecutive presented frames (requestVideoFrameCallback).
 * No stored frame rate is needed, so a stream transcoded at any rate steps by its own frames;
 * until the first measure (or in a browser without the callback) a frame is 1/25 s.
 */
export class FrameClock {
  seconds = FRAME_SECONDS;

  constructor(video: HTMLVideoElement, onMeasured: (framesPerSecond: number) => void = () => undefined) {
    if (typeof video.requestVideoFrameCallback !== 'function') return;
    const gaps: number[] = [];
    let last: { mediaTime: number; frames: number } | null = null;
    const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
      if (last && frame.presentedFrames - last.frames === 1 && video.playbackRate <= 1) {
        const gap = frame.mediaTime - last.mediaTime;
        if (gap > 0 && gap < 0.5) gaps.push(gap);
      }
      last = { mediaTime: frame.mediaTime, frames: frame.presentedFrames };
      if (gaps.length < FRAME_SAMPLES) {
        video.requestVideoFrameCallback(onFrame);
        return;
      }
      gaps.sort((a, b) => a - b);
      this.seconds = gaps[Math.floor(gaps.length / 2)]!;
      onMeasured(1 / this.seconds);
    };
    video.requestVideoFrameCallback(onFrame);
  }
}

/** A–B loop: once both ends are set (A before B), playback past B jumps back to A. */
export class AbLoop {
  start: number | null = null;
  end: number | null = null;
  private readonly video: HTMLVideoElement;
  private readonly onChange: (loop: AbLoop) => void;

  constructor(video: HTMLVideoElement, onChange: (loop: AbLoop) => void) {
    this.video = video;
    this.onChange = onChange;
    video.addEventListener('timeupdate', () => this.keepInside());
  }

  get active(): boolean {
    return this.start !== null && this.end !== null && this.end > this.start;
  }

  setStart(): void {
    this.start = this.video.currentTime;
    if (this.end !== null && this.end <= this.start) this.end = null;
    this.onChange(this);
  }

  setEnd(): void {
    const time = this.video.currentTime;
    if (this.start === null || time <= this.start) return;
    this.end = time;
    this.video.currentTime = this.start;
    this.onChange(this);
  }

  /** Both ends at once (a chapter's start and end), playing from A. */
  set(start: number, end: number): void {
    if (!(end > start)) return;
    this.start = start;
    this.end = end;
    this.video.currentTime = start;
    this.onChange(this);
  }

  clear(): void {
    this.start = null;
    this.end = null;
    this.onChange(this);
  }

  private keepInside(): void {
    if (this.active && this.video.currentTime >= this.end!) this.video.currentTime = this.start!;
  }
}

const RESUME_PREFIX = 'hdx-resume:';
/** Not worth resuming: the first seconds, or the last ones (the video was watched to the end). */
const RESUME_MARGIN_SECONDS = 3;

/** Where the viewer stopped this post's video last time (localStorage), or null. */
export function resumePoint(postId: number, duration: number): number | null {
  let saved: number;
  try {
    saved = Number(localStorage.getItem(`${RESUME_PREFIX}${postId}`));
  } catch {
    return null;
  }
  if (!Number.isFinite(saved) || saved < RESUME_MARGIN_SECONDS) return null;
  if (Number.isFinite(duration) && saved > duration - RESUME_MARGIN_SECONDS) return null;
  return saved;
}

/** Keeps the playing position per post, at most every 2 s while playing, on pause and after a seek; forgets it at the end. */
export function rememberPosition(video: HTMLVideoElement, postId: number): void {
  const key = `${RESUME_PREFIX}${postId}`;
  let last = 0;
  const save = (force: boolean) => {
    const now = Date.now();
    if (!force && now - last < 2000) return;
    last = now;
    try {
      localStorage.setItem(key, String(Math.floor(video.currentTime * 10) / 10));
    } catch {
      // Private mode or a full quota: the position is just not kept.
    }
  };
  video.addEventListener('timeupdate', () => save(false));
  video.addEventListener('pause', () => save(true));
  video.addEventListener('seeked', () => save(true));
  video.addEventListener('ended', () => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to forget.
    }
  });
}
