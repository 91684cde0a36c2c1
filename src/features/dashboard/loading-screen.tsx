import { useStrings } from './strings';

/** Shown while a screen (or its data) loads. */
export function LoadingScreen() {
  const strings = useStrings();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="flex min-h-[240px] flex-col items-center justify-center gap-1 text-steel"
    >
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-4 border-stone-300 border-t-blood" />
      <span>{strings.loading}</span>
    </div>
  );
}
