import { describe, expect, it } from 'vitest';
import { languageName } from '../../src/lib/format';
import { AbLoop } from '../../src/features/player/practice';

describe('languageName', () => {
  it('names a caption language in the page language, capitalised as a label', () => {
    expect(languageName('en', 'fr')).toBe('Anglais');
    expect(languageName('fr', 'fr')).toBe('Français');
    expect(languageName('fr', 'en')).toBe('French');
  });
});

describe('AbLoop.set (a chapter loop)', () => {
  it('sets both ends at once and plays from A; an empty chapter changes nothing', () => {
    const video = Object.assign(new EventTarget(), { currentTime: 5 }) as unknown as HTMLVideoElement;
    const seen: string[] = [];
    const loop = new AbLoop(video, (l) => seen.push(`${l.start}-${l.end}`));
    loop.set(2, 4);
    expect([loop.start, loop.end, loop.active, video.currentTime]).toEqual([2, 4, true, 2]);
    loop.set(4, 4);
    expect(seen).toEqual(['2-4']);
  });
});
