import { fill, plural } from '../../../lib/format';
import { useStrings } from '../strings';

interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

const buttonClass =
  'rounded border border-stone-400 bg-white px-1 py-0.5 text-sm enabled:hover:bg-stone-100 disabled:opacity-50';

/** Previous / next with the page position; the total is always shown. */
export function Pagination({ page, pageCount, total, onPage }: Props) {
  const strings = useStrings();
  return (
    <nav
      aria-label={strings.table.pagination}
      className="mt-1 flex flex-wrap items-center justify-between gap-1 text-sm"
    >
      <span className="text-steel">{plural(strings.table, 'total', total, strings.locale)}</span>
      {pageCount > 1 && (
        <span className="flex items-center gap-1">
          <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {strings.table.previous}
          </button>
          <span aria-live="polite">{fill(strings.table.pageOf, { page, pages: pageCount })}</span>
          <button type="button" className={buttonClass} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {strings.table.next}
          </button>
        </span>
      )}
    </nav>
  );
}
