/**
 * Hash what `/v1/play/plungin` answers (state JSON with the round's log and the whole log, the log, the map SVG, the sheets) for many seeds and option sets,
 * to prove a change to the played game keeps every byte.
 * Usage:
 *   nice -n 10 npx tsx scripts/plungin-play-identity.ts [--src=DIR/src] [--seeds=150] > hashes.txt
 * Run it against two copies of src and diff the outputs.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const src = resolve(arg('src') ?? resolve(import.meta.dirname, '../src'));
const seeds = Number(arg('seeds') ?? 150);
const { createApp } = (await import(resolve(src, 'app.ts'))) as typeof import('../src/app');
const { resvgNodeRenderer } = (await import(
  resolve(src, 'adapters/png-resvg-node.ts')
)) as typeof import('../src/adapters/png-resvg-node');
const app = createApp({ png: resvgNodeRenderer() });

/** Option sets beyond the defaults, each over a few seeds. */
const SETS: readonly { query: string; seeds: number }[] = [
  { query: '', seeds },
  ...[
    'fasterBloodier=true',
    'noFumbles=true',
    'tougher=true',
    'overwhelmed=true',
    'freeHeroOrder=true',
    'facing=true',
    'cover=true',
    'disengage=true',
    'rangedInMelee=true',
    'rangedFumbles=true',
    'oneCheck=true',
    'stun=variant',
    'stun=variant-2',
    'fireAndForget=true',
    'pack=strata-ghoblin-warren',
    'pack=strata-bone-vault',
    'quest=3&sharedXp=true&goldRush=true&tutor=true',
    'facing=true&cover=true&disengage=true&rangedInMelee=true&rangedFumbles=true&oneCheck=true&freeHeroOrder=true',
  ].map((query) => ({ query, seeds: 12 })),
];

const hash = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 16);
for (const set of SETS)
  for (let n = 1; n <= set.seeds; n++) {
    const q = `seed=${n}${set.query ? `&${set.query}` : ''}`;
    const parts: string[] = [];
    for (const path of ['', '/log', '/map.svg', '/sheets', '?log=full']) {
      const [p, extra] = path.startsWith('?') ? ['', `&${path.slice(1)}`] : [path, ''];
      const r = await app.request(`http://localhost/v1/play/plungin${p}?${q}${extra}`);
      parts.push(`${r.status} ${hash(await r.text())}`);
    }
    console.log(`${q} ${parts.join(' ')}`);
  }
