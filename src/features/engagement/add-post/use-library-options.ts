import { useEffect, useState } from 'react';
import { call } from '../../../lib/api/client';

export interface Option {
  id: number;
  name: string;
}

export interface LibraryOptions {
  postTypes: Option[];
  weapons: Option[];
  masterHistories: Option[];
  manuscripts: Option[];
  techniques: Option[];
  loaded: boolean;
  error: boolean;
}

const EMPTY: LibraryOptions = {
  postTypes: [],
  weapons: [],
  masterHistories: [],
  manuscripts: [],
  techniques: [],
  loaded: false,
  error: false,
};

const byName = (a: Option, b: Option) => a.name.localeCompare(b.name);

async function list(
  path: string,
  nameOf: (item: Record<string, unknown>) => unknown = (item) => item.name,
): Promise<Option[] | null> {
  const answer = await call<Record<string, unknown>[]>('GET', path);
  if (!answer.ok || !Array.isArray(answer.data)) return null;
  return answer.data.map((item) => ({ id: Number(item.id), name: String(nameOf(item)) })).sort(byName);
}

/** The choices of the form (content types, weapons, masterHistories, manuscripts, techniques), read live. */
export function useLibraryOptions(): LibraryOptions {
  const [options, setOptions] = useState<LibraryOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    void Promise.all([
      list('/post_types'),
      list('/weapons'),
      list('/master_histories'),
      list('/manuscripts', (item) => item.title),
      list('/techniques'),
    ]).then(([postTypes, weapons, masterHistories, manuscripts, techniques]) => {
      if (!live) return;
      setOptions({
        postTypes: postTypes ?? [],
        weapons: weapons ?? [],
        masterHistories: masterHistories ?? [],
        manuscripts: manuscripts ?? [],
        techniques: techniques ?? [],
        loaded: true,
        error: [postTypes, weapons, masterHistories, manuscripts, techniques].some((value) => value === null),
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
