import type { ResponseOf } from '../../../lib/api/endpoints';
import { LIBRARY_CATEGORIES } from '../../../contract/suggestion-categories';
import { links } from '../../../lib/links';
import type { SearchResult } from './search-logic';

export { LIBRARY_CATEGORIES };

/** A library entry whose name contains the searched text: shown as a card above the videos. */
export type LibraryMatch = ResponseOf<'GET /search/results'>['entities'][number];

/** What a text search answers: the videos, the library entries the text names, and a correction when none. */
export interface TextResults {
  results: SearchResult[];
  entities: LibraryMatch[];
  /** The library name nearest to a misspelt text that found nothing (the API only). */
  didYouMean: string | null;
}

/** The entry's page (unprefixed; see i18n/paths for /fr). */
export function libraryMatchPath(entity: LibraryMatch): string {
  switch (entity.category) {
    case 'masterHistory':
      return links.masterHistory(entity);
    case 'manuscript':
      return links.manuscript(entity);
    case 'techniques':
      return links.technique(entity);
    case 'martialArt':
      return links.weapon(entity);
    case 'contentType':
      return links.postType(entity);
  }
}
