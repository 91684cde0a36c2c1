/** A tar archive's directories and files (their bytes a view into the archive), paths without a leading slash. */
export interface TarEntries {
  dirs: string[];
  files: [string, Uint8Array][];
}

const BLOCK = 512;

/**
 * Reads a ustar archive (as PGlite's `dumpDataDir` writes it): its regular files and directories.
 * The files are views of a plain Uint8Array even when `bytes` is a Buffer: a Buffer's `slice` is
 * another view, where a Uint8Array's copies, and a reader that copies with `slice` (Emscripten's
 * file system does) would otherwise share the archive's bytes and write into them.
 */
export function untar(bytes: Uint8Array): TarEntries {
  const archive = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const field = (at: number, length: number) => {
    const bytes = archive.subarray(at, at + length);
    const end = bytes.indexOf(0);
    return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
  };
  const entries: TarEntries = { dirs: [], files: [] };
  for (let at = 0; at + BLOCK <= archive.length;) {
    const name = field(at, 100);
    // Two empty blocks end the archive.
    if (!name) break;
    const prefix = field(at + 345, 155);
    const size = parseInt(field(at + 124, 12).trim() || '0', 8);
    const type = archive[at + 156];
    const entryPath = (prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '');
    const body = at + BLOCK;
    // '5' a directory; '0' (or NUL, in old archives) a regular file.
    if (type === 0x35) entries.dirs.push(entryPath);
    else if (type === 0x30 || type === 0) entries.files.push([entryPath, archive.subarray(body, body + size)]);
    at = body + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
