import { cacheTag } from '../../../contract/cache-tags';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { writeContent } from '../../services/content-changes';
import { deleteImageByUrl } from '../../services/images';
import { withUploadedImage } from './multipart';

/** The shared steps of the library handlers: 404s, image files, the content-change mark. */

/**
 * A library write drops everything showing library entries: their lists and pages, and every
 * post (posts show their weapon, master, manuscript, techniques and type by name).
 */
export const LIBRARY_WRITE = [cacheTag.library];

export async function found<Row>(row: Promise<Row | null>, message: string): Promise<Row> {
  const value = await row;
  if (!value) throw notFound(message);
  return value;
}

export function createWithImage<Row>(
  deps: AppDeps,
  folder: string,
  file: File | undefined,
  create: (tx: Tx, fileUrl: string | null) => Promise<Row>,
): Promise<Row> {
  return withUploadedImage(deps.storage, folder, file, (fileUrl) =>
    writeContent(deps, LIBRARY_WRITE, (tx) => create(tx, fileUrl)),
  );
}

export function updateOr404<Row>(
  deps: AppDeps,
  update: (tx: Tx) => Promise<Row | null>,
  message: string,
): Promise<Row> {
  return writeContent(deps, LIBRARY_WRITE, (tx) => found(update(tx), message));
}

/** Stores the new image, points the row at it, then removes the old image's files. */
export async function replaceImage<Row extends { fileUrl: string | null }>(
  deps: AppDeps,
  folder: string,
  file: File,
  current: Row | null,
  message: string,
  set: (tx: Tx, fileUrl: string) => Promise<Row | null>,
): Promise<Row> {
  if (!current) throw notFound(message);
  const row = await withUploadedImage(deps.storage, folder, file, (fileUrl) =>
    writeContent(deps, LIBRARY_WRITE, (tx) => found(set(tx, fileUrl!), message)),
  );
  await deleteImageByUrl(deps.storage, current.fileUrl);
  return row;
}

/** Deletes the row, then (once committed) its image's files. */
export async function removeWithImage(
  deps: AppDeps,
  remove: (tx: Tx) => Promise<{ fileUrl: string | null } | null>,
  message: string,
): Promise<void> {
  const row = await writeContent(deps, LIBRARY_WRITE, (tx) => found(remove(tx), message));
  await deleteImageByUrl(deps.storage, row.fileUrl);
}
