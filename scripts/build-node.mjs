/**
 * Build the Node server as JavaScript (`npm start` runs it): src/node.ts and its render thread
 * bundled by esbuild (wrangler's own) into dist/node/, packages left to node_modules. Two
 * folders deep like src/adapters/, so paths to assets/ resolve the same. No keepNames: the
 * names cost time on hot paths and nothing reads them. Takes well under a second.
 *
 * Usage: node scripts/build-node.mjs
 */
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: {
    server: 'src/node.ts',
    'render-thread': 'src/node/render-thread.ts',
  },
  outdir: 'dist/node',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`built dist/node/ in ${Math.round(performance.now() - started)} ms`);
