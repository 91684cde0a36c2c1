import { describe, expect, it } from 'vitest';
import { isValidKey } from '../../src/server/services/storage/types';
import { postIdOfHlsKey } from '../../src/server/services/streaming/hls-keys';
import { rewritePlaylist } from '../../src/server/services/streaming/playlist-rewrite';

const sign = (key: string) => Promise.resolve(`/signed/${key}?sig=x`);

describe('HLS keys', () => {
  it('accepts exactly the layout of a post’s stream', () => {
    for (const key of [
      'hls/12/master.m3u8',
      'hls/12/720p/index.m3u8',
      'hls/12/1080p/seg-00001.m4s',
      'hls/12/poster.jpg',
      'hls/12/storyboard.vtt',
      'hls/12/storyboard.jpg',
    ])
      expect([key, isValidKey(key), postIdOfHlsKey(key)]).toEqual([key, true, 12]);
    for (const key of [
      'hls/12/../13/master.m3u8',
      'hls/x/master.m3u8',
      'hls/12/720p/seg-1.m4s',
      'hls/12/720p/index.mp4',
      'hls/12/master.m3u8?x',
      'hls/12/secret.txt',
    ])
      expect([key, isValidKey(key), postIdOfHlsKey(key)]).toEqual([key, false, null]);
  });
});

describe('rewritePlaylist', () => {
  it('signs the master’s rendition playlists, resolved against its folder, and keeps every tag', async () => {
    const master =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360\n360p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2800000\n720p/index.m3u8\n';
    expect(await rewritePlaylist(master, 'hls/7/master.m3u8', sign)).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360\n/signed/hls/7/360p/index.m3u8?sig=x\n#EXT-X-STREAM-INF:BANDWIDTH=2800000\n/signed/hls/7/720p/index.m3u8?sig=x\n',
    );
  });

  it('signs segments and URI attributes (an fMP4 init segment) of a rendition playlist', async () => {
    const playlist = '#EXTM3U\r\n#EXT-X-MAP:URI="init.mp4"\r\n#EXTINF:4.0,\r\nseg-00001.m4s\r\n#EXT-X-ENDLIST';
    const out = await rewritePlaylist(playlist, 'hls/7/720p/index.m3u8', sign);
    expect(out.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MAP:URI="/signed/hls/7/720p/init.mp4?sig=x"',
      '#EXTINF:4.0,',
      '/signed/hls/7/720p/seg-00001.m4s?sig=x',
      '#EXT-X-ENDLIST',
    ]);
  });

  it('leaves alone what is not a file of the same stream: absolute addresses, other posts, escapes', async () => {
    const playlist =
      '#EXTM3U\nhttps://elsewhere.test/a.ts\n/api/media/hls/8/master.m3u8\n../../8/720p/seg-00001.m4s\n../../../etc/passwd\n';
    expect(await rewritePlaylist(playlist, 'hls/7/720p/index.m3u8', sign)).toBe(playlist);
  });

  it('signs the images of a thumbnail track, keeping their #xywh fragment, and nothing else', async () => {
    const vtt =
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n\n00:00:02.000 --> 00:00:04.000\nstoryboard.jpg#xywh=160,0,160,90\n';
    expect(await rewritePlaylist(vtt, 'hls/7/storyboard.vtt', sign)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n/signed/hls/7/storyboard.jpg?sig=x#xywh=0,0,160,90\n\n00:00:02.000 --> 00:00:04.000\n/signed/hls/7/storyboard.jpg?sig=x#xywh=160,0,160,90\n',
    );
  });
});
