import { fill, formatMoney, formatNumber } from '../../../lib/format';
import { useStrings } from '../strings';
import type { Stats } from './stats-types';

function Card({ label, value, detail }: { label: string; value: number; detail?: string }) {
  const { locale } = useStrings();
  return (
    <div className="rounded border border-stone-300 bg-white p-1">
      <dt className="text-sm text-steel">{label}</dt>
      <dd className="font-serif text-2xl font-bold tabular-nums">{formatNumber(value, locale)}</dd>
      {detail && <dd className="text-xs text-steel">{detail}</dd>}
    </div>
  );
}

/** The counts of the home screen, as cards. */
export function HomeFigures({ counts }: { counts: Stats['counts'] }) {
  const strings = useStrings();
  const t = strings.home;
  return (
    <section aria-labelledby="figures-title" className="mb-2">
      <h2 id="figures-title" className="sr-only">
        {t.counts}
      </h2>
      <dl className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-6">
        <Card label={t.users} value={counts.users} detail={fill(t.admins, { count: counts.admins })} />
        <Card label={t.posts} value={counts.posts} />
        <Card label={t.views} value={counts.views} />
        <Card
          label={t.likes}
          value={counts.likes}
          detail={`${t.ratings}: ${formatNumber(counts.ratings, strings.locale)}`}
        />
        <Card
          label={t.sales}
          value={counts.sales}
          detail={`${t.revenue}: ${formatMoney(counts.revenue, strings.locale)}`}
        />
        <Card
          label={t.library}
          value={counts.postTypes + counts.weapons + counts.masterHistories + counts.manuscripts + counts.techniques}
          detail={fill(t.libraryDetail, {
            postTypes: counts.postTypes,
            weapons: counts.weapons,
            masterHistories: counts.masterHistories,
            manuscripts: counts.manuscripts,
            techniques: counts.techniques,
            publicities: counts.publicities,
          })}
        />
      </dl>
    </section>
  );
}
