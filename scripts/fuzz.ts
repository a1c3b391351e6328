/**
 * The fuzz soak: N random requests over every GET route of the OpenAPI document (seeds of any
 * Unicode, option mixes from the documented enums and bounds; see test/api/fuzz-requests.ts),
 * in process. Every answer must be 200/304 or a 4xx problem+json; prints the count by status
 * and every 5xx (or badly typed 4xx) with its URL, and exits 1 if there was any.
 * Usage: npx tsx scripts/fuzz.ts [count=1000] [label=fuzz] [widthCap]
 *   widthCap: largest PNG width to ask for (default: the documented maximum).
 */
import { openApiDocument } from '../src/api/meta';
import { createTestApp } from '../test/helpers/app';
import { fuzzRequest, fuzzRoutes, fuzzVerdict, NAMED_REQUESTS } from '../test/api/fuzz-requests';
import { createRng } from '../src/core/rng';

const count = Number(process.argv[2] ?? 1000);
const label = process.argv[3] ?? 'fuzz';
const widthCap = process.argv[4] === undefined ? undefined : Number(process.argv[4]);

const app = createTestApp();
const routes = fuzzRoutes(openApiDocument(app));
const rng = createRng(label);
const byStatus: Record<string, number> = {};
const bad: string[] = [];
let errorsSeen = 0;
const t0 = process.hrtime.bigint();

async function one(url: string): Promise<void> {
  const res = await app.request(url);
  await res.arrayBuffer();
  byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
  const why = fuzzVerdict(res.status, res.headers.get('content-type'));
  const errors = app.unexpectedErrors.slice(errorsSeen);
  errorsSeen = app.unexpectedErrors.length;
  if (why || errors.length > 0) {
    const detail = errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e)));
    bad.push(`${why ?? res.status}: ${url}${detail.length ? `\n  ${detail.join('\n  ')}` : ''}`);
  }
}

for (const url of NAMED_REQUESTS) await one(url);
for (let i = 0; i < count; i++) {
  await one(fuzzRequest(rng, routes[i % routes.length]!, { widthCap }).url);
  if ((i + 1) % 500 === 0) console.error(`${i + 1} / ${count}, ${bad.length} bad`);
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const fivexx = Object.entries(byStatus)
  .filter(([s]) => Number(s) >= 500)
  .reduce((n, [, k]) => n + k, 0);
console.log(
  `${count + NAMED_REQUESTS.length} requests (label ${label}) in ${seconds.toFixed(0)} s: ${JSON.stringify(byStatus)}; 5xx: ${fivexx}; bad: ${bad.length}`,
);
for (const b of bad) console.log(b);
process.exit(bad.length > 0 ? 1 : 0);
