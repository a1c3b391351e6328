import { createTestApp } from '../test/helpers/app';
const app = createTestApp();
let drinks = 0, lays = 0, rises = 0, quests = 0;
for (let s = 1; s <= 40; s++) {
  const r = await app.request(`/v1/play/plungin/log?seed=${s}`);
  const t = await r.text();
  quests++;
  drinks += (t.match(/drinks from the/g) ?? []).length;
  lays += (t.match(/ in the Sarcophagus/g) ?? []).length;
  rises += (t.match(/rises from the sarcophagus/g) ?? []).length;
  if (s === 1 || (t.includes('rises from the sarcophagus') && rises === 1)) console.log(s, t.split('\n').filter((l) => /Sarcophagus|sarcophagus|Fountain/.test(l)).slice(0, 6).join('\n'));
}
console.log({ quests, drinks, lays, rises });
