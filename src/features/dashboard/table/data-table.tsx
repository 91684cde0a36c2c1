import { useStrings } from '../strings';
import { fill } from '../../../lib/format';
import { ActionMenu } from './action-menu';
import type { Column, RowActions, SortState } from './types';

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort: SortState;
  onSort: (sort: SortState) => void;
  actions?: RowActions<Row> | undefined;
  loading: boolean;
  emptyText: string;
}

function SortIcon({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <span aria-hidden="true" className="ml-0.5 inline-block w-[1em] text-xs text-steel">
      {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
    </span>
  );
}

/**
 * A table whose sortable headers are buttons (aria-sort on the sorted column) and whose rows
 * end with an action menu. From 1024 px its cells wrap so that it fits its box; below, they
 * keep to one line and the box scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  actions,
  loading,
  emptyText,
}: Props<Row>) {
  const strings = useStrings();
  const toggle = (key: string) => onSort({ key, order: sort.key === key && sort.order === 'asc' ? 'desc' : 'asc' });
  return (
    <div className="overflow-x-auto rounded border border-stone-300 bg-white">
      <table
        className="w-full border-collapse text-sm whitespace-nowrap min-[1024px]:whitespace-normal"
        aria-busy={loading}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-left">
          <tr>
            {columns.map((column) => {
              const order = sort.key === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
                  className={`px-1 py-0.5 align-bottom font-semibold ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.key)}
                      className="inline-flex items-center text-left hover:underline"
                      title={fill(strings.table.sortBy, { column: column.label })}
                    >
                      {column.label}
                      <SortIcon order={order} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="px-1 py-0.5 text-right font-semibold">
                {strings.table.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-200 align-middle hover:bg-parchment">
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(index === 0 ? { scope: 'row' } : {})}
                    className={`px-1 py-0.5 text-left font-normal ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''} ${column.className ?? ''}`}
                  >
                    {column.render(row)}
                  </Cell>
                );
              })}
              {actions && (
                <td className="px-1 py-0.5 text-right">
                  <ActionMenu rowName={actions.rowName(row)} items={actions.items(row)} />
                </td>
              )}
            </tr>
          ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)} className="px-1 py-2 text-center text-steel">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
