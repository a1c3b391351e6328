/**
 * `strata`: the command line entry (package.json `bin`). Builds the same app the Node server
 * runs, with the resvg-js PNG renderer, and answers each request in-process.
 */
// The CLI is an entry, as src/node.ts is: it alone touches the disk.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { resvgNodeRenderer } from '../adapters/png-resvg-node';
import { createApp } from '../app';
import { runCli } from './run';

const app = createApp({ png: resvgNodeRenderer() });
const code = await runCli(process.argv.slice(2), app, {
  writeStdout: (bytes) => process.stdout.write(bytes),
  writeStderr: (text) => process.stderr.write(text),
  writeFile: async (path, bytes) => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  },
  progress: process.stderr.isTTY === true,
});
// Let stdout drain before the process ends.
process.stdout.write('', () => process.exit(code));
