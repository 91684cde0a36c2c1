import type { AppDeps } from '../../context';
import { notFound } from '../../lib/http-error';
import { contentChanged } from '../../services/cache';
import { deleteImageByUrl } from '../../services/images';
import { withUploadedImage } from './multipart';

/** The shared steps of the library handlers: 404s, image files, cache invalidation. */

export async function found<Row>(row: Promise<Row | null>, message: string): Promise<Row> {
  const value = await row;
  if (!value) throw notFound(message);
  return value;
}

export async function createWithImage<Row>(
  deps: AppDeps,
  folder: string,
  file: File | undefined,
  create: (fileUrl: string | null) => Promise<Row>,
): Promise<Row> {
  const row = await withUploadedImage(deps.storage, folder, file, create);
  contentChanged(deps);
  return row;
}

export async function updateOr404<Row>(deps: AppDeps, update: Promise<Row | null>, message: string): Promise<Row> {
  const row = await found(update, message);
  contentChanged(deps);
  return row;
}

/** Stores the new image, points the row at it, then removes the old image's files. */
export async function replaceImage<Row extends { fileUrl: string | null }>(
  deps: AppDeps,
  folder: string,
  file: File,
  current: Row | null,
  message: string,
  set: (fileUrl: string) => Promise<Row | null>,
): Promise<Row> {
  if (!current) throw notFound(message);
  const row = await withUploadedImage(deps.storage, folder, file, (fileUrl) => found(set(fileUrl!), message));
  await deleteImageByUrl(deps.storage, current.fileUrl);
  contentChanged(deps);
  return row;
}

export async function removeWithImage(
  deps: AppDeps,
  remove: Promise<{ fileUrl: string | null } | null>,
  message: string,
): Promise<void> {
  const row = await found(remove, message);
  await deleteImageByUrl(deps.storage, row.fileUrl);
  contentChanged(deps);
}
