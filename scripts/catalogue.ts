/**
 * `npm run catalogue`: regenerates every golden catalogue of every registered system
 * (src/systems.ts) in one format — `test/catalogue/<id>.json` (the engine, a readable summary
 * and a digest per seed), `<id>.side.json` / `<id>.plan.json` (its maps) — and the route
 * goldens `test/catalogue/routes.json` (URL → status, SHA-256, strata-version).
 *
 * It refuses to write new bytes under an unchanged version: the same URL must give the same
 * bytes, so an intended change of output bumps the version that shapes it first (the message
 * names which), then regenerates, with a CHANGELOG line. Nothing is written when anything is
 * refused. Usage: npm run catalogue
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { catalogues } from '../test/catalogue/build';
import {
  catalogueText,
  refusal,
  routeRefusal,
  type Catalogue,
  type RouteGoldens,
} from '../test/catalogue/format';
import { routeGoldens, ROUTES_FILE } from '../test/catalogue/routes';

const stored = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

const built = catalogues();
const routes = await routeGoldens(createApp({ png: resvgNodeRenderer() }));

const refused = [
  ...built.map((b) => refusal(stored<Catalogue>(b.file), b.catalogue, b.bump)),
  routeRefusal(stored<RouteGoldens>(ROUTES_FILE), routes),
].filter((why): why is string => why !== null);
if (refused.length > 0) {
  for (const why of refused) console.error(`not written: ${why}`);
  process.exit(1);
}

const write = (file: string, text: string) => {
  const same = existsSync(file) && readFileSync(file, 'utf8') === text;
  if (!same) writeFileSync(file, text);
  console.log(`${same ? 'unchanged' : 'wrote    '} ${file}`);
};
for (const b of built) write(b.file, catalogueText(b.catalogue));
write(ROUTES_FILE, `${JSON.stringify(routes, null, 2)}\n`);
