import { EMPTY_VALUES, type PostValues } from './validation';

/**
 * The /add-post form kept in this browser until the post is published, so a reload (or a
 * closed tab) mid-upload loses nothing: the fields, and which video file was being sent
 * (tus-js-client keeps that upload's URL under the file's fingerprint, to resume it).
 */
export interface PostDraft {
  values: PostValues;
  video: { name: string; size: number } | null;
}

const KEY = 'hdx-post-draft';
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The kept draft, read defensively (an old or hand-edited entry gives the empty form). */
export function readDraft(store: Store): PostDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const saved = (raw ?? {}) as { values?: Record<string, unknown>; video?: { name?: unknown; size?: unknown } };
  const values = saved.values ?? {};
  const ids = Array.isArray(values.techniqueIds) ? values.techniqueIds : [];
  const video = saved.video;
  return {
    values: {
      title: text(values.title, EMPTY_VALUES.title),
      description: text(values.description, EMPTY_VALUES.description),
      price: text(values.price, EMPTY_VALUES.price),
      postTypeId: text(values.postTypeId, ''),
      weaponId: text(values.weaponId, ''),
      masterId: text(values.masterId, ''),
      manuscriptId: text(values.manuscriptId, ''),
      techniqueIds: ids.filter((id): id is number => Number.isInteger(id) && id > 0),
    },
    video:
      video && typeof video.name === 'string' && typeof video.size === 'number'
        ? { name: video.name, size: video.size }
        : null,
  };
}

/** Keeps the draft; the empty form is not kept. A full or forbidden storage only loses the draft. */
export function writeDraft(store: Store, draft: PostDraft): void {
  try {
    const empty = JSON.stringify(draft.values) === JSON.stringify(EMPTY_VALUES) && !draft.video;
    if (empty) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or quota: the form still works, it is only not kept.
  }
}

export function clearDraft(store: Store): void {
  try {
    store.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** Whether the chosen file is the one the kept upload was sending (tus resumes it by the same fingerprint). */
export const sameVideo = (draft: PostDraft, file: File) =>
  draft.video !== null && draft.video.name === file.name && draft.video.size === file.size;
