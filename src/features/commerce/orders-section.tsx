import { pathIn } from './site-paths';
import { WatchLink } from './watch-link';
import { Panel } from './panel';
import { dateLabel, type Texts } from './text';
import { fill, formatAmount } from '../../lib/format';
import { useCommerceData } from './use-commerce-data';

interface Props {
  locale: string;
  texts: Texts;
  statusLabels: Texts;
  payoutLabels: Texts;
  watchText: string;
}

const badge = (status: string) =>
  `rounded-full px-1 py-0.5 text-xs font-semibold ${status === 'paid' ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-steel'}`;

/** The buyer's orders, with links to watch what they bought. */
export function OrdersSection({ locale, texts, statusLabels, watchText }: Omit<Props, 'payoutLabels'>) {
  const { data: orders, error } = useCommerceData('GET /orders');
  return (
    <Panel id="orders" className="mt-4" titleId="orders-title" title={texts.ordersTitle}>
      {error && <p role="alert">{fill(texts.loadFailed, { message: error })}</p>}
      {orders?.length === 0 && <p className="mt-1 text-steel">{texts.noOrders}</p>}
      <ul className="mt-1 flex flex-col gap-1">
        {orders?.map((order) => (
          <li key={order.id} className="border-t border-stone-100 pt-1" data-order={order.id}>
            <p className="flex flex-wrap items-center gap-1">
              <a
                className="font-semibold hover:underline"
                href={`${pathIn('/confirmation', locale)}?order=${order.id}`}
              >
                {fill(texts.orderLine, {
                  id: order.id,
                  date: dateLabel(order.createdAt, locale),
                  total: formatAmount(order.total, locale),
                })}
              </a>
              <span className={badge(order.status)}>{statusLabels[order.status]}</span>
            </p>
            <ul className="ml-1 text-sm">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.title}
                  {order.status === 'paid' &&
                    line.posts.map((post) => (
                      <WatchLink key={post.id} post={post} locale={locale} text={watchText} className="ml-1" />
                    ))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** What the seller sold: price, fee, net and payout per line. */
export function SalesSection({ locale, texts, statusLabels, payoutLabels }: Omit<Props, 'watchText'>) {
  const { data: sales, error } = useCommerceData('GET /orders/sales');
  return (
    <Panel className="mt-4" titleId="sales-title" title={texts.salesTitle}>
      {error && <p role="alert">{fill(texts.loadFailed, { message: error })}</p>}
      {sales?.length === 0 && <p className="mt-1 text-steel">{texts.noSales}</p>}
      <ul className="mt-1 flex flex-col gap-1">
        {sales?.map((sale) => (
          <li key={sale.lineId} className="border-t border-stone-100 pt-1 text-sm">
            <p className="flex flex-wrap items-center gap-1">
              <strong>{fill(texts.sale, { title: sale.title, buyer: sale.buyer })}</strong>
              <span className={badge(sale.status)}>{statusLabels[sale.status]}</span>
              <span className="text-steel">{sale.paidAt ? dateLabel(sale.paidAt, locale) : ''}</span>
            </p>
            <p>
              {fill(texts.saleAmounts, {
                price: formatAmount(sale.price, locale),
                fee: formatAmount(sale.fee, locale),
                net: formatAmount(sale.net, locale),
              })}{' '}
              · {payoutLabels[sale.payout]}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
