/**
 * The Age of Villainy (hthad-2008-rules.txt, "The Age of Villainy"): a new tracing sheet, the
 * d4 arch-villain (or two), then years: the villain first, then the monster groups, then an
 * adventuring party each year, one bigger than the last, always lawful.
 */
import { hollowEarthAlignment } from '../advanced/alternate-worlds';
import type { Host } from '../monsters/host';
import { adventure } from '../monsters/adventurers';
import { ARRIVALS, SEASONS } from '../monsters/age';
import { kingdomSetup } from '../monsters/kingdom';
import { closeYear, flushZoc, placeOf } from '../monsters/space';
import { namedTreasureLine } from '../advanced/named-treasures';
import {
  activeGroups,
  activeList,
  alive,
  findMGroup,
  loot,
  pop,
  wgroup,
  type LateState,
} from '../monsters/state';
import { LIMITS, MONSTER_TABLE } from '../monsters/tables';
import { ALPHA_VILLAIN } from './alpha-villain';
import { endVillain } from './common';
import { DUNGEON_MASTER } from './dungeon-master';
import { LICHE_KING } from './liche-king';
import { THOUGHT_LORDS } from './thought-lords';
import type { VillainRule } from './rule';
import { ARCH_VILLAINS, newVillain, type VillainKind, type VillainState } from './types';

export const VILLAIN_RULES: Record<VillainKind, VillainRule> = {
  'dungeon-master': DUNGEON_MASTER,
  'thought-lords': THOUGHT_LORDS,
  'liche-king': LICHE_KING,
  'alpha-villain': ALPHA_VILLAIN,
};

/** How the Age of Villainy ended. */
export type VillainyEnd = 'villain-won' | 'villain-defeated' | 'year-cap';

function rollVillain(h: Host, not: VillainKind | null): VillainKind {
  for (let i = 0; i < 8; i++) {
    const roll = h.d(4, 'Arch-Villain table');
    const row = ARCH_VILLAINS.find((r) => r.lo <= roll && roll <= r.hi)!;
    if (row.id !== not) return row.id;
  }
  return ARCH_VILLAINS.find((r) => r.id !== not)!.id;
}

const WON = new Set([
  'conquered-the-world',
  'achieved-their-ends',
  'ravaged-the-countryside',
  'dominated-the-surface',
]);

/** Play the Age of Villainy to its end. */
export function ageOfVillainy(h: Host, s: LateState): VillainyEnd {
  h.enterAge('villainy');
  h.layer = h.site.addLayer('villainy', 'The Age of Villainy');
  const occupied = activeList(h, s).length;
  h.emit(
    'villainy-setup',
    `A new sheet is laid over the dungeon; ${occupied} groups and their treasure are carried up onto it.`,
  );
  // Kingdoms wiped out by monsters are set up again.
  if (s.kingdoms.length > 0 && s.kingdoms.every((k) => pop(h, k.id) === 0)) {
    s.kingdoms = [];
    kingdomSetup(h, s, 'lawful');
    if (s.world === 'hollow-earth') kingdomSetup(h, s, 'chaotic');
  }
  const first = rollVillain(h, null);
  const kinds = s.options.twoVillains ? [first, rollVillain(h, first)] : [first];
  for (const kind of kinds) {
    const v = newVillain(kind);
    s.villains.push(v);
    h.emit(
      'arch-villain',
      `The arch-villain arrives: ${ARCH_VILLAINS.find((r) => r.id === kind)!.title}.`,
    );
    VILLAIN_RULES[kind].setup(h, s, v);
    if (!v.group)
      endVillain(h, s, v, 'never-arrived', 'The arch-villain finds no foothold and never comes.');
  }
  h.checkpoint(false);
  let end: VillainyEnd | null = null;
  for (let year = 1; year <= LIMITS.villainyYears && !end; year++) {
    h.year = year;
    s.years.villainy = year;
    const villainIds = new Set(s.villains.map((v) => v.group));
    for (const v of s.villains) {
      if (v.outcome) continue;
      const g = findMGroup(s, v.group);
      if (!g || !alive(h, g)) {
        endVillain(h, s, v, 'wiped-out', `${v.name} has fallen.`);
        continue;
      }
      VILLAIN_RULES[v.kind].season(h, s, v);
    }
    end = settle(h, s);
    if (!end && s.options.villainyArrivals) {
      const roll = h.d(6, 'Monster table');
      const row = MONSTER_TABLE.find((r) => r.lo <= roll && roll <= r.hi)!;
      if (row.id !== 'adventurers') {
        h.emit('monster-roll', `${row.title}.`);
        ARRIVALS[row.id](h, s);
      }
    }
    // In arrival order, as in the Age of Monsters: the groups active now (the cached list, never
    // changed once made); groups arriving during the seasons wait for next year.
    const order = activeList(h, s);
    for (let i = 0; i < order.length; i++) {
      const g = order[i]!;
      if (end) break;
      if (!alive(h, g) || g.enslaved || g.minion || villainIds.has(g.id)) continue;
      g.met = false;
      SEASONS[g.kind]?.(h, s, g);
    }
    end ??= settle(h, s);
    if (!end) {
      const v = s.villains.find((x) => !x.outcome);
      s.villainyParties++;
      const size = h.d(6, 'adventurer party size') + (s.villainyParties - 1);
      const alignment = hollowEarthAlignment(h, s) ?? 'lawful';
      adventure(h, s, { alignment, size, hooks: v ? VILLAIN_RULES[v.kind].hooks(h, s, v) : null });
      end = settle(h, s);
    }
    if (!end && year === LIMITS.villainyYears) {
      end = 'year-cap';
      h.emit(
        'age-cap',
        `The Age of Villainy is closed after ${LIMITS.villainyYears} years (the engine's cap).`,
      );
    }
    if (end) {
      const how = s.villains
        .map(
          (v) =>
            `${v.name || 'the villain'}: ${(v.outcome ?? 'still scheming').replace(/-/g, ' ')}`,
        )
        .join('; ');
      h.emit(
        'villainy-end',
        `So ends the Age of Villainy (${how}).`,
        s.villains.map((v) => v.group).filter((id) => id),
      );
    }
    if (end) lootReport(h, s);
    closeYear(h, s);
  }
  flushZoc(h, s);
  h.checkpoint(true);
  return end ?? 'year-cap';
}

