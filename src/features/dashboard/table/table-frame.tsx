import { useEffect, useRef, type ReactNode } from 'react';
import { useStrings } from '../strings';
import { DataTable } from './data-table';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import type { Column, RowActions, TableState } from './types';

interface Props<Row> {
  title: string;
  table: TableState<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  actions?: RowActions<Row>;
  /** The 'New' button and anything else above the table. */
  toolbar?: ReactNode;
}

/** A screen's list: search, toolbar, sortable table, pagination, loading and error states. */
export function TableFrame<Row>({ title, table, columns, rowKey, actions, toolbar }: Props<Row>) {
  const strings = useStrings();
  const frame = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusInside = useRef(false);

  // A row that leaves the table (deleted, filtered out) takes the focus with it: the browser
  // drops it on the page, so keyboard users get it back on the screen's heading.
  useEffect(() => {
    if (focusInside.current && document.activeElement === document.body) heading.current?.focus();
  }, [table.rows]);

  return (
    <section
      ref={frame}
      aria-labelledby="screen-title"
      // The search the rows answer (the box reports it after a pause): what a test waits on.
      data-query={table.query}
      onFocus={() => (focusInside.current = true)}
      onBlur={(event) => (focusInside.current = frame.current?.contains(event.relatedTarget as Node | null) ?? false)}
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-1">
        <h1 ref={heading} id="screen-title" tabIndex={-1} className="font-serif text-2xl font-bold">
          {title}
        </h1>
        {toolbar}
      </div>
      <div className="mb-1">
        <SearchBox value={table.query} onChange={table.setQuery} />
      </div>
      {table.error ? (
        <div role="alert" className="rounded border border-blood bg-red-50 p-1 text-blood">
          {table.error}{' '}
          <button type="button" className="underline" onClick={table.reload}>
            {strings.table.retry}
          </button>
        </div>
      ) : (
        <>
          <DataTable
            caption={title}
            columns={columns}
            rows={table.rows}
            rowKey={rowKey}
            sort={table.sort}
            onSort={table.setSort}
            loading={table.loading}
            emptyText={table.query ? strings.table.noMatch : strings.table.empty}
            actions={actions}
          />
          <Pagination page={table.page} pageCount={table.pageCount} total={table.total} onPage={table.setPage} />
        </>
      )}
    </section>
  );
}
