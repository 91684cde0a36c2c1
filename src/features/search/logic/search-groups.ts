import type { Library } from '../../../render/library-of';
import type { FilterGroup } from './pagefind-index';

/** The sidebar's values at build time (spec §3 filter groups: lists of items with a name). */
export function filterGroupsOf(
  library: Pick<Library, 'postTypes' | 'weapons' | 'masterHistories' | 'techniques'>,
): Record<FilterGroup, string[]> {
  const names = (items: { name: string }[]) => items.map((item) => item.name).sort((a, b) => a.localeCompare(b));
  return {
    contentType: names(library.postTypes),
    martialArt: names(library.weapons),
    masterHistory: names(library.masterHistories),
    techniques: names(library.techniques),
  };
}
