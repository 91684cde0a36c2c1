import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_PREFIX } from '../../../contract/stored-media';
import { isValidKey, type ByteRange, type ListedObject, type Storage, type StoredObject } from './types';

const PART_SUFFIX = '.part';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.vtt': 'text/vtt; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
};

/** Files under `${DATA_DIR}/uploads`, served by the API at /api/media/{key}. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  private tempPathOf(file: string): string {
    return `${file}.${process.pid}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves a half-written file under the final name.
    const temp = this.tempPathOf(file);
    await fsp.writeFile(temp, body);
    await fsp.rename(temp, file);
    return this.statFile(key, file, contentType);
  }

  /**
   * Streams a body to disk through optional checks (large videos are never held in
   * memory); a failed or refused stream leaves nothing behind.
   */
  async putStream(key: string, body: Readable, contentType: string, checks: Transform[] = []): Promise<StoredObject> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = this.tempPathOf(file);
    try {
      await pipeline([body, ...checks, fs.createWriteStream(temp, { flags: 'wx' })]);
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return this.statFile(key, file, contentType);
  }

  async putFile(key: string, file: string, contentType: string): Promise<StoredObject> {
    return this.putStream(key, fs.createReadStream(file), contentType);
  }

  /** Moves a finished file from elsewhere on the same disk (a tus upload) to `key`. */
  async moveIn(file: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file, target);
  }

  private async statFile(key: string, file: string, contentType: string): Promise<StoredObject> {
    const stat = await fsp.stat(file);
    return { key, size: stat.size, contentType, etag: etagOf(stat), lastModified: stat.mtime };
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const stat = await fsp.stat(this.pathOf(key));
      if (!stat.isFile()) return null;
      const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      return { key, size: stat.size, contentType, etag: etagOf(stat), lastModified: stat.mtime };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    for (const { file, relative } of await this.walk(prefix)) {
      const key = relative.split(path.sep).join('/');
      if (!isValidKey(key)) continue;
      const stat = await fsp.stat(file).catch(() => null);
      if (stat?.isFile()) yield { key, size: stat.size, lastModified: stat.mtime };
    }
  }

  /**
   * Removes the temporary files of uploads that never finished (the process was killed
   * mid-write: a failed or aborted stream removes its own) last written before `before`.
   */
  async removeStaleParts(before: Date): Promise<string[]> {
    const removed: string[] = [];
    for (const { file, relative } of await this.walk('')) {
      if (!file.endsWith(PART_SUFFIX)) continue;
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat || stat.mtime >= before) continue;
      await fsp.rm(file, { force: true });
      removed.push(relative.split(path.sep).join('/'));
    }
    return removed;
  }

  private async walk(prefix: string): Promise<{ file: string; relative: string }[]> {
    const dir = path.join(this.root, prefix);
    if (!path.resolve(dir).startsWith(path.resolve(this.root))) throw new Error(`Invalid storage prefix: ${prefix}`);
    const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, relative: path.relative(this.root, file) };
      });
  }

  publicUrl(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  async toolInput(key: string): Promise<string> {
    return this.pathOf(key);
  }
}

function etagOf(stat: fs.Stats): string {
  const hash = createHash('sha1').update(`${stat.size}-${stat.mtimeMs}`).digest('base64url').slice(0, 16);
  return `"${hash}"`;
}
