import { createTestApp } from '../test/helpers/app';
const app = createTestApp();
for (const url of process.argv.slice(2)) {
  const t = process.hrtime.bigint();
  const res = await app.request(url);
  const text = await res.text();
  console.log(url, res.status, text.length, Number(process.hrtime.bigint() - t) / 1e6, 'ms');
  if (url.includes('/log') || url.includes('chronicle')) console.log(text.slice(0, 3000));
}
