import { SearchBox } from '../search/search-box';
import type { HeaderLabels } from './types';

interface Props {
  placement: 'header' | 'tablet' | 'mobile';
  action: string;
  locale: string;
  labels: Pick<HeaderLabels, 'searchLabel' | 'searchPlaceholder' | 'searchSubmit' | 'suggestions'>;
}

/**
 * SEARCH SLOT: the search box (in the header over 1024 px, in the mobile bar over 768 px,
 * in the mobile search bar below): suggestions, keyboard cycling and the search store.
 */
export function SearchSlot({ placement, action, locale, labels }: Props) {
  return <SearchBox placement={placement} action={action} locale={locale} labels={labels} />;
}
