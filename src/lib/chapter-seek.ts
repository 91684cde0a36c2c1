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

/**
 * Starts the post's video at `?t=` and turns the chapter links (data-seek) into jumps
 * within the playing video; without a playable video (or a script) they stay links to
 * /videos/{id}?t=, which start there.
 */
export function startChapterSeek(): void {
  const video = document.querySelector<HTMLVideoElement>('[data-video-frame] video');
  if (!video) return;
  const start = startSecondsOf(location.search);
  if (start !== null && start > 0) seek(video, start);
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-seek]')];
  followChapters(video, links.filter((link) => link.hasAttribute('data-chapter')));
  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      const seconds = Number(link.dataset.seek);
      seek(video, seconds);
      video.play().catch(() => undefined);
      history.replaceState(history.state, '', link.href);
    });
  }
}
