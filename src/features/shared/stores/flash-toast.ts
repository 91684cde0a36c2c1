/** A toast to show on the next page load (after a reload or a navigation of the same tab). */

const FLASH_KEY = 'hdx-flash-toast';

interface Flash {
  message: string;
  /** The page that kept it (`performance.timeOrigin`): an island of that page hydrating late must not take it. */
  from: number;
}

/** Keeps a success message across the reload that follows a rating. */
export function flashAfterReload(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, from: performance.timeOrigin } satisfies Flash));
  } catch {
    // storage disabled: the reload still shows the new rating
  }
}

/** The message kept for this page load by an earlier one, removed as it is read. */
export function takeFlash(): string | null {
  try {
    const flash = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null') as Partial<Flash> | null;
    if (!flash || flash.from === performance.timeOrigin) return null;
    sessionStorage.removeItem(FLASH_KEY);
    return typeof flash.message === 'string' ? flash.message : null;
  } catch {
    return null;
  }
}

/**
 * Shows a toast, loading the toaster (sonner) only then: islands that rarely toast do not
 * ship it, nor the preload helper a static import of features/shared/toast brings along.
 */
export function showToast(kind: 'success' | 'error', message: string): void {
  void import('../toast').then(({ toast }) => toast[kind](message));
}
