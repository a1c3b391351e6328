/** Node entry: the app with the resvg-js PNG renderer, served by @hono/node-server. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resvgNodeRenderer } from './adapters/png-resvg-node';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
const hostname = process.env.HOST ?? '127.0.0.1';
const app = createApp({ png: resvgNodeRenderer() });

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `Strata listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/ (docs at /docs)`,
  );
});
