import { useEffect, useState } from 'react';
import { callSignedIn } from '../../../lib/api/signed-in';
import type { Option } from '../forms/fields';

/** Lists offered in selects (links between library items). */
export const LOOKUP_PATHS = {
  weapons: '/weapons',
  masterHistories: '/master_histories',
  manuscripts: '/manuscripts',
  postTypes: '/post_types',
  techniques: '/techniques',
} as const;

export type LookupKey = keyof typeof LOOKUP_PATHS;
export type Lookups = Partial<Record<LookupKey, Option[]>>;

interface Named {
  id: number;
  name?: string;
  title?: string;
}

const cache = new Map<LookupKey, Promise<Option[]>>();

function load(key: LookupKey): Promise<Option[]> {
  let options = cache.get(key);
  if (!options) {
    options = callSignedIn<Named[]>('GET', LOOKUP_PATHS[key]).then((result) => {
      if (!result.ok) {
        cache.delete(key);
        return [];
      }
      return result.data
        .map((row) => ({ value: row.id, label: row.name ?? row.title ?? String(row.id) }))
        .sort((a, b) => a.label.localeCompare(b.label));
    });
    cache.set(key, options);
  }
  return options;
}

/** After a create, rename or delete: the next form reads the list again. */
export function invalidateLookup(key: LookupKey | undefined): void {
  if (key) cache.delete(key);
}

/** The options of each named list, loaded once per page (and again after invalidation). */
export function useLookups(keys: readonly LookupKey[], version = 0): Lookups {
  const [lookups, setLookups] = useState<Lookups>({});
  const wanted = keys.join(',');
  useEffect(() => {
    let live = true;
    const names = wanted ? (wanted.split(',') as LookupKey[]) : [];
    void Promise.all(names.map(async (key) => [key, await load(key)] as const)).then((entries) => {
      if (live) setLookups(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, [wanted, version]);
  return lookups;
}
