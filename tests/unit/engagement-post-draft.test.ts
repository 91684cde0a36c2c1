import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, sameVideo, writeDraft } from '../../src/features/engagement/add-post/post-draft';
import { EMPTY_VALUES } from '../../src/features/engagement/add-post/validation';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the /add-post draft', () => {
  it('keeps the fields and the video being sent across a reload, and forgets them when cleared', () => {
    const store = memoryStore();
    const draft = {
      values: { ...EMPTY_VALUES, title: 'Zornhau drill', price: '12,5', techniqueIds: [3, 7] },
      video: { name: 'clip.mov', size: 1234 },
    };
    writeDraft(store, draft);
    expect(readDraft(store)).toEqual(draft);
    clearDraft(store);
    expect(readDraft(store)).toEqual({ values: EMPTY_VALUES, video: null });
  });

  it('does not keep the empty form', () => {
    const store = memoryStore();
    writeDraft(store, { values: EMPTY_VALUES, video: null });
    expect(store.items.size).toBe(0);
  });

  it('reads a broken or foreign entry as the empty form', () => {
    const store = memoryStore();
    store.setItem('hdx-post-draft', '{not json');
    expect(readDraft(store)).toEqual({ values: EMPTY_VALUES, video: null });
    store.setItem('hdx-post-draft', JSON.stringify({ values: { title: 5, techniqueIds: [1, 'x', -2] }, video: {} }));
    expect(readDraft(store)).toEqual({ values: { ...EMPTY_VALUES, techniqueIds: [1] }, video: null });
  });

  it('survives a storage that refuses writes', () => {
    const store = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDraft(store, { values: { ...EMPTY_VALUES, title: 'x' }, video: null })).not.toThrow();
  });

  it('recognises the same file by name and size', () => {
    const draft = { values: EMPTY_VALUES, video: { name: 'clip.mp4', size: 3 } };
    expect(sameVideo(draft, new File(['abc'], 'clip.mp4'))).toBe(true);
    expect(sameVideo(draft, new File(['abcd'], 'clip.mp4'))).toBe(false);
    expect(sameVideo(draft, new File(['abc'], 'other.mp4'))).toBe(false);
  });
});
