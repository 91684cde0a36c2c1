import type uPlot from 'uplot';
import { formatCompact, formatMoney, formatNumber } from '../../../lib/format';
import type { ChartOptions, UPlotClass } from './chart';

const INK = '#1c1917';
const BLOOD = '#9f1239';
const GOLD = '#a16207';
const GRID = { stroke: '#e7e5e4', width: 1 };

const axis = (extra: uPlot.Axis = {}): uPlot.Axis => ({ stroke: INK, grid: GRID, ticks: GRID, ...extra });

/** A count axis in the dashboard's language: 12K rather than a clipped 12,000. */
const countAxis = (locale: string): uPlot.Axis =>
  axis({ size: 56, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatCompact(v, locale) : '')) });

/** 'YYYY-MM-DD' -> uPlot time (seconds). */
export const dayToSeconds = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 1000;

/** Days are UTC days: shown as such whatever the browser's time zone. */
const utc = (UPlot: UPlotClass) => (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

export function viewsOptions(label: string, locale: string) {
  return (UPlot: UPlotClass): ChartOptions => ({
    tzDate: utc(UPlot),
    scales: { y: { range: (_u, _min, max) => [0, Math.max(5, max)] } },
    axes: [axis(), countAxis(locale)],
    series: [{}, { label, stroke: BLOOD, width: 2, fill: 'rgba(159, 18, 57, 0.12)', points: { show: false } }],
  });
}

export function salesOptions(ordersLabel: string, revenueLabel: string, locale: string) {
  return (UPlot: UPlotClass): ChartOptions => ({
    tzDate: utc(UPlot),
    scales: {
      y: { range: (_u, _min, max) => [0, Math.max(3, max)] },
      eur: { range: (_u, _min, max) => [0, Math.max(10, max)] },
    },
    axes: [
      axis(),
      countAxis(locale),
      axis({
        scale: 'eur',
        side: 1,
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => `${formatNumber(v, locale)}\u00a0€`),
      }),
    ],
    series: [
      {},
      {
        label: ordersLabel,
        stroke: GOLD,
        fill: 'rgba(161, 98, 7, 0.45)',
        paths: UPlot.paths.bars!({ size: [0.6, 24] }),
        points: { show: false },
      },
      {
        label: revenueLabel,
        scale: 'eur',
        stroke: BLOOD,
        width: 2,
        points: { show: false },
        value: (_u, v) => (v === null ? '–' : formatMoney(v, locale)),
      },
    ],
  });
}

export function topOptions(label: string, titles: string[], locale: string) {
  return (UPlot: UPlotClass): ChartOptions => ({
    scales: {
      x: { time: false, range: (_u, _min, max) => [0.4, max + 0.6] },
      y: { range: (_u, _min, max) => [0, Math.max(5, max)] },
    },
    axes: [
      axis({ values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? `#${v}` : '')) }),
      countAxis(locale),
    ],
    series: [
      { label: '#', value: (_u, v) => (v === null ? '' : `#${v} ${titles[v - 1] ?? ''}`) },
      {
        label,
        stroke: INK,
        fill: 'rgba(28, 25, 23, 0.65)',
        paths: UPlot.paths.bars!({ size: [0.6, 48] }),
        points: { show: false },
      },
    ],
  });
}
