import { useCallback, useEffect, useState } from 'react';

/** Client-side navigation between dashboard screens (History API); Back and Forward work. */
export function usePath(initial: string): [string, (to: string) => void] {
  const [path, setPath] = useState(initial);

  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string) => {
    if (to !== window.location.pathname) window.history.pushState(null, '', to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);

  return [path, navigate];
}
