/**
 * The Age of Monsters' turn (hthad-2019-rules.txt, "Birthing monsters" to "End of the Age of
 * Monsters"): spawning with each card's own rule, invasions, the shuffled order of present
 * groups, a new monster at the end of every turn but the first, and who rises to villainy.
 */
import { best, choose, conflict } from './actions';
import { emit, present, templeHost, type Age } from './age';
import { cardById, type CardId } from './cards';
import { drawCard, returnCard, searchDeck, spawnPlace, turnOrder } from './deck';
import { settle } from './fate';
import { playLifecycle } from './lifecycle';
import type { GroupId, SpawnPlace } from './port';
import type { Tag } from './types';

/** How a spawn went: the new group (or the Temple's host), and any invasion. */
export interface Spawned {
  readonly group?: GroupId;
  readonly occupant?: GroupId;
}

const NO_LIFECYCLE: readonly CardId[] = ['monstrosity', 'temple'];

/** The Monstrosity's donors: the next two cards with a lifecycle, read and shuffled back. */
function donors(age: Age): [CardId, CardId] | undefined {
  const out: CardId[] = [];
  const drawnAll: CardId[] = [];
  for (let tries = 0; tries < 8 && out.length < 2; tries++) {
    const drawn = drawCard(age.deck);
    if (!drawn.card) break;
    age.deck = drawn.deck;
    drawnAll.push(drawn.card);
    if (!NO_LIFECYCLE.includes(drawn.card)) out.push(drawn.card);
  }
  // READING: the donor cards are read and go back into the pile; the spawn event keeps them.
  for (const card of drawnAll) age.deck = returnCard(age.rng, age.deck, card);
  return out.length === 2 ? [out[0]!, out[1]!] : undefined;
}

/** The Temple joins a random group (●○★ and the order tag). */
function templeSpawn(age: Age): Spawned {
  const groups = age.world.groups();
  if (groups.length === 0 || templeHost(age) !== undefined) {
    // READING: with no group to join, the Temple goes back into the pile.
    age.deck = { ...age.deck, draw: [...age.deck.draw, 'temple'] };
    return {};
  }
  const host = choose(age, groups);
  age.world.addBeads(host, { pop: 1, loot: 1, stars: 1 });
  age.world.addTags(host, ['order']);
  emit(age, {
    kind: 'spawn',
    turn: age.turn,
    group: host,
    card: 'temple',
    place: 'host',
    beads: cardById('temple').beads,
    host,
  });
  return { group: host };
}

/** The Demigod's two tags, 1d8 each on its card's list. */
function rolledTags(age: Age, card: CardId): Tag[] {
  const out: Tag[] = [];
  for (const r of cardById(card).rules)
    if (r.kind === 'rolled-tags')
      for (let i = 0; i < r.rolls; i++) {
        const tag = r.table[age.rng.d(r.table.length) - 1]!;
        if (!out.includes(tag)) out.push(tag);
      }
  return out;
}

function describe(place: SpawnPlace): string {
  switch (place.kind) {
    case 'stratum':
      return `stratum ${place.stratum}`;
    case 'tomb':
      return `tomb near stratum ${place.stratum}`;
    case 'water':
      return 'water';
    case 'surface-above':
      return `surface above ${place.resources.join('/')}`;
  }
}

