/** `npm run check` runs this: no import circles, and the server's layers point one way. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: split the shared part into its own module.',
      from: {},
      to: { circular: true },
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
      from: { path: '^src/(features|loaders)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
