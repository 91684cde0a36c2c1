import { atom } from 'nanostores';
import type { Folio } from '../../../contract/folios';
import { api } from '../../../lib/api/typed';

/** The folios of the manuscript open in the dashboard's folio manager; null while they load. */
export const $folios = atom<Folio[] | null>(null);

let shown = 0;

/** Reads a manuscript's folios (the answer for another manuscript, opened since, is dropped). */
export async function loadFolios(manuscriptId: number): Promise<void> {
  if (shown !== manuscriptId) $folios.set(null);
  shown = manuscriptId;
  const answer = await api(`GET /manuscripts/${manuscriptId}/folios`);
  if (answer.ok && shown === manuscriptId) $folios.set(answer.data);
}
