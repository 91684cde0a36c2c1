/** "m:ss", "h:mm:ss" or plain seconds, as the chapter editor's time field takes it; null when not a time. */
export function parseClock(text: string): number | null {
  const match = text.trim().match(/^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})$/);
  if (!match) return null;
  const [, h, m, s] = match;
  if ((m !== undefined && Number(s) > 59) || (h !== undefined && Number(m) > 59)) return null;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s);
}

/** Seconds as the editor shows them: "0:42", "1:02:03". */
export function formatClock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
