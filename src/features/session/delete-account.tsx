import { useId, useRef, useState, type SubmitEvent } from 'react';
import { hydratedMark, useHydrated } from '../shared/use-hydrated';
import { logout } from './stores/session';
import { useCallApi } from './api';
import { useAuthTexts } from './auth-texts';
import { failureMessage } from './failure';
import { FormMessage } from './form-parts';

/** /account: deletes the account after the user types their username in a modal dialog. */
export function DeleteAccount({ userId, username }: { userId: number; username: string }) {
  const { common, account, href } = useAuthTexts();
  const callApi = useCallApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed !== username) return;
    setPending(true);
    const result = await callApi(`DELETE /users/${userId}`, { auth: true });
    if (result.ok) {
      logout({ redirect: false });
      window.location.assign(href('/'));
      return;
    }
    setPending(false);
    setError(failureMessage(account.deleteFailed, result, common.networkError));
  }

  return (
    <section
      aria-labelledby="delete-title"
      className="mt-4 rounded border border-blood/40 p-2"
      {...hydratedMark(hydrated)}
    >
      <h2 id="delete-title" className="mb-1 font-serif text-xl font-bold text-blood">
        {account.dangerZone}
      </h2>
      <p className="mb-2 text-sm">{account.deleteExplain}</p>
      <button
        type="button"
        className="min-h-[44px] rounded border border-blood px-2 py-1 font-semibold text-blood hover:bg-rose-50"
        onClick={() => {
          setTyped('');
          setError(null);
          dialog.current?.showModal();
        }}
      >
        {account.deleteButton}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${inputId}-title`}
        className="m-auto max-w-[440px] rounded-lg p-3 backdrop:bg-black/50"
      >
        <form method="post" onSubmit={confirm}>
          <h3 id={`${inputId}-title`} className="mb-1 font-serif text-lg font-bold">
            {account.confirmTitle}
          </h3>
          <p className="mb-2 text-sm">{account.deleteExplain}</p>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <label htmlFor={inputId} className="mb-0.5 block text-sm font-semibold">
            {account.confirmText} <strong>{username}</strong>
          </label>
          <input
            id={inputId}
            className="mb-2 w-full rounded border border-stone-400 px-1 py-1"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div className="flex justify-end gap-1">
            <button
              type="button"
              className="min-h-[44px] rounded px-2 py-1 font-semibold hover:bg-stone-100"
              onClick={() => dialog.current?.close()}
            >
              {account.cancel}
            </button>
            <button
              type="submit"
              disabled={typed !== username || pending}
              className="min-h-[44px] rounded bg-blood px-2 py-1 font-semibold text-white disabled:opacity-50"
            >
              {account.confirmDelete}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