/** Spawn a card onto the map, fight any invasion, and play the newcomer's lifecycle. */
export function spawnGroup(age: Age, card: CardId, at?: SpawnPlace): Spawned {
  const c = cardById(card);
  if (c.spawn.kind === 'host') return templeSpawn(age);
  const w = age.world;
  const monstrous = c.rules.some((r) => r.kind === 'hybrid') ? donors(age) : undefined;
  const tags = rolledTags(age, card);
  const place = at ?? spawnPlace(age.rng, w, c);
  const { group, occupant } = w.spawn(card, place, c.beads);
  if (tags.length > 0) w.addTags(group, tags);
  for (const r of c.rules)
    if (r.kind === 'wolf-variants') {
      // Hellhounds by magma, blink dogs by a nexus, Ahuizotl by water.
      if (w.site(group, 'magma') !== undefined) w.addTags(group, ['evil']);
      if (w.site(group, 'nexus') !== undefined) w.addTags(group, ['good']);
      if (w.site(group, 'water') !== undefined) w.addTags(group, ['aquatic']);
    }
  if (c.spawn.kind === 'tomb-near-else-mark' && place.kind !== 'tomb') w.mark(group, 'tomb');
  emit(age, {
    kind: 'spawn',
    turn: age.turn,
    group,
    card,
    place: describe(place),
    beads: c.beads,
    ...(occupant !== undefined ? { occupant } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(monstrous ? { donors: monstrous } : {}),
  });
  if (c.rules.some((r) => r.kind === 'needs-undead') && !undead(age))
    age.summons.push({ why: 'Starhelm seeks the undead', tags: ['undead'], surface: false });
  summon(age);
  if (occupant !== undefined && present(age, occupant)) invade(age, group, occupant);
  if (present(age, group)) playLifecycle(age, group);
  return { group, ...(occupant !== undefined ? { occupant } : {}) };
}

const undead = (age: Age) => age.world.groups().some((g) => age.world.tags(g).includes('undead'));

/**
 * An invasion: the newcomer fights the occupant; the loser loses 1● and relocates. A group with
 * the Temple always wins invasions.
 */
export function invade(age: Age, newcomer: GroupId, occupant: GroupId): void {
  const w = age.world;
  const host = templeHost(age);
  let loser: GroupId;
  let detail = 'invasion';
  if (host === newcomer || host === occupant) {
    loser = host === newcomer ? occupant : newcomer;
    detail = 'invasion (the Temple wins)';
    // The loss lands on the fight's own event.
    w.addBeads(loser, { pop: -1 });
    emit(age, {
      kind: 'action',
      turn: age.turn,
      actor: newcomer,
      action: 'fight',
      target: occupant,
      detail,
      lost: [loser],
    });
  } else {
    const c = conflict(age, newcomer, occupant, 'fight');
    loser = c.winner === 'actor' ? occupant : newcomer;
    w.addBeads(loser, { pop: -1 });
    emit(age, {
      kind: 'action',
      turn: age.turn,
      actor: newcomer,
      action: 'fight',
      target: occupant,
      conflict: c,
      detail,
      lost: [loser],
    });
  }
  const winner = loser === newcomer ? occupant : newcomer;
  if (w.beads(loser).pop > 0 && host !== loser) {
    w.relocate(loser, { toward: { kind: 'elsewhere' }, awayFrom: [winner] });
    emit(age, {
      kind: 'action',
      turn: age.turn,
      actor: loser,
      action: 'relocate',
      detail: 'after invasion',
    });
  }
  settle(age, winner);
}

/** Carry out pending card searches (bounded: each search takes a card out of the pile). */
export function summon(age: Age): void {
  for (let i = 0; i < 8 && age.summons.length > 0; i++) {
    const s = age.summons.shift()!;
    const found = searchDeck(age.deck, (card) => card.tags.some((t) => s.tags.includes(t)));
    if (!found.card) continue;
    age.deck = found.deck;
    const surface = age.world.strata()[0]!;
    const at: SpawnPlace | undefined = s.surface
      ? { kind: 'stratum', stratum: surface }
      : s.beside !== undefined && present(age, s.beside)
        ? { kind: 'stratum', stratum: age.world.stratumOf(s.beside) }
        : undefined;
    spawnGroup(age, found.card, at);
  }
}

/** Draw the next card and spawn it; false when the pile is empty. */
export function spawnNext(age: Age): boolean {
  const drawn = drawCard(age.deck);
  if (!drawn.card) return false;
  age.deck = drawn.deck;
  spawnGroup(age, drawn.card);
  return true;
}

/** The Age of Monsters begins: three starting monsters, spawned one after another. */
export function birthMonsters(age: Age): void {
  for (let i = 0; i < 3; i++) spawnNext(age);
}

/** Play every present group's lifecycle, in a shuffled order; `first` acts first if given. */
export function playRound(age: Age, first?: GroupId): void {
  const rest = turnOrder(age.rng, age.world).filter((g) => g !== first);
  const order = first !== undefined ? [first, ...rest] : rest;
  order.forEach((group, index) => {
    if (!present(age, group)) return;
    const idle =
      index === 0 &&
      group !== age.villain &&
      cardById(age.world.card(group)).rules.some((r) => r.kind === 'idle-when-first');
    if (idle) {
      emit(age, {
        kind: 'action',
        turn: age.turn,
        actor: group,
        action: 'prepare',
        detail: 'idle: drawn first',
      });
      return;
    }
    playLifecycle(age, group);
  });
}

// READING: the text says both "every turn" (the Turns and Lifecycle sections) and "every turn
// except the first"; we spawn at the end of every turn but the first, as the Turns section's
// own rule sentence says.
/** One turn of the Age of Monsters. Returns the groups that may rise to villainy. */
export function monstersTurn(age: Age): GroupId[] {
  playRound(age);
  summon(age);
  if (age.turn > 1) spawnNext(age);
  const risen = risers(age);
  age.turn += 1;
  return risen;
}

/** Groups that reached 6● or 6○ or built a villainy construction, still present. */
export function risers(age: Age): GroupId[] {
  const w = age.world;
  const out = w.groups().filter((g) => w.beads(g).pop >= 6 || w.beads(g).loot >= 6);
  for (const g of age.risen) if (present(age, g) && !out.includes(g)) out.push(g);
  return out;
}

/**
 * Policy `crown`: when several qualify, the one with most beads (● + ○ + ★) becomes the villain,
 * ties by the dice.
 */
export function crown(age: Age, risen: readonly GroupId[]): GroupId {
  const total = (g: GroupId) => {
    const b = age.world.beads(g);
    return b.pop + b.loot + b.stars;
  };
  return best(age, risen, (g) => -total(g));
}
