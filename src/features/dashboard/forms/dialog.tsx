import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useStrings } from '../strings';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** The id of the text that explains the dialog (a confirmation's question). */
  describedBy?: string;
}

/** A modal <dialog>: focus stays inside, Escape and the close button cancel, focus returns to the opener. */
export function Dialog({ title, onClose, children, wide = false, describedBy }: Props) {
  const strings = useStrings();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // The dialog leaves the page when it closes, so the browser cannot give the focus back itself.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-32px)] ${wide ? 'max-w-[760px]' : 'max-w-[460px]'} rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/40`}
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-2 py-1">
        <h2 id={titleId} className="font-serif text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-1 text-2xl leading-none hover:bg-stone-100"
          aria-label={strings.form.close}
        >
          ×
        </button>
      </div>
      <div className="px-2 py-1">{children}</div>
    </dialog>
  );
}

/** A dialog's Cancel button: closes it without doing anything. */
export function DialogCancel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClose} className="rounded border border-stone-400 px-2 py-0.5 hover:bg-stone-100">
      {children}
    </button>
  );
}
