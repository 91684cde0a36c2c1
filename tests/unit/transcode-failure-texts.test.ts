import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSCODE_FAILURE_REASONS } from '../../src/contract/streams';
import {
  reasonOf,
  storedReason,
  TRANSCODE_FAILURE_MESSAGES,
  TranscodeFailure,
} from '../../src/server/services/transcode/failures';
import { FfmpegError } from '../../src/server/services/media-tools/ffmpeg';

const reasonsIn = (lng: string) =>
  (
    JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/dashboard.json`), 'utf8'),
    ) as { transcodes: { reasons: Record<string, string> } }
  ).transcodes.reasons;

describe('the reasons of failed transcodes', () => {
  it('are worded in both languages, the English the API answers', () => {
    expect(reasonsIn('en')).toEqual(TRANSCODE_FAILURE_MESSAGES);
    const fr = reasonsIn('fr');
    expect(Object.keys(fr).sort()).toEqual([...TRANSCODE_FAILURE_REASONS].sort());
    for (const reason of TRANSCODE_FAILURE_REASONS) expect(fr[reason]).not.toBe(TRANSCODE_FAILURE_MESSAGES[reason]);
  });

  it('come from the error an attempt threw', () => {
    expect(reasonOf(new TranscodeFailure('source_truncated', 'detail', { final: true }))).toBe('source_truncated');
    expect(reasonOf(new FfmpegError('ffmpeg exited with 1: ENOENT storyboard.jpg'))).toBe('encoder_failed');
    expect(reasonOf(new Error('Invalid storage key: x'))).toBe('internal');
  });

  it('read a raw error an earlier version stored as the server’s', () => {
    expect(storedReason('deadline')).toBe('deadline');
    expect(storedReason("ENOENT: no such file or directory, open '/tmp/x/storyboard.jpg'")).toBe('internal');
    expect(storedReason(null)).toBe('interrupted');
  });
});
