import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Post } from '../../../lib/types';
import { api } from '../../../lib/api/typed';
import { failureText } from '../../../lib/api/result';
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n/config';
import { localizePath } from '../../../lib/i18n/paths';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { showToast } from '../../shared/stores/flash-toast';
import { StreamBadge } from './stream-badge';

interface Props {
  post: Pick<Post, 'id' | 'title'>;
  /** The page's language: the editor opens in it. */
  locale: string;
  labels: Labels;
  onDeleted: (id: number) => void;
}

const buttonClass = 'rounded border px-1 py-0.5 text-sm font-semibold';

/** The author's (or an admin's) controls under a card: edit in /add-post, delete after a confirmation. */
export function OwnerTools({ post, locale, labels, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  // The badge goes over the card's poster (its `data-stream-slot`): a badge coming in under the
  // tools would lengthen the card and its row, moving the tools of every card beside it.
  const [badgeSlot, setBadgeSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setBadgeSlot(tools.current?.closest('[data-post-card]')?.querySelector<HTMLElement>('[data-stream-slot]') ?? null);
  }, []);

  async function remove() {
    setBusy(true);
    setError(null);
    const answer = await api(`DELETE /posts/${post.id}`, { auth: true });
    setBusy(false);
    if (!answer.ok) {
      const message = failureText(labels.deleteFailed ?? 'Failed to delete post', answer);
      console.error(message);
      setError(message);
      return;
    }
    // 200 instead of 204: the post has buyers, so it was withdrawn from sale, not deleted.
    const withdrawn = answer.status === 200;
    showToast(
      'success',
      withdrawn
        ? (labels.withdrawn ?? 'This post has buyers: it was withdrawn from sale and stays available to them.')
        : (labels.deleted ?? 'The post was deleted.'),
    );
    onDeleted(post.id);
  }

  if (confirming) {
    return (
      <div
        className="mt-1 rounded border border-blood/40 bg-red-50 p-1 text-sm"
        role="group"
        aria-label={fill(labels.deleteLabel ?? 'Delete', { title: post.title })}
      >
        <p className="mb-1">{fill(labels.confirmDelete ?? 'Delete “{{title}}” for good?', { title: post.title })}</p>
        <div className="flex gap-1">
          <button
            ref={confirmButton}
            type="button"
            className={`${buttonClass} border-blood bg-blood text-white disabled:opacity-60`}
            disabled={busy}
            onClick={() => void remove()}
          >
            {labels.confirm}
          </button>
          <button
            type="button"
            className={`${buttonClass} border-stone-400 bg-white`}
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              requestAnimationFrame(() => deleteButton.current?.focus());
            }}
          >
            {labels.cancel}
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-1 text-blood">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      {badgeSlot && createPortal(<StreamBadge postId={post.id} labels={labels} />, badgeSlot)}
      <div ref={tools} className="mt-1 flex gap-1" data-owner-tools={post.id}>
        <a
          className={`${buttonClass} border-ink hover:bg-ink hover:text-white`}
          href={localizePath(`/add-post?edit=${post.id}`, isLocale(locale) ? locale : DEFAULT_LOCALE)}
          aria-label={fill(labels.editLabel ?? 'Edit', { title: post.title })}
        >
          {labels.edit}
        </a>
        <button
          ref={deleteButton}
          type="button"
          className={`${buttonClass} border-blood text-blood hover:bg-blood hover:text-white`}
          aria-label={fill(labels.deleteLabel ?? 'Delete', { title: post.title })}
          onClick={() => {
            setConfirming(true);
            requestAnimationFrame(() => confirmButton.current?.focus());
          }}
        >
          {labels.delete}
        </button>
      </div>
    </>
  );
}
