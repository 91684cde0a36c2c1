import { toast } from '../../shared/toast';
import { failureMessage } from '../../../lib/api/messages';
import { type DashboardStrings } from '../strings';
import { fill } from '../../../lib/format';
import { $publish, isFinished } from './publish-store';
import type { Rebuild } from '../../../contract/rebuilds';
import { followRebuild, listRebuilds, requestRebuild } from './rebuilds-api';

let following: AbortController | null = null;

function setCurrent(rebuild: Rebuild): void {
  $publish.set({ ...$publish.get(), current: rebuild });
}

/** Publish state from the API: changed since last publish, and the latest build (followed if live). */
export async function loadPublishState(strings: DashboardStrings): Promise<void> {
  const result = await listRebuilds();
  if (!result.ok) return;
  const { items, changedSinceLastPublish, publishedAt } = result.data;
  const latest = items[0] ?? null;
  const state = $publish.get();
  // A build followed on this page stays the one shown.
  const current = state.current && latest && state.current.id > latest.id ? state.current : latest;
  $publish.set({ loaded: true, changed: changedSinceLastPublish, publishedAt, current });
  if (latest && !isFinished(latest.status) && !following) void follow(latest.id, strings);
}

async function follow(id: number, strings: DashboardStrings): Promise<void> {
  following?.abort();
  const controller = new AbortController();
  following = controller;
  const last = await followRebuild(id, setCurrent, controller.signal);
  if (controller.signal.aborted) return;
  following = null;
  if (last?.status === 'succeeded') {
    const netlify = /Netlify/.test(last.log);
    void toast.success(netlify ? strings.publish.toastNetlify : strings.publish.toastSucceeded);
  } else if (last?.status === 'failed') {
    void toast.error(fill(strings.publish.toastFailed, { error: last.error ?? '' }));
  }
  await loadPublishState(strings);
}

/**
 * 'Publish': POST /api/rebuilds (202). A request during a build is answered with the single
 * follow-up build, which is then the one followed.
 */
export async function publish(strings: DashboardStrings): Promise<void> {
  const result = await requestRebuild();
  if (!result.ok) {
    void toast.error(failureMessage(strings.publish.failedToStart, result, 'detail', strings.toast.networkError));
    return;
  }
  setCurrent(result.data);
  void follow(result.data.id, strings);
}

/** Stops following (the island unmounts). */
export function stopFollowing(): void {
  following?.abort();
  following = null;
}
