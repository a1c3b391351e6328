/**
 * Encounters (hthad-2008-rules.txt, "Encounters", "Wandering Monsters", "Monster Groups"):
 * wandering monsters fight without dice, monster groups make encounter rolls (d6 + population)
 * and the group whose turn it is applies its own rules. Surface constructions and everything
 * that "fights as a wandering monster" use the wandering rules.
 */
import { ownerTokens, type Token } from '../../world';
import { graphOf } from './space';
import type { Host } from './host';
import { minorFeatureOnWipe } from '../advanced/minor-features';
import {
  changedSeat,
  alive,
  artifactBonus,
  dropLoot,
  findMGroup,
  home,
  kill,
  loot,
  lootTokens,
  pop,
  popTokens,
  wgroup,
  type LateState,
  type MGroup,
} from './state';

/** One side of a fight: a group, or (for the surface kingdom) one of its sites. */
export interface Side {
  readonly g: MGroup;
  /** A kingdom site that fights alone as a wandering monster. */
  readonly site?: string;
}

/** Is this side fighting by the wandering-monster rules? */
export function fightsAsWanderer(side: Side): boolean {
  return side.g.kind === 'wandering' || side.site !== undefined;
}

/** Population that counts in a conflict (cave giants count double). */
export function strength(h: Host, side: Side): number {
  if (side.site) return siteBeads(h, side.g.id, side.site).length;
  const n = pop(h, side.g.id);
  return side.g.flavour === 'cave-giants' ? n * 2 : n;
}

/** Bonuses to an encounter roll: alphas +2, the artifact, a shrine, a control bead, flavours. */
export function rollBonus(h: Host, s: LateState, g: MGroup, where?: string): number {
  let b = artifactBonus(h, s, g.id);
  if (g.kind === 'alpha') b += 2;
  if (g.shrine) b += 1;
  if (g.infiltrated) b += 1;
  if (g.flavour === 'minotaur' && g.maze && (!where || where === home(h, g.id).id)) b += 1;
  if (g.flavour === 'rakshasa' && loot(h, g.id) > 1) b += 1;
  return b;
}

export interface RollOutcome {
  readonly mine: number;
  readonly theirs: number;
  /** mine − theirs. */
  readonly margin: number;
}

/** The encounter roll: each side rolls d6 and adds population and bonuses. */
export function encounterRoll(
  h: Host,
  s: LateState,
  me: MGroup,
  them: MGroup,
  extra: { me?: number; them?: number } = {},
): RollOutcome {
  const a = h.d(6, `${me.title} encounter roll`);
  const b = h.d(6, `${them.title} encounter roll`);
  const mine = a + strength(h, { g: me }) + rollBonus(h, s, me) + (extra.me ?? 0);
  const theirs = b + strength(h, { g: them }) + rollBonus(h, s, them) + (extra.them ?? 0);
  return { mine, theirs, margin: mine - theirs };
}

/** A group's population beads at one place, in page order (a fresh list). */
function siteBeads(h: Host, id: string, place: string): Token[] {
  return ownerTokens(h.world, id).filter((t) => t.kind === 'population' && t.place === place);
}

/** Remove population from a side: from the site's beads for a kingdom site. */
export function hurt(h: Host, side: Side, n: number): number {
  if (!side.site) return kill(h, side.g.id, n);
  const beads = siteBeads(h, side.g.id, side.site);
  let k = 0;
  for (let i = beads.length - 1; i >= 0 && k < n; i--, k++) h.destroyToken(beads[i]!.id);
  return k;
}

/**
 * Mark a group wiped out if it has no population left: it is abandoned and its loot stays
 * where it lies. Kingdoms fall only when every site is empty. Returns true if it fell.
 */
