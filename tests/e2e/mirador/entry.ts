import Mirador from 'mirador';

// The page tests/e2e/mirador-opens-manifest.spec.ts bundles with esbuild: Mirador 4 as any site
// would embed it, with the manifest address taken from the page's own address.
const manifestId = new URLSearchParams(window.location.search).get('manifest');
Mirador.viewer({ id: 'viewer', windows: [{ manifestId, thumbnailNavigationPosition: 'far-bottom' }] });
