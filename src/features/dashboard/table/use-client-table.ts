import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../lib/api/messages';
import { callSignedIn } from '../../../lib/api/signed-in';
import { useStrings } from '../strings';
import { clientPage, type ClientTableOptions } from './client-table';
import type { SortState, TableState } from './types';
import { useTableControls } from './use-table-controls';

/** A whole list from the API (GET /api/techniques...), searched, sorted and paged in the browser. */
export function useClientTable<Row>(
  path: string,
  action: string,
  initialSort: SortState,
  options: ClientTableOptions<Row>,
): TableState<Row> & { all: Row[] } {
  const strings = useStrings();
  const [all, setAll] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { query, sort, page, version, setQuery, setSort, setPage, reload } = useTableControls(initialSort);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void callSignedIn<Row[]>('GET', path).then((result) => {
      if (!live) return;
      setLoading(false);
      if (result.ok) {
        setAll(result.data);
        setError(null);
      } else {
        setError(failureMessage(action, result, 'detail', strings.toast.networkError));
      }
    });
    return () => {
      live = false;
    };
  }, [path, action, version, strings]);

  const { text, sortValue, pageSize, keep } = options;
  const view = useMemo(
    () => clientPage(all, query, sort, page, { text, sortValue, pageSize, keep }),
    [all, query, sort, page, text, sortValue, pageSize, keep],
  );
  return { ...view, all, query, sort, loading, error, setQuery, setSort, setPage, reload };
}
