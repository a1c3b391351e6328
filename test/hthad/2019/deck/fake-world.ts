/**
 * An in-memory MonsterWorld for rule tests: groups with beads, tags, explicit neighbours and
 * resource sites; every move the deck asks for is recorded in `calls`.
 */
import { cardById, type CardId } from '../../../../src/hthad/2019/deck/cards';
import type {
  GroupId,
  MonsterWorld,
  RelocateAim,
  SpawnPlace,
  StratumId,
} from '../../../../src/hthad/2019/deck/port';
import type {
  Beads,
  Construction,
  Mark,
  Rank,
  Resource,
  Tag,
} from '../../../../src/hthad/2019/deck/types';

export interface FakeGroup {
  card: CardId;
  tags: Tag[];
  rank: Rank;
  beads: Beads;
  stratum: StratumId;
  strata: StratumId[];
  built: string[];
  marks: Mark[];
  fortified: boolean;
  /** Resource sites in reach: resource → how many bead-sized areas are left. */
  sites: Partial<Record<Resource, number>>;
}

export class FakeWorld implements MonsterWorld {
  readonly g = new Map<GroupId, FakeGroup>();
  readonly links = new Set<string>();
  readonly calls: string[] = [];
  readonly lying = new Map<GroupId, number>();
  readonly corruptedStrata = new Set<StratumId>();
  /** The group a spawn falls on (an invasion), set by a test. */
  nextOccupant: GroupId | undefined;
  biomes = new Set<StratumId>();
  tombs = new Set<StratumId>();
  private count = 0;

  constructor(readonly strataCount = 8) {}

  /** Add a group from a card, with overrides. */
  add(id: GroupId, card: CardId, over: Partial<FakeGroup> = {}): GroupId {
    const c = cardById(card);
    this.g.set(id, {
      card,
      tags: [...c.tags],
      rank: c.rank,
      beads: { ...c.beads },
      stratum: 1,
      strata: [over.stratum ?? 1],
      built: [],
      marks: [],
      fortified: false,
      sites: {},
      ...over,
    });
    return id;
  }
  link(a: GroupId, b: GroupId): void {
    this.links.add(`${a}|${b}`);
    this.links.add(`${b}|${a}`);
  }
  private get(id: GroupId): FakeGroup {
    const x = this.g.get(id);
    if (!x) throw new Error(`no group ${id}`);
    return x;
  }

  groups() {
    return [...this.g.keys()];
  }
  card(g: GroupId) {
    return this.get(g).card;
  }
  tags(g: GroupId) {
    return this.get(g).tags;
  }
  addTags(g: GroupId, tags: readonly Tag[]) {
    for (const t of tags) if (!this.get(g).tags.includes(t)) this.get(g).tags.push(t);
  }
  rank(g: GroupId) {
    return this.get(g).rank;
  }
  beads(g: GroupId) {
    return this.get(g).beads;
  }
  addBeads(g: GroupId, d: Partial<Beads>) {
    const b = this.get(g).beads;
    this.get(g).beads = {
      pop: Math.max(0, b.pop + (d.pop ?? 0)),
      loot: Math.max(0, b.loot + (d.loot ?? 0)),
      stars: Math.max(0, b.stars + (d.stars ?? 0)),
    };
  }
  neighbours(g: GroupId) {
    return this.groups().filter((o) => o !== g && this.links.has(`${g}|${o}`));
  }
  separate(a: GroupId, b: GroupId) {
    this.links.delete(`${a}|${b}`);
    this.links.delete(`${b}|${a}`);
    this.calls.push(`separate ${a} ${b}`);
  }
  ruins = new Set<GroupId>();
  onDemonicRuins(g: GroupId) {
    return this.ruins.has(g);
  }
  fortified(g: GroupId) {
    return this.get(g).fortified || this.get(g).marks.includes('fortification');
  }
  site(g: GroupId, r: Resource) {
    return (this.get(g).sites[r] ?? 0) > 0 ? `${r}:${g}` : undefined;
  }
  deplete(g: GroupId, r: Resource) {
    const n = this.get(g).sites[r] ?? 0;
    if (n <= 0) return false;
    this.get(g).sites[r] = n - 1;
    this.calls.push(`deplete ${g} ${r}`);
    return true;
  }
  stratumOf(g: GroupId) {
    return this.get(g).stratum;
  }
  strataOf(g: GroupId) {
    return this.get(g).strata;
  }
  strata() {
    return Array.from({ length: this.strataCount }, (_, i) => i);
  }
  biomeIn(s: StratumId) {
    return this.biomes.has(s);
  }
  tombNear(s: StratumId) {
    return this.tombs.has(s);
  }
  anywhere(rs: readonly Resource[]) {
    return [...this.g.values()].some((x) => rs.some((r) => (x.sites[r] ?? 0) > 0));
  }
  corrupted(s: StratumId) {
    return this.corruptedStrata.has(s);
  }
  corrupt(s: StratumId) {
    this.corruptedStrata.add(s);
  }
  spawn(card: CardId, place: SpawnPlace, beads: Beads) {
    const id = `${card}#${++this.count}`;
    const stratum = place.kind === 'stratum' || place.kind === 'tomb' ? place.stratum : 0;
    this.add(id, card, { beads: { ...beads }, stratum, strata: [stratum] });
    this.calls.push(`spawn ${id} ${JSON.stringify(place)}`);
    const occupant = this.nextOccupant;
    this.nextOccupant = undefined;
    if (occupant) this.link(id, occupant);
    return occupant ? { group: id, occupant } : { group: id };
  }
  relocate(g: GroupId, aim: RelocateAim) {
    this.calls.push(`relocate ${g} ${JSON.stringify(aim)}`);
    return true;
  }
  explore(g: GroupId) {
    this.calls.push(`explore ${g}`);
  }
  scout(g: GroupId) {
    this.calls.push(`scout ${g}`);
  }
  build(g: GroupId, k: Construction) {
    this.get(g).built.push(k.name);
    if (k.mark) this.get(g).marks.push(k.mark);
    this.calls.push(`build ${g} ${k.name}`);
  }
  mark(g: GroupId, m: Mark) {
    this.get(g).marks.push(m);
    this.calls.push(`mark ${g} ${m}`);
  }
  built(g: GroupId) {
    return this.get(g).built;
  }
  dropLoot(g: GroupId, n: number) {
    this.addBeads(g, { loot: -n });
    this.lying.set(g, (this.lying.get(g) ?? 0) + n);
    this.calls.push(`drop ${g} ${n}`);
  }
  pickUpLoot(g: GroupId) {
    let got = 0;
    for (const [at, n] of this.lying)
      if (at === g || this.links.has(`${g}|${at}`) || !this.g.has(at)) {
        got += n;
        this.lying.delete(at);
      }
    if (got > 0) this.addBeads(g, { loot: got });
    return got;
  }
  split(g: GroupId, pop: number) {
    const id = `${this.card(g)}#${++this.count}`;
    this.add(id, this.card(g), { beads: { pop, loot: 0, stars: 0 } });
    return id;
  }
  remove(g: GroupId, leaveLoot: boolean) {
    const loot = this.get(g).beads.loot;
    if (leaveLoot && loot > 0) this.lying.set(g, (this.lying.get(g) ?? 0) + loot);
    this.g.delete(g);
    this.calls.push(`remove ${g} ${leaveLoot}`);
  }
}
