import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from './stores/session';

/** Shown only when a refresh lasts, so the once-a-minute refresh does not flash the page. */
const SHOW_AFTER_MS = 300;

/** Spec §4: a loading screen while the session refreshes its token. */
export function SessionLoading({ label }: { label: string }) {
  const { refreshing } = useStore($session);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [refreshing]);
  if (!refreshing || !visible) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-parchment/80"
      role="status"
      aria-live="polite"
      data-testid="session-loading"
    >
      <div className="flex items-center gap-1 rounded-lg bg-white px-3 py-2 font-semibold shadow-lg">
        <span
          className="inline-block size-[20px] animate-spin rounded-full border-2 border-stone-300 border-t-blood"
          aria-hidden="true"
        />
        {label}
      </div>
    </div>
  );
}
