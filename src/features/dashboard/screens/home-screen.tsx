import { useEffect, useId, useState } from 'react';
import { failureMessage } from '../../../lib/api/messages';
import { apiSignedIn } from '../../../lib/api/signed-in';
import { LoadingScreen } from '../loading-screen';
import { useStrings } from '../strings';
import { fill } from '../../../lib/format';
import { HomeCharts } from './home-charts';
import { HomeFigures } from './home-figures';
import { TopPosts } from './top-posts';
import { PERIODS, type Stats } from './stats-types';

/** /dashboard: counts, views and sales over time, top posts. */
export default function HomeScreen() {
  const strings = useStrings();
  const t = strings.home;
  const periodId = useId();
  const [days, setDays] = useState<number>(30);
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiSignedIn('GET /stats', { query: { days }, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setStats(result.data);
          setError(null);
        } else {
          setError(
            fill(t.loadFailed, { error: failureMessage(t.loadAction, result, 'detail', strings.toast.networkError) }),
          );
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [days, t.loadFailed, t.loadAction, strings.toast.networkError]);

  return (
    <section aria-labelledby="screen-title">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-1">
        <h1 id="screen-title" className="font-serif text-2xl font-bold">
          {t.title}
        </h1>
        <div className="flex items-center gap-1">
          <label htmlFor={periodId} className="text-sm font-semibold">
            {t.period}
          </label>
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="rounded border border-stone-400 bg-white px-1 py-0.5"
          >
            {PERIODS.map((count) => (
              <option key={count} value={count}>
                {fill(t.days, { count })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded border border-blood bg-red-50 p-1 text-blood">
          {error}
        </p>
      )}
      {!stats && !error && <LoadingScreen />}
      {stats && (
        <>
          <HomeFigures counts={stats.counts} />
          <HomeCharts stats={stats} />
          <TopPosts posts={stats.topPosts} />
        </>
      )}
    </section>
  );
}
