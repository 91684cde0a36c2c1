import type { OrderView } from './stores/cart';
import { WatchLink } from './watch-link';
import { dateLabel, type Texts } from './text';
import { fill, formatMoney } from '../../lib/format';

export interface OrderSummaryProps {
  order: OrderView;
  locale: string;
  /** market.json `order` texts, with `status` (labels) and `statusText` flattened in. */
  texts: Texts;
  statusLabels: Texts;
  watchText?: string | undefined;
}

/**
 * One order: number, status, date, lines and total, with links to watch when it is paid.
 * Rendered on the server only (no client directive): no JavaScript reaches the page.
 */
export default function OrderSummary({ order, locale, texts, statusLabels, watchText }: OrderSummaryProps) {
  const paid = order.status === 'paid';
  return (
    <article
      className="rounded-lg border border-stone-200 bg-white p-2"
      data-order={order.id}
      data-status={order.status}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-1">
        <h2 className="font-serif text-xl font-bold">{fill(texts.title, { id: order.id })}</h2>
        <span
          className={`rounded-full px-1 py-0.5 text-sm font-semibold ${paid ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-steel'}`}
          data-order-status
        >
          {statusLabels[order.status] ?? order.status}
        </span>
      </header>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-steel">{texts.date}</dt>
        <dd>{dateLabel(order.paidAt ?? order.createdAt, locale)}</dd>
        <dt className="text-steel">{texts.total}</dt>
        <dd className="font-semibold whitespace-nowrap" data-price>
          {formatMoney(order.total, locale)}
        </dd>
      </dl>
      <h3 className="mt-1.5 text-sm font-semibold text-steel">{texts.items}</h3>
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {order.lines.map((line) => (
          <li key={line.id} className="border-t border-stone-100 pt-0.5">
            <p className="flex justify-between gap-1">
              <span>{line.title}</span>
              <span className="shrink-0 whitespace-nowrap" data-price>
                {formatMoney(line.price, locale)}
              </span>
            </p>
            {paid && watchText && line.posts.length > 0 && (
              <ul className="mt-0.5 flex flex-wrap gap-x-2">
                {line.posts.map((post) => (
                  <li key={post.id}>
                    <WatchLink post={post} locale={locale} text={watchText} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
