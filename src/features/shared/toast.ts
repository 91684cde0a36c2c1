/**
 * Toasts (sonner), mounted once per page and only when the first toast is shown, so
 * pages that never toast ship none of it.
 */
import type { ToastKind } from './toast-settings';

let ready: Promise<typeof import('./toaster')> | null = null;

function toaster() {
  ready ??= import('./toaster').then(async (mod) => {
    await mod.mountToaster();
    return mod;
  });
  return ready;
}

export async function notify(kind: ToastKind, message: string): Promise<void> {
  const mod = await toaster();
  mod.showToast(kind, message);
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  info: (message: string) => notify('info', message),
  message: (message: string) => notify('message', message),
};
