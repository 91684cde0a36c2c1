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

/** One entry of a row's action menu: a callback, or a link opened in a new tab. */
export interface RowAction {
  label: string;
  /** A fuller accessible name, when the label alone says too little (it starts with the label). */
  ariaLabel?: string;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  /** Destructive (delete): drawn in red. */
  danger?: boolean;
}

/** The actions of each row, behind one "Actions" menu button named after the row. */
export interface RowActions<Row> {
  rowName: (row: Row) => string;
  items: (row: Row) => RowAction[];
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
