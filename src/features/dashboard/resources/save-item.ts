import { callSignedIn } from '../../../lib/api/signed-in';
import type { ApiFailure } from '../../../lib/api/result';
import { upload, type ProgressListener } from '../../../lib/api/upload';
import type { ResourceDef } from './definitions';
import { toFormData, toJson, withoutEmpty, type FormValues, type Item } from './form-values';

export type SaveOutcome =
  | { ok: true; item: Item; imageFailure: ApiFailure | null }
  | { ok: false; verb: 'create' | 'update'; failure: ApiFailure };

/**
 * Creates or updates an item as §7 says for its resource: multipart create with the image,
 * or JSON (techniques) then the image; PATCH JSON then the image. The image goes up with
 * XMLHttpRequest so its progress shows. An image failing after the item was saved is
 * reported apart: the item itself is kept.
 */
export async function saveItem(
  def: ResourceDef,
  existing: Item | null,
  values: FormValues,
  file: File | null,
  onProgress: ProgressListener,
): Promise<SaveOutcome> {
  if (!existing && def.createAs === 'multipart') {
    const created = await upload<Item>('POST', def.path, toFormData(def, values, file), onProgress);
    return created.ok
      ? { ok: true, item: created.data, imageFailure: null }
      : { ok: false, verb: 'create', failure: created };
  }
  const saved = existing
    ? await callSignedIn<Item>('PATCH', `${def.path}/${existing.id}`, { json: toJson(def, values) })
    : await callSignedIn<Item>('POST', def.path, { json: withoutEmpty(toJson(def, values)) });
  if (!saved.ok) return { ok: false, verb: existing ? 'update' : 'create', failure: saved };
  if (!file || !def.imagePath) return { ok: true, item: saved.data, imageFailure: null };
  const form = new FormData();
  form.append('file', file);
  const image = await upload<Item>('POST', `${def.path}/${saved.data.id}/${def.imagePath}`, form, onProgress);
  return image.ok
    ? { ok: true, item: image.data, imageFailure: null }
    : { ok: true, item: saved.data, imageFailure: image };
}
