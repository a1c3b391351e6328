/**
 * The DMG1 key as a referee runs it (issue 20, item 19): monsters with hit dice, armour class and
 * attacks; treasure in gold pieces; where each exit leads; the level's wandering-monster table;
 * the whole key on the map.
 */
import { describe, expect, it } from 'vitest';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { mapKeyLines, roomKey, wanderingLines } from '../../../src/crawl/dmg1/key';
import { MONSTER_BANDS, wanderingTable } from '../../../src/crawl/dmg1/monsters';
import { portalSide, portalWord } from '../../../src/crawl/plan/describe';
import { planSvg } from '../../../src/render/plan/plan-svg';

const run = runCrawl({ seed: '1', step: 200 });
const key = roomKey(run.plan, 1);

describe('monsters in the key', () => {
  it('every band of the list is a d20: its weights make 1-20 with no gap', () => {
    for (const band of MONSTER_BANDS) expect(band.rows.reduce((n, r) => n + r.weight, 0)).toBe(20);
    for (const level of [1, 3, 5, 8]) {
      const t = wanderingTable(level);
      expect(t[0]!.lo).toBe(1);
      expect(t.at(-1)!.hi).toBe(20);
      for (let i = 1; i < t.length; i++) expect(t[i]!.lo).toBe(t[i - 1]!.hi + 1);
    }
  });
  it('each monster in a room or passage is keyed with HD, AC and what it does', () => {
    const monsters = run.plan.spaces.filter((s) => s.level === 1).flatMap((s) => s.contents);
    const named = monsters.filter((c) => c.kind === 'monster');
    expect(named.length).toBeGreaterThan(3);
    for (const c of named)
      expect(key).toMatch(
        new RegExp(`${c.number} ${c.name} \\((wandering; |guardian; )?HD [^,]+, AC -?\\d+, `),
      );
  });
  it('the key ends with the level’s wandering-monster table', () => {
    const lines = wanderingLines(1);
    expect(lines[0]).toBe('WANDERING MONSTERS (d20)');
    expect(lines[1]).toBe('1-4: 3d6 giant rats (HD 1/2, AC 7, bite 1-3, disease 1 in 20)');
    for (const l of lines) expect(key).toContain(l);
  });
});

describe('treasure in the key', () => {
  it('says what each heap is worth in gold pieces', () => {
    const heaps = key.match(/[Tt]reasure( worth [\d,]+ gp)?:/g) ?? [];
    expect(heaps.length).toBeGreaterThan(0);
    for (const h of heaps) expect(h).toMatch(/worth [\d,]+ gp:/);
  });
});

describe('exits in the key', () => {
  it('a door between two numbered rooms names the room beyond', () => {
    const rooms = new Map(
      run.plan.spaces.filter((s) => s.level === 1 && s.number !== null).map((s) => [s.id, s]),
    );
    let checked = 0;
    for (const p of run.plan.portals) {
      if (p.cell || p.to === null) continue;
      const [a, b] = [rooms.get(p.from), rooms.get(p.to)];
      if (!a || !b) continue;
      const line = key.split('\n').find((l) => l.startsWith(`${a.number}. `))!;
      expect(line).toMatch(
        new RegExp(
          `${portalWord(p.kind)}s? ${portalSide(a, p)}( \\(no way back\\))? to ${b.number}[;.]`,
        ),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
  it('every exit says where it goes: a room, a passage to rooms, another level, or unexplored', () => {
    for (const line of key.split('\n').filter((l) => /^\d+\. /.test(l))) {
      const exits = /Exits: (.*?)\. /.exec(line)?.[1];
      if (!exits) continue;
      for (const e of exits.split('; '))
        expect(e).toMatch(
          / to \d+$| by (passage|stairs)\b| into the same passage$| unexplored$| to (level \d+|the surface)$|dead end$/,
        );
    }
  });
});

describe('the key on the map', () => {
  it('keeps every room, and the drawing flows a long key into more columns', () => {
    const lines = mapKeyLines(run.plan, 1);
    const rooms = run.plan.spaces.filter((s) => s.level === 1 && s.number !== null);
    for (const r of rooms) expect(lines.some((l) => l.startsWith(`${r.number}. `))).toBe(true);
    expect(lines.length).toBeGreaterThan(90);
    const svg = planSvg(run.plan, {
      mode: 'sheet',
      level: 1,
      title: 't',
      subtitle: 's',
      keyLines: lines,
      labels: new Map(),
    });
    const last = lines.at(-1)!.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(svg).toContain(last);
  });
});
