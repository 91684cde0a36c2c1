import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { errorBody } from '../../lib/error-body';
import { MESSAGES } from '../../../contract/messages';

const require = createRequire(import.meta.url);
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']);

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HDX API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** A browsable reference of /api/openapi.json, served from the installed swagger-ui-dist (no CDN). */
export const docsRoutes = new Hono<AppEnv>()
  .get('/docs', (c) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    return c.html(page);
  })
  .get('/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(init);
  })
  .get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (!ASSETS.has(file)) return c.json(errorBody(MESSAGES.notFound), 404);
    const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
    const body = await fs.readFile(path.join(dir, file));
    c.header('Content-Type', file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(body);
  });
