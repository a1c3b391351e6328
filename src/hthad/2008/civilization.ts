/**
 * The Age of Civilization: choose or roll the civilization(s), year zero, then years of four
 * seasons until every civilization has ended (hthad-2008-rules.txt, "The Age of Civilization").
 */
import { SEASONS } from '../world';
import type { Ctx } from './context';
import {
  CUSTOM_CHANGES,
  DEFAULT_TUNING,
  type CivBehaviour,
  type CivState,
  type CivTuning,
} from './civ-types';
import {
  checkEncounters,
  civGroup,
  civilizedConflict,
  civsMeet,
  endCivilization,
  loot,
} from './civ-common';
import { BEHAVIOUR as DARK_ELVES } from './dark-elves';
import { BEHAVIOUR as DEMONS } from './demons';
import { BEHAVIOUR as DWARVES } from './dwarves';
import { CIV_IDS, CIVILIZATIONS, LIMITS, type CivId } from './tables';

/** Behaviour per civilization. */
export const CIV_BEHAVIOUR: Readonly<Record<CivId, CivBehaviour>> = {
  dwarves: DWARVES,
  'dark-elves': DARK_ELVES,
  demons: DEMONS,
};

/** What a caller may ask for: a civilization by id, 'custom', or 'random' (roll the d10). */
export type CivChoice = CivId | 'custom' | 'random';

/** A civilization ready to set up: its kind, name and tuning (changed for a custom one). */
export interface Founding {
  readonly civ: CivId;
  readonly name: string;
  readonly tuning: CivTuning;
  readonly custom: { base: CivId; change: string } | null;
}

/** Result 10 (or 'custom'): a seeded variant of one of the three, renamed, one detail changed. */
export function customCivilization(ctx: Ctx): Founding {
  const base = CIV_IDS[ctx.d(3, 'custom civilization: model') - 1]!;
  const changes = CUSTOM_CHANGES[base];
  const change = changes[ctx.d(changes.length, 'custom civilization: changed detail') - 1]!;
  const name = ctx.names.next('custom');
  const tuning = { ...DEFAULT_TUNING, [change.key]: change.value };
  ctx.emit(
    'custom-civilization',
    `A civilization of our own: the ${name}, modelled on the ${base.replace('-', ' ')}, but ${change.title}.`,
  );
  return { civ: base, name, tuning, custom: { base, change: change.title } };
}

/** Decide a civilization: as chosen, or rolled on the d10 Civilization table. */
export function found(ctx: Ctx, choice: CivChoice): Founding {
  let id: CivChoice = choice;
  if (id === 'random') {
    const { row, roll } = ctx.table(10, CIVILIZATIONS, 'Civilization');
    ctx.emit('civilization-roll', `Civilization (${roll}): ${row.title}.`);
    id = row.id;
  }
  if (id === 'custom') return customCivilization(ctx);
  const name =
    id === 'dark-elves'
      ? ctx.names.next('dark-elves')
      : id === 'dwarves'
        ? `${ctx.names.next('dwarves')} clan`
        : `the Host of ${ctx.names.next('demons')}`;
  return { civ: id, name, tuning: DEFAULT_TUNING, custom: null };
}

/** The civilization's main group and empty state (setup comes next). */
export function createCiv(ctx: Ctx, f: Founding): CivState {
  const g = civGroup(ctx, f.civ, 'civilization', f.name, null);
  return {
    group: g.id,
    civ: f.civ,
    name: f.name,
    custom: f.custom,
    tuning: f.tuning,
    groups: [g.id],
    built: [],
    seen: new Set(),
    deathsThisYear: 0,
    sacrificesThisYear: 0,
    ended: null,
    works: {},
  };
}

/** "If there are ever no Dwarves left…": any civilization with no population ends. */
export function endIfExtinct(ctx: Ctx, civ: CivState): void {
  const b = CIV_BEHAVIOUR[civ.civ];
  if (!civ.ended && b.population(ctx, civ) === 0)
    endCivilization(ctx, civ, b, 'extinction', `None of the ${civ.name} remain; their age ends.`);
}