export function wipeCheck(h: Host, s: LateState, g: MGroup, why: string): boolean {
  if (!alive(h, g) || pop(h, g.id) > 0) return false;
  const w = wgroup(h, g.id);
  const where = home(h, g.id).id;
  dropLoot(h, g.id, loot(h, g.id));
  w.state = 'abandoned';
  changedSeat(h, g.id);
  w.ended = h.stamp;
  w.end = why;
  for (const p of h.world.places)
    if (p.owner === g.id && p.kind !== 'surface-site') p.state = 'abandoned';
  const text =
    g.kind === 'alpha' || g.kind === 'villain'
      ? `${w.name} the ${g.title} is slain; its lair lies empty.`
      : g.flavour === 'excursion'
        ? `${cap(w.name)} fall to the last man and never return.`
        : g.kind === 'wandering'
          ? `${cap(nameOf(h, { g }))} ${groupIsPlural(g) ? 'are' : 'is'} destroyed.`
          : g.kind === 'adventurers'
            ? `${cap(w.name)} perish in the dungeon.`
            : `${cap(w.name)} (${g.title}) are wiped out; their lair lies abandoned.`;
  h.emit('wiped-out', text, [g.id], [where]);
  minorFeatureOnWipe(h, s, g, where);
  return true;
}

/** Remember each other as neighbours. */
export function remember(a: MGroup, b: MGroup): void {
  if (!a.neighbours.includes(b.id)) a.neighbours.push(b.id);
  if (!b.neighbours.includes(a.id)) b.neighbours.push(a.id);
}

/** A display name for a side. */
export function nameOf(h: Host, side: Side): string {
  const w = wgroup(h, side.g.id);
  if (side.site) {
    const p = h.site.findPlace(side.site);
    return p?.name ?? `a farm of ${w.name}`;
  }
  // A kingdom's excursion is its knights ("the knights of Wenamere"), not "the excursion".
  if (side.g.flavour === 'excursion') return w.name;
  return side.g.kind === 'wandering' ? `the ${side.g.title}` : `${w.name} (${side.g.title})`;
}

/**
 * The wandering-monster conflict: no dice. The wanderer kills population equal to its beads
 * (an ooze kills 2 per bead) less the defender's bonus (alphas +2), and loses a bead for each
 * point of damage. Green slime grows instead when it destroys its foe; a troll is never killed
 * except by adventurers and wanders off leaving its loot; an alpha a wanderer cannot harm eats
 * one of its beads (our reading of "alpha predators will almost always defeat wandering
 * monsters handily").
 */
export function wandererClash(
  h: Host,
  s: LateState,
  wm: Side,
  foe: Side,
  byAdventurers = false,
): void {
  if (
    wm.g.kind === 'wandering' &&
    foe.g.kind === 'wandering' &&
    wm.g.flavour === foe.g.flavour &&
    !foe.site &&
    !wm.site
  ) {
    for (const t of popTokens(h, foe.g.id))
      h.moveToken(t.id, home(h, wm.g.id).id, { owner: wm.g.id });
    for (const t of lootTokens(h, foe.g.id))
      h.moveToken(t.id, home(h, wm.g.id).id, { owner: wm.g.id });
    h.emit('wanderers-merge', `Two bands of ${wm.g.title} join forces.`, [wm.g.id, foe.g.id]);
    wipeCheck(h, s, foe.g, 'merged');
    return;
  }
  if (
    wm.g.flavour === 'lone-hobgoblin' &&
    !foe.site &&
    (foe.g.flavour === 'goblins' || foe.g.flavour === 'goblin-miners')
  ) {
    for (const t of popTokens(h, wm.g.id))
      h.moveToken(t.id, home(h, foe.g.id).id, { owner: foe.g.id });
    for (const t of lootTokens(h, wm.g.id))
      h.moveToken(t.id, home(h, foe.g.id).id, { owner: foe.g.id });
    h.emit('hobgoblin-joins', `A lone hobgoblin joins ${nameOf(h, foe)}.`, [wm.g.id, foe.g.id]);
    wipeCheck(h, s, wm.g, 'joined');
    return;
  }
  const mult = wm.g.flavour === 'ooze' ? 2 : 1;
  const bonus = foe.site ? 0 : foe.g.kind === 'alpha' ? 2 : 0;
  const foeBeads = strength(h, foe);
  const wmBeads = strength(h, wm);
  // Two wanderers of different kinds strike at once.
  const wmDamage = Math.min(
    Math.max(0, wmBeads - bonus) * mult,
    foe.site ? foeBeads : pop(h, foe.g.id),
  );
  const foeIsWanderer = fightsAsWanderer(foe);
  const foeDamage = foeIsWanderer
    ? Math.min(foeBeads * (foe.g.flavour === 'ooze' ? 2 : 1), wmBeads)
    : 0;
  const killed = hurt(h, foe, wmDamage);
  let wmLoss = Math.ceil(killed / mult) + foeDamage;
  const destroyed = (foe.site ? strength(h, foe) : pop(h, foe.g.id)) === 0;
  if (wm.g.flavour === 'green-slime' && destroyed) {
    wmLoss = 0;
    h.addToken('population', 'monster', wm.g.id, home(h, wm.g.id).id);
  }
  if (killed === 0 && foe.g.kind === 'alpha' && !foe.site) wmLoss = Math.max(wmLoss, 1);
  // A beaten troll lopes away instead of falling; its line follows the clash it ends.
  const escapes = trollEscapes(h, wm, wmLoss, byAdventurers);
  // The beads that truly fall (a side cannot lose more than it has).
  const wmLost = escapes ? 0 : hurt(h, wm, Math.min(wmLoss, strength(h, wm)));
  h.emit(
    'wanderer-clash',
    `${cap(nameOf(h, wm))} ${isPlural(wm) ? 'clash' : 'clashes'} with ${nameOf(h, foe)}: ${killed === 0 ? 'none' : killed} of them fall${escapes ? '' : `, ${wmLost === 0 ? 'none' : wmLost} of the attackers`}.`,
    [wm.g.id, foe.g.id],
    foe.site ? [foe.site] : [],
  );
  if (escapes) trollWandersOff(h, wm);
  remember(wm.g, foe.g);
  if (!foe.site) wipeCheck(h, s, foe.g, 'wandering-monster');
  if (!wm.site) wipeCheck(h, s, wm.g, 'clash');
}

