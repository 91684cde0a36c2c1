/** `npm run check` runs this: no import circles, and the server's layers point one way. */

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: split the shared part into its own module. Type-only imports run nothing, so they make no circle.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-lib-is-the-lowest-layer',
      severity: 'error',
      comment: 'src/server/lib holds plumbing; it must not reach up into services or routes.',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(services|routes)/' },
    },
    {
      name: 'browser-code-holds-no-server-code',
      severity: 'error',
      comment: 'Browser features and on-demand loaders import API shapes from src/contract, never server modules.',
      from: { path: '^src/(features|loaders|lib)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-imports-no-server-code',
      severity: 'error',
      comment:
        'src/contract holds the shapes both sides share: it imports no server module, not even its types (shared enums live in contract/enums.ts).',
      from: { path: '^src/contract/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'lib-imports-no-features',
      severity: 'error',
      comment:
        'src/lib sits below the features: a feature hands lib what it needs (a parameter, or a setter such as connectSession in lib/api/token.ts).',
      from: { path: '^src/lib/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'browser-code-imports-no-node-builtins',
      severity: 'error',
      comment:
        'Features, islands and the lib modules they use run in the browser: no node: module there. What runs only where pages render (the build, the Node server) lives in src/render.',
      from: { path: '^src/(features|components|lib)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-imports-no-render-module',
      severity: 'error',
      comment:
        'Nor a module of src/render (builds, on-demand renders, publishing: Node only): so nothing a browser module imports, directly or through others, is Node-only. Types may cross.',
      from: { path: '^src/(features|lib)/' },
      to: { path: '^src/render/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'child-processes-start-in-known-places',
      severity: 'error',
      comment:
        'ffmpeg and ffprobe run through services/media-tools (one spawn with its deadline, kill and output limit); only the supervisor and the site code build start other programs (Node itself).',
      from: {
        path: '^src/server/',
        pathNot: '^src/server/(services/media-tools/run|supervisor/main|site/site-build)[.]ts$',
      },
      to: { path: '^(node:)?child_process$', dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
