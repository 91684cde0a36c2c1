/**
 * A chapter's "loop" asks the page's player to loop from the chapter's start to its end
 * (Infinity: the video's end). The request waits on the <video> until the player takes it,
 * so one made before the full player loaded is not lost.
 */
export const LOOP_EVENT = 'hdx-chapter-loop';

export function requestChapterLoop(video: HTMLVideoElement, start: number, end: number): void {
  video.dataset.chapterLoop = `${start}/${end}`;
  video.dispatchEvent(new Event(LOOP_EVENT));
}

/** The pending loop request, taken (a second read gives null). */
export function chapterLoopRequest(video: HTMLVideoElement): { start: number; end: number } | null {
  const raw = video.dataset.chapterLoop;
  if (!raw) return null;
  delete video.dataset.chapterLoop;
  const [start, end] = raw.split('/').map(Number);
  return start !== undefined && end !== undefined && Number.isFinite(start) && end > start ? { start, end } : null;
}
