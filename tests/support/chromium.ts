import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH). Tests never download a browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function assertChromium(): void {
  const file = chromiumPath();
  if (!fs.existsSync(file)) {
    throw new Error(
      `Chromium not found at ${file}. Install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
    );
  }
}
