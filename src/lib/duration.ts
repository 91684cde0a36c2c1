import { isoDuration } from './format';

/** A video's length as a clock: '0:06', '12:34', '1:02:03'. */
export function clockDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What a card's duration badge shows: the clock and its ISO form for <time>, or null without a duration. */
export function durationBadge(seconds: number | null): { clock: string; iso: string } | null {
  const iso = seconds === null ? undefined : isoDuration(seconds);
  return seconds === null || iso === undefined || seconds <= 0 ? null : { clock: clockDuration(seconds), iso };
}
