import { useCallback, useEffect, useState } from 'react';
import type { ApiCall, ResponseOf } from '../../lib/api/endpoints';
import { marketCall } from './stores/cart';

type GetRoute = Extract<ApiCall, `GET ${string}`>;

/** GETs a market route once mounted; `reload` fetches again. */
export function useCommerceData<R extends GetRoute>(
  route: R | null,
): { data: ResponseOf<R> | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<ResponseOf<R> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!route) return;
    let live = true;
    // GET routes take no body: the rest parameter of marketCall is empty for each of them.
    (marketCall as (route: R) => Promise<ResponseOf<R>>)(route)
      .then((value) => live && (setData(value), setError(null)))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      live = false;
    };
  }, [route, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}
