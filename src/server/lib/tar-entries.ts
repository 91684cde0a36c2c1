// Node built-ins only, as binaries.ts, which plain `node` scripts import.

/** A folder or regular file of a tar archive; `data` a view of the archive's bytes (empty for a folder). */
export interface TarEntry {
  /** As the archive names it (`prefix/name`), a leading slash kept. */
  name: string;
  type: 'folder' | 'file';
  mode: number;
  data: Uint8Array;
}

const BLOCK = 512;

/**
 * The folders and regular files of a ustar archive, in its order (links and other entries
 * skipped: no archive read here holds any). `data` views a plain Uint8Array even when `archive`
 * is a Buffer: a Buffer's `slice` is another view where a Uint8Array's copies, and a reader that
 * keeps a `slice` of it (Emscripten's file system does) must not share the archive's bytes.
 */
export function tarEntries(archive: Uint8Array): TarEntry[] {
  const bytes = new Uint8Array(archive.buffer, archive.byteOffset, archive.byteLength);
  const decoder = new TextDecoder();
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= bytes.length;) {
    const header = bytes.subarray(offset, offset + BLOCK);
    // Empty blocks end the archive.
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      decoder.decode(header.subarray(start, start + length)).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const mode = parseInt(field(100, 8).trim() || '644', 8);
    // '5' a folder; '0' (or NUL, in old archives) a regular file.
    const type = field(156, 1) || '0';
    const body = offset + BLOCK;
    if (type === '5') entries.push({ name, type: 'folder', mode, data: bytes.subarray(body, body) });
    else if (type === '0') entries.push({ name, type: 'file', mode, data: bytes.subarray(body, body + size) });
    offset = body + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
