/**
 * The Primordial Age and the Great Disaster as played: their tables roll into each other (a
 * made-up primordial event may be a natural disaster, a made-up disaster a primordial event),
 * so both dispatchers live here, above the effects in primordial.ts and disaster.ts.
 */
import type { Ctx } from './context';
import { earthquake, fallenStar, plague, volcanicEruption } from './disaster';
import {
  ancientWyrm,
  caveComplex,
  goldVein,
  mithral,
  naturalCaverns,
  undergroundRiver,
} from './primordial';
import {
  GREAT_DISASTER,
  LIMITS,
  PRIMORDIAL_EVENTS,
  type DisasterId,
  type PrimordialEventId,
} from './tables';

/** How many Primordial Events are rolled. */
export const PRIMORDIAL_ROLLS = 3;

/** Play the Primordial Age: year n is the n-th roll. */
export function primordialAge(ctx: Ctx): void {
  ctx.enterAge('primordial');
  for (let roll = 1; roll <= PRIMORDIAL_ROLLS; roll++) {
    ctx.year = roll;
    primordialEvent(ctx, 0);
    ctx.checkpoint(false);
  }
  ctx.checkpoint(true);
}

/** Roll a d8 on the Primordial Events table and carry it out. */
export function primordialEvent(ctx: Ctx, depth: number): void {
  const { row, roll } = ctx.table(8, PRIMORDIAL_EVENTS, 'Primordial Events');
  ctx.emit('primordial-event', `Primordial event (${roll}): ${row.title}.`);
  runPrimordial(ctx, row.id, depth);
}

/** Carry out one Primordial Events result. */
export function runPrimordial(ctx: Ctx, id: PrimordialEventId, depth: number): void {
  switch (id) {
    case 'mithral':
      return mithral(ctx);
    case 'natural-caverns':
      return naturalCaverns(ctx);
    case 'gold-vein':
      return goldVein(ctx);
    case 'cave-complex':
      return caveComplex(ctx);
    case 'underground-river':
      return undergroundRiver(ctx);
    case 'ancient-wyrm':
      return ancientWyrm(ctx);
    case 'make-up-or-disaster':
      return makeUpOrDisaster(ctx, depth);
  }
}

/** Result 8: on a d6 of 6 we make up an event (policy below), else a natural disaster. */
export function makeUpOrDisaster(ctx: Ctx, depth: number): void {
  if (depth >= LIMITS.tableRecursion) {
    ctx.emit(
      'table-recursion-cap',
      'The tables turn back on themselves; the world settles into mithral.',
    );
    return mithral(ctx);
  }
  const r = ctx.d(6, 'make up an event or a natural disaster');
  if (r === 6) {
    const id = makeUpPrimordialEvent(ctx);
    ctx.emit(
      'make-up-event',
      `A primordial event of our choosing: ${PRIMORDIAL_EVENTS.find((e) => e.id === id)!.title}.`,
    );
    return runPrimordial(ctx, id, depth + 1);
  }
  ctx.emit('make-up-event', 'A natural disaster shapes the young world.');
  rollGreatDisaster(ctx, depth + 1);
}

/** Policy for "make up your own": choose one of the table's seven concrete events, evenly. */
export function makeUpPrimordialEvent(ctx: Ctx): PrimordialEventId {
  const ids = PRIMORDIAL_EVENTS.filter((e) => e.id !== 'make-up-or-disaster').map((e) => e.id);
  return ctx.pick(ids, 'made-up primordial event');
}

/** Play the Great Disaster age (one year). */
export function greatDisasterAge(ctx: Ctx): void {
  ctx.enterAge('disaster');
  ctx.layer = ctx.site.addLayer('disaster', 'The Great Disaster');
  ctx.year = 1;
  ctx.emit('disaster-layer', `A new stratum; ${ctx.world.tokens.length} beads carry over.`);
  rollGreatDisaster(ctx, 0);
  ctx.checkpoint(true);
}

/** Roll a d8 on the Great Disaster table and carry it out. */
export function rollGreatDisaster(ctx: Ctx, depth: number): void {
  const { row, roll } = ctx.table(8, GREAT_DISASTER, 'Great Disaster');
  ctx.emit('great-disaster', `Great Disaster (${roll}): ${row.title}.`);
  runDisaster(ctx, row.id, depth);
}

/** Carry out one Great Disaster result. */
export function runDisaster(ctx: Ctx, id: DisasterId, depth: number): void {
  switch (id) {
    case 'earthquake':
      return earthquake(ctx);
    case 'volcanic-eruption':
      return volcanicEruption(ctx);
    case 'great-river':
      if (ctx.world.features.some((f) => f.kind === 'river')) {
        ctx.emit('great-river', 'A river already runs here; the earth shakes instead.');
        return earthquake(ctx);
      }
      ctx.emit('great-river', 'The Great River cuts through the underworld.');
      return undergroundRiver(ctx);
    case 'plague':
      return plague(ctx);
    case 'fallen-star':
      return fallenStar(ctx);
    case 'make-up-or-primordial': {
      if (depth >= LIMITS.tableRecursion) {
        ctx.emit('table-recursion-cap', 'The tables turn back on themselves; the earth shakes.');
        return earthquake(ctx);
      }
      const r = ctx.d(6, 'make up a disaster or a primordial event');
      if (r === 6) {
        const made = makeUpDisaster(ctx);
        ctx.emit(
          'make-up-disaster',
          `A disaster of our choosing: ${GREAT_DISASTER.find((d) => d.id === made)!.title}.`,
        );
        return runDisaster(ctx, made, depth + 1);
      }
      ctx.emit('make-up-disaster', 'The disaster takes a primordial shape.');
      return primordialEvent(ctx, depth + 1);
    }
  }
}

/** Policy for "make up your own disaster": one of the five concrete disasters, evenly. */
export function makeUpDisaster(ctx: Ctx): DisasterId {
  const ids = GREAT_DISASTER.filter((d) => d.id !== 'make-up-or-primordial').map((d) => d.id);
  return ctx.pick(ids, 'made-up disaster');
}
