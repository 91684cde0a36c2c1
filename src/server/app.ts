import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { apiHeaders } from './lib/api-headers';
import { closeWhenBodyUnread } from './lib/close-unread';
import { errorBody } from './lib/error-body';
import { HttpError, MESSAGES } from './lib/http-error';
import { requestLog } from './lib/request-log';
import { isDatabaseUnavailable } from './db/errors';
import { createRouter } from './lib/router';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { contentRoutes } from './routes/content';
import { contactRoutes } from './routes/contact';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { folioRoutes, FOLIO_SCAN_UPLOAD } from './routes/folios';
import { iiifRoutes } from './routes/iiif';
import { manifestSourceRoutes } from './routes/manifest-sources';
import { playbackRoutes } from './routes/media/playback';
import { cartRoutes } from './routes/cart';
import { packageRoutes } from './routes/packages';
import { checkoutRoutes } from './routes/checkout';
import { stripeRoutes } from './routes/stripe';
import { orderRoutes } from './routes/orders';
import { slugRedirectRoutes } from './routes/slug-redirects';
import { sellerRoutes } from './routes/sellers';
import { rebuildRoutes } from './routes/rebuilds';
import { transcodeRoutes } from './routes/transcodes';
import { userRoutes } from './routes/users';
import { adminUserRoutes } from './routes/admin-users';
import { statsRoutes } from './routes/stats';
import { favoriteRoutes } from './routes/favorites';
import { profileRoutes } from './routes/profiles';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole REST API, mounted at /api. Built per process (or per test) from its dependencies. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath('/api');

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', apiHeaders);
  app.use('*', closeWhenBodyUnread);
  app.use('*', async (c, next) => {
    // Bodiless methods skip the check; multipart uploads have their own, larger limits.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.header('Content-Type')?.startsWith('multipart/form-data')) return next();
    // Signed video uploads and tus PATCHes stream to storage under their own limit (VIDEO_MAX_BYTES).
    if ((c.req.method === 'PUT' || c.req.method === 'PATCH') && c.req.path.startsWith('/api/uploads/')) return next();
    // Folio scans stream to a file under FOLIO_MAX_BYTES (routes/folios).
    if (c.req.method === 'PUT' && FOLIO_SCAN_UPLOAD.test(c.req.path)) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (ctx) => ctx.json(errorBody(MESSAGES.payloadTooLarge), 413),
    })(c, next);
  });

  // One chain: its type is `ApiSchema`, from which the browser's calls are typed.
  const routed = app
    .route('/', healthRoutes)
    .route('/', rebuildRoutes)
    .route('/', transcodeRoutes)
    .route('/', contentRoutes)
    .route('/', folioRoutes)
    .route('/', manifestSourceRoutes)
    .route('/', mediaRoutes)
    .route('/', iiifRoutes)
    .route('/', playbackRoutes)
    .route('/', cartRoutes)
    .route('/', packageRoutes)
    .route('/', checkoutRoutes)
    .route('/', stripeRoutes)
    .route('/', orderRoutes)
    .route('/', slugRedirectRoutes)
    .route('/', sellerRoutes)
    .route('/', contactRoutes)
    .route('/', authRoutes)
    .route('/', userRoutes)
    .route('/', adminUserRoutes)
    .route('/', statsRoutes)
    .route('/', favoriteRoutes)
    .route('/', profileRoutes)
    .route('/', docsRoutes);

  routed.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'HDX API',
      version: '1.0.0',
      description: 'Historical European Martial Arts content, videos, accounts and marketplace.',
    },
    servers: [{ url: deps.env.PUBLIC_URL }],
  });

  routed.notFound((c) => c.json(errorBody(MESSAGES.notFound), 404));

  routed.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? MESSAGES.badRequest : error.message || MESSAGES.badRequest;
      return c.json(errorBody(message), status);
    }
    if (error instanceof SyntaxError && /JSON/.test(error.message)) {
      return c.json(errorBody(MESSAGES.badRequest, { _: [MESSAGES.malformedJson] }), 400);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage (PostgreSQL restarting): the client may retry; the pool reconnects by itself.
      c.var.deps.logger.warn({ reqId: c.var.requestId, path: c.req.path, code: codeOf(error) }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody(MESSAGES.databaseUnavailable), 503);
    }
    c.var.deps.logger.error({ err: error, reqId: c.var.requestId, path: c.req.path }, 'unhandled error');
    return c.json(errorBody(MESSAGES.internal), 500);
  });

  return routed;
}

/** Every route of the API with its request and answers (types only: the browser's `api` calls are typed from it). */
export type ApiSchema = ReturnType<typeof createApp> extends OpenAPIHono<AppEnv, infer S, string> ? S : never;

function codeOf(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' ? found : undefined;
}
