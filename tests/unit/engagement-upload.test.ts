import { overUploadQuota, retriedAtOnce } from '../../src/lib/api/tus-retry';
import { describe, expect, it } from 'vitest';
import { actionFailure, refusalSummary, serverFieldErrors, videoMessage } from '../../src/features/engagement/add-post/messages';
import {
  EMPTY_VALUES,
  needsSellerAccount,
  normalizePrice,
  postForm,
  postPatch,
  validatePost,
} from '../../src/features/engagement/add-post/validation';
import type { ApiResult } from '../../src/lib/api/result';
import {
  checkPosterFile,
  checkVideoFile,
  formatBytes,
  formatDuration,
  progressOf,
  tusUploadId,
} from '../../src/features/engagement/stores/upload';
import { discardRememberedUploads } from '../../src/features/engagement/add-post/discard-unfinished';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const labels = {
  videoType: 'The video must be an MP4 file (video/mp4).',
  videoTooLarge: 'The video is larger than the limit of {{max}}.',
};

describe('checks before an upload', () => {
  it('accepts only video/mp4 within the size limit', () => {
    expect(checkVideoFile(file('clip.mp4', 'video/mp4', 1000), 2000)).toBeNull();
    expect(checkVideoFile(null)).toBe('required');
    expect(checkVideoFile(file('notes.txt', 'text/plain', 10))).toBe('type');
    // Whatever phones and cameras make; a type the browser does not know is left to the server's ffprobe.
    for (const [name, type] of [
      ['clip.webm', 'video/webm'],
      ['IMG_0001.MOV', 'video/quicktime'],
      ['clip.mkv', 'video/x-matroska'],
      ['clip.m4v', 'video/x-m4v'],
      ['clip.mkv', ''],
    ] as const)
      expect(checkVideoFile(file(name, type, 10))).toBeNull();
    expect(checkVideoFile(file('photo.jpg', 'image/jpeg', 10))).toBe('type');
    expect(checkVideoFile(file('clip.mp4', 'video/mp4', 0))).toBe('empty');
    expect(checkVideoFile(file('clip.mp4', 'video/mp4', 2001), 2000)).toBe('size');
  });

  it('accepts poster images of the API types up to 10 MB', () => {
    expect(checkPosterFile(null)).toBeNull();
    expect(checkPosterFile(file('p.png', 'image/png', 5000))).toBeNull();
    expect(checkPosterFile(file('p.svg', 'image/svg+xml', 10))).toBe('type');
    expect(checkPosterFile(file('p.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe('size');
  });

  it('words the problems clearly, naming the limit', () => {
    expect(videoMessage('type', labels, 1024)).toBe('The video must be an MP4 file (video/mp4).');
    expect(videoMessage('size', labels, 2 * 1024 ** 3)).toBe('The video is larger than the limit of 2.0 GB.');
  });
});

describe('progress figures', () => {
  it('gives the percentage of bytes sent, 100 only when all are sent, and the time left from the average speed', () => {
    expect(progressOf(0, 1000, 0)).toEqual({ loaded: 0, total: 1000, percent: 0, secondsLeft: null });
    expect(progressOf(250, 1000, 1000)).toEqual({ loaded: 250, total: 1000, percent: 25, secondsLeft: 3 });
    expect(progressOf(999, 1000, 1000).percent).toBe(99);
    expect(progressOf(1000, 1000, 4000)).toEqual({ loaded: 1000, total: 1000, percent: 100, secondsLeft: 0 });
    expect(progressOf(5000, 1000, 10).loaded).toBe(1000);
    expect(progressOf(10, 1000, 100).secondsLeft).toBeNull();
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(142_677)).toBe('139 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(1536, 'fr')).toBe('1,5 Ko');
    expect(formatBytes(2 * 1024 ** 3, 'fr')).toBe('2,0 Go');
    expect(formatBytes(2 * 1024 ** 3, 'en')).toBe('2.0 GB');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
  });
});

describe('tus upload id', () => {
  it("is the last segment of the upload address, the post's videoKey", () => {
    expect(tusUploadId('/api/uploads/u1-abcdefghijklmnopqrstuv')).toBe('u1-abcdefghijklmnopqrstuv');
    expect(tusUploadId('http://127.0.0.1:4321/api/uploads/u12-abcdefghijklmnopqrstuv?x=1')).toBe(
      'u12-abcdefghijklmnopqrstuv',
    );
  });
});

describe('tus retries', () => {
  it('retry a lost connection, a lock, a busy server, but never a creation over the upload quota', () => {
    for (const [method, status] of [
      ['PATCH', 0],
      ['HEAD', 423],
      ['PATCH', 409],
      ['PATCH', 429],
      ['POST', 503],
    ] as const)
      expect(retriedAtOnce(status, method), `${method} ${status}`).toBe(true);
    for (const [method, status] of [
      ['POST', 429],
      ['POST', 413],
      ['PATCH', 403],
      ['PATCH', 404],
    ] as const)
      expect(retriedAtOnce(status, method), `${method} ${status}`).toBe(false);
  });
});

describe('unfinished uploads over the quota', () => {
  it('are recognised by a creation refused with 413 or 429 only', () => {
    expect(overUploadQuota('POST', 429)).toBe(true);
    expect(overUploadQuota('POST', 413)).toBe(true);
    expect(overUploadQuota('PATCH', 429)).toBe(false);
    expect(overUploadQuota('POST', 400)).toBe(false);
  });

  it('are discarded from this browser: terminated and forgotten, kept when the network failed', async () => {
    const remembered = new Map([
      ['k1', '/api/uploads/u1-a'],
      ['k2', '/api/uploads/u1-gone'],
      ['k3', '/api/uploads/u1-offline'],
      ['k4', null],
    ]);
    const store = {
      findAllUploads: async () => [...remembered].map(([urlStorageKey, uploadUrl]) => ({ urlStorageKey, uploadUrl })),
      removeUpload: async (key: string) => void remembered.delete(key),
    };
    const terminated: string[] = [];
    const count = await discardRememberedUploads(store, async (url) => {
      if (url.endsWith('gone')) throw Object.assign(new Error('gone'), { originalResponse: { getStatus: () => 404 } });
      if (url.endsWith('offline')) throw Object.assign(new Error('offline'), { originalResponse: null });
      terminated.push(url);
    });
    expect(count).toBe(1);
    expect(terminated).toEqual(['/api/uploads/u1-a']);
    expect([...remembered.keys()]).toEqual(['k3']);
  });
});

describe('post form', () => {
  it('requires a plain-text title and a price in euros with at most two decimals, up to 10000', () => {
    expect(validatePost({ ...EMPTY_VALUES, title: 'Zornhau' })).toEqual({});
    expect(validatePost(EMPTY_VALUES).title).toBe('titleRequired');
    expect(validatePost({ ...EMPTY_VALUES, title: 'x'.repeat(201) }).title).toBe('titleTooLong');
    expect(validatePost({ ...EMPTY_VALUES, title: '<b>Zornhau</b>' }).title).toBe('noMarkup');
    expect(validatePost({ ...EMPTY_VALUES, title: 'a', price: '12.999' }).price).toBe('priceInvalid');
    expect(validatePost({ ...EMPTY_VALUES, title: 'a', price: '-1' }).price).toBe('priceInvalid');
    expect(validatePost({ ...EMPTY_VALUES, title: 'a', price: '10000.01' }).price).toBe('priceTooHigh');
    expect(validatePost({ ...EMPTY_VALUES, title: 'a', price: '12,50' })).toEqual({});
    expect(normalizePrice(' 12,5 ')).toBe('12.5');
    expect(normalizePrice('')).toBe('0');
  });

  it('builds the multipart body of POST /api/posts with the uploaded key and the links chosen', () => {
    const poster = new File([new Uint8Array([1, 2, 3])], 'poster.png', { type: 'image/png' });
    const form = postForm(
      { ...EMPTY_VALUES, title: ' Krumphau ', price: '4,5', weaponId: '3', techniqueIds: [7, 9] },
      'videos/u1/key.mp4',
      poster,
    );
    expect(form.get('title')).toBe('Krumphau');
    expect(form.get('price')).toBe('4.5');
    expect(form.get('weaponId')).toBe('3');
    expect(form.has('postTypeId')).toBe(false);
    expect(form.has('description')).toBe(false);
    expect(form.getAll('techniqueIds')).toEqual(['7', '9']);
    expect(form.get('videoKey')).toBe('videos/u1/key.mp4');
    expect((form.get('file') as File).name).toBe('poster.png');
  });

  it('builds the PATCH body with cleared links as null', () => {
    expect(postPatch({ ...EMPTY_VALUES, title: 'T', masterId: '4' })).toEqual({
      title: 'T',
      description: '',
      price: '0',
      postTypeId: null,
      weaponId: null,
      masterId: 4,
      manuscriptId: null,
      techniqueIds: [],
    });
  });

  it('shows the API messages of §8 as they are, else "Failed to <action>: status text", and maps field errors', () => {
    const answer = (status: number, message: string | null, statusText = ''): ApiResult<unknown> => ({
      ok: false,
      status,
      statusText,
      message,
      errors: {},
      body: '',
      coded: null,
      errorCodes: {},
    });
    expect(actionFailure('Failed to add post', answer(422, 'Error 422: Unprocessable entity'))).toBe(
      'Error 422: Unprocessable entity',
    );
    expect(actionFailure('Failed to add post', answer(400, 'Error 400: Invalid input'))).toBe(
      'Error 400: Invalid input',
    );
    expect(actionFailure('Failed to add post', answer(503, null, 'Service Unavailable'))).toBe(
      'Failed to add post: 503 Service Unavailable',
    );
    expect(
      serverFieldErrors({ videoKey: ['The file is not an MP4 video'], file: ['Bad image'], title: ['Required', 'x'] }),
    ).toEqual({
      video: 'The file is not an MP4 video',
      poster: 'Bad image',
      title: 'Required',
    });
    // A refusal that names its fields: only their messages, no bare 'Error 422' above them.
    const refused = answer(422, 'Error 422: Unprocessable entity');
    const fix = 'Please correct the fields marked below.';
    expect(refusalSummary({ title: 'Required' }, fix, 'Failed to add post', refused)).toBe(fix);
    expect(refusalSummary({}, fix, 'Failed to add post', refused)).toBe('Error 422: Unprocessable entity');
  });
});

describe('paid posts', () => {
  it('need a connected seller account before any upload, admins exempt', () => {
    const member = { role: 'ROLE_USER', stripeConnectID: null };
    expect(needsSellerAccount('12.50', member)).toBe(true);
    expect(needsSellerAccount('0', member)).toBe(false);
    expect(needsSellerAccount('', member)).toBe(false);
    expect(needsSellerAccount('12.50', { role: 'ROLE_USER', stripeConnectID: 'acct_1' })).toBe(false);
    expect(needsSellerAccount('12.50', { role: 'ROLE_ADMIN', stripeConnectID: null })).toBe(false);
  });
});
