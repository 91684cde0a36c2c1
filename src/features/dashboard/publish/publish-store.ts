import { atom } from 'nanostores';
import type { RebuildStatus } from '../../../contract/enums';
import type { Rebuild } from '../../../contract/rebuilds';

export interface PublishState {
  loaded: boolean;
  /** Content changed since the last successful publish. */
  changed: boolean;
  publishedAt: string | null;
  /** The build shown: the one followed, else the latest. */
  current: Rebuild | null;
}

export const $publish = atom<PublishState>({ loaded: false, changed: false, publishedAt: null, current: null });

export const isFinished = (status: RebuildStatus) => status === 'succeeded' || status === 'failed';

/** After a successful content write: the API marked the site changed; show it without a call. */
export function markChanged(): void {
  $publish.set({ ...$publish.get(), changed: true });
}
