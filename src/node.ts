/** Node entry: the app with the resvg-js PNG renderer, served by @hono/node-server. */
import { createApp } from './app';
import { createNodeServer, listen } from './node-server';
import { resvgNodeRenderer } from './adapters/png-resvg-node';
import { resvgWasmNodeRenderer } from './adapters/png-resvg-wasm-node';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
const hostname = process.env.HOST ?? '127.0.0.1';
// PNG renderer: resvg-js (native, the default) or resvg-wasm (bounded memory for long-running
// servers; see src/adapters/png-resvg-wasm-node.ts). Both give the same bytes.
const pngChoice = process.env.STRATA_PNG ?? 'resvg-js';
if (pngChoice !== 'resvg-js' && pngChoice !== 'wasm') {
  console.error(`STRATA_PNG must be resvg-js or wasm, not ${JSON.stringify(pngChoice)}`);
  process.exit(2);
}
const app = createApp({
  png: pngChoice === 'wasm' ? resvgWasmNodeRenderer() : resvgNodeRenderer(),
});

const info = await listen(createNodeServer(app, { hostname }), port, hostname);
console.log(
  `Strata listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/ (docs at /docs)`,
);
