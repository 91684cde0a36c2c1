import { paginationState } from './logic/search-logic';
import type { SearchT } from './logic/search-texts';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
  t: SearchT;
}

const buttonClass =
  'inline-flex min-h-[40px] min-w-[40px] items-center justify-center rounded border border-stone-300 bg-white px-1 text-sm font-medium hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 aria-[current=page]:bg-ink aria-[current=page]:text-white';

/** Spec §4: hidden at one page or fewer; previous disabled on page 1, next on the last page. */
export function Pagination({ page, total, onPage, t }: Props) {
  const state = paginationState(page, total);
  if (state.hidden) return null;
  const pages = Array.from({ length: state.pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('pagination.label')} className="mt-3" data-pagination>
      <ul className="flex flex-wrap items-center justify-center gap-0.5">
        <li>
          <button
            type="button"
            className={buttonClass}
            disabled={state.previousDisabled}
            onClick={() => onPage(state.current - 1)}
            aria-label={t('pagination.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={buttonClass}
              aria-current={n === state.current ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={buttonClass}
            disabled={state.nextDisabled}
            onClick={() => onPage(state.current + 1)}
            aria-label={t('pagination.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
