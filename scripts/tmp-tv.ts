import { createTestApp } from '../test/helpers/app';
const app = createTestApp();
const early: string[] = [];
for (let s = 1; s <= 120 && early.length < 4; s++) {
  const r = await app.request(`/v1/crawl/dmg1?seed=${s}&start=table-v&step=10&geometry=full`);
  const b = (await r.json()) as any;
  const n = b.steps?.length ?? b.plan?.steps?.length;
  if (b.complete || (n !== undefined && n < 10)) early.push(`${s}:${n}:${b.complete}`);
}
console.log(early);
