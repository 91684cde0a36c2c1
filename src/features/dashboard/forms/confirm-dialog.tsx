import { useId, useState } from 'react';
import { useStrings } from '../strings';
import { Dialog, DialogCancel } from './dialog';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** Resolves when the call is done; the dialog then closes. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a destructive or far-reaching action; the confirm button waits for the call. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: Props) {
  const strings = useStrings();
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog title={title} onClose={onClose} describedBy={textId}>
      <p id={textId} className="mb-2">
        {text}
      </p>
      <div className="flex justify-end gap-1">
        <DialogCancel onClose={onClose}>{strings.confirm.cancel}</DialogCancel>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="rounded bg-blood px-2 py-0.5 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
