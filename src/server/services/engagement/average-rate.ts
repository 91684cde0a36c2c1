/** Average of half-star ratings, as stars rounded to one decimal (0 when unrated). */
export function averageRate(halvesSum: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((halvesSum / count / 2) * 10) / 10;
}
