import type { SearchT } from './logic/search-texts';
import { submitSearch } from './stores/search';

interface Props {
  term: string;
  t: SearchT;
}

/** "Did you mean Zornhau?" under a search that found nothing: the button searches the term. */
export function DidYouMean({ term, t }: Props) {
  return (
    <p className="mb-2 text-lg" data-search-did-you-mean>
      {t('didYouMean.before')}{' '}
      <button
        type="button"
        onClick={() => void submitSearch(term)}
        className="min-h-[24px] font-semibold text-ink underline hover:text-steel"
      >
        {term}
      </button>
      {t('didYouMean.after')}
    </p>
  );
}
