import { atom } from 'nanostores';
import type { Suggestion } from '../lib/suggestion-logic';

/**
 * What the header's search boxes hold before any search runs: the typed text (a submit
 * clears every box) and the suggestions. Apart from the search store so pages that are
 * only read do not load the search.
 */
export const $searchInput = atom('');
export const $suggestions = atom<Suggestion[]>([]);
