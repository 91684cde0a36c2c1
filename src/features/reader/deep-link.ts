import { FOLIO_LABEL_PATTERN } from '../../contract/folio-rules';

/** A region of a folio in its image's pixels. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ReaderLink {
  folio: string | null;
  region: Region | null;
}

const REGION = /^(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})$/;

/**
 * The reader's place in a page address: `?folio=25r&region=x,y,w,h` (the one parser of these
 * parameters). A malformed value is ignored, never an error: the reader opens at the first folio.
 */
export function readLink(search: string): ReaderLink {
  const params = new URLSearchParams(search);
  const folio = params.get('folio');
  const match = REGION.exec(params.get('region') ?? '');
  const region = match ? { x: Number(match[1]), y: Number(match[2]), w: Number(match[3]), h: Number(match[4]) } : null;
  return {
    folio: folio && FOLIO_LABEL_PATTERN.test(folio) ? folio : null,
    region: region && region.w > 0 && region.h > 0 ? region : null,
  };
}

/** The page address with the reader at `folio` (and `region`), other parameters kept. */
export function writeLink(href: string, folio: string, region: Region | null = null): string {
  const url = new URL(href);
  url.searchParams.set('folio', folio);
  if (region) url.searchParams.set('region', `${region.x},${region.y},${region.w},${region.h}`);
  else url.searchParams.delete('region');
  // The spec's form `region=x,y,w,h`: a comma needs no escaping in a query, and the address the
  // reader writes stays the one a deep link gives (searchParams would write `%2C`).
  return `${url.pathname}${url.search.replace(/%2C/gi, ',')}${url.hash}`;
}
