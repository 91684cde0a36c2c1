import { useRef, useState } from 'react';
import { CHAPTER_LIMITS } from '../../../contract/limits';
import type { Chapter, Ref } from '../../../lib/types';
import { api } from '../../../lib/api/typed';
import type { Labels } from '../like/text';
import { inputClass } from '../../shared/forms/field';
import { EditorSection } from './editor-section';
import { actionFailure } from './messages';
import type { Option } from './use-library-options';
import { formatClock, parseClock } from './chapter-time';

interface Props {
  postId: number;
  chapters: Chapter[];
  /** The post's own techniques, offered first. */
  postTechniques: Ref[];
  techniques: Option[];
  /** The post's video, previewed beside the rows so a chapter can start where it is paused. */
  videoUrl: string | null;
  captions: { lang: string; url: string | null }[];
  labels: Labels;
}

interface Row {
  key: number;
  time: string;
  title: string;
  techniqueId: string;
}

let nextKey = 0;
const rowOf = (chapter?: Chapter): Row => ({
  key: ++nextKey,
  time: chapter ? formatClock(chapter.startSeconds) : '',
  title: chapter?.title ?? '',
  techniqueId: chapter?.techniqueId ? String(chapter.techniqueId) : '',
});
const l = (labels: Labels, key: string) => labels[key] ?? key;

/**
 * The chapters of a post: one row per moment (start "m:ss", title, technique), added and
 * removed freely, put in time order on save; PUT /posts/{id}/chapters replaces the list.
 */
