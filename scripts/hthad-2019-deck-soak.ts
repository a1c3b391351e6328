/**
 * Soak the 2019 monster deck (src/hthad/2019/deck) over many seeds on a world double that is
 * only as spatial as a soak needs: strata, resource sites rolled per group, neighbours by shared
 * or adjacent strata, explore and scout finding a new neighbour. It is not the 2019 world (issue
 * 15); it shows that both ages run to an end without exceptions and what the deck's figures are.
 *
 *   nice -n 10 npx tsx scripts/hthad-2019-deck-soak.ts [seeds=500]
 */
import { createRng, type Rng } from '../src/core/rng';
import type { CardId } from '../src/hthad/2019/deck/cards';
import { CARDS } from '../src/hthad/2019/deck/cards';
import { runHistory } from '../src/hthad/2019/deck/history';
import type { GroupId, RelocateAim, SpawnPlace } from '../src/hthad/2019/deck/port';
import type { Beads, Resource } from '../src/hthad/2019/deck/types';
import { FakeWorld } from '../test/hthad/2019/deck/fake-world';

const RESOURCES: Resource[] = [
  'ore',
  'gems',
  'water',
  'magma',
  'nexus',
  'underground-biome',
  'tomb',
];

class SoakWorld extends FakeWorld {
  private n = 0;
  constructor(private readonly rng: Rng) {
    super(8);
  }
  private roll(id: GroupId, stratum: number): void {
    const g = this.g.get(id)!;
    g.stratum = stratum;
    g.strata = [stratum];
    g.sites = {};
    for (const r of RESOURCES) if (this.rng.d(6) <= 2) g.sites[r] = this.rng.d(3);
    if (stratum === 0) g.sites['surface-biome'] = 3;
    for (const o of this.groups())
      if (o !== id && Math.abs(this.g.get(o)!.stratum - stratum) <= 1 && this.rng.d(6) <= 3)
        this.link(id, o);
  }
  override spawn(card: CardId, place: SpawnPlace, beads: Beads) {
    const stratum =
      place.kind === 'stratum' || place.kind === 'tomb'
        ? place.stratum
        : place.kind === 'water'
          ? this.rng.int(1, 7)
          : 0;
    const id = `${card}@${++this.n}`;
    const occupants = this.groups().filter((o) => this.g.get(o)!.stratum === stratum);
    this.add(id, card, { beads: { ...beads } });
    this.roll(id, stratum);
    const occupant =
      occupants.length > 0 && this.rng.d(6) === 1 ? this.rng.pick(occupants) : undefined;
    if (occupant) this.link(id, occupant);
    return occupant ? { group: id, occupant } : { group: id };
  }
  override relocate(g: GroupId, aim: RelocateAim) {
    for (const o of this.neighbours(g)) this.separate(g, o);
    this.roll(g, this.rng.int(0, 7));
    void aim;
    return true;
  }
  private reach(g: GroupId): void {
    const far = this.groups().filter((o) => o !== g && !this.neighbours(g).includes(o));
    if (far.length > 0 && this.rng.d(6) <= 3) this.link(g, this.rng.pick(far));
    const s = this.g.get(g)!.stratum + this.rng.int(-1, 1);
    if (s >= 0 && s < 8 && !this.g.get(g)!.strata.includes(s)) this.g.get(g)!.strata.push(s);
  }
  override explore(g: GroupId) {
    this.reach(g);
  }
  override scout(g: GroupId) {
    this.reach(g);
  }
  override split(g: GroupId, pop: number) {
    const id = `${this.card(g)}@${++this.n}`;
    this.add(id, this.card(g), { beads: { pop, loot: 0, stars: 0 } });
    this.roll(id, this.g.get(g)!.stratum);
    return id;
  }
}

const seeds = Number(process.argv[2] ?? 500);
const spawned = new Set<string>();
const rises = new Map<string, number>();
const paths = new Map<string, number>();
const ends = new Map<string, number>();
const monsterTurns: number[] = [];
const villainyTurns: number[] = [];
let errors = 0;
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const first = Number(process.argv[3] ?? 1);
for (let seed = first; seed <= seeds; seed++) {
  try {
    const rng = createRng(`deck-soak-${seed}`);
    const world = new SoakWorld(rng.fork('world'));
    const h = runHistory(world, rng, { monsters: 100, villainy: 100 });
    for (const e of h.log) if (e.kind === 'spawn') spawned.add(e.card);
    const why = h.monsters.capped ? 'cap' : (h.monsters.why ?? '?');
    bump(rises, why);
    if (h.villainy) bump(paths, h.villainy);
    bump(ends, h.ending ?? 'no villain');
    monsterTurns.push(h.monsters.turns);
    if (h.villainy) villainyTurns.push(h.villainyTurns);
  } catch (err) {
    errors++;
    if (errors <= 3) console.error(`seed ${seed}:`, err);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`seeds 1-${seeds}: ${errors} exceptions`);
console.log(
  `cards spawned: ${spawned.size}/48; never: ${
    CARDS.map((c) => c.id)
      .filter((c) => !spawned.has(c))
      .join(', ') || 'none'
  }`,
);
console.log('Age of Monsters ended by:', Object.fromEntries(rises));
console.log('villainy:', Object.fromEntries(paths));
console.log('ending:', Object.fromEntries(ends));
console.log(`median turns: monsters ${median(monsterTurns)}, villainy ${median(villainyTurns)}`);
