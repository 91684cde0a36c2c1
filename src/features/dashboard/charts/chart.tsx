import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export type UPlotClass = typeof uPlot;
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

interface Props {
  title: string;
  /** Read by screen readers instead of the canvas. */
  summary: string;
  data: uPlot.AlignedData;
  /** Built once uPlot is loaded (bar paths need the class). */
  options: (UPlot: UPlotClass) => ChartOptions;
  height?: number;
}

/**
 * A uPlot chart sized to its container; uPlot itself loads with the first chart. Where it cannot
 * be drawn (its module failed to load, or threw, as uPlot does at load in a browser whose language
 * tag Intl refuses, such as Chromium's `en-US@posix` under LANG=C), the summary is shown instead.
 */
export function Chart({ title, summary, data, options, height = 220 }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    import('uplot')
      .then(({ default: UPlot }) => {
        const element = host.current;
        if (!live || !element) return;
        chart = new UPlot({ ...options(UPlot), width: element.clientWidth, height }, data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, options, height]);

  return (
    <figure className="min-w-0 rounded border border-stone-300 bg-white p-1">
      <figcaption className="mb-0.5 font-semibold">{title}</figcaption>
      {failed && <p data-chart-failed>{summary}</p>}
      <div
        hidden={failed}
        ref={host}
        role="img"
        aria-label={`${title}: ${summary}`}
        className="w-full"
        style={{ minHeight: height }}
        data-chart={title}
      />
    </figure>
  );
}
