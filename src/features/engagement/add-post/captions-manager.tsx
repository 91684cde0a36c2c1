import { useState } from 'react';
import { CAPTION_LANGUAGES, CAPTION_LIMITS } from '../../../contract/limits';
import type { Caption } from '../../../lib/types';
import { api } from '../../../lib/api/typed';
import type { Labels } from '../like/text';
import { EditorSection } from './editor-section';
import { actionFailure } from './messages';

interface Props {
  postId: number;
  captions: Caption[];
  labels: Labels;
}

type Lang = (typeof CAPTION_LANGUAGES)[number];
const l = (labels: Labels, key: string) => labels[key] ?? key;

/** A post's captions: per language, the current file (to delete) and a .vtt/.srt upload replacing it. */
export function CaptionsManager({ postId, captions, labels }: Props) {
  // A language's file address, or null when the post is paid (its captions are then served signed only).
  const [current, setCurrent] = useState<Partial<Record<Lang, string | null>>>(() =>
    Object.fromEntries(captions.map((caption) => [caption.lang, caption.url])),
  );
  const [files, setFiles] = useState<Partial<Record<Lang, File>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(lang: Lang) {
    const file = files[lang];
    if (!file) return setStatus({ ok: false, text: l(labels, 'captionChoose') });
    if (file.size > CAPTION_LIMITS.bytes) return setStatus({ ok: false, text: l(labels, 'captionTooLarge') });
    const form = new FormData();
    form.append('lang', lang);
    form.append('file', file);
    setBusy(true);
    const answer = await api(`POST /posts/${postId}/captions`, { auth: true, form });
    setBusy(false);
    if (!answer.ok)
      return setStatus({
        ok: false,
        text: answer.errors.file?.[0] ?? actionFailure(l(labels, 'captionFailed'), answer),
      });
    setCurrent({ ...current, [lang]: answer.data.url });
    setStatus({ ok: true, text: l(labels, 'captionSaved') });
  }

  async function remove(lang: Lang) {
    setBusy(true);
    const answer = await api(`DELETE /posts/${postId}/captions/${lang}`, { auth: true });
    setBusy(false);
    if (!answer.ok) return setStatus({ ok: false, text: actionFailure(l(labels, 'captionFailed'), answer) });
    setCurrent({ ...current, [lang]: undefined });
    setStatus({ ok: true, text: l(labels, 'captionRemoved') });
  }

  return (
    <EditorSection
      id="captions-title"
      title={l(labels, 'captionsTitle')}
      hint={l(labels, 'captionsHint')}
      marker="captions-manager"
    >
      {CAPTION_LANGUAGES.map((lang) => (
        <div key={lang} className="flex flex-wrap items-end gap-1" data-caption-lang={lang}>
          <div className="flex flex-col">
            <label htmlFor={`caption-${lang}`} className="font-semibold">
              {l(labels, lang === 'en' ? 'captionEnglish' : 'captionFrench')}
            </label>
            <input
              id={`caption-${lang}`}
              type="file"
              accept=".vtt,.srt,text/vtt,application/x-subrip"
              onChange={(event) => setFiles({ ...files, [lang]: event.target.files?.[0] })}
            />
          </div>
          <button
            type="button"
            disabled={busy}
            className="rounded bg-blood px-2 py-0.5 font-semibold text-white hover:bg-ink disabled:opacity-60"
            onClick={() => void upload(lang)}
          >
            {l(labels, 'captionUpload')}
          </button>
          {current[lang] !== undefined && (
            <>
              {current[lang] ? (
                <a href={current[lang]} className="underline">
                  {l(labels, 'captionCurrent')}
                </a>
              ) : (
                <span>{l(labels, 'captionCurrent')}</span>
              )}
              <button
                type="button"
                disabled={busy}
                className="rounded border border-ink px-2 py-0.5 text-sm"
                onClick={() => void remove(lang)}
              >
                {l(labels, 'captionRemove')}
              </button>
            </>
          )}
        </div>
      ))}
      <p role="status" className={status?.ok === false ? 'font-semibold text-blood' : 'text-steel'}>
        {status?.text}
      </p>
    </EditorSection>
  );
}
