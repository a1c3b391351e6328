/**
 * Doors and chests (dungeon-plungin-rules.txt: Traps 1038-1162, Locked Doors and Chests 1164-1235,
 * Treasure 1237-1360): a door's locks and trap as the construction wrote them, bashing, opening a
 * door (the construction phase, the monsters found and their awareness, an ambush's first
 * strikes), and opening a chest.
 */
import { chartRow, type PlunginExit } from '../engine';
import { adjacent, boardOf } from './board';
import { check, logged, opposed, showDice, type LoggedDie } from './checks';
import { trapAttack, wake } from './combat';
import { monsterTurn } from './monsters';
import {
  living,
  monsterFig,
  say,
  spaceOf,
  type Chest,
  type DoorState,
  type Fig,
  type GameState,
} from './state';

interface DoorInfo {
  readonly unlock: number | null;
  readonly detect: number | null;
  readonly trap: string | null;
}

/** A door's difficulties and trap, as the construction wrote them on its portal. */
export function doorInfo(g: GameState, e: PlunginExit): DoorInfo {
  const p = g.crawl.plan.portals.find((q) => q.id === e.portal);
  const note = p?.note ?? '';
  const u = /unlock Dif\. (\d)/.exec(note);
  const d = /detect traps Dif\. (\d)/.exec(note);
  const t = /trapped: (.+)$/.exec(note);
  const trap = t
    ? (Object.entries(g.pack.traps).find(([, v]) => v.name === t[1]!.trim())?.[0] ?? null)
    : null;
  return { unlock: u ? Number(u[1]) : null, detect: d ? Number(d[1]) : null, trap };
}

