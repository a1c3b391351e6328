/**
 * A history engine of a checkout, run to the end, for the engine benches (`bench-hthad-ab.ts`,
 * `bench-hthad-solo.ts`, `profile-hthad-slow.ts`): from its source (under tsx), or as an
 * esbuild bundle without keepNames, as `npm start` and the Worker run it (under tsx every
 * function made is also wrapped in a naming call, which overstates what a closure costs).
 * The 2nd edition runs the Dwarven civilization, no nexus, on a letter page.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export type Edition = '2008' | '2019';
/** One full history of a seed; its result. */
export type EngineRun = (seed: string) => unknown;

export function editionOf(arg: string): Edition {
  if (arg !== '2008' && arg !== '2019') throw new Error(`edition 2008 or 2019: ${arg}`);
  return arg;
}

/**
 * The engine of the checkout at `dir`; with `bundleTo`, bundled to that file first (a profile
 * then names functions by the bundle's lines).
 */
export async function loadEngine(
  dir: string,
  edition: Edition,
  bundleTo?: string,
): Promise<EngineRun> {
  const entry = resolve(dir, `src/hthad/${edition}/history.ts`);
  if (bundleTo)
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: bundleTo,
      logLevel: 'warning',
    });
  const m = (await import(pathToFileURL(bundleTo ?? entry).href)) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  if (edition === '2008') return (seed) => m.runHistory!({ seed, until: 'end' });
  return (seed) =>
    m.runHistory2019!(
      seed,
      { civilization: 'dwarven', nexus: false, page: 'letter' },
      { until: 'end', year: null },
    );
}
