import { atom } from 'nanostores';
import type { Suggestion } from '../logic/suggestion-logic';

/**
 * What the header's search boxes hold before any search runs: the typed text (a submit
 * clears every box), the suggestions and the box they belong to (header, tablet bar or
 * mobile bar). Apart from the search store so pages that are only read do not load the
 * search; the actions are in ./suggestions, loaded on first use.
 */
export const $searchInput = atom('');
export const $suggestions = atom<Suggestion[]>([]);
export const $suggestionsOwner = atom<string | null>(null);
