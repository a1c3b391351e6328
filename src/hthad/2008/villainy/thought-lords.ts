/**
 * The Thought Lord Cult (hthad-2008-rules.txt, "The Thought Lord Cult"): a Mind Pool deep in
 * the lower half of the page, control beads placed by infiltration rolls at +3, a sacrifice
 * every season, and adventurers who may come to mischief or end in the prison.
 */
import { distancesFrom, placeOf } from '../monsters/space';
import { ownerTokens, pt, rectAt, type Place, type Point } from '../../world';
import { beadsIn } from '../monsters/state';
import type { Host } from '../monsters/host';
import type { VillainHooks } from '../monsters/adventurers';
import { cap, nameOf, wipeCheck } from '../monsters/encounter';
import { clearOfRooms, connectedNearest, dig, isRoom, newRoom, roomsOf } from '../monsters/space';
import {
  changedHoldings,
  activeGroups,
  alive,
  home,
  isMonsterGroup,
  kill,
  loot,
  pop,
  spendLoot,
  transferLoot,
  wgroup,
  type LateState,
  type MGroup,
} from '../monsters/state';
import {
  carriedOff,
  endVillain,
  lootTheFallen,
  receiveSetAside,
  villainArrives,
  at,
} from './common';
import type { VillainRule } from './rule';
import type { VillainState } from './types';

/** The Mind Pool bonus to infiltration rolls. */
export const MIND_POOL_BONUS = 3;

/** Thought Lord strength: their own beads (prisoners do not count). */
function lords(h: Host, v: VillainState): number {
  let n = 0;
  for (const t of ownerTokens(h.world, v.group)) if (t.kind === 'population') n++;
  return n;
}

function setup(h: Host, s: LateState, v: VillainState): void {
  const { width, height } = h.world.page;
  const mid = h.world.page.surfaceY + (height - h.world.page.surfaceY) / 2;
  // The largest free area in the lower half: try the widest block first, then smaller ones.
  let block: ReturnType<typeof rectAt> | null = null;
  for (const [w, hh] of [
    [7, 4],
    [6, 3.5],
    [5, 3],
    [4, 2.5],
    [3, 2],
  ] as const) {
    const found = h.site.raster.findFreeAt(
      pt(width / 2, (mid + height) / 2),
      { kind: 'rect', w, h: hh },
      {
        maxRadius: width,
        // The depth test asks only the centre, so it goes first (the tests are pure: the same
        // first candidate passes all three in either order).
        where: below(mid),
        accept: blockClear(h, w, hh),
      },
    );
    // A rectangle was asked for, so a rectangle comes back.
    block = found?.kind === 'rect' ? found : null;
    if (block) break;
  }
  const c = block ? pt(block.x + block.w / 2, block.y + block.h / 2) : pt(width / 2, height - 3);
  const add = (dx: number, dy: number, w: number, hh: number, name: string): Place =>
    h.site.addPlace(
      {
        kind: 'room',
        role: 'villain-works',
        shape: rectAt(pt(c.x + dx, c.y + dy), w, hh),
        name,
        owner: null,
        joinTunnels: false,
      },
      h.stamp,
    );
  const pool = add(0, 0, 1.6, 1.2, 'Mind Pool');
  const left = add(-2.2, 0, 0.9, 0.9, 'Thought Lord Chamber');
  const right = add(2.2, 0, 0.9, 0.9, 'Thought Lord Chamber');
  const prison = add(0, 1.6, 0.9, 0.8, 'Prison');
  const name = `the Thought Lords of ${h.names.next('dark-elves')}`;
  villainArrives(h, s, v, { name, title: 'Thought Lords', lair: pool, alignment: 'chaotic' });
  for (const p of [left, right, prison]) {
    const before = p.owner;
    p.owner = v.group;
    changedHoldings(h, before, v.group);
    dig(h, pool, p, 'elven', 'tunnel', v.group);
  }
  v.pool = pool.id;
  v.prison = [prison.id];
  h.addToken('treasure', 'loot', v.group, pool.id);
  h.addToken('bonus', 'control', v.group, pool.id);
  h.addToken('population', 'villain', v.group, left.id);
  h.addToken('population', 'villain', v.group, right.id);
  h.addToken('population', 'prisoner', null, prison.id);
  const hall = connectedNearest(h, at(pool), (p) => isRoom(p) && p.owner !== v.group, roomsOf(h));
  if (hall) dig(h, pool, hall, 'elven', 'tunnel', v.group);
  h.emit(
    'tl-setup',
    `${cap(name)} rise around the Mind Pool in the deep.`,
    [v.group],
    [pool.id, left.id, right.id, prison.id],
  );
  receiveSetAside(h, s, v);
  const first = nearestTarget(h, s, v);
  if (first) infiltrate(h, v, first.g, first.site);
}

