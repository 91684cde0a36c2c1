/** The toast variants (shared by the toast API and the mounted Toaster). */
export type ToastKind = 'success' | 'error' | 'info' | 'message';

/** Spec §9: 3 visible, auto-close 4000 ms, bottom-right, gap 14 px, width 356 px, swipe-dismiss 20 px. */
export const TOAST_SETTINGS = {
  visibleToasts: 3,
  duration: 4000,
  position: 'bottom-right',
  gap: 14,
  widthPx: 356,
  swipeThresholdPx: 20,
} as const;

/** Whether a swipe of (dx, dy) pixels dismisses a bottom-right toast (towards the right or the bottom). */
export function isDismissingSwipe(dx: number, dy: number): boolean {
  const threshold = TOAST_SETTINGS.swipeThresholdPx;
  return Math.abs(dx) >= Math.abs(dy) ? dx >= threshold : dy >= threshold;
}
