#!/usr/bin/env node
// The `strata` command. A bundle built by `npm run build:cli` (dist/cli/strata.mjs, two folders
// deep like src/adapters/, so it finds assets/fonts/ as the sources do) runs as it is; in a
// checkout of the project without it, the TypeScript sources run through tsx.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/cli/strata.mjs', import.meta.url);
if (existsSync(bundle)) await import(bundle.href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/main.ts', import.meta.url).href);
}
