import { requestChapterLoop } from './chapter-loop';

/** `?t=42` (seconds, also `42s`): where the page's video starts; null without one. */
export function startSecondsOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  const match = raw?.match(/^(\d{1,6})s?$/);
  return match ? Number(match[1]) : null;
}

function seek(video: HTMLVideoElement, seconds: number): void {
  const jump = () => {
    video.currentTime = Number.isFinite(video.duration) ? Math.min(seconds, Math.max(0, video.duration - 0.5)) : seconds;
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) jump();
  else {
    video.addEventListener('loadedmetadata', jump, { once: true });
    if (video.preload === 'none') {
      video.preload = 'metadata';
      video.load();
    }
  }
}

/** Marks the chapter being played (aria-current) in the chapter list. */
function followChapters(video: HTMLVideoElement, chapters: HTMLAnchorElement[]): void {
  const update = () => {
    let current: HTMLAnchorElement | undefined;
    for (const link of chapters) if (Number(link.dataset.seek) <= video.currentTime) current = link;
    for (const link of chapters) {
      if (link === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  video.addEventListener('timeupdate', update);
  video.addEventListener('seeked', update);
}

/** The video on the page now: the free one, a paid preview, or a paid stream once it plays. */
const pageVideo = () => document.querySelector<HTMLVideoElement>('[data-video-player] video');

/**
 * A moment asked for (a chapter, a loop, `?t=`) is first offered to the page's paid player
 * (features/commerce/post-purchase) as a cancelable event: it takes it (starts its stream there,
 * or says the moment is in the paid part) by cancelling it; otherwise the page's video seeks.
 */
export const MOMENT_EVENT = 'hdx-moment';
export interface MomentRequest {
  seconds: number;
  /** Loop to this second (Infinity: the end) at this speed. */
  loop?: { end: number; rate: number };
}

function goTo(request: MomentRequest): void {
  const taken = !window.dispatchEvent(new CustomEvent<MomentRequest>(MOMENT_EVENT, { detail: request, cancelable: true }));
  const video = pageVideo();
  if (taken || !video) return;
  if (request.loop) {
    // Both: loading the video (a first play) resets the rate to the default one.
    video.defaultPlaybackRate = request.loop.rate;
    video.playbackRate = request.loop.rate;
    requestChapterLoop(video, request.seconds, request.loop.end);
  }
  seek(video, request.seconds);
  video.play().catch(() => undefined);
}

const plainClick = (event: MouseEvent) => !(event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0);

/**
 * Starts the post's video at `?t=` and turns the chapter links (data-seek) into jumps
 * within whichever player is on the page; without a script they stay links to
 * /videos/{id}?t=, which start there. A chapter's loop buttons loop the player over it.
 */
export function startChapterSeek(): void {
  const video = pageVideo();
  const start = startSecondsOf(location.search);
  if (video && start !== null && start > 0) seek(video, start);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-seek]')];
  if (video) followChapters(video, links.filter((link) => link.hasAttribute('data-chapter')));
  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      goTo({ seconds: Number(link.dataset.seek) });
      history.replaceState(history.state, '', link.href);
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-loop-chapter]')) {
    button.addEventListener('click', () => {
      const end = button.dataset.end ? Number(button.dataset.end) : Infinity;
      goTo({ seconds: Number(button.dataset.start), loop: { end, rate: Number(button.dataset.rate) || 1 } });
    });
  }
}
