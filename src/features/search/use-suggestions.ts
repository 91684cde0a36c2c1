import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Suggestion } from './logic/suggestion-logic';
import { $suggestions, $suggestionsOwner } from './stores/search-box';

type Actions = typeof import('./stores/suggestions');
let loading: Promise<Actions> | undefined;

/** The boxes' actions and the search behind them, loaded on the first focus or keystroke. */
function loadActions(): Promise<Actions> {
  loading ??= import('./stores/suggestions').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const use = (run: (actions: Actions) => void) => {
  loadActions().then(run, (error: unknown) => console.error(error));
};

const NONE: Suggestion[] = [];
const close = () => $suggestions.set([]);

/**
 * The suggestions of one search box (spec §4) and what typing and submitting in it do:
 * the search itself loads when the box is first focused or typed in.
 */
export function useSuggestions(boxId: string) {
  const all = useStore($suggestions);
  const owner = useStore($suggestionsOwner);
  useEffect(() => () => void loading?.then((actions) => actions.cancelSuggestions()), []);
  return {
    suggestions: owner === boxId ? all : NONE,
    typed: (text: string) => use((actions) => actions.typed(boxId, text)),
    submit: (choice: string | Suggestion) => use((actions) => actions.submitBox(choice)),
    preload: () => use(() => {}),
    close,
  };
}
