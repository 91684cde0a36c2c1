import { links } from '../../../lib/links';
import { formatNumber } from '../../../lib/format';
import { useStrings } from '../strings';
import type { Stats } from './stats-types';

/** The top posts chart's data as a table (names, and figures the chart does not show). */
export function TopPosts({ posts }: { posts: Stats['topPosts'] }) {
  const strings = useStrings();
  const t = strings.home;
  const f = strings.fields;
  return (
    <section aria-labelledby="top-title" className="mt-2">
      <h2 id="top-title" className="mb-1 font-serif text-xl font-bold">
        {t.topTable}
      </h2>
      <div className="overflow-x-auto rounded border border-stone-300 bg-white">
        <table className="w-full text-sm" aria-labelledby="top-title">
          <thead className="bg-stone-100 text-left">
            <tr>
              {(
                [
                  ['#', false],
                  [f.title, false],
                  [f.views, true],
                  [t.periodViews, true],
                  [f.likes, true],
                  [f.rating, true],
                ] satisfies [string, boolean][]
              ).map(([label, numeric]) => (
                <th key={label} scope="col" className={numeric ? 'px-1 py-0.5 text-right' : 'px-1 py-0.5'}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {posts.map((post, index) => (
              <tr key={post.id} className="border-t border-stone-200">
                <td className="px-1 py-0.5 text-steel">#{index + 1}</td>
                <th scope="row" className="px-1 py-0.5 text-left font-normal">
                  <a href={links.post(post.id)} target="_blank" rel="noopener" className="hover:underline">
                    {post.title}
                  </a>
                </th>
                <td className="px-1 py-0.5 text-right tabular-nums">{formatNumber(post.views, strings.locale)}</td>
                <td className="px-1 py-0.5 text-right tabular-nums">
                  {formatNumber(post.periodViews, strings.locale)}
                </td>
                <td className="px-1 py-0.5 text-right tabular-nums">{formatNumber(post.likesCount, strings.locale)}</td>
                <td className="px-1 py-0.5 text-right tabular-nums">
                  {post.rate ? formatNumber(post.rate, strings.locale, 1) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
