import { execFileSync } from 'node:child_process';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FetchTestAccess } from '../../src/server/lib/public-fetch';

/** The made-up host name a test's library answers to (resolved by the test's own resolver only). */
export const LIBRARY_HOST = 'library.test';

export type LibraryHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LibraryServer {
  port: number;
  /** `https://library.test:{port}` */
  origin: string;
  /** Its self-signed certificate (PEM), for the clients that must trust it. */
  cert: string;
  /** What the app's manifest import is given in tests: the host resolved to this server, trusted, its certificate. */
  access: FetchTestAccess;
  /** Sets what a path answers. */
  route(path: string, handler: LibraryHandler): void;
  /** Sets what every path under `prefix` answers (when no exact route does). */
  under(prefix: string, handler: LibraryHandler): void;
  close(): Promise<void>;
}

let made: { key: string; cert: string } | undefined;

/**
 * A self-signed certificate for library.test and 127.0.0.1 (an EC key: RSA's key generation
 * is most of openssl's time), made by openssl once per process: every library server of the
 * process answers with it.
 */
function selfSigned(): { key: string; cert: string } {
  made ??= makeSelfSigned();
  return made;
}

function makeSelfSigned(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-library-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${LIBRARY_HOST}`,
        '-addext',
        `subjectAltName=DNS:${LIBRARY_HOST},IP:127.0.0.1`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A second local https server playing a library that publishes IIIF manifests and images
 * (a real TLS server on loopback, which the manifest import's guard refuses unless a test
 * trusts exactly this address and port).
 */
export async function startLibraryServer(): Promise<LibraryServer> {
  const { key, cert } = selfSigned();
  const routes = new Map<string, LibraryHandler>();
  const prefixes = new Map<string, LibraryHandler>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const address = (req.url ?? '/').split('?')[0]!;
    const handler = routes.get(address) ?? [...prefixes].find(([prefix]) => address.startsWith(prefix))?.[1];
    if (handler) return handler(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    origin: `https://${LIBRARY_HOST}:${port}`,
    cert,
    access: {
      // Any other name resolves for real, so the guard judges it as in production.
      resolve: async (host) =>
        host === LIBRARY_HOST ? ['127.0.0.1'] : (await dns.lookup(host, { all: true })).map((entry) => entry.address),
      trusted: new Set([`127.0.0.1:${port}`]),
      ca: cert,
    },
    route: (p, handler) => void routes.set(p, handler),
    under: (prefix, handler) => void prefixes.set(prefix, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A IIIF Presentation 3 manifest of `folios` canvases painted by images of the library's level-2 service. */
export function presentation3(origin: string, folios: string[]) {
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: `${origin}/iiif/ms/manifest.json`,
    type: 'Manifest',
    label: { en: ['Flos Duellatorum'] },
    items: folios.map((label) => ({
      id: `${origin}/iiif/ms/canvas/${label}`,
      type: 'Canvas',
      label: { none: [`fol. ${label}`] },
      width: 1000,
      height: 1400,
      thumbnail: [{ id: `${origin}/iiif/image/${label}/full/,200/0/default.jpg`, type: 'Image' }],
      items: [
        {
          id: `${origin}/iiif/ms/canvas/${label}/page`,
          type: 'AnnotationPage',
          items: [
            {
              id: `${origin}/iiif/ms/canvas/${label}/page/image`,
              type: 'Annotation',
              motivation: 'painting',
              target: `${origin}/iiif/ms/canvas/${label}`,
              body: {
                id: `${origin}/iiif/image/${label}/full/max/0/default.jpg`,
                type: 'Image',
                format: 'image/jpeg',
                service: [{ id: `${origin}/iiif/image/${label}`, type: 'ImageService3', profile: 'level2' }],
              },
            },
          ],
        },
      ],
    })),
  };
}

/** The same pages as a IIIF Presentation 2 manifest (libraries still publish many). */
export function presentation2(origin: string, folios: string[]) {
  return {
    '@context': 'http://iiif.io/api/presentation/2/context.json',
    '@id': `${origin}/iiif/ms2/manifest.json`,
    '@type': 'sc:Manifest',
    label: 'Flos Duellatorum (v2)',
    sequences: [
      {
        '@type': 'sc:Sequence',
        canvases: folios.map((label) => ({
          '@id': `${origin}/iiif/ms2/canvas/${label}`,
          '@type': 'sc:Canvas',
          label: `f. ${label}`,
          width: 1000,
          height: 1400,
          images: [
            {
              '@type': 'oa:Annotation',
              motivation: 'sc:painting',
              on: `${origin}/iiif/ms2/canvas/${label}`,
              resource: {
                '@id': `${origin}/iiif/image/${label}/full/full/0/default.jpg`,
                '@type': 'dctypes:Image',
                service: {
                  '@context': 'http://iiif.io/api/image/2/context.json',
                  '@id': `${origin}/iiif/image/${label}`,
                  profile: 'http://iiif.io/api/image/2/level1.json',
                },
              },
            },
          ],
        })),
      },
    ],
  };
}

/** Answers `body` as JSON-LD. */
export const jsonHandler =
  (body: unknown): LibraryHandler =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify(body));
  };
