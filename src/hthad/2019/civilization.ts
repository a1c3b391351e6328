/**
 * The Age of Civilization of the 2nd edition, in turns: one civilization (named by the option
 * or a seeded pick of the five) set up, then its lifecycle each turn until it ends.
 */
import type { Ctx } from './context';
import type { CivState, Legacy } from './civ';
import { CIVILIZATIONS, type CivId } from './options';
import { dwarvenSetup, dwarvenTurn } from './dwarven';
import { alienSetup, alienTurn } from './alien';
import { deepElfSetup, deepElfTurn } from './deep-elf';
import { demonSetup, demonTurn } from './demon';
import { magicianSetup, magicianTurn } from './magician';
import { MAX_TURNS } from './limits';
import { endCivilization } from './civ';

/** A civilization as reported. */
export interface CivSummary {
  readonly civ: CivId;
  readonly group: string;
  readonly name: string;
  readonly turns: number;
  readonly built: readonly { id: string; turn: number; place: string | null }[];
  readonly ended: string | null;
  readonly legacy: readonly Legacy[];
}

/** Each civilization's setup and turn, as named functions. */
interface CivBehaviour {
  setup(ctx: Ctx): CivState;
  turn(ctx: Ctx, civ: CivState): void;
}

export const CIV_BEHAVIOUR: Readonly<Record<CivId, CivBehaviour>> = {
  alien: { setup: alienSetup, turn: (c, s) => alienTurn(c, s as never) },
  dwarven: { setup: dwarvenSetup, turn: (c, s) => dwarvenTurn(c, s as never) },
  'deep-elf': { setup: deepElfSetup, turn: (c, s) => deepElfTurn(c, s as never) },
  demon: { setup: demonSetup, turn: (c, s) => demonTurn(c, s as never) },
  magician: { setup: magicianSetup, turn: (c, s) => magicianTurn(c, s as never) },
};

const TITLES: Readonly<Record<CivId, string>> = {
  alien: 'the Alien civilization',
  dwarven: 'the Dwarven civilization',
  'deep-elf': 'the Deep Elf civilization',
  demon: 'the Demon civilization',
  magician: 'the Magician civilization',
};

export function summarize(civ: CivState): CivSummary {
  return {
    civ: civ.civ,
    group: civ.group,
    name: civ.name,
    turns: civ.turn,
    built: civ.built.map((b) => ({ ...b })),
    ended: civ.ended,
    legacy: civ.legacy.map((l) => ({ ...l })),
  };
}

/** Play the Age of Civilization; `report` sees the civilization's summary at each checkpoint. */
export function civilizationAge(
  ctx: Ctx,
  choice: CivId | 'random',
  report: (s: CivSummary) => void,
): void {
  ctx.enterAge('civilization');
  ctx.layer = ctx.site.addLayer('civilization', 'The Age of Civilization');
  let id: CivId;
  if (choice === 'random') {
    id = CIVILIZATIONS[ctx.d(5, 'which civilization') - 1]!;
    ctx.emit('civilization-choice', `The dice choose ${TITLES[id]}.`);
  } else {
    id = choice;
    ctx.emit('civilization-choice', `${TITLES[id]} is chosen.`.replace(/^t/, 'T'));
  }
  const b = CIV_BEHAVIOUR[id];
  const civ = b.setup(ctx);
  report(summarize(civ));
  ctx.checkpoint(false);
  while (!civ.ended) {
    ctx.year++;
    civ.turn = ctx.year;
    b.turn(ctx, civ);
    const owners = ctx.world.groups.filter((g) => g.id === civ.group || g.parent === civ.group);
    if (civ.ended && owners.some((g) => g.state === 'active')) {
      endCivilization(
        ctx,
        civ,
        civ.ended,
        owners.map((g) => g.id),
      );
      ctx.emit('civilization-end', `${civ.name} is no more (${civ.ended}).`, [civ.group]);
    }
    if (!civ.ended && ctx.year >= MAX_TURNS) {
      endCivilization(
        ctx,
        civ,
        'turn-cap',
        ctx.world.groups
          .filter((g) => g.id === civ.group || g.parent === civ.group)
          .map((g) => g.id),
      );
      ctx.emit('turn-cap', `After ${MAX_TURNS} turns the chronicle closes on ${civ.name}.`, [
        civ.group,
      ]);
    }
    report(summarize(civ));
    ctx.checkpoint(false);
  }
  report(summarize(civ));
  ctx.checkpoint(true);
}
