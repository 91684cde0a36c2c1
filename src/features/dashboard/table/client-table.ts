import { fold } from '../../../lib/fold';
import type { SortState } from './types';

export type SortValue = string | number | null | undefined;

const compare = (a: SortValue, b: SortValue): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return fold(String(a)).localeCompare(fold(String(b)), undefined, { numeric: true });
};

export interface ClientTableOptions<Row> {
  /** The text a search matches (name, description...). */
  text: (row: Row) => string;
  /** Sort value by column key. */
  sortValue: (row: Row, key: string) => SortValue;
  pageSize: number;
  /** Rows kept before the search (a screen's filter, such as "missing French"); all when absent. */
  keep?: ((row: Row) => boolean) | undefined;
}

/** Search, sort and pagination over rows the browser already has. Pages are clamped. */
export function clientPage<Row>(
  rows: Row[],
  query: string,
  sort: SortState,
  page: number,
  options: ClientTableOptions<Row>,
) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const kept = options.keep ? rows.filter(options.keep) : rows;
  const matching = words.length
    ? kept.filter((row) => words.every((word) => fold(options.text(row)).includes(word)))
    : kept;
  const direction = sort.order === 'asc' ? 1 : -1;
  const sorted = [...matching].sort(
    (a, b) => direction * compare(options.sortValue(a, sort.key), options.sortValue(b, sort.key)),
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / options.pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * options.pageSize;
  return { rows: sorted.slice(start, start + options.pageSize), total: sorted.length, page: current, pageCount };
}