/** The age ends when any villain wins, or when every villain has fallen. */
function settle(h: Host, s: LateState): VillainyEnd | null {
  for (const v of s.villains) {
    if (v.outcome) continue;
    const g = findMGroup(s, v.group);
    if (g && !alive(h, g)) endVillain(h, s, v, 'wiped-out', `${v.name} has fallen.`);
  }
  if (s.villains.some((v) => v.outcome && WON.has(v.outcome))) return 'villain-won';
  if (s.villains.every((v) => v.outcome)) return 'villain-defeated';
  return null;
}

export { WON as VILLAIN_VICTORIES };
export type { VillainState };

/**
 * The last line of the record, for the game master: who holds the treasure now and where the
 * unclaimed loot lies.
 */
export function lootReport(h: Host, s: LateState): void {
  const holders = activeGroups(h, s, (g) => g.kind !== 'adventurers')
    .map((g) => ({ g, n: loot(h, g.id) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.g.arrived - b.g.arrived)
    .map((x) => `${wgroup(h, x.g.id).name} (${x.g.title}) ${x.n}`);
  const loose = new Map<string, number>();
  // Treasure nobody alive holds lies unclaimed: loose loot, and anything a fallen group kept.
  const dead = new Set(h.world.groups.filter((w) => w.state !== 'active').map((w) => w.id));
  for (const t of h.world.tokens)
    if (t.kind === 'treasure' && (t.owner === null || dead.has(t.owner))) {
      const p = placeOf(h, t.place);
      const label =
        p.name ?? (p.marks.includes('tomb') ? 'an old tomb' : `the ${p.role.replace(/-/g, ' ')}`);
      loose.set(label, (loose.get(label) ?? 0) + 1);
    }
  const lying = [...loose.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 6)
    .map(([k, n]) => `${n} in ${k}`);
  const total = [...loose.values()].reduce((a, b) => a + b, 0);
  h.emit(
    'loot-report',
    `Where the treasure lies now: ${holders.length > 0 ? `held by ${holders.join(', ')}` : 'no one holds any'}; ${total > 0 ? `${total} unclaimed (${lying.join(', ')}${loose.size > 6 ? ', and elsewhere' : ''})` : 'none lies unclaimed'}.`,
  );
  const named = namedTreasureLine(h, s);
  if (named) h.emit('loot-report', named);
}
