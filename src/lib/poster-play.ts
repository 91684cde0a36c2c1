/**
 * Makes a click (or Enter/Space) on a video's poster start it: Chromium's native controls
 * only react to their own small play button. The overlay button is rendered hidden, so
 * the page without scripts keeps the native controls alone; it shows while the video has
 * not started and goes for good at the first play, whatever started it. `play` starts it
 * (the post page's: loads the full player first, features/player/start). Each frame is then
 * marked `data-ready` (the browser tests wait on it).
 */
export function startPosterPlay(
  play: (frame: HTMLElement, video: HTMLVideoElement) => Promise<void> = (_, video) => video.play(),
): void {
  for (const frame of document.querySelectorAll<HTMLElement>('[data-video-frame]')) {
    const video = frame.querySelector('video');
    const button = frame.querySelector<HTMLButtonElement>('[data-play-video]');
    if (!video || !button) continue;
    frame.dataset.ready = 'true';
    const started = () => !video.paused || video.currentTime > 0;
    if (started()) continue;
    const hide = () => (button.hidden = true);
    video.addEventListener('play', hide, { once: true });
    button.addEventListener('click', () => {
      hide();
      video.focus();
      play(frame, video).catch(() => (button.hidden = started()));
    });
    button.hidden = false;
  }
}
