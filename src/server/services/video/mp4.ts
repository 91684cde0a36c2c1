/** Brands of the ISO media family that are still images, not videos. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * True when the bytes start like an MP4 file: an `ftyp` box (size, 'ftyp', major brand)
 * whose brand is not an image format. The client's Content-Type and file name are not trusted.
 */
export function isMp4Signature(head: Buffer): boolean {
  if (head.length < 12) return false;
  const boxSize = head.readUInt32BE(0);
  if (head.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  if (boxSize !== 1 && boxSize < 16 && boxSize !== 0) return false;
  const brand = head.subarray(8, 12).toString('latin1');
  if (!/^[\x20-\x7e]{4}$/.test(brand)) return false;
  return !IMAGE_BRANDS.has(brand.trim());
}
