import { useEffect, useState } from 'react';
import type { ApiCall, ResponseOf } from '../../../lib/api/endpoints';
import { failureMessage } from '../../../lib/api/messages';
import { callSignedIn } from '../../../lib/api/signed-in';
import { split } from '../../../lib/api/typed';
import { useStrings } from '../strings';
import type { SortState, TableState } from './types';
import { useTableControls } from './use-table-controls';

type ListRoute = Extract<ApiCall, `GET ${string}`>;
/** The row of a list route's answer. */
type RowOf<R extends ListRoute> = ResponseOf<R> extends (infer Row)[] ? Row : never;

/** A list the API searches, sorts and pages (`q`, `sort`, `order`, `page`, `itemsPerPage`; X-Total-Count). */
export function useServerTable<R extends ListRoute>(
  route: R,
  action: string,
  initialSort: SortState,
  pageSize: number,
): TableState<RowOf<R>> {
  type Row = RowOf<R>;
  const strings = useStrings();
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { query, sort, page, version, setQuery, setSort, setPage, reload } = useTableControls(initialSort);
  // Loading whenever the rows shown were not answered for the current search, sort and page:
  // derived in the same render as the change, so `aria-busy` is never false over stale rows.
  const wanted = JSON.stringify([route, query.trim(), sort.key, sort.order, page, pageSize, version]);
  const [answered, setAnswered] = useState<string | null>(null);
  const loading = answered !== wanted;

  useEffect(() => {
    const controller = new AbortController();
    const params = { q: query.trim(), sort: sort.key, order: sort.order, page, itemsPerPage: pageSize };
    // The route's own answer type (RowOf) is the hook's; inside it the call stays generic.
    callSignedIn<Row[]>('GET', split(route)[1], { query: params, signal: controller.signal })
      .then((result) => {
        // A newer request (another page, search or reload) replaced this one.
        if (controller.signal.aborted) return;
        setAnswered(wanted);
        if (result.ok) {
          setRows(result.data);
          setTotal(Number(result.headers.get('X-Total-Count') ?? result.data.length));
          setError(null);
        } else {
          setError(failureMessage(action, result, 'detail', strings.toast.networkError));
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [route, action, query, sort, page, pageSize, version, strings, wanted]);

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A deletion may empty the last page: step back.
  useEffect(() => {
    if (!loading && page > pageCount) setPage(pageCount);
  }, [loading, page, pageCount]);

  return { rows, total, page, pageCount, query, sort, loading, error, setQuery, setSort, setPage, reload };
}
