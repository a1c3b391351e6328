import { MAX_ROUNDS } from '../src/crawl/plungin/play/game';
import { PLAY_OPTIONS } from '../src/crawl/plungin/play/options';
import { runPlay } from '../src/crawl/plungin/play/system';
const defaults = Object.fromEntries(PLAY_OPTIONS.map((o) => [o.name, o.default])) as never;
for (let i = 0; i < 120; i++) {
  const run = runPlay(`soak-${i}`, defaults, { round: MAX_ROUNDS, action: null }, {});
  if (run.roundCapHit) {
    // The last round in which anything but a move or nothing happened.
    const acts = run.log.filter((e) => !['move', 'nothing', 'wait'].includes(e.act));
    const last = acts.at(-1);
    const byAct = new Map<string, number>();
    for (const e of run.log.filter((e) => e.round > run.round - 20)) byAct.set(e.act, (byAct.get(e.act) ?? 0) + 1);
    console.log(`soak-${i} r${run.round} ${run.outcome?.slice(0, 90)} | last non-move r${last?.round} ${last?.act} | last 20 rounds: ${[...byAct].map(([a, n]) => `${a}:${n}`).join(' ')}`);
  }
}
