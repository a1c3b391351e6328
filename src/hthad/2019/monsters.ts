/**
 * The Age of Monsters and the Age of Villainy of the 2nd edition on the real 2019 world: the
 * monster deck (deck/) played over {@link MonsterWorld2019}, turn by turn with a checkpoint after
 * each, every deck event written to the chronicle as one sentence with its dice and beads. The
 * civilization's leftovers act first (the Alien landing site, the Demon's spawn, the Magician's
 * menagerie or labyrinth spawn there; the Deep Elf pit takes the first monster).
 */
import type { Rng } from '../../core/rng';
import type { Ctx } from './context';
import type { CivSummary } from './civilization';
import { newAge, present, type Age } from './deck/age';
import { cardById, CARDS, type CardId } from './deck/cards';
import { drawCard, newDeck, searchDeck } from './deck/deck';
import type { ConflictResult, MonsterEvent } from './deck/events';
import { riseReason } from './deck/history';
import { birthMonsters, crown, monstersTurn, spawnGroup } from './deck/monsters-age';
import type { GroupId } from './deck/port';
import type { Beads } from './deck/types';
import { ascend, villainyTurn, type Ending } from './deck/villainy';
import { VILLAINIES, type VillainyId } from './deck/villains';
import { MonsterWorld2019 } from './monster-world';
import { settle } from './deck/fate';
import { nexusFound } from './nexus-later';

/** The longest Age of Monsters and Age of Villainy, in turns (a cap, reported when hit). */
export const MONSTER_TURN_CAP = 60;
export const VILLAINY_TURN_CAP = 60;

/** What the two ages leave, for the run's result and the soak. */
export interface MonstersSummary {
  readonly turns: number;
  readonly villain: { readonly group: string; readonly name: string; readonly card: string } | null;
  readonly rose: string | null;
  readonly villainy: VillainyId | null;
  readonly villainyTurns: number;
  readonly ending: Ending | 'no-villain' | null;
  readonly capped: readonly ('monsters' | 'villainy')[];
  readonly spawned: readonly string[];
  readonly corrupted: readonly number[];
  readonly annexed: readonly string[];
}

/**
 * The deck's dice through the context, so every roll lands on the event it decides. Only what
 * the deck uses (d, int, pick, shuffle) is recorded; the rest is not part of the deck's contract.
 */
export function recordingRng(ctx: Ctx): Rng {
  const why = 'the monster deck';
  const rng: Rng = {
    label: 'monsters',
    int: (lo, hi) => ctx.int(lo, hi, why),
    d: (sides) => ctx.d(sides, why),
    pick: <T>(items: readonly T[]) => items[ctx.int(0, items.length - 1, why)]!,
    shuffle: <T>(items: readonly T[]) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = ctx.int(0, i, 'shuffle');
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    roll: () => {
      throw new Error('not used by the deck');
    },
    rollDetailed: () => {
      throw new Error('not used by the deck');
    },
    percent: () => {
      throw new Error('not used by the deck');
    },
    weighted: () => {
      throw new Error('not used by the deck');
    },
    table: () => {
      throw new Error('not used by the deck');
    },
    fork: () => {
      throw new Error('not used by the deck');
    },
  };
  return rng;
}

// ---- the chronicle --------------------------------------------------------------------------

/** Beads as glyphs (●●○★), or a count and a glyph past four of a kind (12●). */
export function beadText(b: Partial<Beads>): string {
  // The same few holdings are said again and again (every group at every turn's end): their
  // texts are kept by a number made of the three counts.
  const pop = b.pop ?? 0;
  const loot = b.loot ?? 0;
  const stars = b.stars ?? 0;
  if (!(small(pop) && small(loot) && small(stars))) return beadTextOf(b);
  const key = (pop << 16) | (loot << 8) | stars;
  let text = BEAD_TEXTS.get(key);
  if (text === undefined) BEAD_TEXTS.set(key, (text = beadTextOf(b)));
  return text;
}
/** {@link beadText}'s answers by their three counts. */
const BEAD_TEXTS = new Map<number, string>();
/** A count {@link beadText} keeps its answer for: a whole number below 256. */
const small = (n: number): boolean => n >= 0 && n < 256 && Number.isInteger(n);

function beadTextOf(b: Partial<Beads>): string {
  const one = (n: number | undefined, glyph: string) =>
    !n ? '' : n > 4 ? `${n}${glyph}` : glyph.repeat(n);
  const parts = [one(b.pop, '●'), one(b.loot, '○'), one(b.stars, '★')].filter((x) => x);
  if (parts.length === 0) return 'no beads';
  return parts.some((x) => /\d/.test(x)) ? parts.join(' ') : parts.join('');
}