/** A troll about to die wanders away instead, leaving its loot (unless adventurers slew it). */
/** Would this loss beat a troll (the whole of it, not at adventurers' hands)? Then it escapes. */
function trollEscapes(h: Host, side: Side, loss: number, byAdventurers: boolean): boolean {
  if (side.g.flavour !== 'troll' || byAdventurers || side.site) return false;
  return loss > 0 && loss >= pop(h, side.g.id);
}

/** The beaten troll lopes off to a neighbouring place, leaving its hoard where it was. */
function trollWandersOff(h: Host, side: Side): void {
  const here = home(h, side.g.id);
  const left = dropLoot(h, side.g.id, loot(h, side.g.id), here.id);
  const next = graphOf(h).neighbours(here.id);
  if (next.length > 0) {
    const to = h.pick(next, 'troll wanders off').to;
    for (const t of popTokens(h, side.g.id)) h.moveToken(t.id, to);
    wgroup(h, side.g.id).home = to;
    changedSeat(h, side.g.id);
  }
  h.emit(
    'troll-wanders-off',
    `The troll, beaten, lopes away${left > 0 ? ' and leaves its hoard behind' : ''}.`,
    [side.g.id],
    [here.id],
  );
}

export function cap(text: string): string {
  // Names start with an ASCII letter: a capital (or anything but a small letter) is kept as it
  // is, a small one made capital by its code; others take the full rule.
  const c = text.charCodeAt(0);
  if (c >= 97 && c <= 122) return String.fromCharCode(c - 32) + text.slice(1);
  return c < 128 ? text : capFull(text);
}

function capFull(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Look a group up by id, throwing if it is not a late group. */
export function mg(s: LateState, id: string): MGroup {
  const g = findMGroup(s, id);
  if (!g) throw new RangeError(`no late group ${id}`);
  return g;
}

/** Does a side's name take a plural verb ("the skeletons clash", "the troll clashes")? */
export function isPlural(side: Side): boolean {
  if (side.site) return false;
  return groupIsPlural(side.g);
}

/**
 * Does a group's name take a plural verb? A tribe or company does ("Grokgut raid"); a named
 * beast, a villain or a kingdom does not ("Scaessa mauls", "Wenamere holds"); a wanderer as
 * its kind reads ("the skeletons clash", "the troll clashes").
 */
export function groupIsPlural(g: MGroup): boolean {
  if (g.kind === 'alpha' || g.kind === 'villain' || g.kind === 'kingdom') return false;
  if (g.kind !== 'wandering' || g.flavour === 'excursion') return true;
  return g.title.endsWith('s') && !g.title.endsWith('ss');
}

/** The verb as a group's name takes it: `verb(g, 'raid', 'raids')`. */
export function verb(g: MGroup, plural: string, singular: string): string {
  return groupIsPlural(g) ? plural : singular;
}
