/** Storyboard thumbnails: one every few seconds, at most this many, tiled in rows of COLUMNS. */
const MAX_TILES = 200;
export const STORYBOARD_COLUMNS = 10;
export const THUMB_WIDTH = 160;

export interface StoryboardPlan {
  intervalSeconds: number;
  count: number;
  columns: number;
  rows: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** A thumbnail every 2 s for short videos, 5 s up to 10 min, then spaced to stay within MAX_TILES. */
export function planStoryboard(durationSeconds: number, sourceWidth: number, sourceHeight: number): StoryboardPlan {
  const base = durationSeconds <= 120 ? 2 : durationSeconds <= 600 ? 5 : 10;
  const intervalSeconds = Math.max(base, Math.ceil(durationSeconds / MAX_TILES));
  const count = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
  const columns = Math.min(STORYBOARD_COLUMNS, count);
  return {
    intervalSeconds,
    count,
    columns,
    rows: Math.ceil(count / columns),
    thumbWidth: THUMB_WIDTH,
    thumbHeight: Math.max(2, Math.round((THUMB_WIDTH * sourceHeight) / sourceWidth / 2) * 2),
  };
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** The WebVTT thumbnail track: one cue per tile, pointing into the sprite with #xywh. */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number, sprite = 'storyboard.jpg'): string {
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < plan.count; i += 1) {
    const start = i * plan.intervalSeconds;
    const end = Math.min(durationSeconds, start + plan.intervalSeconds);
    const x = (i % plan.columns) * plan.thumbWidth;
    const y = Math.floor(i / plan.columns) * plan.thumbHeight;
    cues.push(
      `${timestamp(start)} --> ${timestamp(Math.max(end, start + 0.001))}`,
      `${sprite}#xywh=${x},${y},${plan.thumbWidth},${plan.thumbHeight}`,
      '',
    );
  }
  return cues.join('\n');
}
