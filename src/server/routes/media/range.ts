import type { ByteRange } from '../../services/storage/types';

/**
 * Parses a single `bytes=` range (the form browsers send for media).
 * Returns null for no/ignorable header, 'invalid' for an unsatisfiable one.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (!startText && !endText) return 'invalid';
  let start: number;
  let end: number;
  if (!startText) {
    const suffix = Number(endText);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText ? Math.min(Number(endText), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}
