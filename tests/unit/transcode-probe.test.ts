import { describe, expect, it } from 'vitest';
import { sourceInfoOf } from '../../src/server/services/media-tools/probe';

/** Both ways ffprobe says a phone clip (stored 1280×720) is turned: the size is the one shown. */
const probed = (video: Record<string, unknown>) =>
  sourceInfoOf({
    streams: [{ codec_type: 'video', width: 1280, height: 720, ...video }],
    format: { duration: '3.5' },
  });
const shown = (video: Record<string, unknown>) => {
  const info = probed(video);
  return info && `${info.width}x${info.height}`;
};

describe('the displayed size of a probed source', () => {
  it.each(['90', '270', '-90', '-270', '450'])('ffprobe before 5: a rotate tag of %s swaps it', (rotate) => {
    expect(shown({ tags: { rotate } })).toBe('720x1280');
  });

  it.each([90, -90, 270, '-90.00'])('ffprobe 5 and later: a display matrix turn of %s swaps it', (rotation) => {
    expect(shown({ tags: {}, side_data_list: [{ rotation }] })).toBe('720x1280');
  });

  it.each([
    [{}],
    [{ tags: { rotate: '180' } }],
    [{ side_data_list: [{ rotation: -180 }] }],
    [{ side_data_list: [{}] }],
  ])('keeps it when not turned a quarter (%j)', (video) => {
    expect(shown(video)).toBe('1280x720');
  });

  it('prefers the display matrix over a stale tag', () => {
    expect(shown({ tags: { rotate: '0' }, side_data_list: [{ rotation: -90 }] })).toBe('720x1280');
  });
});
