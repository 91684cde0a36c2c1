import { describe, expect, it } from 'vitest';
import { TIMELINE_MESSAGES } from '../../src/contract/timeline-messages';
import { toWebVtt } from '../../src/server/services/captions';

const bytes = (text: string) => new TextEncoder().encode(text);
const srtToWebVtt = (text: string) => toWebVtt(bytes(text));
const validateWebVtt = (text: string) => toWebVtt(bytes(text));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('SubRip to WebVTT (through toWebVtt, as an upload)', () => {
  it('drops cue numbers, writes timings the WebVTT way and keeps <b>, <i>, <u>', () => {
    const srt = '\uFEFF1\r\n00:00:01,000 --> 00:00:04,500\r\n<i>Zornhau</i>\r\nline two\r\n\r\n2\r\n01:02:03,4 --> 01:02:05,000\r\nOrt\r\n';
    expect(srtToWebVtt(srt.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\n<i>Zornhau</i>\nline two\n\n01:02:03.400 --> 01:02:05.000\nOrt\n',
    );
    expect(toWebVtt(bytes(srt))).toMatch(/^WEBVTT\n\n00:00:01.000 --> 00:00:04.500\n/);
  });

  it('escapes what WebVTT would read as markup or an entity, and drops <font> and {\\an8}', () => {
    const vtt = srtToWebVtt('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<font color="red">a < b & <script>x</script></font>\n');
    expect(vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na &lt; b &amp; &lt;script>x&lt;/script>\n');
  });

  it('refuses a cue ending before it starts', () => {
    expect(refusal(() => srtToWebVtt('1\n00:00:05,000 --> 00:00:01,000\nBack\n'))).toBe(TIMELINE_MESSAGES.captionTiming);
  });
});

describe('WebVTT checks (through toWebVtt, as an upload)', () => {
  it('accepts notes, styles, identifiers and cue settings', () => {
    const vtt = 'WEBVTT - Meyer 1570\n\nNOTE a comment\n\nintro\n00:01.000 --> 00:04.000 align:start line:0\nHello\n\n01:00:00.000 --> 01:00:01.000\nBye';
    expect(validateWebVtt(vtt)).toBe(`${vtt}\n`);
  });

  it.each([
    ['no header', '00:01.000 --> 00:02.000\nHi\n', TIMELINE_MESSAGES.captionFormat],
    ['a header glued to text', 'WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n', TIMELINE_MESSAGES.captionHeader],
    ['a comma timing', 'WEBVTT\n\n00:01,000 --> 00:02,000\nHi\n', TIMELINE_MESSAGES.captionTiming],
    ['a cue without timing', 'WEBVTT\n\nonly text\nmore text\n', TIMELINE_MESSAGES.captionTiming],
    ['no cue', 'WEBVTT\n', TIMELINE_MESSAGES.captionNoCue],
  ])('refuses %s', (_label, text, message) => {
    expect(refusal(() => validateWebVtt(text))).toBe(message);
  });

  it('refuses other files and non-UTF-8 bytes', () => {
    expect(refusal(() => toWebVtt(bytes('{"cues": []}')))).toBe(TIMELINE_MESSAGES.captionFormat);
    expect(refusal(() => toWebVtt(new Uint8Array([0xff, 0xfe, 0x57, 0x00])))).toBe(TIMELINE_MESSAGES.captionNotText);
  });
});
