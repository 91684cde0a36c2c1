const DAY_MS = 86_400_000;

/** The UTC calendar days of the last `days` days, oldest first, ending today ("YYYY-MM-DD"). */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One value per day in `days`, zero where `rows` has none. */
export function fillDays<T extends { day: string }, V>(
  days: string[],
  rows: T[],
  pick: (row: T | undefined) => V,
): V[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => pick(byDay.get(day)));
}
