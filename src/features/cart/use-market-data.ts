import { useCallback, useEffect, useState } from 'react';
import { marketCall } from './stores/cart';

/** GETs a market path once mounted; `reload` fetches again. */
export function useMarketData<T>(path: string | null): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    marketCall<T>('GET', path)
      .then((value) => live && (setData(value), setError(null)))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}
