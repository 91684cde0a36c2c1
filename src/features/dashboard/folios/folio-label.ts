import { FOLIO_LABEL_PATTERN } from '../../../contract/folio-rules';

/** The folio a scan's file name names ("ms-i-33_025r.tif" → "25r"), or '' when it names none. */
export function labelFromFileName(name: string): string {
  const match = /(?:^|[^0-9])0*([1-9]\d{0,3})\s*([rv])(?![a-z])/i.exec(name.replace(/\.[a-z0-9]+$/i, ''));
  return match ? `${match[1]}${match[2]!.toLowerCase()}` : '';
}

export const isFolioLabel = (label: string) => FOLIO_LABEL_PATTERN.test(label);