export function doorState(g: GameState, e: PlunginExit): DoorState {
  let s = g.doors.get(e.id);
  if (!s) {
    s = {
      detected: false,
      searchedBy: new Set(),
      trap: doorInfo(g, e).trap,
      disarmTries: 0,
      unlocked: e.kind === 'normal',
      broken: false,
    };
    g.doors.set(e.id, s);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Opening a door: the construction phase and the awareness of what is found

export function openDoor(g: GameState, h: Fig, e: PlunginExit): 'ambush' | 'open' {
  const ds = doorState(g, e);
  if (ds.trap !== null) {
    trapAttack(g, h, ds.trap, ds.detected);
    ds.trap = null;
  }
  g.path.push(e.id);
  g.construction.open(e.id);
  g.crawl = g.construction.result();
  g.board = boardOf(g.crawl.plan);
  const portal = g.crawl.plan.portals.find((p) => p.id === e.portal);
  const rec =
    g.crawl.tiles.find((t) => t.space === portal?.to) ?? g.crawl.tiles[g.crawl.tiles.length - 1]!;
  say(g, h.id, 'open', `${h.name} opens the door (${e.id}): beyond lies ${rec.name}.`);
  const before = g.figures.length;
  for (const p of rec.placed) {
    if (p.what === 'chest') {
      g.chests.push({
        id: `c${g.chests.length + 1}`,
        cell: p.cell,
        space: spaceOf(g, p.cell),
        opened: false,
      });
      continue;
    }
    const id = Object.entries(g.pack.monsters).find(([, m]) => m.name === p.name)?.[0];
    if (!id) continue;
    g.figures.push(
      monsterFig(g, id, g.figures.length + 1, p.cell, spaceOf(g, p.cell), p.what === 'boss'),
    );
  }
  const fresh = g.figures.slice(before);
  if (fresh.length === 0) return 'open';
  let state = rec.awareness ?? 'unsuspecting';
  const names = countNames(fresh);
  say(g, 'monsters', 'reveal', `${names} ${fresh.length === 1 ? 'is' : 'are'} here, ${state}.`);
  if (state === 'alert') {
    // The monster with the highest WIT against the hero with the lowest DEX (rules 443-446).
    const m = fresh.reduce((a, b) => (b.stats.WIT > a.stats.WIT ? b : a));
    const heroes = living(g, 'hero');
    const low = heroes.reduce((a, b) => (b.stats.DEX < a.stats.DEX ? b : a));
    const o = opposed(g.rng, m.stats.WIT, low.stats.DEX);
    const won = o.winner === 'a';
    say(
      g,
      'monsters',
      'alert',
      `Alert: ${m.name}'s WIT ${showDice(o.a)} against ${low.name}'s DEX ${showDice(o.b)}: ${won ? 'the monsters are ready for them' : 'the heroes keep the initiative'}.`,
      [...logged(o.a, `${m.name}'s WIT`), ...logged(o.b, `${low.name}'s DEX`)],
    );
    state = won ? 'ambush' : 'unsuspecting';
  }
  for (const f of fresh)
    f.awake = state === 'sleeping' ? 'sleeping' : state === 'unprepared' ? 'unprepared' : 'ready';
  if (state === 'ambush') {
    say(
      g,
      'monsters',
      'ambush',
      `Ambush! ${h.name} loses the rest of the turn and the monsters strike first.`,
    );
    for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) monsterTurn(g, fresh[i]!);
    return 'ambush';
  }
  return 'open';
}

function countNames(fs: readonly Fig[]): string {
  const n = new Map<string, number>();
  for (const f of fs) n.set(f.name, (n.get(f.name) ?? 0) + 1);
  return [...n].map(([k, v]) => (v === 1 ? `a ${k}` : `${v} ${k}s`)).join(' and ');
}

/** Bash: ATK against twice the difficulty, the noise waking the sleepers (rules 1209-1235). */
export function bash(g: GameState, h: Fig, _e: PlunginExit, ds: DoorState, dif: number): void {
  const helpers = living(g, 'hero').filter((x) => x !== h && adjacent(x.cell, h.cell));
  const pool = h.stats.ATK + helpers.reduce((s, x) => s + x.stats.ATK, 0);
  const c = check(g.rng, pool, 2 * dif);
  say(
    g,
    h.id,
    'bash',
    `${[h, ...helpers].map((x) => x.name).join(' and ')} throw their weight at the door: ATK ${showDice(c)} against Dif. ${2 * dif}: ${c.passed ? 'it bursts open' : 'it holds'}.`,
    logged(c, 'bash'),
  );
  if (c.passed) ds.unlocked = true;
  wake(g, 'the noise of bashing');
}

export function openChest(g: GameState, h: Fig, chest: Chest): boolean {
  chest.opened = true;
  const p = g.pack.charts;
  const lr = g.rng.d(Number(p.chest.die.slice(1)));
  const locked = chartRow(p.chest.rows, lr).locked;
  const dice: LoggedDie[] = [{ die: p.chest.die, value: lr, for: 'Chest chart' }];
  if (locked) {
    const c = check(g.rng, h.stats.DEX, 1);
    dice.push(...logged(c, `${h.name}'s DEX`));
    if (!c.passed) {
      say(
        g,
        h.id,
        'unlock',
        `${h.name} tries the chest's lock: DEX ${showDice(c)}: stuck fast; the party leaves it.`,
        dice,
      );
      return true;
    }
    h.xp += 10;
    g.partyXp += 10;
  }
  // READING: a chest's trap is rolled on the Chest Trap chart when it is opened unsearched; the treasure on the Treasure chart.
  const tr = g.rng.d(Number(p.chestTraps.die.slice(1)));
  dice.push({ die: p.chestTraps.die, value: tr, for: 'Chest Trap chart' });
  const trap = chartRow(p.chestTraps.rows, tr).trap;
  const t = g.rng.d(Number(p.treasure.die.slice(1)));
  dice.push({ die: p.treasure.die, value: t, for: 'Treasure chart' });
  const row = chartRow(p.treasure.rows, t);
  let loot = 'nothing of worth';
  if (row.gold !== undefined) {
    const n = typeof row.gold === 'number' ? row.gold : g.rng.roll(row.gold);
    g.gold += n * 10;
    loot = `${n * 10} gold`;
  }
  if (row.item) {
    const it = g.pack.items[row.item];
    if (it) {
      loot = row.gold !== undefined ? `${loot} and a ${it.name}` : `a ${it.name}`;
      if (/healing|heal/i.test(it.name + it.description))
        h.items.push({ name: it.name, use: 'heal' });
    }
  }
  say(
    g,
    h.id,
    'open-chest',
    `${h.name} opens the chest${locked ? ' (locked, picked)' : ''}: ${loot}.`,
    dice,
  );
  if (trap) {
    trapAttack(g, h, trap, false);
  }
  return true;
}
