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
      // The hero's XP total (a level-1 hero starts at 0) and what this quest has brought so far.
      expect(part).toContain(
        `| XP | 0 (this quest: ${run.heroXp[h.id] ?? 0}; next level at 100) |`,
      );
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

  it('show the holdings as they stand: items carried now, valuables, keys, gold, spares', () => {
    // The run's live holdings (PlayRun.party), set here so the sheet's reading of them is checked
    // whatever the doctrine does: Brand has drunk his potion, Wren found a key.
    const holdings = {
      gold: 123,
      valuables: [{ name: 'Tide Pearl', value: 50 }],
      keys: [{ hero: 'wren', name: 'Great Door Key', great: true }],
      carried: {
        brand: [],
        wren: ['Healing Potion', 'Great Door Key'],
        ansel: ['Revival Draught'],
        morwen: [],
      },
      discarded: ['Rusty Dagger'],
      xp: 0,
    };
    const sheet = plunginSheets({ ...run, party: holdings }, {});
    const part = (name: string) => sheet.slice(sheet.indexOf(`## ${name}`)).split('\n## ')[0]!;
    expect(part('Brand')).toContain('ITEM 1: — · ITEM 2: —');
    expect(part('Wren')).toContain('ITEM 1: Healing Potion · ITEM 2: Great Door Key');
    const partySheet = sheet.slice(sheet.indexOf('## Party sheet'));
    expect(partySheet).toContain('GOLD: 123');
    expect(partySheet).toContain('VALUABLES: Tide Pearl (50 gold)');
    expect(partySheet).toContain('KEYS: Great Door Key (Wren)');
    expect(partySheet).toContain('SPARE WEAPONS/ITEMS/ATTIRE: Rusty Dagger');
    // And a real replay's holdings land on the sheets.
    const real = run.party as { carried: Record<string, string[]> };
    for (const h of DEFAULT_PARTY.heroes)
      real.carried[h.id]!.forEach((name, i) =>
        expect(md.slice(md.indexOf(`## ${h.name}`)).split('\n## ')[0]).toContain(
          `ITEM ${i + 1}: ${name}`,
        ),
      );
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

  it('in a campaign (quest=2) show the levels, XP and gear the first quest and the town left', async () => {
    const app = createApp({ png: resvgNodeRenderer() });
    const res = await app.request(
      '/v1/play/plungin?seed=moria&quest=2&round=1&geometry=full&log=full',
    );
    expect(res.status).toBe(200);
    const state = (await res.json()) as {
      party: {
        heroes: Record<string, { level: number; xp: number; weapon: { name: string } | null }>;
        campaign: { quest: number; quests: { quest: number; outcome: string }[]; town: string[] };
      };
      log: { round: number; text: string }[];
    };
    expect(state.party.campaign.quest).toBe(2);
    expect(state.party.campaign.quests).toHaveLength(1);
    expect(state.party.campaign.town.length).toBeGreaterThan(0);
    expect(state.log[0]!.text).toMatch(
      /^Quest 1: The Sunken Shrine \(Strata basic tiles\) \(seed “moria”\)/,
    );
    const sheets = await (
      await app.request('/v1/play/plungin/sheets?seed=moria&quest=2&round=1')
    ).text();
    expect(sheets).toContain(
      `Campaign: quest 2. Quest 1: ${state.party.campaign.quests[0]!.outcome}.`,
    );
    for (const h of Object.values(state.party.heroes)) {
      expect(sheets).toContain(`| LEVEL | ${h.level} |`);
      expect(sheets).toContain(`| XP | ${h.xp} (this quest:`);
      if (h.weapon) expect(sheets).toContain(`HAND 1: ${h.weapon.name}`);
    }
  });
});
