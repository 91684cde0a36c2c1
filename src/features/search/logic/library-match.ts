import type { ResponseOf } from '../../../contract/endpoints';
import { LIBRARY_CATEGORIES } from '../../../contract/suggestion-categories';
import { links } from '../../../lib/links';
import type { SearchResult } from './search-logic';

export { LIBRARY_CATEGORIES };

/** A library entry whose name contains the searched text: shown as a card above the videos. */
export type LibraryMatch = ResponseOf<'GET /search/results'>['entities'][number];

/** What a text search answers: the videos, and the library entries the text names. */
export interface TextResults {
  results: SearchResult[];
  entities: LibraryMatch[];
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
