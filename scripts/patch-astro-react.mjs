// Patches @astrojs/react (run by `npm install` as part of the postinstall step; idempotent) so that
// its non-streaming server render keeps each island's `useId` prefix.
//
// The site renders React with `experimentalDisableStreaming` (src/build/site-config.ts): each
// component becomes HTML through `renderToString` instead of a web stream that is encoded, read
// and decoded again (about 0.3 ms of CPU less per component on this project's machines, the same
// HTML). Upstream's branch for it (withastro/astro #13036) drops the render options, among them
// `identifierPrefix`: the client hydrates with the island's `prefix` attribute, so every id made
// by `useId` on the server would differ from the client's (a hydration error, the island
// re-rendered). The patch passes the options, as the streaming branches do.
//
// When the call is found neither unpatched nor patched (upstream changed or fixed it), that is
// reported and nothing is changed. Its test: tests/unit/astro-react-patch.test.ts.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const MARKER = '/*hdx-patch: react-string-render-options*/';
const UNPATCHED = 'html = ReactDOM.renderToString(vnode);';
const PATCHED = `html = ReactDOM.renderToString(vnode, ${MARKER}renderOptions);`;

const file = fileURLToPath(new URL('../node_modules/@astrojs/react/dist/server.js', import.meta.url));
if (!fs.existsSync(file)) process.exit(0);
const source = fs.readFileSync(file, 'utf8');
if (!source.includes(MARKER)) {
  if (source.split(UNPATCHED).length !== 2 || !source.includes('const renderOptions = {')) {
    console.warn(
      "patch-astro-react: @astrojs/react's non-streaming render was not found once: not applied. Check whether this release passes its render options to renderToString (tests/unit/astro-react-patch.test.ts), then update or remove scripts/patch-astro-react.mjs.",
    );
  } else {
    fs.writeFileSync(file, source.replace(UNPATCHED, PATCHED));
    console.log('patch-astro-react: renderToString keeps the islands’ useId prefix');
  }
}
