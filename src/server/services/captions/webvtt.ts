import { TIMELINE_MESSAGES } from '../../../contract/timeline-messages';

/** A caption file the API refuses: `message` is one of TIMELINE_MESSAGES, shown under the file field. */
export class CaptionRejectedError extends Error {}

const reject = (message: string): never => {
  throw new CaptionRejectedError(message);
};

// WebVTT: hh:mm:ss.ttt or mm:ss.ttt; SubRip: hh:mm:ss,ttt (players also write a dot, or one-digit hours).
const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):([0-5]?\d):([0-5]?\d)[,.](\d{1,3})$/;
const ARROW = /\s+-->\s+/;

function seconds(match: RegExpMatchArray): number {
  const [, h, m, s, ms] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms!.padEnd(3, '0')) / 1000;
}

function vttTime(total: number): string {
  const ms = Math.round(total * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** UTF-8 text without a byte-order mark, with \n line ends; 422 for anything else. */
function decodeCaptionText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return reject(TIMELINE_MESSAGES.captionNotText);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) reject(TIMELINE_MESSAGES.captionNotText);
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const blocksOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '');

/**
 * Checks a WebVTT file: the WEBVTT header line, then blocks that are notes, styles,
 * regions or cues; every cue timing well formed with its end after its start, and at
 * least one cue. Returns the text unchanged but for line ends.
 */
function validateWebVtt(text: string): string {
  const [header = '', ...blocks] = blocksOf(text);
  const firstLine = header.split('\n')[0] ?? '';
  if (!/^WEBVTT([ \t].*)?$/.test(firstLine)) reject(TIMELINE_MESSAGES.captionHeader);
  // The header block may hold metadata lines but no cue.
  if (header.includes('-->')) reject(TIMELINE_MESSAGES.captionTiming);
  let cues = 0;
  for (const block of blocks) {
    const lines = block.split('\n');
    if (/^(NOTE|STYLE|REGION)([ \t]|$)/.test(lines[0]!)) continue;
    const timing = lines[0]!.includes('-->') ? lines[0]! : lines[1];
    if (timing === undefined || !timing.includes('-->')) reject(TIMELINE_MESSAGES.captionTiming);
    const [start = '', rest = ''] = timing!.split(ARROW);
    const end = rest.split(/[ \t]/)[0] ?? '';
    const startMatch = start.match(VTT_TIME);
    const endMatch = end.match(VTT_TIME);
    if (!startMatch || !endMatch || seconds(endMatch) <= seconds(startMatch)) reject(TIMELINE_MESSAGES.captionTiming);
    const textLines = lines.slice(lines.indexOf(timing!) + 1);
    if (textLines.some((line) => line.includes('-->'))) reject(TIMELINE_MESSAGES.captionTiming);
    cues++;
  }
  if (cues === 0) reject(TIMELINE_MESSAGES.captionNoCue);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** SubRip markup WebVTT lacks: `{\an8}` positions and `<font>` tags. <b>, <i>, <u> are the same in both. */
const cueText = (line: string) =>
  line
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/<\/?font[^>]*>/gi, '')
    .replace(/&(?![a-z]+;|#\d+;)/gi, '&amp;')
    .replace(/<(?!\/?[biu]>)/gi, '&lt;');

/**
 * Converts a SubRip (.srt) file to WebVTT: numbered cues, `hh:mm:ss,ttt --> hh:mm:ss,ttt`
 * timings (end after start), text lines. Numbers are dropped, timings written the WebVTT
 * way, and what WebVTT would read as markup or an entity escaped.
 */
function srtToWebVtt(text: string): string {
  const cues: string[] = [];
  for (const block of blocksOf(text)) {
    const lines = block.split('\n');
    if (/^\d+$/.test(lines[0]!.trim())) lines.shift();
    const timing = lines.shift();
    const [start = '', end = ''] = (timing ?? '').trim().split(ARROW);
    const startMatch = start.match(SRT_TIME);
    const endMatch = end.trim().split(/\s/)[0]!.match(SRT_TIME);
    if (!startMatch || !endMatch || seconds(endMatch) <= seconds(startMatch)) reject(TIMELINE_MESSAGES.captionTiming);
    const body = lines.map(cueText).filter((line) => line.trim() !== '' && !line.includes('-->'));
    cues.push(`${vttTime(seconds(startMatch!))} --> ${vttTime(seconds(endMatch!))}\n${body.join('\n')}`);
  }
  if (cues.length === 0) reject(TIMELINE_MESSAGES.captionNoCue);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Looks like SubRip: the first block is an optional number and a comma timing line. */
const looksLikeSrt = (text: string) => /^\s*(\d+\n)?\d{1,3}:\d{1,2}:\d{1,2}[,.]\d{1,3}\s+-->/.test(text);

/** A caption upload as WebVTT text: WebVTT checked, SubRip converted, anything else refused. */
export function toWebVtt(bytes: Uint8Array): string {
  const text = decodeCaptionText(bytes);
  if (/^WEBVTT/.test(text)) return validateWebVtt(text);
  if (looksLikeSrt(text)) return srtToWebVtt(text);
  return reject(TIMELINE_MESSAGES.captionFormat);
}

const CUE_TIMING = /^(\S+)\s+-->\s+(\S+)(.*)$/;

/**
 * The part of a stored (already checked) WebVTT file a preview of its first `limit` seconds
 * may show: the header, styles and regions, and the cues starting before `limit`, the last one
 * ending at `limit`; notes are dropped (they may speak of what comes later).
 */
export function cutWebVtt(text: string, limit: number): string {
  const [header = 'WEBVTT', ...blocks] = blocksOf(text.replace(/\r\n?/g, '\n'));
  const kept = [header];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (/^(STYLE|REGION)([ \t]|$)/.test(lines[0]!)) kept.push(block);
    if (/^(NOTE|STYLE|REGION)([ \t]|$)/.test(lines[0]!)) continue;
    const at = lines[0]!.includes('-->') ? 0 : 1;
    const timing = CUE_TIMING.exec(lines[at] ?? '');
    const start = timing?.[1]?.match(VTT_TIME);
    const end = timing?.[2]?.match(VTT_TIME);
    if (!timing || !start || !end || seconds(start) >= limit) continue;
    if (seconds(end) > limit) lines[at] = `${timing[1]} --> ${vttTime(limit)}${timing[3]}`;
    kept.push(lines.join('\n'));
  }
  return `${kept.join('\n\n')}\n`;
}
