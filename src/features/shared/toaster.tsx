import { useEffect, type PointerEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';
import { isDismissingSwipe, TOAST_SETTINGS, type ToastKind } from './toast-settings';

const ID_CLASS = 'hdx-toast-';
let counter = 0;
let mounted: Promise<void> | null = null;

/** sonner dismisses from 45 px; the spec wants 20 px, so a shorter swipe dismisses too. */
function onPointerUpCapture(event: PointerEvent<HTMLDivElement>) {
  const item = (event.target as HTMLElement).closest<HTMLElement>('[data-sonner-toast]');
  if (!item) return;
  const dx = Number(item.style.getPropertyValue('--swipe-amount-x').replace('px', '') || 0);
  const dy = Number(item.style.getPropertyValue('--swipe-amount-y').replace('px', '') || 0);
  if (!isDismissingSwipe(dx, dy)) return;
  const idClass = [...item.classList].find((name) => name.startsWith(ID_CLASS));
  if (idClass) toast.dismiss(idClass.slice(ID_CLASS.length));
}

function HdxToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <div onPointerUpCapture={onPointerUpCapture}>
      <Toaster
        visibleToasts={TOAST_SETTINGS.visibleToasts}
        duration={TOAST_SETTINGS.duration}
        position={TOAST_SETTINGS.position}
        gap={TOAST_SETTINGS.gap}
        style={{ '--width': `${TOAST_SETTINGS.widthPx}px` } as React.CSSProperties}
      />
    </div>
  );
}

/** Mounts the one Toaster of the page (idempotent). */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const host = document.createElement('div');
    host.id = 'hdx-toaster';
    document.body.append(host);
    createRoot(host).render(<HdxToaster onReady={resolve} />);
  });
  return mounted;
}

export function showToast(kind: ToastKind, message: string): void {
  const id = `t${++counter}`;
  const options = { id, className: `${ID_CLASS}${id}` };
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}