/** One season of one civilization, with the checks the rules make at any time. */
export function playSeason(ctx: Ctx, civ: CivState, season: (typeof SEASONS)[number]): void {
  const b = CIV_BEHAVIOUR[civ.civ];
  ctx.season = season;
  b.seasons[season](ctx, civ);
  checkEncounters(ctx, civ, b);
  if (!civ.ended) b.afterSeason(ctx, civ);
  endIfExtinct(ctx, civ);
}

/** Play the Age of Civilization with one or two civilizations; returns their final states. */
export function civilizationAge(ctx: Ctx, choices: readonly CivChoice[], civs: CivState[]): void {
  ctx.enterAge('civilization');
  ctx.layer = ctx.site.addLayer('civilization', 'The Age of Civilization');
  for (const choice of choices) {
    const civ = createCiv(ctx, found(ctx, choice));
    civs.push(civ);
    const b = CIV_BEHAVIOUR[civ.civ];
    b.setup(ctx, civ);
    checkEncounters(ctx, civ, b);
    endIfExtinct(ctx, civ);
  }
  ctx.checkpoint(false);
  for (let year = 1; year <= LIMITS.yearsPerAge; year++) {
    const alive = civs.filter((c) => !c.ended);
    if (alive.length === 0) break;
    ctx.year = year;
    for (const c of alive) {
      c.deathsThisYear = 0;
      c.sacrificesThisYear = 0;
    }
    const order = turnOrder(ctx, alive);
    for (const civ of order) {
      if (civ.ended) continue;
      const b = CIV_BEHAVIOUR[civ.civ];
      for (const season of SEASONS) {
        if (civ.ended) break;
        ctx.season = season;
        b.seasons[season](ctx, civ);
        checkEncounters(ctx, civ, b);
        if (!civ.ended) b.afterSeason(ctx, civ);
        if (!civ.ended && b.population(ctx, civ) === 0)
          endCivilization(
            ctx,
            civ,
            b,
            'extinction',
            `None of the ${civ.name} remain; their age ends.`,
          );
      }
      ctx.season = null;
      for (const other of civs) {
        if (other === civ || other.ended || civ.ended) continue;
        if (civsMeet(ctx, civ, other)) {
          civilizedConflict(ctx, civ, other, CIV_BEHAVIOUR);
          for (const c of [civ, other]) {
            const b2 = CIV_BEHAVIOUR[c.civ];
            if (!c.ended) b2.afterSeason(ctx, c);
            if (!c.ended && b2.population(ctx, c) === 0)
              endCivilization(
                ctx,
                c,
                b2,
                'extinction',
                `None of the ${c.name} remain; their age ends.`,
              );
          }
        }
      }
    }
    ctx.season = null;
    if (civs.every((c) => c.ended)) break;
    ctx.checkpoint(false);
    if (year === LIMITS.yearsPerAge) {
      ctx.emit('age-cap', `After ${year} years the Age of Civilization draws to a close.`);
      for (const c of civs)
        if (!c.ended)
          endCivilization(ctx, c, CIV_BEHAVIOUR[c.civ], 'age-cap', `The ${c.name} fade away.`);
    }
  }
  ctx.checkpoint(true);
}

/** Two civilizations: the one with more loot moves first; ties by the dice. */
function turnOrder(ctx: Ctx, alive: CivState[]): CivState[] {
  if (alive.length < 2) return alive;
  const [a, b] = alive as [CivState, CivState];
  const la = loot(ctx, a);
  const lb = loot(ctx, b);
  const first = la > lb ? a : lb > la ? b : ctx.pick([a, b], 'turn order tie');
  const order = first === a ? [a, b] : [b, a];
  ctx.emit(
    'civilization-order',
    `The ${order[0]!.name} (${Math.max(la, lb)}○) move first.`,
    order.map((c) => c.group),
  );
  return order;
}