export function ChapterEditor({ postId, chapters, postTechniques, techniques, videoUrl, captions, labels }: Props) {
  const preview = useRef<HTMLVideoElement>(null);
  const [rows, setRows] = useState<Row[]>(() => chapters.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const own = new Set(postTechniques.map((technique) => technique.id));

  const change = (key: number, changes: Partial<Row>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  async function save() {
    const problems: Record<string, string> = {};
    rows.forEach((row) => {
      if (parseClock(row.time) === null) problems[`${row.key}.time`] = l(labels, 'chapterTimeInvalid');
      if (!row.title.trim()) problems[`${row.key}.title`] = l(labels, 'chapterTitleRequired');
    });
    setErrors(problems);
    if (Object.keys(problems).length) return setStatus({ ok: false, text: l(labels, 'chaptersFixErrors') });
    const sorted = [...rows].sort((a, b) => parseClock(a.time)! - parseClock(b.time)!);
    setRows(sorted);
    setSaving(true);
    const answer = await api(`PUT /posts/${postId}/chapters`, {
      auth: true,
      json: {
        chapters: sorted.map((row) => ({
          startSeconds: parseClock(row.time)!,
          title: row.title.trim(),
          techniqueId: row.techniqueId ? Number(row.techniqueId) : null,
        })),
      },
    });
    setSaving(false);
    if (answer.ok) {
      setRows(answer.data.map(rowOf));
      return setStatus({ ok: true, text: l(labels, 'chaptersSaved') });
    }
    // The API names fields `chapters.{index}.{field}`: show each under its row.
    const fromServer: Record<string, string> = {};
    for (const [name, messages] of Object.entries(answer.errors)) {
      const match = name.match(/^chapters\.(\d+)\.(startSeconds|title|techniqueId)$/);
      const row = match ? sorted[Number(match[1])] : undefined;
      if (row && messages[0])
        fromServer[
          `${row.key}.${match![2] === 'startSeconds' ? 'time' : match![2] === 'title' ? 'title' : 'technique'}`
        ] = messages[0];
    }
    setErrors(fromServer);
    setStatus({ ok: false, text: actionFailure(l(labels, 'chaptersFailed'), answer) });
  }

  return (
    <EditorSection
      id="chapter-editor-title"
      title={l(labels, 'chaptersTitle')}
      hint={l(labels, 'chaptersHint')}
      marker="chapter-editor"
    >
      {videoUrl && (
        // Its caption tracks are the post's own (the rule cannot see tracks made from a list).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={preview}
          src={videoUrl}
          controls
          preload="metadata"
          className="max-h-[240px] w-full rounded bg-black"
          aria-label={l(labels, 'chapterPreview')}
          data-chapter-preview
        >
          {captions
            .filter((caption) => caption.url)
            .map((caption) => (
              <track key={caption.lang} kind="captions" srcLang={caption.lang} src={caption.url!} />
            ))}
        </video>
      )}
      {rows.length > 0 && (
        <ol className="flex flex-col gap-1">
          {rows.map((row, i) => {
            const id = `chapter-${row.key}`;
            const error = (field: string) => errors[`${row.key}.${field}`];
            const described = (field: string) => (error(field) ? `${id}-${field}-error` : undefined);
            return (
              <li
                key={row.key}
                className="grid grid-cols-1 gap-1 border-b border-stone-200 pb-1 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,14rem)_auto]"
                data-chapter-row
              >
                <div className="flex flex-col">
                  <label htmlFor={`${id}-time`} className="text-sm font-semibold">
                    {l(labels, 'chapterTime')} <span className="sr-only">{i + 1}</span>
                  </label>
                  <input
                    id={`${id}-time`}
                    className={inputClass}
                    inputMode="numeric"
                    placeholder="0:42"
                    value={row.time}
                    aria-invalid={Boolean(error('time'))}
                    aria-describedby={described('time')}
                    onChange={(event) => change(row.key, { time: event.target.value })}
                  />
                  {videoUrl && (
                    <button
                      type="button"
                      className="mt-0.5 rounded border border-stone-400 px-1 text-sm"
                      onClick={() =>
                        change(row.key, { time: formatClock(Math.floor(preview.current?.currentTime ?? 0)) })
                      }
                    >
                      {l(labels, 'chapterUseTime')} <span className="sr-only">{i + 1}</span>
                    </button>
                  )}
                  {error('time') && (
                    <p id={`${id}-time-error`} className="text-sm font-semibold text-blood">
                      {error('time')}
                    </p>
                  )}
                </div>
                <div className="flex flex-col">
                  <label htmlFor={`${id}-title`} className="text-sm font-semibold">
                    {l(labels, 'chapterTitle')} <span className="sr-only">{i + 1}</span>
                  </label>
                  <input
                    id={`${id}-title`}
                    className={inputClass}
                    maxLength={CHAPTER_LIMITS.title}
                    value={row.title}
                    aria-invalid={Boolean(error('title'))}
                    aria-describedby={described('title')}
                    onChange={(event) => change(row.key, { title: event.target.value })}
                  />
                  {error('title') && (
                    <p id={`${id}-title-error`} className="text-sm font-semibold text-blood">
                      {error('title')}
                    </p>
                  )}
                </div>
                <div className="flex flex-col">
                  <label htmlFor={`${id}-technique`} className="text-sm font-semibold">
                    {l(labels, 'chapterTechnique')} <span className="sr-only">{i + 1}</span>
                  </label>
                  <select
                    id={`${id}-technique`}
                    className={inputClass}
                    value={row.techniqueId}
                    aria-invalid={Boolean(error('technique'))}
                    aria-describedby={described('technique')}
                    onChange={(event) => change(row.key, { techniqueId: event.target.value })}
                  >
                    <option value="">{l(labels, 'chapterNoTechnique')}</option>
                    {postTechniques.length > 0 && (
                      <optgroup label={l(labels, 'chapterPostTechniques')}>
                        {postTechniques.map((technique) => (
                          <option key={technique.id} value={technique.id}>
                            {technique.name}
                          </option>
                        ))}
                      </optgroup>
                    )}
                    <optgroup label={l(labels, 'chapterAllTechniques')}>
                      {techniques
                        .filter((technique) => !own.has(technique.id))
                        .map((technique) => (
                          <option key={technique.id} value={technique.id}>
                            {technique.name}
                          </option>
                        ))}
                    </optgroup>
                  </select>
                  {error('technique') && (
                    <p id={`${id}-technique-error`} className="text-sm font-semibold text-blood">
                      {error('technique')}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="self-end rounded border border-ink px-1 py-0.5 text-sm"
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                >
                  {l(labels, 'chapterRemove')} <span className="sr-only">{row.title || i + 1}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className="flex flex-wrap gap-1">
        <button
          type="button"
          disabled={rows.length >= CHAPTER_LIMITS.count}
          className="rounded border border-ink px-2 py-0.5 font-semibold disabled:opacity-60"
          onClick={() => setRows([...rows, rowOf()])}
        >
          {l(labels, 'chapterAdd')}
        </button>
        <button
          type="button"
          disabled={saving}
          className="rounded bg-blood px-2 py-0.5 font-semibold text-white hover:bg-ink disabled:opacity-60"
          onClick={() => void save()}
        >
          {l(labels, 'chaptersSave')}
        </button>
      </p>
      <p role="status" className={status?.ok === false ? 'font-semibold text-blood' : 'text-steel'}>
        {status?.text}
      </p>
    </EditorSection>
  );
}
