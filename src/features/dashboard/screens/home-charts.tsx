import { useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart } from '../charts/chart';
import { dayToSeconds, salesOptions, topOptions, viewsOptions } from '../charts/chart-options';
import { fillIn, formatMoney } from '../../../lib/format';
import { useStrings } from '../strings';
import type { Stats } from './stats-types';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Views and sales over time, and the top posts, as uPlot charts. */
export function HomeCharts({ stats }: { stats: Stats }) {
  const strings = useStrings();
  const t = strings.home;
  const { series, topPosts } = stats;

  const x = useMemo(() => series.days.map(dayToSeconds), [series.days]);
  const viewsData = useMemo<uPlot.AlignedData>(() => [x, series.views], [x, series.views]);
  const salesData = useMemo<uPlot.AlignedData>(
    () => [x, series.sales, series.revenue],
    [x, series.sales, series.revenue],
  );
  const topData = useMemo<uPlot.AlignedData>(
    () => [topPosts.map((_, i) => i + 1), topPosts.map((post) => post.views)],
    [topPosts],
  );
  const titles = useMemo(() => topPosts.map((post) => post.title), [topPosts]);

  const { locale } = strings;
  const views = useMemo(() => viewsOptions(t.views, locale), [t.views, locale]);
  const sales = useMemo(
    () => salesOptions(t.salesSeries, t.revenueSeries, locale),
    [t.salesSeries, t.revenueSeries, locale],
  );
  const top = useMemo(() => topOptions(t.views, titles, locale), [t.views, titles, locale]);

  return (
    <div className="grid gap-1 lg:grid-cols-2">
      <Chart
        title={t.viewsChart}
        summary={fillIn(t.chartSummary, { total: sum(series.views) }, locale)}
        data={viewsData}
        options={views}
      />
      <Chart
        title={t.salesChart}
        summary={`${fillIn(t.chartSummary, { total: sum(series.sales) }, locale)}, ${formatMoney(sum(series.revenue), locale)}`}
        data={salesData}
        options={sales}
      />
      <div className="lg:col-span-2">
        <Chart title={t.topChart} summary={titles.join(', ')} data={topData} options={top} height={240} />
      </div>
    </div>
  );
}
