import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashAfterReload, takeFlash } from '../../src/features/shared/stores/flash-toast';

/** One tab's sessionStorage, and the page loaded in it (each load has its own time origin). */
function tab() {
  const kept = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
  const load = (timeOrigin: number) => vi.stubGlobal('performance', { timeOrigin });
  return { kept, load };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a toast kept for the next page load', () => {
  it('is not taken by the page that kept it (an island hydrating late before the reload)', () => {
    const { load } = tab();
    load(1000.5);
    flashAfterReload('Rate added successfully');
    expect(takeFlash()).toBeNull();
    load(1042.25);
    expect(takeFlash()).toBe('Rate added successfully');
  });

  it('is taken once by the next page', () => {
    const { load, kept } = tab();
    load(1);
    flashAfterReload('Your changes are saved.');
    load(2);
    expect(takeFlash()).toBe('Your changes are saved.');
    expect(takeFlash()).toBeNull();
    expect(kept.size).toBe(0);
  });

  it('ignores what it cannot read', () => {
    const { load, kept } = tab();
    load(3);
    kept.set('hdx-flash-toast', 'not json');
    expect(takeFlash()).toBeNull();
    kept.set('hdx-flash-toast', '{"from":1}');
    expect(takeFlash()).toBeNull();
  });
});
