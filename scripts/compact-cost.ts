/**
 * CPU of `geometry=compact` against the full body: serialising the plan of seeds 1–60 (default
 * request), median over 20 interleaved rounds. Usage: nice -n 10 npx tsx scripts/compact-cost.ts
 */
import { REGISTRY } from '../src/systems';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
const app = createApp({ png: resvgNodeRenderer() });
import { compactGeometry } from '../src/crawl/plan/compact';
for (const sys of REGISTRY.crawls) {
  const bodies: Record<string, unknown>[] = [];
  for (let s = 1; s <= 60; s++) {
    bodies.push(
      (await (await app.request(`/v1/crawl/${sys.id}?seed=${s}`)).json()) as Record<
        string,
        unknown
      >,
    );
  }
  const full: number[] = [];
  const compact: number[] = [];
  const time = (f: () => unknown) => {
    const t0 = process.hrtime.bigint();
    f();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  for (let r = 0; r < 20; r++)
    for (const b of bodies) {
      const a = () => full.push(time(() => JSON.stringify(b)));
      const c = () => compact.push(time(() => JSON.stringify(compactGeometry(b))));
      if (r % 2) {
        a();
        c();
      } else {
        c();
        a();
      }
    }
  const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
  console.log(
    `${sys.id}: serialise full median ${med(full).toFixed(3)} ms, compact (encode + serialise) ${med(compact).toFixed(3)} ms, ratio ${(med(compact) / med(full)).toFixed(2)}`,
  );
}