/** A verb phrase for a singular subject: "make their" → "makes its". */
export function singular(phrase: string): string {
  let said = SINGULAR.get(phrase);
  if (said === undefined) SINGULAR.set(phrase, (said = singularOf(phrase)));
  return said;
}
/** {@link singular}'s answers by phrase (the chronicle asks the same few verbs all game). */
const SINGULAR = new Map<string, string>();

function singularOf(phrase: string): string {
  const [first, ...rest] = phrase.split(' ');
  const irregular: Readonly<Record<string, string>> = { are: 'is', have: 'has', do: 'does' };
  const verb =
    irregular[first!] ??
    (/[^aeiou]y$/.test(first!)
      ? `${first!.slice(0, -1)}ies`
      : /(s|sh|ch|x)$/.test(first!)
        ? `${first}es`
        : `${first}s`);
  return [verb, ...rest]
    .join(' ')
    .replace(/\btheir\b/g, 'its')
    .replace(/\bthey\b/g, 'it');
}

/** Verbs of the actions, as "X <verb> Y". */
const VERBS: Readonly<Record<string, string>> = {
  ally: 'make an alliance with',
  breed: 'breed',
  bribe: 'bribe',
  build: 'build',
  exploit: 'exploit',
  explore: 'explore the dungeon',
  extort: 'extort',
  fight: 'attack',
  harvest: 'harvest',
  hunt: 'hunt',
  prepare: 'prepare',
  recruit: 'recruit',
  relocate: 'move their lair',
  rout: 'try to drive off',
  scout: 'scout their surroundings',
  steal: 'steal from',
  trade: 'trade with',
  gain: 'collect what their card grants',
  split: 'split in two',
  'drain-star': 'drain a ★ from',
  exterminate: 'exterminate',
  annex: 'annex',
  'build-empire': 'build for the Empire',
};

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/**
 * A stratum in words ("the third stratum"): the chronicle folds lines alike but for their
 * numbers, and a move to stratum 3 is not a move to stratum 7.
 */
export function stratumWords(n: number): string {
  if (n === 0) return 'the surface';
  return `the ${ORDINALS[n - 1] ?? `${n}th`} stratum`;
}

/** The deck's resource words as the chronicle says them. */
const RESOURCE_WORDS: Readonly<Record<string, string>> = {
  ore: 'the ore',
  gems: 'the gems',
  stone: 'the bare rock',
  water: 'the water',
  magma: 'the magma',
  nexus: 'the nexus',
  biome: 'the biome',
  'surface-biome': 'the lands above',
  'underground-biome': 'the underground biome',
  'fungal-biome': 'a fungal bed',
  tomb: 'a tomb',
};

const ENDINGS: Readonly<Record<string, string>> = {
  'horde-conquers':
    'The Horde has corrupted every stratum below the surface: the dungeon is theirs.',
  'empire-rules': 'Half the monsters of the dungeon bow to the Empire: it rules the underworld.',
  'villain-falls': 'The villain has fallen; the dungeon waits for adventurers.',
  cap: 'The chronicle closes before the villain has won or fallen.',
};

export class Chronicle {
  constructor(
    private readonly ctx: Ctx,
    private readonly world: MonsterWorld2019,
  ) {}

