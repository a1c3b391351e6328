/**
 * The two ages end to end over any MonsterWorld: the Age of Monsters until a group rises, then
 * the Age of Villainy until it ends. Each age is capped by a count of turns, reported when hit.
 */
import type { Rng } from '../../../core/rng';
import { newAge, present, type Age } from './age';
import { CARDS } from './cards';
import { newDeck, type Deck } from './deck';
import type { MonsterEvent } from './events';
import { birthMonsters, crown, monstersTurn } from './monsters-age';
import type { GroupId, MonsterWorld } from './port';
import { ascend, runVillainy, type Ending } from './villainy';
import type { VillainyId } from './villains';

/** The constructions that raise villainy (the Wonder, the Phylactery, Apotheosis). */
const RISING: ReadonlySet<string> = new Set(
  CARDS.flatMap((c) => c.constructions.filter((k) => 'villainy' in k).map((k) => k.name)),
);

/** Why a group rose: 6●, 6○, or the construction that raised it. */
export function riseReason(age: Age, group: GroupId): string {
  const b = age.world.beads(group);
  const parts: string[] = [];
  if (b.pop >= 6) parts.push('6●');
  if (b.loot >= 6) parts.push('6○');
  if (parts.length > 0) return parts.join(' and ');
  const built = age.world.built(group).find((name) => RISING.has(name));
  return built ?? 'construction';
}

export interface MonstersOutcome {
  readonly villain?: GroupId;
  readonly why?: string;
  /** Turns played in the Age of Monsters. */
  readonly turns: number;
  readonly capped: boolean;
}

/** Play the Age of Monsters from its birth until a villain rises or `cap` turns pass. */
export function runMonsters(age: Age, cap: number): MonstersOutcome {
  birthMonsters(age);
  const start = age.turn;
  for (let i = 0; i < cap; i++) {
    const risen = monstersTurn(age).filter((g) => present(age, g));
    if (risen.length > 0) {
      const villain = crown(age, risen);
      return { villain, why: riseReason(age, villain), turns: age.turn - start, capped: false };
    }
    if (age.world.groups().length === 0 && age.deck.draw.length === 0) break;
  }
  return { turns: age.turn - start, capped: true };
}

export interface History {
  readonly log: readonly MonsterEvent[];
  readonly deck: Deck;
  readonly monsters: MonstersOutcome;
  readonly villainy?: VillainyId;
  readonly ending?: Ending;
  readonly villainyTurns: number;
}

/** Both ages over a world the Primordial Age and civilizations have drawn. */
export function runHistory(
  world: MonsterWorld,
  rng: Rng,
  caps: { monsters: number; villainy: number } = { monsters: 60, villainy: 60 },
): History {
  const age = newAge(world, rng, newDeck(rng));
  const monsters = runMonsters(age, caps.monsters);
  if (monsters.villain === undefined)
    return { log: age.log, deck: age.deck, monsters, villainyTurns: 0 };
  const villainy = ascend(age, monsters.villain, monsters.why ?? '');
  age.turn += 1;
  const start = age.turn;
  const ending = runVillainy(age, caps.villainy);
  return {
    log: age.log,
    deck: age.deck,
    monsters,
    villainy,
    ending,
    villainyTurns: age.turn - start + 1,
  };
}
