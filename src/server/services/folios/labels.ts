import { FOLIO_LABEL_PATTERN } from '../../../contract/folio-rules';

/**
 * Reading order of a folio label: folio 25 recto (`25r`) comes after `24v` and before `25v`.
 * Null for a label that is not a folio number and side.
 */
export function positionOfLabel(label: string): number | null {
  if (!FOLIO_LABEL_PATTERN.test(label)) return null;
  const number = Number(label.slice(0, -1));
  return number * 2 + (label.endsWith('v') ? 1 : 0);
}
