import { storeCaption, toWebVtt } from '../../services/captions';
import type { Storage } from '../../services/storage/types';
import { timelines } from './data/timelines';

const clock = (seconds: number, separator: '.' | ',') => `00:00:${String(seconds).padStart(2, '0')}${separator}000`;

/**
 * Stores the demo captions (before the seed's transaction, like its images): English as
 * WebVTT, French as SubRip converted the way an upload is. Returns post title → lang → URL.
 */
export async function storeDemoCaptions(storage: Storage): Promise<Map<string, Record<string, string>>> {
  const urls = new Map<string, Record<string, string>>();
  for (const timeline of timelines) {
    if (!timeline.captions) continue;
    const vtt = `WEBVTT\n\n${timeline.captions.en.map((text, i) => `${clock(i * 2, '.')} --> ${clock(i * 2 + 2, '.')}\n${text}`).join('\n\n')}\n`;
    const srt = timeline.captions.fr
      .map((text, i) => `${i + 1}\n${clock(i * 2, ',')} --> ${clock(i * 2 + 2, ',')}\n${text}`)
      .join('\n\n');
    const encode = (text: string) => new TextEncoder().encode(text);
    const en = await storeCaption(storage, toWebVtt(encode(vtt)));
    const fr = await storeCaption(storage, toWebVtt(encode(srt)));
    urls.set(timeline.post, { en: en.url, fr: fr.url });
  }
  return urls;
}
