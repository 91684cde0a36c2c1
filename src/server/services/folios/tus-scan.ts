import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Metadata } from '@tus/server';
import { eq } from 'drizzle-orm';
import {
  FOLIO_CONTENT_TYPES,
  FOLIO_LABEL_PATTERN,
  FOLIO_MESSAGES,
  FOLIO_UPLOAD_METADATA,
  folioTooLarge,
} from '../../../contract/folio-rules';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { forbidden, HttpError, invalidInput, MESSAGES, notFound } from '../../lib/http-error';
import { can } from '../access/permissions';
import type { AuthUser } from '../../lib/caller';
import { manuscriptExists } from './folios';
import { acceptScan, assertReadableScan, newScanKey, type ScanType } from './accept-scan';

/** What a folio upload's metadata says: where the scan goes and what it is. */
export interface ScanUpload {
  manuscriptId: number;
  label: string;
  type: ScanType;
}

/**
 * tus `Upload-Metadata` as tus reads it (`Metadata.parse` of @tus/server). An absent or malformed
 * header names no folio: the upload goes on as a video, and tus itself refuses malformed metadata.
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string | null> {
  if (!header?.trim()) return {};
  try {
    return Metadata.parse(header);
  } catch {
    return {};
  }
}

/**
 * The folio a resumable upload's metadata names, checked (400 for a malformed one, 415 for
 * a type that is no scan), or null when the upload is not a folio (a video).
 */
export function scanUploadOf(metadata: Record<string, string | null | undefined>): ScanUpload | null {
  const label = metadata[FOLIO_UPLOAD_METADATA.folio];
  if (label === undefined || label === null) return null;
  if (!FOLIO_LABEL_PATTERN.test(label)) throw invalidInput({ folio: [FOLIO_MESSAGES.label] });
  const manuscript = metadata[FOLIO_UPLOAD_METADATA.manuscript] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(manuscript)) throw invalidInput({ manuscript: [FOLIO_MESSAGES.manuscript] });
  const type = FOLIO_CONTENT_TYPES.find((known) => known === metadata[FOLIO_UPLOAD_METADATA.type]);
  if (!type) throw new HttpError(415, MESSAGES.unsupportedMediaType, { filetype: [FOLIO_MESSAGES.contentType] });
  return { manuscriptId: Number(manuscript), label, type };
}

/**
 * Checks the creation of a folio upload before tus sees it: an administrator, a manuscript
 * that exists, a declared size within FOLIO_MAX_BYTES.
 */
export async function assertScanUploadAllowed(
  deps: AppDeps,
  user: AuthUser,
  scan: ScanUpload,
  length: string | undefined,
): Promise<number> {
  if (!can(user, 'admin.area')) throw forbidden(FOLIO_MESSAGES.adminsOnly);
  if (length === undefined || !/^\d+$/.test(length)) {
    throw invalidInput({ 'Upload-Length': [FOLIO_MESSAGES.uploadLength] });
  }
  const max = deps.env.FOLIO_MAX_BYTES;
  if (Number(length) > max) throw new HttpError(413, MESSAGES.payloadTooLarge, { file: [folioTooLarge(max)] });
  if (!(await manuscriptExists(deps.db, scan.manuscriptId))) throw notFound();
  return Number(length);
}

/** The uploader is still an administrator when the last bytes arrive (a role can be taken away meanwhile). */
async function stillAdmin(deps: AppDeps, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && can(row satisfies AuthUser, 'admin.area'));
}

/**
 * A finished folio upload: `adopt` moves its bytes to the scan's key in storage; the scan is
 * read there (downloaded to this machine: any storage) and, if readable, becomes the folio's
 * waiting scan, tiled in the background: the same end as the PUT. Refused: it is removed.
 */
export async function finishScanUpload(
  deps: AppDeps,
  userId: number,
  scan: ScanUpload,
  adopt: (key: string) => Promise<void>,
  discard: () => Promise<void>,
) {
  if (!(await stillAdmin(deps, userId))) {
    await discard();
    throw forbidden(FOLIO_MESSAGES.adminsOnly);
  }
  if (!(await manuscriptExists(deps.db, scan.manuscriptId))) {
    await discard();
    throw notFound();
  }
  const sourceKey = newScanKey(scan.type);
  await adopt(sourceKey);
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'hdx-scan-'));
  try {
    const file = path.join(work, 'scan');
    await pipeline(await deps.storage.read(sourceKey), fs.createWriteStream(file));
    await assertReadableScan(file, deps.env.FOLIO_MAX_PIXELS);
  } catch (error) {
    await deps.storage.delete(sourceKey).catch(() => {});
    throw error;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
  return acceptScan(deps, { ...scan, sourceKey });
}