/** The nearest un-infiltrated monster group, castle or city (farms are ignored). */
function nearestTarget(
  h: Host,
  s: LateState,
  v: VillainState,
): { g: MGroup; site?: string } | null {
  const d = distancesFrom(h, [v.lair]);
  const options: { g: MGroup; site?: string; d: number }[] = [];
  for (const g of activeGroups(h, s, (x) => isMonsterGroup(x) && !x.infiltrated))
    options.push({ g, d: d.get(home(h, g.id).id) ?? 1e6 });
  for (const k of s.kingdoms) {
    const g = s.groups.find((x) => x.id === k.id);
    if (!g || !alive(h, g) || g.infiltrated) continue;
    options.push({ g, site: k.castle, d: d.get(k.castle) ?? 1e6 });
  }
  options.sort((a, b) => a.d - b.d || a.g.arrived - b.g.arrived);
  return options[0] ?? null;
}

function infiltrate(h: Host, v: VillainState, g: MGroup, site?: string): void {
  g.infiltrated = true;
  h.addToken('bonus', 'control', v.group, site ?? home(h, g.id).id);
  h.emit('tl-infiltrate', `${cap(nameOf(h, { g }))} are infiltrated by ${v.name}.`, [
    v.group,
    g.id,
  ]);
}

function uninfiltrate(h: Host, v: VillainState, g: MGroup): void {
  g.infiltrated = false;
  const bead = ownerTokens(h.world, v.group).find(
    (t) => t.role === 'control' && (t.place === home(h, g.id).id || g.kind === 'kingdom'),
  );
  if (bead && bead.place !== v.pool) h.destroyToken(bead.id);
}

/** Is everything infiltrated: all monster groups and the castle? */
function allInfiltrated(h: Host, s: LateState): boolean {
  const gs = activeGroups(h, s, (x) => isMonsterGroup(x) || x.kind === 'kingdom');
  return gs.length > 0 && gs.every((g) => g.infiltrated);
}

function season(h: Host, s: LateState, v: VillainState): void {
  const target = nearestTarget(h, s, v);
  if (target) {
    const { g, site } = target;
    const mine = h.d(6, 'Thought Lords roll') + lords(h, v) + MIND_POOL_BONUS;
    const them = site
      ? ownerTokens(h.world, g.id).filter((t) => t.kind === 'population' && t.place === site).length
      : pop(h, g.id) + (g.kind === 'alpha' ? 2 : 0);
    const theirs = h.d(6, `${g.title} roll`) + them;
    const score = `(${mine} to ${theirs})`;
    if (mine > theirs) {
      infiltrate(h, v, g, site);
      h.addToken('population', 'villain', v.group, v.lair);
    } else if (mine === theirs) {
      kill(h, g.id, 1);
      h.emit(
        'tl-infiltrate',
        `${cap(nameOf(h, { g }))} resist the Thought Lords' whispers, at a cost ${score}.`,
        [v.group, g.id],
      );
    } else {
      kill(h, g.id, 2);
      kill(h, v.group, 1);
      h.emit(
        'tl-infiltrate',
        `${cap(nameOf(h, { g }))} unmask a Thought Lord agent in a bloody purge ${score}.`,
        [v.group, g.id],
      );
    }
    if (g.kind !== 'kingdom') wipeCheck(h, s, g, 'thought-lords');
  }
  // Tithes from infiltrated groups with more than one loot.
  for (const g of activeGroups(h, s, (x) => x.infiltrated && x.kind !== 'kingdom'))
    if (loot(h, g.id) > 1) {
      transferLoot(h, s, g.id, v.group, 1);
      h.emit('tl-tithe', `${cap(nameOf(h, { g }))} send treasure to the Mind Pool.`, [
        v.group,
        g.id,
      ]);
    }
  if (loot(h, v.group) >= 3) {
    spendLoot(h, s, v.group, 3);
    h.addToken('population', 'villain', v.group, v.lair);
    h.emit('tl-grow', `${cap(v.name)} trade treasure for another of their kind.`, [v.group]);
  }
  sacrifice(h, s, v);
  if (lords(h, v) === 0)
    endVillain(h, s, v, 'wiped-out', `The last Thought Lord dies; the Mind Pool stills.`);
  else if (allInfiltrated(h, s))
    endVillain(
      h,
      s,
      v,
      'achieved-their-ends',
      `Every group and the castle itself dance to ${v.name}'s will.`,
    );
}

