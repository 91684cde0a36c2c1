import { fillApiText } from './api-texts';

// Zod-free: the server's refusals and the forms' translations (public/locales/*/api.json) read it.
/** Why a chapter list or a caption file is refused: the field messages of the 422 answers. */
export const TIMELINE_MESSAGES = {
  unsorted: 'Chapters must be sorted by start time, each starting after the one before',
  beyondDuration: 'A chapter must start before the end of the video',
  unknownTechnique: 'Unknown technique',
  captionTooLarge: 'Caption files are limited to 512 KB',
  captionNotText: 'The caption file must be UTF-8 text',
  captionFormat: 'Unsupported caption file: send WebVTT (.vtt) or SubRip (.srt)',
  captionHeader: 'A WebVTT file must start with the line WEBVTT',
  captionTiming: 'A cue has an invalid timing line (expected 00:00:01.000 --> 00:00:04.000, end after start)',
  captionNoCue: 'The caption file has no cue',
  captionNotFound: 'This post has no captions in that language',
} as const;

/** A chapter list longer than the limit (code `timeline.atMostChapters`). */
export const TIMELINE_TEMPLATES = { atMostChapters: 'At most {{max}} chapters' } as const;

export const atMostChapters = (max: number) => fillApiText(TIMELINE_TEMPLATES.atMostChapters, { max: String(max) });
