import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbLoop, FRAME_SECONDS, rememberPosition, resumePoint, stepFrame } from '../../src/features/player/practice';

/** The parts of a <video> the practice tools use: a clock the test moves, events, pause. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 10;
  paused = false;
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  /** Playback reaching `seconds`, as the browser reports it. */
  reach(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
}
const asVideo = (fake: FakeVideo) => fake as unknown as HTMLVideoElement;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('stepFrame', () => {
  it('pauses and moves one frame each way, within the video', () => {
    const video = new FakeVideo();
    video.currentTime = 2;
    stepFrame(asVideo(video), 1);
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBeCloseTo(2 + FRAME_SECONDS, 6);
    stepFrame(asVideo(video), -2);
    expect(video.currentTime).toBeCloseTo(2 - FRAME_SECONDS, 6);
    video.currentTime = 0.01;
    stepFrame(asVideo(video), -1);
    expect(video.currentTime).toBe(0);
    video.currentTime = 9.99;
    stepFrame(asVideo(video), 1);
    expect(video.currentTime).toBe(10);
  });
});

describe('AbLoop', () => {
  it('loops back to A once playback passes B, and stops looping when cleared', () => {
    const video = new FakeVideo();
    const changes: string[] = [];
    const loop = new AbLoop(asVideo(video), (l) => changes.push(`${l.start}-${l.end}`));
    video.currentTime = 1;
    loop.setStart();
    video.currentTime = 3;
    loop.setEnd();
    expect(loop.active).toBe(true);
    expect(video.currentTime).toBe(1);
    video.reach(2.5);
    expect(video.currentTime).toBe(2.5);
    video.reach(3.1);
    expect(video.currentTime).toBe(1);
    loop.clear();
    video.reach(3.5);
    expect(video.currentTime).toBe(3.5);
    expect(changes).toEqual(['1-null', '1-3', 'null-null']);
  });

  it('refuses a B before A, and drops B when A moves past it', () => {
    const video = new FakeVideo();
    const loop = new AbLoop(asVideo(video), () => undefined);
    video.currentTime = 4;
    loop.setEnd();
    expect(loop.end).toBeNull();
    loop.setStart();
    video.currentTime = 2;
    loop.setEnd();
    expect(loop.active).toBe(false);
    video.currentTime = 6;
    loop.setEnd();
    video.currentTime = 7;
    loop.setStart();
    expect([loop.start, loop.end, loop.active]).toEqual([7, null, false]);
  });
});

describe('resume', () => {
  it('keeps the position on pause and after a seek, per post, and forgets it at the end', () => {
    const video = new FakeVideo();
    rememberPosition(asVideo(video), 7);
    video.currentTime = 6.25;
    video.pause();
    expect(resumePoint(7, 10)).toBe(6.2);
    expect(resumePoint(8, 10)).toBeNull();
    video.currentTime = 4;
    video.dispatchEvent(new Event('seeked'));
    expect(resumePoint(7, 10)).toBe(4);
    video.dispatchEvent(new Event('ended'));
    expect(resumePoint(7, 10)).toBeNull();
  });

  it('does not resume the first or the last seconds', () => {
    localStorage.setItem('hdx-resume:3', '2');
    expect(resumePoint(3, 60)).toBeNull();
    localStorage.setItem('hdx-resume:3', '58');
    expect(resumePoint(3, 60)).toBeNull();
    localStorage.setItem('hdx-resume:3', '30');
    expect(resumePoint(3, 60)).toBe(30);
    expect(resumePoint(3, Number.NaN)).toBe(30);
  });
});
