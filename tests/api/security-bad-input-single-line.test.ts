import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, documentedInputs, expectNoProblems, probe, type Operation, type RowCarry } from './security-corpus';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures, type Request } from './security-routes';

/**
 * Issue 27 §5: a line break in a single-line field (a contact form's name or subject ends up
 * in the admin's mail; a title, a name, an address on pages and receipts) is refused with a
 * clear 4xx that stores nothing; only multi-line fields keep their line breaks. Every body
 * field of every documented write is classified here: a new field fails until it is.
 */
/** `chapter titles`: a list whose items' titles are single lines. */
type Kind = 'line' | 'lines' | 'chapter titles' | 'not text';

const KINDS: Record<string, Kind> = {
  // One line of free text.
  title: 'line',
  name: 'line',
  nameFr: 'line',
  titleFr: 'line',
  firstName: 'line',
  subject: 'line',
  address: 'line',
  postalCode: 'line',
  city: 'line',
  province: 'line',
  country: 'line',
  shelfmark: 'line',
  institution: 'line',
  dateLabel: 'line',
  language: 'line',
  period: 'line',
  origin: 'line',
  dateLabelFr: 'line',
  languageFr: 'line',
  periodFr: 'line',
  originFr: 'line',
  // Paragraphs.
  description: 'lines',
  descriptionFr: 'lines',
  message: 'lines',
  transcription: 'lines',
  translationEn: 'lines',
  translationFr: 'lines',
  chapters: 'chapter titles',
};

/** Fields that are no free text: checked by their own format (or secrets, never shown). */
const NOT_TEXT = new Set([
  'email',
  'username',
  'password',
  'currentPassword',
  'token',
  'refresh_token',
  'locale',
  'website',
  'price',
  'priceCents',
  'postIds',
  'postId',
  'packageId',
  'sellerId',
  'userId',
  'weaponId',
  'techniqueId',
  'shape',
  'manuscriptId',
  'postTypeId',
  'masterHistoryId',
  'weaponIds',
  'techniqueIds',
  'manuscriptIds',
  'quantity',
  'rating',
  'rate',
  'active',
  'influencedBy',
  'masterId',
  'authorId',
  'value',
  'videoKey',
  'url',
  'number',
  'expiry',
  'cvc',
  'startSeconds',
  'chapters',
  'items',
  'year',
  'yearFrom',
  'yearTo',
  'role',
  'enabled',
  'slug',
  'kind',
  'lang',
  'language_code',
  'sessionId',
  'ids',
]);

const kindOf = (field: string): Kind | undefined => KINDS[field] ?? (NOT_TEXT.has(field) ? 'not text' : undefined);

const BREAKS = [
  { label: 'CR LF header', value: 'Zornhau\r\nBcc: everyone@example.com' },
  { label: 'LF', value: 'Zorn\nhau' },
  { label: 'tab', value: 'Zorn\thau' },
  { label: 'line separator', value: 'Zorn\u2028hau' },
  { label: 'next line', value: 'Zorn\u0085hau' },
];

describe('single-line fields refuse line breaks; multi-line fields keep them', () => {
  let f: Fixtures;
  let inputs: Map<string, Operation>;
  beforeAll(async () => {
    f = await securityFixtures({ STRIPE_WEBHOOK_SECRET: 'whsec_corpus' });
    inputs = await documentedInputs(f.t);
  }, 120_000);
  afterAll(() => f.t.close());

  const writes = Object.entries(ROUTES).filter(
    ([operation]) => !operation.startsWith('GET ') && !operation.startsWith('DELETE '),
  );

  it('classifies every body field of every documented write', () => {
    const unclassified = writes.flatMap(([operation]) =>
      inputs
        .get(operation)!
        .bodyFields.filter((field) => !kindOf(field))
        .map((field) => `${operation} ${field}`),
    );
    expect(unclassified).toEqual([]);
  });

  it.each(writes)('%s', async (operation, route) => {
    const op = inputs.get(operation)!;
    const caller = callerFor(route);
    const problems: string[] = [];
    const inject = (valid: Request, field: string, value: string): Request => {
      if (kindOf(field) === 'chapter titles') {
        const [first, ...rest] = (valid.json as { chapters: object[] }).chapters;
        return { ...valid, json: { chapters: [{ ...first, title: value }, ...rest] } };
      }
      return op.bodyType === 'form'
        ? { ...valid, form: { ...valid.form, [field]: value } }
        : { ...valid, json: { ...(valid.json as object), [field]: value } };
    };
    // A refused request changed nothing (checked): its fixtures serve the next break, and the rows
    // it left counted start the next check. An accepted one gets fresh fixtures.
    let valid: Request | null = null;
    const carry: RowCarry = {};
    for (const field of op.bodyFields) {
      const kind = kindOf(field);
      if (kind === 'line' || kind === 'chapter titles') {
        for (const { label, value } of BREAKS) {
          valid ??= await route.build(f, caller);
          const req = inject(valid, field, value);
          const status = await probe(
            f,
            op.method,
            `${field}=${label}`,
            () => send(f.t, op.method, op.path, req, tokenOf(f, caller, req)),
            problems,
            [],
            carry,
          );
          if (status !== 400 && status !== 422) problems.push(`${field}=${label}: answered ${status}, not refused`);
          if (status < 400) valid = null;
        }
      } else if (kind === 'lines') {
        const req = inject(await route.build(f, caller), field, 'First paragraph.\n\nSecond one,\r\nwith a tab\there.');
        const res = await send(f.t, op.method, op.path, req, tokenOf(f, caller, req));
        if (res.status >= 300) problems.push(`${field} with line breaks: ${res.status} ${await res.text()}`);
        else await res.body?.cancel();
        // Stored: the next line break gets fresh fixtures and counts the rows again.
        valid = null;
        carry.counts = undefined;
      }
    }
    expectNoProblems(problems);
  });
});