/** The Mind Pool's sacrifice: from an infiltrated group, else a prisoner, else a Thought Lord. */
function sacrifice(h: Host, s: LateState, v: VillainState): void {
  const donor = activeGroups(
    h,
    s,
    (x) => x.infiltrated && x.kind !== 'kingdom' && pop(h, x.id) > 0,
  ).sort((a, b) => pop(h, b.id) - pop(h, a.id) || a.arrived - b.arrived)[0];
  if (donor) {
    kill(h, donor.id, 1);
    h.emit('tl-sacrifice', `One of ${nameOf(h, { g: donor })} is fed to the Mind Pool.`, [
      v.group,
      donor.id,
    ]);
    wipeCheck(h, s, donor, 'sacrifice');
    return;
  }
  const prisoner = ownerTokens(h.world, null).find(
    (t) => t.role === 'prisoner' && v.prison.includes(t.place),
  );
  if (prisoner) {
    h.destroyToken(prisoner.id);
    h.emit('tl-sacrifice', 'A prisoner is fed to the Mind Pool.', [v.group]);
    return;
  }
  kill(h, v.group, 1);
  h.emit(
    'tl-sacrifice',
    'With no one else to give, a Thought Lord gives itself to the Mind Pool.',
    [v.group],
  );
}

function hooks(h: Host, s: LateState, v: VillainState): VillainHooks {
  return {
    target: () => (v.outcome ? null : v.lair),
    meet: (hh, ss, party, g) => {
      if (!g.infiltrated || g.alignment !== party.alignment) return 'fight';
      const mine = hh.d(6, 'adventurers roll') + pop(hh, party.id);
      const theirs = hh.d(6, 'Mind Pool roll') + MIND_POOL_BONUS;
      if (mine > theirs) {
        uninfiltrate(hh, v, g);
        hh.emit(
          'tl-mind-pool',
          `${cap(wgroup(hh, party.id).name)} free ${nameOf(hh, { g })} from the Thought Lords (${mine} to ${theirs}).`,
          [party.id, g.id, v.group],
        );
        return 'skip';
      }
      if (mine === theirs) return 'fight';
      const t = ownerTokens(hh.world, party.id).find((x) => x.kind === 'population');
      if (t) {
        const cell = v.prison.find((p) => !beadsIn(hh, p).some((x) => x.role === 'prisoner'));
        let to = cell;
        if (!to) {
          const room = newRoom(hh, {
            near: at(placeOf(hh, v.prison[0]!)),
            role: 'villain-works',
            owner: v.group,
            name: 'Prison',
            size: 0.8,
            connect: false,
          });
          if (!room) return 'skip';
          dig(hh, placeOf(hh, v.prison[0]!), room, 'elven', 'tunnel', v.group);
          v.prison.push(room.id);
          to = room.id;
        }
        hh.moveToken(t.id, to, { owner: null, role: 'prisoner' });
        hh.emit(
          'tl-prison',
          `An adventurer falls under the Thought Lords' sway and is taken to their prison (${mine} to ${theirs}).`,
          [party.id, v.group],
          [to],
        );
        wipeCheck(hh, ss, party, 'prison');
      }
      return 'skip';
    },
    enter: (hh, ss, party, place) => {
      if (place !== v.lair || v.outcome) return 'go';
      const mine = hh.d(6, 'adventurers roll') + pop(hh, party.id);
      const theirs = hh.d(6, 'Thought Lords roll') + lords(hh, v) + 1;
      if (mine > theirs) {
        kill(hh, v.group, lords(hh, v));
        const taken = lootTheFallen(hh, v, party.id, place);
        endVillain(
          hh,
          ss,
          v,
          'slain-by-adventurers',
          `${cap(wgroup(hh, party.id).name)} storm the Mind Pool and slay the Thought Lords${carriedOff(taken)} (${mine} to ${theirs}).`,
        );
      } else {
        kill(hh, party.id, mine === theirs ? 1 : pop(hh, party.id));
        hh.emit(
          'villain-fight',
          `The Thought Lords repel ${wgroup(hh, party.id).name} at the Mind Pool (${mine} to ${theirs}).`,
          [party.id, v.group],
        );
        wipeCheck(hh, ss, party, 'thought-lords');
      }
      return 'stop';
    },
  };
}

export const THOUGHT_LORDS: VillainRule = { setup, season, hooks };

// The tests below are returned rather than written in the call, so no name is set on each new
// one (under esbuild's keepNames a function in an object literal is named every time it is made).

/** A test of a centre: below the line at `y`. */
function below(y: number): (c: Point) => boolean {
  return (c) => c.y > y;
}

/** A test of a centre: a `w` × `hh` block there, with a margin, clears every room and cave. */
function blockClear(h: Host, w: number, hh: number): (c: Point) => boolean {
  return (c) => clearOfRooms(h, rectAt(c, w + 0.4, hh + 0.4));
}
