/**
 * The player takes the video's own shape (a portrait phone clip is tall, not boxed into
 * 16:9), no taller than most of the screen: the frame is drawn 16:9 until the video's
 * size is known, then follows it. The video keeps its full width; a clip taller than the
 * limit is letterboxed at the sides.
 */
const MAX_HEIGHT = '80svh';

export function fitToVideo(video: HTMLVideoElement, box: HTMLElement | null = null): void {
  const fit = () => {
    if (!video.videoWidth || !video.videoHeight) return;
    video.style.aspectRatio = `${video.videoWidth} / ${video.videoHeight}`;
    video.style.maxHeight = MAX_HEIGHT;
    video.dataset.aspect = (video.videoWidth / video.videoHeight).toFixed(3);
    if (box) box.style.aspectRatio = 'auto';
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) fit();
  video.addEventListener('loadedmetadata', fit);
}
