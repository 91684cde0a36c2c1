import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fileField, formIdList, plainText, priceString } from '../../src/contract/fields';
import { TEXT_RULE_MESSAGES } from '../../src/contract/field-messages';
import { ChaptersPut } from '../../src/contract/chapters';
import { RATE_RULE_MESSAGES, RateBody } from '../../src/contract/ratings';
import { zodFieldErrors } from '../../src/server/lib/zod-errors';
import { MESSAGES, TRANSCODE_MESSAGES } from '../../src/contract/messages';
import { apiCodes, apiLocaleFile } from '../../src/contract/api-messages';
import { placeholdersOf, UNLISTED_CODE } from '../../src/contract/api-texts';
import { atMostChapters, TIMELINE_MESSAGES } from '../../src/contract/timeline-messages';
import { PASSWORD_MESSAGES } from '../../src/contract/password';
import { REFRESH_MESSAGES } from '../../src/features/session/stores/session-refresh';
import { translateCoded } from '../../src/lib/api/translate';
import { errorBody, codedText } from '../../src/server/lib/error-body';
import { ADMIN_USER_MESSAGES } from '../../src/server/routes/admin-users/messages';
import { WEBHOOK_MESSAGES } from '../../src/server/services/commerce/payments/webhook';
import { MEDIA_MESSAGES } from '../../src/server/services/access/media-guard';
import { DUPLICATE_MESSAGES } from '../../src/server/services/auth/accounts';
import { REAUTH_MESSAGES } from '../../src/server/services/auth/recent-auth';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout/messages';
import { TEST_CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout/test-checkout';
import { SELLER_MESSAGES } from '../../src/server/services/commerce/payments/sellers';
import { CARD_MESSAGES } from '../../src/server/services/commerce/payments/test-cards';
import { REMOVAL_MESSAGES } from '../../src/server/services/posts/removal';
import { WITHDRAWAL_MESSAGES } from '../../src/server/services/posts/withdrawal';
import { SELLING_MESSAGES } from '../../src/server/services/commerce/selling';
import { TUS_MESSAGES } from '../../src/server/services/uploads/tus-server';
import { AUTH_MESSAGES } from '../../src/server/routes/auth/messages';
import { UPLOAD_QUOTA_MESSAGES } from '../../src/server/services/uploads/upload-quota';
import { VIDEO_MESSAGES } from '../../src/server/services/video/containers';
import { durationRefusal } from '../../src/server/services/video/duration-limit';
import { USER_MESSAGES } from '../../src/server/routes/users/messages';
import {
  FOLIO_MESSAGES,
  folioTooLarge,
  folioTooManyPixels,
  REGION_MESSAGES,
  regionOutside,
} from '../../src/contract/folio-rules';
import { MANIFEST_SOURCE_MESSAGES, manifestStatus, manifestTooLarge } from '../../src/contract/manifest-sources';

type Catalog = Record<string, Record<string, string>>;
const load = (lng: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/api.json`), 'utf8'),
  ) as Catalog;
const fr = load('fr');
const inFrench = (text: string) => translateCoded(codedText(text), fr);

/** Every message constant of the API: each text must have its code in the catalogue. */
const SERVER_TEXTS = {
  MESSAGES,
  TRANSCODE_MESSAGES,
  TEXT_RULE_MESSAGES,
  RATE_RULE_MESSAGES,
  PASSWORD_MESSAGES,
  AUTH_MESSAGES,
  USER_MESSAGES,
  ADMIN_USER_MESSAGES,
  DUPLICATE_MESSAGES,
  REAUTH_MESSAGES,
  MEDIA_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  TEST_CHECKOUT_MESSAGES,
  SELLER_MESSAGES,
  CARD_MESSAGES,
  WEBHOOK_MESSAGES,
  REMOVAL_MESSAGES,
  WITHDRAWAL_MESSAGES,
  SELLING_MESSAGES,
  TIMELINE_MESSAGES,
  TUS_MESSAGES,
  VIDEO_MESSAGES,
  FOLIO_MESSAGES,
  REGION_MESSAGES,
  MANIFEST_SOURCE_MESSAGES,
};

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * The copies an island keeps on purpose: each sits in a bundle chunk of its own, and sharing one
 * module between two chunks costs every page an export, an import and a preload entry (+14 to
 * +71 B gzipped measured, docs/quality.md Session 15), more than the text itself. The list is
 * exact: a new copy fails the test below, a copy removed must leave the list.
 */
const CHUNK_COPIES: [text: string, file: string][] = [
  ['Network response was not ok', 'features/commerce/stores/cart.ts'],
  ['Error 400: Invalid input', 'features/engagement/stores/ratings.ts'],
  ['Error 422: Unprocessable entity', 'features/engagement/stores/ratings.ts'],
];

/** A text's shape: its {{name}} parts (or a template literal's `${…}` parts) all written `{{}}`. */
const shapeOf = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '{{}}');
const templateShape = (node: ts.TemplateExpression) =>
  node.head.text + node.templateSpans.map((span) => `{{}}${span.literal.text}`).join('');

/**
 * The texts of src/ (comments aside) whose shape is one of `shapes`, with the file that writes
 * each: string literals, and template literals whose fixed parts are a template's words.
 */
function writtenTexts(shapes: Set<string>): { shape: string; file: string }[] {
  const words = [...shapes].map((shape) => shape.split('{{}}').sort((a, b) => b.length - a.length)[0] ?? '');
  const files = (fs.readdirSync(SRC, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const content = fs.readFileSync(path.join(SRC, file), 'utf8');
    if (!words.some((word) => content.includes(word))) return [];
    const found: { shape: string; file: string }[] = [];
    const visit = (node: ts.Node) => {
      const shape =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? shapeOf(node.text)
          : ts.isTemplateExpression(node)
            ? templateShape(node)
            : null;
      if (shape !== null && shapes.has(shape)) found.push({ shape, file });
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, content, ts.ScriptTarget.Latest));
    return found;
  });
}

describe('the catalogue of API error codes (src/contract/api-messages.ts)', () => {
  it('gives every code both an English and a French text, with the same {{name}} parts', () => {
    for (const { code, en, fr: french } of apiCodes()) {
      expect(en.trim(), `${code}: English`).not.toBe('');
      expect(french.trim(), `${code}: French`).not.toBe('');
      expect(placeholdersOf(french).sort(), `${code}: parts`).toEqual(placeholdersOf(en).sort());
    }
  });

  it('gives each English text one code, so the server names it without doubt', () => {
    const texts = apiCodes().map(({ en }) => en);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('writes each English text once in src/ (as text or template): the catalogue takes it from its constant or gives it', () => {
    const shapes = new Set(apiCodes().map(({ en }) => shapeOf(en)));
    const written = new Map<string, string[]>();
    for (const { shape, file } of writtenTexts(shapes)) written.set(shape, [...(written.get(shape) ?? []), file]);
    for (const [text, file] of CHUNK_COPIES) {
      const files = written.get(shapeOf(text)) ?? [];
      expect(files, `${text}: the copy in ${file} is gone, drop it from CHUNK_COPIES`).toContain(file);
      files.splice(files.indexOf(file), 1);
    }
    const twice = [...written]
      .filter(([, files]) => files.length > 1)
      .map(([text, files]) => `${text}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('is what public/locales/{en,fr}/api.json hold (npm run api-locales writes them)', () => {
    expect(load('en')).toEqual(apiLocaleFile('en'));
    expect(fr).toEqual(apiLocaleFile('fr'));
  });

  it('has a code for every message the server sends (spec §8 word for word)', () => {
    for (const [name, texts] of Object.entries(SERVER_TEXTS)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(codedText(text).code, `${name}.${key}: ${text}`).not.toBe(UNLISTED_CODE);
        expect(inFrench(text), `${name}.${key}`).not.toBe(text);
      }
    }
  });

  it("has a code for the session's refresh messages (spec §8), which French sign-in pages show", () => {
    for (const key of ['authenticationFailed', 'unexpected', 'notOk', 'noToken'] as const)
      expect(translateCoded({ code: `session.${key}` }, fr), key).not.toBe(REFRESH_MESSAGES[key]);
    expect(
      translateCoded({ code: 'session.failed', params: { status: '500', body: 'Internal server error' } }, fr),
    ).toBe('Échec du renouvellement de la session : 500 Internal server error');
  });

  it('codes the upload quota and duration refusals with their numbers', () => {
    expect(codedText(UPLOAD_QUOTA_MESSAGES.perHour(20, 7))).toEqual({
      code: 'uploads.perHour',
      params: { limit: '20', minutes: '7' },
    });
    expect(inFrench(UPLOAD_QUOTA_MESSAGES.tooMany(3))).toBe(
      "Vous avez déjà 3 envois inachevés : terminez ou abandonnez-en un avant d'en commencer un autre",
    );
    expect(inFrench(UPLOAD_QUOTA_MESSAGES.tooManyBytes(4096))).toBe(
      "Vos envois inachevés peuvent réserver 4096 octets en tout : terminez ou abandonnez-en un avant d'en commencer un autre",
    );
    expect(inFrench(UPLOAD_QUOTA_MESSAGES.perHour(20, 7))).toBe(
      'Vous avez commencé 20 envois dans la dernière heure : réessayez dans 7 minutes',
    );
    expect(inFrench(durationRefusal(14400))).toBe('Les vidéos sont limitées à 14400 secondes');
  });

  it("codes the contract's own field refusals (zod's Required, At least N characters, …) in both languages", () => {
    expect(codedText('Required')).toEqual({ code: 'common.required' });
    expect(codedText('At least 8 characters')).toEqual({ code: 'common.atLeastCharacters', params: { min: '8' } });
    expect(codedText(atMostChapters(50))).toEqual({ code: 'timeline.atMostChapters', params: { max: '50' } });
    expect(codedText('At most 10000.00')).toEqual({ code: 'common.atMostPrice', params: { price: '10000.00' } });
    expect(inFrench('Required')).toBe('Obligatoire');
    expect(inFrench('At least 8 characters')).toBe('8 caractères au moins');
    // What the schemas answer, as the API sends it: each text with its code.
    const refusals = [
      plainText(10, 1).safeParse(''),
      plainText(10, 3).safeParse('ab'),
      plainText(3).safeParse('abcd'),
      fileField.safeParse('not a file'),
      formIdList.safeParse(Array.from({ length: 51 }, (_, i) => String(i + 1))),
      priceString({ example: '9.99' }).safeParse('1.234'),
      priceString({ example: '9.99' }).safeParse('10000.01'),
      RateBody.safeParse({ rate: 0 }),
      RateBody.safeParse({ rate: 5.5 }),
      RateBody.safeParse({ rate: 1.2 }),
      ChaptersPut.safeParse({ chapters: Array.from({ length: 51 }, () => ({ startSeconds: 0, title: 'a' })) }),
    ];
    for (const refusal of refusals) {
      expect(refusal.success).toBe(false);
      for (const [field, texts] of Object.entries(zodFieldErrors(refusal.error!)))
        for (const text of texts) expect(codedText(text).code, `${field}: ${text}`).not.toBe(UNLISTED_CODE);
    }
    expect(zodFieldErrors(refusals.at(-1)!.error!)).toEqual({ chapters: [atMostChapters(50)] });
  });

  it('codes the folio and region refusals with their numbers', () => {
    expect(codedText(folioTooLarge(209715200))).toEqual({ code: 'folios.tooLarge', params: { bytes: '209715200' } });
    expect(inFrench(folioTooManyPixels(150))).toBe('Les numérisations de folio sont limitées à 150 mégapixels');
    expect(inFrench(regionOutside(800, 1000))).toBe('La zone doit se trouver dans le folio (800 × 1000 pixels)');
  });

  it('codes the manifest import refusals with their numbers', () => {
    expect(codedText(manifestTooLarge(5242880))).toEqual({
      code: 'manifestSources.tooLarge',
      params: { bytes: '5242880' },
    });
    expect(inFrench(manifestStatus('404'))).toBe('La bibliothèque a répondu à cette adresse par une erreur (404)');
  });

  it('answers every error as { code, message, errors, errorCodes }, an unlisted text coded "unlisted"', () => {
    expect(
      errorBody('Error 422: Unprocessable entity', {
        videoKey: ['Videos are limited to 1048576 bytes', 'Invalid input: expected string, received number'],
      }),
    ).toEqual({
      code: 'common.unprocessable',
      message: 'Error 422: Unprocessable entity',
      errors: { videoKey: ['Videos are limited to 1048576 bytes', 'Invalid input: expected string, received number'] },
      errorCodes: {
        videoKey: [{ code: 'media.videoTooLarge', params: { bytes: '1048576' } }, { code: UNLISTED_CODE }],
      },
    });
    expect(errorBody('Error 404: Resource not found.')).toEqual({
      code: UNLISTED_CODE,
      message: 'Error 404: Resource not found.',
    });
    expect(translateCoded({ code: UNLISTED_CODE }, fr)).toBeNull();
    expect(translateCoded({ code: 'auth.invalidCredentials' }, fr)).toBe('Adresse e-mail ou mot de passe incorrect');
  });
});
