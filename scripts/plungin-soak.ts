/**
 * Dungeon Plungin' over many seeds and every built-in pack: how often the Great Door is found and
 * the Unique Location reached by a step, doors leading nowhere, secret passages, frontiers that
 * ran dry, large Unique Locations laid whole or cut down, and the replay's time. `npx tsx scripts/plungin-soak.ts [seeds] [step]`.
 */
import { runPlungin } from '../src/crawl/plungin/engine';
import { BUILT_IN_PACKS } from '../src/crawl/plungin/packs';

const seeds = Number(process.argv[2] ?? 200);
const step = Number(process.argv[3] ?? 40);
for (const pack of BUILT_IN_PACKS) {
  let great = 0;
  let unique = 0;
  let dry = 0;
  let tiles = 0;
  let nowhere = 0;
  let secret = 0;
  let uniqueAt = 0;
  let fallbacks = 0;
  let whole = 0;
  let cut = 0;
  const large = Object.values(pack.uniqueLocations).some(
    (u) => pack.tiles[u.tile]!.width > 6 || pack.tiles[u.tile]!.height > 6,
  );
  const t0 = process.hrtime.bigint();
  for (let i = 1; i <= seeds; i++) {
    const r = runPlungin({ seed: String(i), step, pack, packId: pack.id });
    if (r.plot.greatDoorFound) great++;
    const u = r.tiles.find((t) => t.kind === 'unique');
    if (u) {
      unique++;
      uniqueAt += u.phase;
      if (u.blocks) whole++;
      else if (large) cut++;
    }
    if (r.complete) dry++;
    tiles += r.tiles.length;
    nowhere += r.tiles.reduce((n, t) => n + t.nowhere.length, 0);
    secret += r.plan.portals.filter((p) => p.kind === 'secret-door').length;
    fallbacks += r.plan.log.reduce((n, l) => n + l.fallbacks.length, 0);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / seeds;
  const pc = (n: number) => `${((100 * n) / seeds).toFixed(0)}%`;
  console.log(
    `${pack.id} (${pack.timeSpan.n} (${pack.timeSpan.x})), step ${step}: Great Door ${pc(great)}, Unique Location ${pc(unique)} (mean phase ${(uniqueAt / Math.max(1, unique)).toFixed(1)}), frontier dry ${pc(dry)}; per dungeon ${(tiles / seeds).toFixed(1)} tiles, ${(nowhere / seeds).toFixed(1)} X doorways, ${(secret / seeds).toFixed(1)} secret doors, ${(fallbacks / seeds).toFixed(2)} fallbacks; ${ms.toFixed(2)} ms a replay${large ? `; large Unique Location laid whole ${whole}, cut to one block ${cut}` : ''}`,
  );
}
