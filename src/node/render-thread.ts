/**
 * A render thread of the Node server (src/node/pool.ts): its own app, warmed before it says
 * `ready`, answering each URL (a GET, or a POST with its body) the main thread posts with status,
 * headers and body bytes. The replay, the SVG and the PNG all happen here, off the main thread's
 * event loop.
 */
import { parentPort } from 'node:worker_threads';
import { createApp } from '../app';
import { REGISTRY } from '../systems';
import type { Rendered, RenderJob } from './pool';
import { pngRendererFromEnv } from './png-choice';
import { warm, warmUrls } from './warm';

const port = parentPort;
if (!port) throw new Error('render-thread runs as a worker thread');
const png = pngRendererFromEnv(process.env.STRATA_PNG);
if (typeof png === 'string') throw new Error(png);
const app = createApp({ png });
if (process.env.STRATA_WARM !== '0') await warm(app, warmUrls(REGISTRY));

port.on('message', (job: RenderJob) => {
  void answer(job).then(
    (r) => port.postMessage(r, [r.body.buffer as ArrayBuffer]),
    (e: unknown) => {
      console.error(e);
      const body = new TextEncoder().encode(
        JSON.stringify({
          type: '/problems/internal',
          title: 'Internal error',
          status: 500,
          detail: 'the service failed to answer this request; it has been logged',
        }),
      );
      port.postMessage(
        { status: 500, headers: [['content-type', 'application/problem+json']], body },
        [body.buffer],
      );
    },
  );
});
port.postMessage('ready');

async function answer(job: RenderJob): Promise<Rendered> {
  const res =
    typeof job === 'string'
      ? await app.request(job)
      : await app.request(job.url, {
          method: 'POST',
          body: job.body as BodyInit,
          headers: { 'content-type': job.contentType },
        });
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => headers.push([name, value]));
  return {
    status: res.status,
    headers,
    body: new Uint8Array(await res.arrayBuffer()),
  };
}
