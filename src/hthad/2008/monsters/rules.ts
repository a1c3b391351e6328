/**
 * Every rule id the late ages record on events (the Age of Monsters, the Age of Villainy, the
 * advanced rules), as one union the engine's event type extends.
 */
export const LATE_RULES = [
  // Age of Monsters: setup and turn order
  'monster-roll', 'survivors', 'monsters-end', 'monsters-restart', 'age-cap', 'alternate-world',
  // surface kingdoms
  'kingdom-setup', 'kingdom-farm', 'kingdom-taxes', 'kingdom-muster', 'excursion', 'excursion-lost',
  'excursion-return', 'special-construction', 'dungeon-level', 'city-resettled',
  // arrivals, invasions, encounters
  'delvers-arrive', 'breeders-arrive', 'alpha-arrives', 'wanderer-arrives', 'invasion', 'bounce',
  'skirmish', 'war', 'hit-and-run', 'bribe', 'tribute', 'alpha-dominance', 'alpha-spoils',
  'delvers-slay-alpha', 'delvers-drive-alpha', 'delvers-fail-alpha', 'breeders-drive-alpha',
  'breeders-tie-alpha', 'breeders-lose-alpha', 'relocate', 'wanderer-clash', 'wanderers-merge',
  'hobgoblin-joins', 'troll-wanders-off', 'wiped-out',
  // seasons
  'seize-loot', 'delvers-mine', 'delvers-tunnel', 'delvers-grow', 'colony-abandoned',
  'human-miners-dig', 'magma-pool', 'planar-warp', 'breed', 'breeders-tunnel', 'breeders-starve',
  'breeders-split', 'azir-starve', 'alpha-digs', 'alpha-sleeps', 'alpha-spends', 'alpha-gathers',
  'alpha-moves', 'minotaur-maze', 'spider-web', 'skeletons-rise', 'wanders', 'ankheg-burrows',
  // special features
  'special-feature', 'engineer', 'artifact', 'statue', 'temple-of-evil', 'shrine-of-law',
  'natural-cavern', 'crypt', 'oubliette', 'dimensional-gate', 'disaster', 'haunting', 'missionaries',
  // adventurers and undead
  'entrance-dug', 'adventurers-enter', 'quest', 'quest-reward', 'quest-unpaid', 'fight',
  'thief-flees', 'adventurers-leave', 'shrine-of-law-heals', 'undead-rise',
  // Age of Villainy
  'villainy-setup', 'arch-villain', 'villainy-end', 'villain-turn', 'villain-fight',
  'dm-setup', 'dm-army', 'dm-enslave', 'dm-tribute', 'dm-construction', 'dm-attack', 'dm-loot',
  'tl-setup', 'tl-infiltrate', 'tl-sacrifice', 'tl-tithe', 'tl-mind-pool', 'tl-prison', 'tl-grow',
  'lk-setup', 'lk-tomb', 'lk-minions', 'lk-construction', 'lk-legion', 'lk-dominate',
  'av-setup', 'av-construction', 'av-grow', 'av-expand', 'av-forage', 'av-slays',
  // advanced rules
  'minor-feature', 'flood',
] as const;

export type LateRule = (typeof LATE_RULES)[number];
