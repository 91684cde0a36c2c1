import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { loadSearch } from '../../lib/search-loader';
import { keepSuggestions, type Suggestion } from '../../lib/suggestion-logic';
import { $suggestions } from '../../stores/search-box';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 150;

/** Which of the page's search boxes (header, tablet bar, mobile bar) the suggestions belong to. */
const $owner = atom<string | null>(null);
const NONE: Suggestion[] = [];
const close = () => $suggestions.set([]);

/**
 * Spec §4: typing fetches suggestions (debounced; a newer keystroke aborts the request in
 * flight); empty input clears them and resets the search-active flag; only suggestions
 * whose name or title contains the typed text are kept.
 */
export function useSuggestions(boxId: string) {
  const all = useStore($suggestions);
  const owner = useStore($owner);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  };
  useEffect(() => cancel, []);

  function typed(text: string) {
    cancel();
    if (!text.trim()) {
      $suggestions.set([]);
      void loadSearch().then(({ store }) => store.$search.setKey('activeSearch', false));
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      loadSearch()
        .then(({ client }) => client.fetchSuggestions(text.trim(), controller.signal))
        .then(
          (answer) => {
            if (controller.signal.aborted) return;
            $owner.set(boxId);
            $suggestions.set(keepSuggestions(answer.value, text));
          },
          (error: unknown) => {
            if (!controller.signal.aborted) console.error(error);
          },
        );
    }, SUGGESTION_DEBOUNCE_MS);
  }

  const suggestions = owner === boxId ? all : NONE;
  return { suggestions, typed, cancel, close };
}
