import { map } from 'nanostores';
import type { Folio } from '../../contract/folios';
import { api } from '../../lib/api/typed';
import { readLink, type Region } from './deep-link';

export interface ReaderState {
  /** Null while they load. */
  folios: Folio[] | null;
  /** The open folio, in `folios`. */
  index: number;
  /** The region asked for by the address, for the folio it names. */
  region: Region | null;
  failed: boolean;
}

/** The manuscript reader: the readable folios, the open one, and the region to show. */
export const $reader = map<ReaderState>({ folios: null, index: 0, region: null, failed: false });

/** Loads the manuscript's readable folios and opens the one the address names (else the first). */
export async function openReader(manuscriptId: number, search: string): Promise<void> {
  const answer = await api(`GET /manuscripts/${manuscriptId}/folios`);
  if (!answer.ok) {
    $reader.set({ folios: [], index: 0, region: null, failed: true });
    return;
  }
  const folios = answer.data.filter((folio) => folio.service && folio.width && folio.height);
  const link = readLink(search);
  const asked = link.folio ? folios.findIndex((folio) => folio.label === link.folio) : -1;
  $reader.set({ folios, index: Math.max(0, asked), region: asked >= 0 ? link.region : null, failed: false });
}

/** Opens folio `index` (clamped), whole. */
export function showFolio(index: number): void {
  const { folios } = $reader.get();
  if (!folios?.length) return;
  $reader.setKey('region', null);
  $reader.setKey('index', Math.min(folios.length - 1, Math.max(0, index)));
}
