// Import rules of src (DESIGN.md section 4): no circles, and imports point one way,
// api → render → (hthad | crawl) → core. Type-only imports count: a type is a dependency too.
/** A folder of src as the start of a path. */
const under = (...dirs) => `^src/(${dirs.join('|')})/`;
/** Anything in src. */
const SRC = '^src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file of src reaches itself through its imports.',
      severity: 'error',
      from: { path: SRC },
      to: { path: SRC, circular: true },
    },
    {
      name: 'core-imports-nothing',
      comment: 'src/core is the bottom layer: it imports nothing else in src.',
      severity: 'error',
      from: { path: under('core') },
      to: { path: SRC, pathNot: under('core') },
    },
    {
      name: 'hthad-only-core',
      comment: 'Histories import only themselves and core (never crawl, render, api).',
      severity: 'error',
      from: { path: under('hthad') },
      to: { path: SRC, pathNot: under('hthad', 'core') },
    },
    {
      name: 'crawl-only-core',
      comment: 'Crawls import only themselves and core (never hthad, render, api).',
      severity: 'error',
      from: { path: under('crawl') },
      to: { path: SRC, pathNot: under('crawl', 'core') },
    },
    {
      name: 'render-not-up',
      comment: 'Renderers never import the HTTP layer, the app, the registry or the entries.',
      severity: 'error',
      from: { path: under('render') },
      to: {
        path: '^src/(api/|adapters/|app\\.ts$|systems\\.ts$|node\\.ts$|node-server\\.ts$|node/|worker\\.ts$)',
      },
    },
    {
      name: 'shared-world-no-system',
      comment:
        'The shared side-view world and history models never import a system: any other folder of src/hthad is one.',
      severity: 'error',
      from: { path: '^src/hthad/(world|history)/' },
      to: { path: '^src/hthad/[^/]+/', pathNot: '^src/hthad/(world|history)/' },
    },
    {
      name: 'shared-plan-no-system',
      comment:
        'The shared plan model never imports a crawl system: any other folder of src/crawl is one.',
      severity: 'error',
      from: { path: '^src/crawl/plan/' },
      to: { path: '^src/crawl/[^/]+/', pathNot: '^src/crawl/plan/' },
    },
    {
      name: 'registry-below-api',
      comment: 'The registry (src/systems.ts) lists systems and renderers; it never imports api.',
      severity: 'error',
      from: { path: '^src/systems\\.ts$' },
      to: { path: SRC, pathNot: under('hthad', 'crawl', 'core', 'render') },
    },
    {
      name: 'adapters-only-render-core',
      comment:
        'Runtime adapters implement the render interfaces: they import render and core only.',
      severity: 'error',
      from: { path: under('adapters') },
      to: { path: SRC, pathNot: under('adapters', 'render', 'core') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