  /** Does the group's name read as plural (Goblins, the Experts) or singular (the Ogre)? */
  plural(g: GroupId): boolean {
    return this.said(g).plural;
  }
  /** A verb phrase agreeing with the group: "explore" or "explores". */
  v(g: GroupId, phrase: string): string {
    return this.plural(g) ? phrase : singular(phrase);
  }
  name(g: GroupId): string {
    return this.said(g).name;
  }
  Name(g: GroupId): string {
    return this.said(g).Name;
  }
  /** How a group's name is said, kept per group while its name stays the same. */
  private said(g: GroupId): { readonly of: string; plural: boolean; name: string; Name: string } {
    const n = this.world.group(g).name;
    const known = this.saying.get(g);
    if (known && known.of === n) return known;
    const name = /^(The|A|An) /.test(n)
      ? n.replace(/^(The|A|An) /, (m) => m.toLowerCase())
      : `the ${n}`;
    const fresh = {
      of: n,
      plural: /s( \d+)?$/.test(n),
      name,
      Name: name.charAt(0).toUpperCase() + name.slice(1),
    };
    this.saying.set(g, fresh);
    return fresh;
  }
  private readonly saying = new Map<
    GroupId,
    { readonly of: string; plural: boolean; name: string; Name: string }
  >();
  /** Where the group's lair is: "in stratum 3", "on the surface", "in stratum 2, in the Forge". */
  where(g: GroupId, to = false): string {
    const lair = this.world.lair(g);
    const s = this.world.stratumOf(g);
    const at =
      s === 0 ? (to ? 'the surface' : 'on the surface') : `${to ? '' : 'in '}${stratumWords(s)}`;
    const named = lair.name !== null && lair.role !== 'lair';
    if (!named) return at;
    return `${at}, in ${/^the /i.test(lair.name!) ? '' : 'the '}${lair.name}`;
  }
  dice(c: ConflictResult, actor: GroupId, target: GroupId): string {
    const side = (roll: number, bonus: number, stars: number) =>
      `${roll}${bonus ? (bonus > 0 ? `+${bonus}` : `${bonus}`) : ''}${stars ? `+${stars}★` : ''}`;
    const w = c.winner === 'actor' ? actor : target;
    return ` (${side(c.actorRoll, c.actorBonus, c.actorStars)} against ${side(c.targetRoll, c.targetBonus, c.targetStars)}: ${this.name(w)} ${this.v(w, 'win')})`;
  }
  detail(e: Extract<MonsterEvent, { kind: 'action' }>): string {
    const d = e.detail;
    if (d === undefined) return '';
    if (e.action === 'exploit' || e.action === 'harvest')
      return ` ${this.world.siteNames.get(d) ?? RESOURCE_WORDS[d] ?? d}`;
    if (e.action === 'build' || e.action === 'build-empire') return ` the ${d}`;
    if (e.action === 'split') return `; the new ooze is ${this.name(d)}`;
    if (e.action === 'gain' && d === 'tax') return ' 1○';
    return ` (${d})`;
  }

  write(e: MonsterEvent): void {
    const ctx = this.ctx;
    switch (e.kind) {
      case 'spawn': {
        if (e.host !== undefined) {
          ctx.emit(
            'monster-spawn',
            `The Temple is drawn and joins ${this.name(e.host)}: they gain ●○★ and the order tag.`,
            [e.host],
          );
          return;
        }
        const c = cardById(e.card);
        let text = `${this.Name(e.group)} (${beadText(e.beads)}, ${c.rank === 'alpha' ? 'alpha predator' : 'denizen'}) ${this.v(e.group, 'appear')} ${this.where(e.group)}.`;
        if (e.donors)
          text += ` It is a Monstrosity: part ${cardById(e.donors[0]).name}, part ${cardById(e.donors[1]).name}.`;
        if (e.tags) text += ` The dice make it ${e.tags.join(' and ')}.`;
        if (this.world.gatewayGroup === e.group)
          text += ` ${this.plural(e.group) ? 'They come' : 'It comes'} into the world through the Gateway.`;
        if (this.world.leyBonus.has(e.group))
          text += ` ${this.plural(e.group) ? 'They spawn' : 'It spawns'} on a ley line and ${this.v(e.group, 'gain')} a ★.`;
        if (e.occupant !== undefined)
          text += ` ${this.plural(e.group) ? 'They land' : 'It lands'} in the territory of ${this.name(e.occupant)}: an invasion.`;
        ctx.emit('monster-spawn', text, e.occupant ? [e.group, e.occupant] : [e.group], [
          this.world.lair(e.group).id,
        ]);
        return;
      }
      case 'action': {
        const verb = e.detail === 'tax' ? 'tax' : (VERBS[e.action] ?? e.action);
        let text = `${this.Name(e.actor)} ${this.v(e.actor, verb)}`;
        if (e.target !== undefined) text += ` ${this.name(e.target)}`;
        // A fight's or a move's circumstance comes after the dice and the destination.
        const after = e.action === 'fight' || e.action === 'relocate';
        if (!after) text += this.detail(e);
        if (e.conflict && e.target !== undefined) text += this.dice(e.conflict, e.actor, e.target);
        if (e.action === 'fight' && e.detail !== undefined)
          text += ` in ${e.detail.replace(/^invasion/, 'an invasion')}`;
        if (e.lost && e.lost.length > 0)
          text += `; ${e.lost.map((g) => this.name(g)).join(' and ')} ${e.lost.length > 1 ? 'each lose' : this.v(e.lost[0]!, 'lose')} 1●`;
        if (e.action === 'relocate' && e.detail !== 'stayed' && present(this.age!, e.actor))
          text += ` to ${this.where(e.actor, true)}`;
        if (e.action === 'relocate' && e.detail !== undefined && e.detail !== 'stayed')
          text += `, ${e.detail.replace(/^after invasion/, 'after the invasion')}`;
        if (e.action === 'annex' && e.target !== undefined && e.conflict?.winner !== 'target')
          this.world.addTrait(e.target, 'annexed');
        const places = present(this.age!, e.actor) ? [this.world.lair(e.actor).id] : [];
        ctx.emit('monster-action', `${text}.`, e.target ? [e.actor, e.target] : [e.actor], places);
        return;
      }
      case 'death': {
        const by = e.by !== undefined ? ` by ${this.name(e.by)}` : '';
        const loot =
          e.lootLeft > 0 ? ` ${beadText({ loot: e.lootLeft })} lie where they fell.` : '';
        const back = e.reshuffled ? ' Their card goes back into the pile.' : '';
        ctx.emit(
          'monster-death',
          `${this.Name(e.group)} ${this.v(e.group, 'are')} wiped out${by}.${loot}${back}`,
          e.by ? [e.group, e.by] : [e.group],
        );
        return;
      }
      case 'leave':
        ctx.emit(
          'monster-leave',
          `${this.Name(e.group)} ${this.v(e.group, 'leave')} the dungeon: ${e.reason}.`,
          [e.group],
        );
        return;
      case 'pickup':
        ctx.emit(
          'loot-pickup',
          `${this.Name(e.group)} ${this.v(e.group, 'pick up')} ${beadText({ loot: e.loot })} lying in ${this.plural(e.group) ? 'their' : 'its'} territory.`,
          [e.group],
        );
        return;
      case 'truce':
        ctx.emit(
          'truce',
          `${this.Name(e.from)} will not attack ${this.name(e.toward)} this turn: a truce.`,
          [e.from, e.toward],
        );
        return;
      case 'corrupt':
        if (this.age?.villain !== undefined)
          this.world.addTrait(this.age.villain, `corrupted:${e.stratum}`);
        ctx.emit(
          'corrupt',
          this.age?.villain !== undefined
            ? `${this.Name(this.age.villain)}, the Horde, ${this.v(this.age.villain, 'corrupt')} ${stratumWords(e.stratum)}.`
            : `The Horde corrupts ${stratumWords(e.stratum)}.`,
          this.age?.villain !== undefined ? [this.age.villain] : [],
        );
        return;
      case 'villainy': {
        const v = VILLAINIES[e.path];
        this.world.setKind(e.group, 'villain');
        this.world.addTrait(e.group, e.path);
        ctx.emit(
          'villainy',
          `${this.Name(e.group)} ${this.v(e.group, 'rise')} to villainy (${e.why}) and ${this.v(e.group, 'become')} ${v.name}.`,
          [e.group],
          [this.world.lair(e.group).id],
        );
        return;
      }
      case 'end':
        ctx.emit('game-end', ENDINGS[e.how] ?? `The game ends (${e.how}).`);
        return;
    }
  }
  age?: Age;

