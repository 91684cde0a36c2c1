import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Page threads unless PAGE_THREADS says otherwise: one per core, at most 4; none on one core. */
export const DEFAULT_PAGE_THREADS = os.availableParallelism() > 1 ? Math.min(4, os.availableParallelism()) : 0;

/** Two transcodes at once when the machine has the cores for two ffmpeg of 2 threads beside the web server. */
const DEFAULT_TRANSCODE_CONCURRENCY = os.availableParallelism() >= 4 ? 2 : 1;

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * How costly a password hash is: `production` (OWASP's argon2id baseline) unless set; `test` is
 * cheap, for test runs that hash hundreds of passwords, and refused with NODE_ENV=production.
 */
export class EnvError extends Error {}

const passwordHashCost = z.enum(['production', 'test']).default('production');
export type PasswordHashCost = z.infer<typeof passwordHashCost>;

const CHEAP_HASH_REFUSED =
  '"test" is refused with NODE_ENV=production (passwords would be hashed at a cost meant for tests only)';

/** The password hash cost from the environment, read where a password is hashed (the same rule as at boot). */
export function passwordHashCostFrom(source: Record<string, string | undefined> = process.env): PasswordHashCost {
  const parsed = passwordHashCost.safeParse(source.PASSWORD_HASH_COST);
  const problem = parsed.success
    ? parsed.data === 'test' && source.NODE_ENV === 'production' && CHEAP_HASH_REFUSED
    : parsed.error.issues[0]?.message;
  if (problem || !parsed.success) throw new EnvError(`Invalid environment:\n  PASSWORD_HASH_COST: ${problem}`);
  return parsed.data;
}

/**
 * Every setting the server reads. Validated once at boot so a typo fails fast
 * with a readable message instead of a crash deep inside a request.
 */
export const envSchema = z
  .object({
    // `npm start` runs the embedded defaults; deployments set NODE_ENV=production.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./.data'),
    SITE_DIR: z.string().min(1).default('./dist/node-site'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: human-readable on a terminal, JSON lines otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Read by src/server/lib/binaries.ts (shared with the scripts); validated here at boot. */
    HDX_BINARIES: z.enum(['auto', 'bundled', 'system']).default('auto'),
    FFMPEG_PATH: z.string().min(1).optional(),
    FFPROBE_PATH: z.string().min(1).optional(),
    JWT_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Signs upload and media addresses (HMAC); unset: random, kept in DATA_DIR/secrets.json. */
    URL_SIGNING_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * On SIGTERM, how long the server keeps accepting requests while its health check answers
     * 503 "draining", so a load balancer takes it out first; then it stops accepting and finishes
     * the requests in flight.
     */
    DRAIN_SECONDS: z.coerce.number().min(0).max(20).default(0),
    /** Several servers share this site (issue 19): shared services and secrets are required. */
    HDX_CLUSTER: z.stringbool().default(false),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** A folder where the demo seed keeps the pictures it draws, for the next seed (test runs seed often). */
    DEMO_RENDER_CACHE: z.string().min(1).optional(),
    HDX_ADMIN_PASSWORD: optionalText,
    HDX_DEMO_PASSWORD: optionalText,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('HDX <no-reply@hdx.test>'),
    REDIS_URL: optionalUrl,
    /** Proxies in front of the server whose X-Forwarded-For is trusted for the client address (0: none). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 ** 3),
    /** Largest folio scan an administrator may upload (issue 32). */
    FOLIO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(200 * 1024 ** 2),
    /** Largest folio scan in pixels (width × height): a larger one is refused before it is decoded. */
    FOLIO_MAX_PIXELS: z.coerce.number().int().positive().default(150_000_000),
    /** Largest library IIIF manifest an administrator may import (bytes; the fetch stops there). */
    MANIFEST_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 ** 2),
    /** How long a manifest import may take, redirects and body included (milliseconds). */
    MANIFEST_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** How long a tus request waits for its upload's lock held on another server (a dead one: until it lapses) before 423. */
    TUS_LOCK_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /** Unfinished resumable (tus) uploads one member may hold at once (admins too). */
    UPLOAD_MAX_UNFINISHED: z.coerce.number().int().min(1).max(1000).default(3),
    /** Bytes one member's unfinished uploads may declare together (admins too); unset: 2 × VIDEO_MAX_BYTES. */
    UPLOAD_MAX_UNFINISHED_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Resumable uploads one member may create in an hour (finished, terminated or not). */
    UPLOAD_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Uploads no post uses are removed once this old (at least an hour: the time to finish a post). */
    UPLOAD_ORPHAN_MAX_AGE_HOURS: z.coerce.number().min(1).default(24),
    /** How long the API keeps a public answer (writes drop it sooner, by tag); 0: no API response cache. */
    API_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(3),
    /** How long the server keeps a public on-demand page it rendered (writes drop it sooner, by tag); 0: no page cache. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Worker threads rendering on-demand pages, by default one per core up to 4 (0: the main thread renders them). */
    PAGE_THREADS: z.coerce.number().int().min(0).max(16).default(DEFAULT_PAGE_THREADS),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API address (stripe-mock, a test stub); unset: api.stripe.com. */
    STRIPE_API_URL: optionalUrl,
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    TEST_CHECKOUT: z.stringbool().optional(),
    NETLIFY_BUILD_HOOK_URL: optionalUrl,
    API_ORIGIN: optionalUrl,
    SITE_BUILD: z.enum(['auto', 'never']).default('auto'),
    /** Whether this server transcodes videos (HLS); off, their jobs wait for a server that does (every server queues them). The test servers turn it off. */
    TRANSCODE_WORKER: z.stringbool().default(true),
    /** Whether this server tiles folio scans (pg-boss `folio-tiles`); unset: as TRANSCODE_WORKER. */
    FOLIO_WORKER: z.stringbool().optional(),
    /** Longest video accepted (seconds): a longer one is refused at its post, and never transcoded. */
    VIDEO_MAX_DURATION_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(24 * 60 * 60)
      .default(3 * 60 * 60),
    /** A transcode running longer than FACTOR × the video's duration + FLOOR seconds is stopped and failed. */
    TRANSCODE_DEADLINE_FACTOR: z.coerce.number().min(1).max(100).default(4),
    TRANSCODE_DEADLINE_FLOOR_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(24 * 60 * 60)
      .default(600),
    /** A transcode whose worker is silent this long (its process died) is failed and retried. */
    TRANSCODE_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
    /** The first retry of a failed transcode waits this long; each next one twice as long (to 10 min). */
    TRANSCODE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Transcodes this server runs at once (each ffmpeg takes 2 threads); by default 2 from 4 cores, else 1. */
    TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(DEFAULT_TRANSCODE_CONCURRENCY),
    PASSWORD_HASH_COST: passwordHashCost,
  })
  .superRefine((env, ctx) => {
    if (env.UPLOAD_MAX_UNFINISHED_BYTES !== undefined && env.UPLOAD_MAX_UNFINISHED_BYTES < env.VIDEO_MAX_BYTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPLOAD_MAX_UNFINISHED_BYTES'],
        message: 'must be at least VIDEO_MAX_BYTES (else no video of the largest size could be uploaded)',
      });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: CHEAP_HASH_REFUSED,
      });
    }
    if (env.SITE_BUILD === 'auto' && !packagesReachableFrom(path.resolve(env.SITE_DIR))) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_DIR'],
        message: `must be a folder inside the project (such as ./dist/node-site): the site's code built there imports the project's packages, which are found only in a parent folder's node_modules (${path.resolve(env.SITE_DIR)} has none above it)`,
      });
    }
    if (!env.HDX_CLUSTER) return;
    // Each server would otherwise keep its own data, cache and random secrets: tokens, signed
    // addresses and uploads made on one server would be refused or missing on the others.
    const required = {
      DATABASE_URL: 'every server must use the same PostgreSQL database (PGlite serves one process)',
      REDIS_URL: 'servers share rate limits and tell each other of writes over Redis',
      S3_BUCKET: 'uploads must be stored where every server reads them (S3-compatible storage)',
      JWT_SECRET:
        'every server must verify the sessions the others sign: set the same value on each (a per-server random secret would sign tokens the others refuse)',
      URL_SIGNING_KEY:
        'every server must accept the media and upload addresses the others sign: set the same value on each',
    } as const;
    for (const [name, why] of Object.entries(required)) {
      if (!env[name as keyof typeof required]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `required with HDX_CLUSTER=1 (several servers): ${why}`,
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    SITE_DIR: path.resolve(env.SITE_DIR),
    UPLOAD_MAX_UNFINISHED_BYTES: env.UPLOAD_MAX_UNFINISHED_BYTES ?? 2 * env.VIDEO_MAX_BYTES,
    FOLIO_WORKER: env.FOLIO_WORKER ?? env.TRANSCODE_WORKER,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }));

/** Whether Node would find the site's packages (astro) from a module in `dir`: a node_modules holding them in it or above it. */
function packagesReachableFrom(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', 'astro', 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
