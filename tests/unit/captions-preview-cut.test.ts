import { describe, expect, it } from 'vitest';
import { cutWebVtt } from '../../src/server/services/captions';

const FILE = [
  'WEBVTT - a class',
  'STYLE\n::cue { color: yellow }',
  'NOTE the master explains the Zornhau at 0:40',
  'intro\n00:00:01.000 --> 00:00:04.000 align:start\nGuard',
  '00:00:28.500 --> 00:00:33.000 line:0\nThe bind',
  '00:00:30.000 --> 00:00:35.000\nAt the edge',
  '00:00:40.000 --> 00:00:45.000\nThe secret',
].join('\n\n');

describe('cutWebVtt (captions of a free preview)', () => {
  it('keeps the header, styles and the cues starting before the limit, the last ending at it; drops notes and later cues', () => {
    expect(cutWebVtt(`${FILE}\n`, 30)).toBe(
      [
        'WEBVTT - a class',
        'STYLE\n::cue { color: yellow }',
        'intro\n00:00:01.000 --> 00:00:04.000 align:start\nGuard',
        '00:00:28.500 --> 00:00:30.000 line:0\nThe bind',
      ].join('\n\n') + '\n',
    );
  });

  it('gives a file without cues when none starts in the window', () => {
    expect(cutWebVtt('WEBVTT\n\n00:01:00.000 --> 00:01:02.000\nLater\n', 30)).toBe('WEBVTT\n');
  });
});
