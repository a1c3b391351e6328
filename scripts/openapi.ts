/**
 * Regenerates openapi/openapi.json from the zod route definitions. `npm run openapi`.
 * A test fails when the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { createApp } from '../src/app';
import { openApiText } from '../src/api/meta';
import type { PngRenderer } from '../src/render/png';

const noPng: PngRenderer = {
  name: 'none',
  version: 'none',
  render: () => Promise.reject(new Error('no PNG here')),
};
const target = new URL('../openapi/openapi.json', import.meta.url);
writeFileSync(target, openApiText(createApp({ png: noPng })));
console.log(`wrote ${target.pathname}`);
