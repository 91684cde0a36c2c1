import { useCallback, useState } from 'react';
import type { SortState } from './types';

/**
 * What a dashboard table is asked for: its search, its sort and its page (a new search or sort
 * goes back to page 1), and a version that a reload bumps.
 */
export function useTableControls(initialSort: SortState) {
  const [query, setQueryState] = useState('');
  const [sort, setSortState] = useState(initialSort);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const setQuery = useCallback((value: string) => {
    setQueryState(value);
    setPage(1);
  }, []);
  const setSort = useCallback((value: SortState) => {
    setSortState(value);
    setPage(1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { query, sort, page, version, setQuery, setSort, setPage, reload };
}
