import { useEffect } from 'react';
import { onViewportWidth } from './stores/ui';

/** Feeds the window width to the UI store on mount and on every resize. */
export function useViewportWidth(): void {
  useEffect(() => {
    const update = () => onViewportWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
