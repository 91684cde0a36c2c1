// Its own module, importing nothing: scripts/lighthouse.mjs, which plain Node runs, imports it
// by its file name (Node strips the types; it cannot resolve chromium.ts's extensionless imports).
/** The flags every test and script launches Chromium with: headless on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A new page's about:blank gets a renderer process, and its first navigation to the site
  // another one: two process starts a page. With the limit the navigation reuses the first
  // (checked: one renderer a page instead of two). A soft limit: pages of another context or
  // site still get their own. 12 pages in fresh contexts: 14.2 s of CPU instead of 15.9.
  '--renderer-process-limit=1',
];
