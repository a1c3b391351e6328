/**
 * Dungeon Plungin's VTT image before and after the cut to the built blocks (CrawlSystem.fit):
 * squares and megapixels at 70 px a square for the built-in packs over a few seeds and steps.
 * Usage: npx tsx scripts/plungin-fit-measure.ts [seeds=20]
 */
import { resolveOptions } from '../src/core/system';
import { BUILT_IN_PACKS } from '../src/crawl/plungin/packs';
import { plungin } from '../src/crawl/plungin/system';

const seeds = Number(process.argv[2] ?? 20);
const PPG = 70;
const mp = (w: number, h: number): number => (w * h * PPG * PPG) / 1e6;
for (const step of [5, 20, 60])
  for (const pack of BUILT_IN_PACKS) {
    const cut: number[] = [];
    let whole = 0;
    let largest = { mp: 0, seed: '', w: 0, h: 0 };
    for (let s = 1; s <= seeds; s++) {
      const run = plungin.run(String(s), resolveOptions(plungin.options, { pack: pack.id }), {
        step,
        path: [],
      });
      const f = plungin.fit!(run, 1);
      whole = mp(run.plan.sheet.width, run.plan.sheet.height);
      const m = mp(f.plan.sheet.width, f.plan.sheet.height);
      cut.push(m);
      if (m > largest.mp)
        largest = { mp: m, seed: String(s), w: f.plan.sheet.width, h: f.plan.sheet.height };
    }
    cut.sort((a, b) => a - b);
    const mean = cut.reduce((a, b) => a + b, 0) / cut.length;
    console.log(
      `step ${step} ${pack.id}: whole ${whole.toFixed(1)} MP; cut mean ${mean.toFixed(1)} MP, median ${cut[cut.length >> 1]!.toFixed(1)}, max ${largest.mp.toFixed(1)} (seed ${largest.seed}, ${largest.w}×${largest.h} squares)`,
    );
  }
for (const seed of ['greyhawk', '7']) {
  const run = plungin.run(seed, { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
  const f = plungin.fit!(run, 1);
  console.log(
    `seed ${seed} step 20 sunken shrine: ${run.plan.sheet.width * PPG}×${run.plan.sheet.height * PPG} px → ${f.plan.sheet.width * PPG}×${f.plan.sheet.height * PPG} px, origin ${JSON.stringify(f.origin)}`,
  );
}
