/**
 * Generates `openapi-paths.ts` (the `paths` and `components` types of openapi/openapi.json, by
 * openapi-typescript, formatted by the repository's prettier). The client test fails when the
 * committed file is stale: regenerate with `npx tsx test/api/client/generate.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const DOC_URL = new URL('../../../openapi/openapi.json', import.meta.url);
export const PATHS_FILE = new URL('./openapi-paths.ts', import.meta.url);

const HEADER = `/**
 * Generated from openapi/openapi.json by openapi-typescript (test/api/client/generate.ts).
 * Do not edit: run \`npx tsx test/api/client/generate.ts\` after \`npm run openapi\`.
 */
`;

/** The generated types as text, from the document at `doc` (default: the committed one). */
export async function generatePaths(doc: URL = DOC_URL): Promise<string> {
  const ast = await openapiTS(doc, {
    // Binary bodies (PNG) arrive as bytes, not as a string.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Uint8Array') : undefined,
  });
  const config = (await resolveConfig(fileURLToPath(PATHS_FILE))) ?? {};
  return format(HEADER + astToString(ast), { ...config, parser: 'typescript' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(PATHS_FILE, await generatePaths());
  console.log(`wrote ${fileURLToPath(PATHS_FILE)}`);
}
