/**
 * The play aids of Dungeon Plungin' (dungeon-plungin-rules.txt, Character Sheets 1557, Party
 * Sheet 1628) filled in from a replay: each hero's fields as the sheet lists them, the party's.
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { createApp } from '../../src/app';
import { DEFAULT_PARTY } from '../../src/crawl/plungin/play/heroes';
import { plunginPlay } from '../../src/crawl/plungin/play/system';
import { plunginSheets } from '../../src/render/plungin/sheets';
import { resolveOptions } from '../../src/core/system';

const run = plunginPlay.run(
  'moria',
  resolveOptions(plunginPlay.options, {}) as never,
  { round: 20, action: null },
  {},
);
const md = plunginSheets(run, {});

describe('the character and party sheets', () => {
  it('give every hero the sheet fields, with life and XP as the quest stands', () => {
    for (const h of DEFAULT_PARTY.heroes) {
      const part = md.slice(md.indexOf(`## ${h.name}`)).split('\n## ')[0]!;
      for (const field of ['NAME', 'CONCEPT', 'LEVEL', 'XP', 'SPECIAL ABILITIES', 'SPELLS'])
        expect(part, `${h.name} ${field}`).toContain(field);
      for (const field of ['ARMOUR', 'HAND 1', 'HAND 2', 'ATTIRE', 'ITEM 1', 'ITEM 4'])
        expect(part, `${h.name} ${field}`).toContain(field);
      const f = run.figures.find((x) => x.id === h.id)!;
      const s = h.stats;
      expect(part).toContain(
        `| ${s.ATK} | ${s.DEF} | ${s.MAG} | ${s.MOV} | ${f.life}/${f.maxLife}`,
      );
      expect(part).toContain(`| XP | ${run.heroXp[h.id] ?? 0} |`);
      if (h.weapon) expect(part).toContain(`HAND 1: ${h.weapon.name} (+${h.weapon.bonus})`);
    }
  });

  it('fill the party sheet: name, leader, heroes, gold', () => {
    const party = md.slice(md.indexOf('## Party sheet'));
    expect(party).toContain(`PARTY NAME: ${DEFAULT_PARTY.name}`);
    expect(party).toContain('LEADER: Brand');
    expect(party.match(/- HERO: /g)).toHaveLength(DEFAULT_PARTY.heroes.length);
    expect(party).toContain(`GOLD: ${run.gold}`);
  });

  it('show the holdings as they stand: items carried now, valuables, keys, gold', () => {
    // soak-14 by round 40: a potion drunk, a Great Door Key and a valuable found.
    const later = plunginPlay.run(
      'soak-14',
      resolveOptions(plunginPlay.options, {}) as never,
      { round: 40, action: null },
      {},
    );
    const p = later.party as {
      gold: number;
      valuables: { name: string; value: number }[];
      carried: Record<string, string[]>;
      keys: { name: string }[];
    };
    const sheet = plunginSheets(later, {});
    expect(p.valuables.length).toBeGreaterThan(0);
    let changed = false;
    for (const h of DEFAULT_PARTY.heroes) {
      const part = sheet.slice(sheet.indexOf(`## ${h.name}`)).split('\n## ')[0]!;
      const now = p.carried[h.id]!;
      now.forEach((name, i) => expect(part).toContain(`ITEM ${i + 1}: ${name}`));
      if (now.join() !== h.items.map((i) => i.name).join()) changed = true;
    }
    // The quest changed what somebody carries, and the sheet follows it, not the kit.
    expect(changed).toBe(true);
    const partySheet = sheet.slice(sheet.indexOf('## Party sheet'));
    expect(partySheet).toContain(`GOLD: ${p.gold}`);
    for (const v of p.valuables) expect(partySheet).toContain(`${v.name} (${v.value} gold)`);
    expect(p.keys.length).toBeGreaterThan(0);
    for (const k of p.keys) expect(partySheet).toMatch(new RegExp(`KEYS: .*${k.name}`));
  });

  it('are served as Markdown, GET and POST with a party of one', async () => {
    const app = createApp({ png: resvgNodeRenderer() });
    const get = await app.request('/v1/play/plungin/sheets?seed=moria&round=20');
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await get.text()).toBe(md);
    const party = { ...DEFAULT_PARTY, name: 'Solo', heroes: [DEFAULT_PARTY.heroes[0]!] };
    const post = await app.request('/v1/play/plungin/sheets?seed=moria&round=2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ party }),
    });
    expect(post.status).toBe(200);
    const text = await post.text();
    expect(text).toContain('# Solo');
    expect(text).not.toContain('## Wren');
  });
});
