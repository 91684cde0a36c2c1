import { resolveBinary, type ResolvedBinary } from '../../src/server/lib/binaries';

/** The flags every test and script launches Chromium with: headless on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium for the tests: CHROMIUM_PATH, the system's, or the one in @sparticuz/chromium. */
export function chromium(): ResolvedBinary {
  const found = resolveBinary('chromium');
  if (!found) {
    throw new Error(
      'Chromium not found: run `npm install` (it brings @sparticuz/chromium), install the system package, or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Playwright's launch options for that Chromium. */
export function chromiumLaunchOptions() {
  const found = chromium();
  return {
    executablePath: found.path,
    args: CHROMIUM_ARGS,
    ...(Object.keys(found.env).length ? { env: { ...process.env, ...found.env } } : {}),
  };
}
