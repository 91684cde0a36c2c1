import { fetchSuggestions } from '../logic/search-client';
import { startSearchSession } from '../logic/search-session';
import { keepSuggestions, type Suggestion } from '../logic/suggestion-logic';
import { $search, submitSearch } from './search';
import { $suggestions, $suggestionsOwner } from './search-box';

/**
 * What the header's search boxes do once used (spec §4), loaded with the search on the
 * first focus or keystroke: suggestions while typing, and the submit.
 */

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 150;

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;

export function cancelSuggestions(): void {
  clearTimeout(timer);
  inFlight?.abort();
  inFlight = undefined;
}

/**
 * Typing fetches suggestions (debounced; a newer keystroke aborts the request in flight);
 * empty input clears them and resets the search-active flag; only suggestions whose name
 * or title contains the typed text are kept, for the box that asked.
 */
export function typed(boxId: string, text: string): void {
  startSearchSession();
  cancelSuggestions();
  if (!text.trim()) {
    $suggestions.set([]);
    $search.setKey('activeSearch', false);
    return;
  }
  timer = setTimeout(() => {
    const controller = new AbortController();
    inFlight = controller;
    fetchSuggestions(text.trim(), controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        $suggestionsOwner.set(boxId);
        $suggestions.set(keepSuggestions(answer.value, text));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      },
    );
  }, SUGGESTION_DEBOUNCE_MS);
}

/** Enter, the button or a suggestion: the text or the suggestion is searched. */
export function submitBox(choice: string | Suggestion): void {
  startSearchSession();
  cancelSuggestions();
  void submitSearch(choice);
}