  /** One line at the end of each turn: who holds what (it also carries the turn's last beads). */
  tally(turn: number, age: string): void {
    const groups = this.world.groups();
    const parts = groups.map((g) => `${this.name(g)} ${beadText(this.world.beads(g))}`);
    this.ctx.emit(
      'turn-end',
      groups.length > 0
        ? `${age}, turn ${turn} ends: ${parts.join(', ')}.`
        : `${age}, turn ${turn} ends with no monster on the map.`,
      groups,
    );
  }
}

/** The civilization's leftovers spawn their monsters; returns the place the first birth takes. */
function leftovers(age: Age, world: MonsterWorld2019, civ: CivSummary | null): void {
  if (!civ) return;
  for (const l of civ.legacy) {
    if (l.place === null || l.kind === 'first-monster-here') continue;
    // READING: an Alien-tagged monster is the first card in the pile with the tag (the pile is
    // searched and left in order), any other leftover spawn the next card.
    const found =
      l.tag === 'alien'
        ? searchDeck(age.deck, (c) => (c.tags as readonly string[]).includes('alien'))
        : drawCard(age.deck);
    if (!found.card) continue;
    age.deck = found.deck;
    world.pinNext(l.place);
    const spawned = spawnGroup(age, found.card);
    if (
      l.kind === 'spawn-at-a-population' &&
      spawned.group !== undefined &&
      present(age, spawned.group) &&
      world.tags(spawned.group).includes('demonic')
    )
      world.addBeads(spawned.group, { pop: 1 });
  }
  const pit = civ.legacy.find((l) => l.kind === 'first-monster-here' && l.place !== null);
  if (pit?.place) world.pinNext(pit.place);
}

/** The nexus acts on the groups that found it this turn; the dead it made die (hthad-2019-rules.txt). */
function afterTurn(ctx: Ctx, age: Age, world: MonsterWorld2019, chron: Chronicle): void {
  if (nexusFound(ctx, world, (g) => chron.name(g)).length > 0) settle(age);
}

