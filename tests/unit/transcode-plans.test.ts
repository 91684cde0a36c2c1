import { describe, expect, it } from 'vitest';
import { ProgressParser } from '../../src/server/services/media-tools/progress';
import { masterPlaylist, planLadder, playlistSegments } from '../../src/server/services/transcode/ladder';
import { planStoryboard, storyboardVtt } from '../../src/server/services/transcode/storyboard';
import { isValidKey } from '../../src/server/services/storage/types';

describe('the HLS ladder of a source', () => {
  it('is 360p and 720p for 720p, plus 1080p for 1080p and above, never upscaled', () => {
    expect(planLadder(1280, 720).map((r) => [r.width, r.height])).toEqual([
      [640, 360],
      [1280, 720],
    ]);
    expect(planLadder(1920, 1080).map((r) => r.height)).toEqual([360, 720, 1080]);
    expect(planLadder(3840, 2160).map((r) => r.height)).toEqual([360, 720, 1080]);
    // Between rungs the source's own height tops the ladder; below 360p it is the only rendition.
    expect(planLadder(854, 480).map((r) => r.height)).toEqual([360, 480]);
    expect(planLadder(480, 270).map((r) => [r.width, r.height])).toEqual([[480, 270]]);
    // A portrait phone video keeps its shape.
    expect(planLadder(720, 1280).map((r) => [r.width, r.height])).toEqual([
      [202, 360],
      [406, 720],
      [608, 1080],
    ]);
  });

  it('has a master playlist naming each rendition by its relative playlist, with peak bandwidth and codecs', () => {
    const renditions = planLadder(1280, 720).map((r, i) => ({
      ...r,
      bandwidth: 1000 * (i + 1),
      averageBandwidth: 500,
    }));
    expect(masterPlaylist(renditions, true)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=1000,AVERAGE-BANDWIDTH=500,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2000,AVERAGE-BANDWIDTH=500,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
        '720p/index.m3u8',
        '',
      ].join('\n'),
    );
    expect(masterPlaylist(renditions.slice(0, 1), false)).toContain('CODECS="avc1.4d401e"\n');
  });

  it('reads the segments of a media playlist', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg-00001.m4s\n#EXTINF:2.5,\nseg-00002.m4s\n#EXT-X-ENDLIST\n';
    expect(playlistSegments(playlist)).toEqual([
      { uri: 'seg-00001.m4s', duration: 4 },
      { uri: 'seg-00002.m4s', duration: 2.5 },
    ]);
  });

  it('is stored under keys the storage accepts, and only those', () => {
    for (const key of [
      'hls/12/master.m3u8',
      'hls/12/720p/index.m3u8',
      'hls/12/720p/init.mp4',
      'hls/12/1080p/seg-00001.m4s',
      'hls/12/poster.jpg',
      'hls/12/storyboard.jpg',
      'hls/12/storyboard.vtt',
    ])
      expect(isValidKey(key), key).toBe(true);
    for (const key of [
      'hls/../master.m3u8',
      'hls/0/master.m3u8',
      'hls/12/720p/seg-1.m4s',
      'hls/12/720p/../../x.m3u8',
      'hls/12/other.m3u8',
      'hls/12/720p/seg-00001.ts',
    ])
      expect(isValidKey(key), key).toBe(false);
  });
});

describe('the storyboard', () => {
  it('takes a thumbnail every 2 s of a short video, tiled ten a row, with a cue per tile', () => {
    const plan = planStoryboard(25, 1280, 720);
    expect(plan).toEqual({ intervalSeconds: 2, count: 13, columns: 10, rows: 2, thumbWidth: 160, thumbHeight: 90 });
    const vtt = storyboardVtt(plan, 25);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n')).toBe(true);
    expect(vtt).toContain('00:00:20.000 --> 00:00:22.000\nstoryboard.jpg#xywh=0,90,160,90\n');
    expect(vtt).toContain('00:00:24.000 --> 00:00:25.000\nstoryboard.jpg#xywh=320,90,160,90\n');
  });

  it('spaces the thumbnails of long videos to stay within 200 tiles', () => {
    expect(planStoryboard(300, 1920, 1080).intervalSeconds).toBe(5);
    const long = planStoryboard(3 * 3600, 1920, 1080);
    expect(long.intervalSeconds).toBe(54);
    expect(long.count).toBe(200);
    expect(storyboardVtt(long, 3 * 3600)).toContain('02:59:06.000 --> 03:00:00.000');
  });
});

describe("ffmpeg's -progress output", () => {
  it('gives the media time reached at each block, whatever the chunking, and the end', () => {
    const times: number[] = [];
    const parser = new ProgressParser((seconds) => times.push(seconds));
    parser.push('frame=10\nout_time_us=400000\nout_time=00:00:00.4\nprogr');
    parser.push('ess=continue\nframe=20\nout_time_ms=2500000\nprogress=continue\n');
    parser.push('out_time_us=N/A\nprogress=continue\nprogress=end\n');
    expect(times).toEqual([0.4, 2.5, 2.5, Number.POSITIVE_INFINITY]);
  });
});
