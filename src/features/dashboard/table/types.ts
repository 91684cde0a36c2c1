import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  key: string;
  order: SortOrder;
}

export interface Column<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  className?: string;
}

/** What a table screen needs, whether the rows are paged in the browser or by the API. */
export interface TableState<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
  sort: SortState;
  loading: boolean;
  error: string | null;
  setQuery: (query: string) => void;
  setSort: (sort: SortState) => void;
  setPage: (page: number) => void;
  reload: () => void;
}