/** Play the Age of Monsters, then the Age of Villainy and the end, with a checkpoint each turn. */
export function monstersAndVillainy(
  ctx: Ctx,
  civ: CivSummary | null,
  report: (s: MonstersSummary) => void,
): void {
  ctx.enterAge('monsters');
  ctx.layer = ctx.site.addLayer('monsters', 'The Age of Monsters');
  const world = new MonsterWorld2019(ctx);
  const rng = recordingRng(ctx);
  const age = newAge(world, rng, newDeck(rng));
  const chron = new Chronicle(ctx, world);
  chron.age = age;
  const spawned = new Set<string>();
  age.onEvent = (e) => {
    if (e.kind === 'spawn') spawned.add(e.card);
    chron.write(e);
  };
  const capped: ('monsters' | 'villainy')[] = [];
  let villain: GroupId | undefined;
  let rose: string | null = null;
  let ending: Ending | 'no-villain' | null = null;
  let monsterTurns = 0;
  let villainyTurns = 0;
  const summary = (): MonstersSummary => {
    return {
      turns: monsterTurns,
      villain:
        villain !== undefined
          ? { group: villain, name: world.group(villain).name, card: world.card(villain) }
          : null,
      rose,
      villainy: age.villainy ?? null,
      villainyTurns,
      ending,
      capped,
      spawned: CARDS.map((c) => c.id).filter((id) => spawned.has(id)),
      corrupted: world.corruptedStrata(),
      annexed: ctx.world.groups.filter((g) => g.traits.includes('annexed')).map((g) => g.id),
    };
  };
  ctx.year = 1;
  leftovers(age, world, civ);
  birthMonsters(age);
  for (let i = 0; i < MONSTER_TURN_CAP; i++) {
    ctx.year = age.turn;
    const turn = age.turn;
    const rising = monstersTurn(age);
    afterTurn(ctx, age, world, chron);
    const risen = rising.filter((g) => present(age, g));
    monsterTurns = turn;
    if (risen.length > 0) {
      villain = crown(age, risen);
      rose = riseReason(age, villain);
    }
    chron.tally(turn, 'Age of Monsters');
    report(summary());
    if (villain !== undefined) break;
    if (world.groups().length === 0 && age.deck.draw.length === 0) break;
    ctx.checkpoint(false);
  }
  if (villain === undefined) {
    if (monsterTurns >= MONSTER_TURN_CAP) {
      capped.push('monsters');
      ctx.emit(
        'turn-cap',
        `After ${MONSTER_TURN_CAP} turns no monster has risen to villainy; the chronicle closes.`,
      );
    }
    ending = 'no-villain';
    report(summary());
    ctx.checkpoint(true);
    ctx.enterAge('villainy');
    ctx.checkpoint(true);
    endAge(ctx, chron, world, null);
    return;
  }
  ctx.checkpoint(true);
  ctx.enterAge('villainy');
  ctx.layer = ctx.site.addLayer('villainy', 'The Age of Villainy');
  ctx.year = 0;
  ascend(age, villain, rose ?? '');
  age.turn += 1;
  const start = age.turn;
  report(summary());
  ctx.checkpoint(false);
  for (let i = 0; i < VILLAINY_TURN_CAP && ending === null; i++) {
    ctx.year = age.turn - start + 1;
    villainyTurns = ctx.year;
    const end = villainyTurn(age);
    afterTurn(ctx, age, world, chron);
    if (end) ending = end;
    chron.tally(ctx.year, 'Age of Villainy');
    report(summary());
    if (ending === null) ctx.checkpoint(false);
  }
  if (ending === null) {
    ending = 'cap';
    capped.push('villainy');
    ctx.emit('turn-cap', ENDINGS.cap!);
    report(summary());
  }
  ctx.checkpoint(true);
  endAge(ctx, chron, world, villain);
}

/** The end: a last line on who holds the dungeon. */
function endAge(
  ctx: Ctx,
  chron: Chronicle,
  world: MonsterWorld2019,
  villain: GroupId | null,
): void {
  ctx.enterAge('end');
  const groups = world.groups();
  const lord =
    villain !== null && groups.includes(villain)
      ? `${chron.Name(villain)} ${chron.v(villain, 'hold')} the dungeon`
      : 'No villain holds the dungeon';
  ctx.emit(
    'game-end',
    `${lord}; ${groups.length} monster group${groups.length === 1 ? '' : 's'} remain for the adventurers to find.`,
    groups,
  );
  ctx.checkpoint(true);
}

export type { CardId };
