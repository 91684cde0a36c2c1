import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGES } from '../../src/contract/fields';
import { MESSAGES } from '../../src/contract/messages';
import { TIMELINE_MESSAGES } from '../../src/contract/timeline-messages';
import { PASSWORD_MESSAGES } from '../../src/contract/password';
import { REFRESH_MESSAGES } from '../../src/features/session/stores/session-refresh';
import { translateApiText } from '../../src/lib/api/translate';
import { MEDIA_MESSAGES } from '../../src/server/services/access/media-guard';
import { DUPLICATE_MESSAGES } from '../../src/server/services/auth/accounts';
import { REAUTH_MESSAGES } from '../../src/server/services/auth/recent-auth';
import { CART_MESSAGES } from '../../src/server/services/cart/rules';
import { CHECKOUT_MESSAGES } from '../../src/server/services/checkout/messages';
import { TEST_CHECKOUT_MESSAGES } from '../../src/server/services/checkout/test-checkout';
import { SELLER_MESSAGES } from '../../src/server/services/payments/sellers';
import { CARD_MESSAGES } from '../../src/server/services/payments/test-cards';
import { REMOVAL_MESSAGES } from '../../src/server/services/posts/removal';
import { WITHDRAWAL_MESSAGES } from '../../src/server/services/posts/withdrawal';
import { SELLING_MESSAGES } from '../../src/server/services/selling';
import { TUS_MESSAGES } from '../../src/server/services/uploads/tus-server';
import { AUTH_MESSAGES } from '../../src/server/routes/auth/messages';
import { UPLOAD_QUOTA_MESSAGES } from '../../src/server/services/uploads/upload-quota';
import { VIDEO_MESSAGES } from '../../src/server/services/video/containers';
import { durationRefusal } from '../../src/server/services/video/duration-limit';
import { USER_MESSAGES } from '../../src/server/routes/users/messages';

type Catalog = Record<string, Record<string, string>>;
const load = (lng: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/api.json`), 'utf8'),
  ) as Catalog;
const en = load('en');
const fr = load('fr');
const keysOf = (catalog: Catalog) =>
  Object.entries(catalog)
    .flatMap(([section, texts]) => Object.keys(texts).map((key) => `${section}.${key}`))
    .sort();

/** Every message the API answers to the site's pages (the dashboard, in English only, aside). */
const API_CATALOGS = {
  MESSAGES,
  TEXT_RULE_MESSAGES,
  PASSWORD_MESSAGES,
  AUTH_MESSAGES,
  USER_MESSAGES,
  DUPLICATE_MESSAGES,
  REAUTH_MESSAGES,
  MEDIA_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  TEST_CHECKOUT_MESSAGES,
  SELLER_MESSAGES,
  CARD_MESSAGES,
  REMOVAL_MESSAGES,
  WITHDRAWAL_MESSAGES,
  SELLING_MESSAGES,
  TIMELINE_MESSAGES,
  TUS_MESSAGES,
  VIDEO_MESSAGES,
};

describe("the API's messages in the page language (public/locales/{lng}/api.json)", () => {
  it('has the same keys in English and French', () => {
    expect(keysOf(fr)).toEqual(keysOf(en));
  });

  it('knows every message of the API, in its English words (spec §8 word for word)', () => {
    for (const [name, catalog] of Object.entries(API_CATALOGS)) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(translateApiText(text, en, fr), `${name}.${key}: ${text}`).not.toBe(text);
        expect(translateApiText(text, en, en), `${name}.${key}`).toBe(text);
      }
    }
  });

  it("knows the session's refresh messages (spec §8), which French sign-in pages show", () => {
    for (const text of [
      REFRESH_MESSAGES.authenticationFailed,
      REFRESH_MESSAGES.unexpected,
      REFRESH_MESSAGES.notOk,
      REFRESH_MESSAGES.noToken,
    ])
      expect(translateApiText(text, en, fr), text).not.toBe(text);
    expect(translateApiText(REFRESH_MESSAGES.failed(500, 'Internal server error'), en, fr)).toBe(
      'Échec du renouvellement de la session : 500 Internal server error',
    );
  });

  it('knows the upload quota and duration refusals, with their numbers', () => {
    expect(translateApiText(UPLOAD_QUOTA_MESSAGES.tooMany(3), en, fr)).toBe(
      "Vous avez déjà 3 envois inachevés : terminez ou abandonnez-en un avant d'en commencer un autre",
    );
    expect(translateApiText(UPLOAD_QUOTA_MESSAGES.tooManyBytes(4096), en, fr)).toBe(
      "Vos envois inachevés peuvent réserver 4096 octets en tout : terminez ou abandonnez-en un avant d'en commencer un autre",
    );
    expect(translateApiText(UPLOAD_QUOTA_MESSAGES.perHour(20, 7), en, fr)).toBe(
      'Vous avez commencé 20 envois dans la dernière heure : réessayez dans 7 minutes',
    );
    expect(translateApiText(durationRefusal(14400), en, fr)).toBe('Les vidéos sont limitées à 14400 secondes');
  });

  it('translates whole texts and keeps the parts the API fills in', () => {
    expect(translateApiText('Invalid e-mail or password', en, fr)).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(translateApiText('Error 422: Unprocessable entity', en, fr)).toBe(
      'Erreur 422 : données impossibles à traiter',
    );
    expect(translateApiText('Videos are limited to 1048576 bytes', en, fr)).toBe(
      'Les vidéos sont limitées à 1048576 octets',
    );
    expect(translateApiText('Something the catalog does not know', en, fr)).toBe('Something the catalog does not know');
    expect(translateApiText('Error 404: Resource not found.', en, fr)).toBe('Error 404: Resource not found.');
  });
});
