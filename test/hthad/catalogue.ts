/** The golden seed catalogue summary: what a reader checks by eye for each seed. */
import { HTHAD2008_VERSION, runHistory, type HistoryResult } from '../../src/hthad/2008/history';
import { sha256Hex } from '../../src/core/rng';
import { countTokens } from '../../src/hthad/world';

export const CATALOGUE_SEEDS = Array.from({ length: 25 }, (_, i) => String(i + 1));

/** One seed's story in a few lines. */
export function summary(r: HistoryResult) {
  const texts = (rule: string) => r.events.filter((e) => e.rule === rule).map((e) => e.text);
  return {
    seed: r.seed,
    primordial: texts('primordial-event'),
    civilizations: r.civilizations.map((c) => ({
      name: c.name,
      civ: c.civ,
      custom: c.custom?.change ?? null,
      built: c.built.map((b) => `${b.id}@${b.year}`),
      ended: c.ended,
      years: Math.max(0, ...r.events.filter((e) => e.age === 'civilization').map((e) => e.year)),
    })),
    disaster: texts('great-disaster'),
    places: r.world.places.length,
    tunnels: r.world.tunnels.length,
    beads: countTokens(r.world),
    events: r.events.length,
    // the Age of Monsters and the Age of Villainy
    late: r.late
      ? {
          monstersEnd: r.late.monstersEnd?.kind ?? null,
          years: r.late.years,
          groups: r.late.groups
            .filter((g) => g.kind !== 'adventurers')
            .map((g) => `${g.kind}:${g.flavour}:${g.state}`),
          villains: r.late.villains.map(
            (v) => `${v.kind}: ${v.name} — ${v.outcome ?? 'still scheming'}`,
          ),
          villainyEnd: r.late.villainyEnd,
        }
      : null,
    /** Any change to the replay at all (geometry included) changes this. */
    digest: sha256Hex(JSON.stringify(r)).slice(0, 16),
  };
}

export function catalogue() {
  return {
    ruleset: 'hthad2008',
    version: HTHAD2008_VERSION,
    seeds: CATALOGUE_SEEDS.map((seed) => summary(runHistory({ seed }))),
  };
}
