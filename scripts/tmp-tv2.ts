import { createTestApp } from '../test/helpers/app';
const app = createTestApp();
const r = await app.request(`/v1/crawl/dmg1?seed=78&start=table-v&step=10&geometry=full`);
const b = (await r.json()) as any;
console.log(Object.keys(b));
console.log(JSON.stringify(b.log ?? b.steps, null, 0).slice(0, 3000));
