/**
 * The quest packs that ship with Strata. Our copy of the rules holds no Quest Pack, so these are
 * ours, written in the rulebook's spirit from what its Construction Phase says a pack holds.
 * REPLACEMENT: the Quest Pack charts (location, doorway, events, encounter, chest, monsters, awareness, special, unique, traps, treasure) are Strata's own design.
 *
 * `strata-sunken-shrine` (level 1, Time Span 12 (6), the rulebook's own example span) holds the
 * basic tile set: the Entry tile, the four hallway shapes, rooms fitting the 6×6 grid, the
 * Fountain of Healing and the Sarcophagus of Reviving as the rules describe them, and a unique
 * location behind the Great Door with its boss and Life chart. The example traps of the rules
 * (1096-1150) are its trap catalogue. The two other packs change level, span, charts and foes.
 */
import type { QuestPack } from './pack.schema';

type Tiles = QuestPack['tiles'];
type Traps = QuestPack['traps'];

/** The basic tiles (rules 180-190, 308-345). Hallway squares come from their shape. */
const BASIC_TILES: Tiles = {
  entry: { name: 'Entry Hall', kind: 'entry', shape: 'room', width: 6, height: 6, doors: 4 },
  hall: { name: 'Hallway', kind: 'hallway', shape: 'hall', width: 2, height: 6, doors: 2 },
  corner: {
    name: 'Hallway Corner',
    kind: 'hallway',
    shape: 'corner',
    width: 6,
    height: 6,
    doors: 2,
  },
  't-way': { name: 'T Way', kind: 'hallway', shape: 't', width: 6, height: 6, doors: 3 },
  'x-way': { name: 'X Way', kind: 'hallway', shape: 'x', width: 6, height: 6, doors: 4 },
  cell: { name: 'Cell', kind: 'room', shape: 'room', width: 4, height: 4, doors: 1 },
  closet: { name: 'Small Room', kind: 'room', shape: 'room', width: 4, height: 4, doors: 2 },
  gallery: { name: 'Long Room', kind: 'room', shape: 'room', width: 4, height: 6, doors: 2 },
  chamber: { name: 'Chamber', kind: 'room', shape: 'room', width: 6, height: 6, doors: 3 },
  crossroads: { name: 'Great Chamber', kind: 'room', shape: 'room', width: 6, height: 6, doors: 4 },
  'fountain-room': {
    name: 'Fountain Room',
    kind: 'special',
    shape: 'room',
    width: 6,
    height: 6,
    doors: 2,
    feature: 'fountain',
  },
  'sarcophagus-room': {
    name: 'Sarcophagus Room',
    kind: 'special',
    shape: 'room',
    width: 6,
    height: 6,
    doors: 2,
    feature: 'altar',
  },
  sanctum: {
    name: 'Sanctum',
    kind: 'unique',
    shape: 'room',
    width: 6,
    height: 6,
    doors: 1,
    feature: 'pool',
  },
};

/** The example traps of the rules (1096-1150), in our words. */
const EXAMPLE_TRAPS: Traps = {
  'poison-needle': {
    name: 'Poison Needle',
    disarm: { stat: 'WIT', difficulty: 1 },
    effect:
      'A 3d6 attack on whoever opens it, resisted with RES; any damage weakens: -1 to every stat until healed or out of the dungeon.',
  },
  'swinging-axe': {
    name: 'Swinging Axe',
    disarm: { stat: 'DEX', difficulty: 2 },
    effect:
      'A 5d6 attack along a line of 5 squares centred on the hero; an even d6 sweeps it east-west, odd north-south.',
  },
  'spear-trap': {
    name: 'Spear Trap',
    disarm: { stat: 'DEX', difficulty: 2 },
    effect:
      'A 5d6 attack with no defence from a 2x1 plate by the door, dodged by a Dif. 1 DEX check; it fires again on each entry.',
  },
  'falling-rocks': {
    name: 'Falling Rocks',
    disarm: { stat: 'DEX', difficulty: 2 },
    effect:
      '3 damage to everyone in a 2x2 area (1 on a Dif. 2 RES check); the rubble blocks those squares for the rest of the game.',
  },
  'pit-trap': {
    name: 'Pit Trap',
    disarm: { stat: 'DEX', difficulty: 3 },
    effect:
      'A 2x2 pit opens: a Dif. 3 DEX check to leap clear, else 1 damage and stuck below; mark it on the Map Maker.',
  },
  'explosive-runes': {
    name: 'Explosive Runes',
    disarm: { stat: 'WIT', difficulty: 3 },
    effect:
      'Flames fill the tile: 5d6 against every figure in it, opposed by RES or DEX; each success of the trap is 1 damage.',
  },
};

const SPECIALS: QuestPack['specialLocations'] = {
  fountain: {
    name: 'Fountain of Healing',
    tile: 'fountain-room',
    description:
      'A still fountain fills the middle of the room. Once a visit, a hero on a fountain square may drink as an action: as the Pulse spell, 1d4 LIFE back, up to the maximum. No chests here; monsters may be.',
    encounter: 'monsters-only',
  },
  sarcophagus: {
    name: 'Sarcophagus of Reviving',
    tile: 'sarcophagus-room',
    description:
      'A carved stone sarcophagus in the middle of the room. A slain hero laid in it rises at the start of the next round with 1 LIFE, once per hero per game. No chests here; monsters may be.',
    encounter: 'monsters-only',
  },
};

/** The default pack: Strata's own first quest. */
export const SUNKEN_SHRINE: QuestPack = {
  format: 'strata.plungin.pack/1',
  id: 'strata-sunken-shrine',
  title: 'The Sunken Shrine (Strata basic tiles)',
  author: 'Strata',
  description:
    'A flooded shrine under the village well, where a tide-priest drowns the faithful to raise them again. Level 1; Time Span 12 (6).',
  dungeonLevel: 1,
  timeSpan: { n: 12, x: 6 },
  entryTile: 'entry',
  deadEndTile: 'cell',
  charts: {
    location: {
      die: 'd12',
      rows: [
        { roll: [1, 2], tile: 'hall' },
        { roll: [3, 3], tile: 'corner' },
        { roll: [4, 4], tile: 't-way' },
        { roll: [5, 5], tile: 'x-way' },
        { roll: [6, 6], tile: 'cell' },
        { roll: [7, 7], tile: 'closet' },
        { roll: [8, 8], tile: 'gallery' },
        { roll: [9, 10], tile: 'chamber' },
        { roll: [11, 11], tile: 'crossroads' },
        { roll: [12, 12], special: true },
      ],
    },
    doorway: {
      die: 'd12',
      rows: [
        { roll: [1, 7], door: 'normal' },
        { roll: [8, 10], door: 'locked', detect: 1, unlock: 1 },
        { roll: [11, 12], door: 'locked', detect: 2, unlock: 2 },
        { roll: [13, 18], door: 'great', detect: 3, unlock: 3, trap: 'explosive-runes' },
      ],
    },
    randomEvents: {
      die: 'd6',
      rows: [
        { roll: [1, 2], event: 'nothing', text: 'Dripping water and nothing else.' },
        { roll: [3, 3], event: 'monsters', text: 'Wandering monsters come down the hallway.' },
        { roll: [4, 4], event: 'trap', trap: 'falling-rocks', text: 'The wet ceiling gives way.' },
        { roll: [5, 5], event: 'treasure', text: 'Something glints under the silt.' },
        { roll: [6, 6], event: 'secret-door', text: 'A draught from a crack: a secret door.' },
      ],
    },
    encounter: {
      die: 'd8',
      rows: [
        { roll: [1, 1], monsters: false, chests: null },
        { roll: [2, 3], monsters: true, chests: null },
        { roll: [4, 4], monsters: false, chests: { count: 1, detect: 1, unlock: 1 } },
        { roll: [5, 6], monsters: true, chests: { count: 1, detect: 1, unlock: 1 } },
        { roll: [7, 7], monsters: true, chests: { count: 2, detect: 1, unlock: 1 } },
        { roll: [8, 8], monsters: true, chests: { count: 2, detect: 2, unlock: 2 } },
      ],
    },
    chest: {
      die: 'd6',
      rows: [
        { roll: [1, 4], locked: false },
        { roll: [5, 6], locked: true },
      ],
    },
    monsters: {
      die: 'd10',
      rows: [
        { roll: [1, 3], groups: [{ monster: 'ghoblin', count: 'd3+1' }] },
        { roll: [4, 5], groups: [{ monster: 'giant-rat', count: 'd4+1' }] },
        {
          roll: [6, 7],
          groups: [
            { monster: 'ghoblin', count: 3 },
            { monster: 'orc', count: 1 },
          ],
        },
        { roll: [8, 9], groups: [{ monster: 'drowned-one', count: 'd3' }] },
        { roll: [10, 10], groups: [{ monster: 'orc', count: 2 }] },
      ],
    },
    awareness: {
      die: 'd6',
      rows: [
        { roll: [1, 1], state: 'sleeping' },
        { roll: [2, 2], state: 'unprepared' },
        { roll: [3, 4], state: 'unsuspecting' },
        { roll: [5, 5], state: 'alert' },
        { roll: [6, 7], state: 'ambush' },
      ],
    },
    specialLocations: {
      die: 'd6',
      rows: [
        { roll: [1, 3], special: 'fountain' },
        { roll: [4, 6], special: 'sarcophagus' },
      ],
    },
    uniqueLocations: { order: 'preset', rows: [{ unique: 'drowned-sanctum' }] },
    doorTraps: {
      die: 'd6',
      rows: [
        { roll: [1, 3], trap: null },
        { roll: [4, 4], trap: 'poison-needle' },
        { roll: [5, 5], trap: 'spear-trap' },
        { roll: [6, 6], trap: 'swinging-axe' },
      ],
    },
    chestTraps: {
      die: 'd6',
      rows: [
        { roll: [1, 2], trap: null },
        { roll: [3, 3], trap: 'swinging-axe' },
        { roll: [4, 4], trap: 'pit-trap' },
        { roll: [5, 5], trap: 'explosive-runes' },
        { roll: [6, 6], trap: 'poison-needle' },
      ],
    },
    treasure: {
      die: 'd6',
      rows: [
        { roll: [1, 2], gold: '2d6' },
        { roll: [3, 3], gold: 'd6+4' },
        { roll: [4, 4], item: 'healing-draught' },
        { roll: [5, 5], item: 'great-door-key' },
        { roll: [6, 6], item: 'tide-pearl' },
      ],
    },
  },
  tiles: BASIC_TILES,
  monsters: {
    ghoblin: {
      name: 'Ghoblin',
      level: 1,
      stats: { ATK: 2, DEF: 2, MAG: 0, MOV: 5, LIFE: 2, RES: 1, DEX: 3, WIT: 1 },
      law: { role: 'Melee', target: 'Pack' },
      xp: 5,
      gold: 'd6',
      treasure: [],
      attacks: ['Rusty blade: melee'],
      powers: [],
    },
    orc: {
      name: 'Orc',
      level: 2,
      stats: { ATK: 3, DEF: 3, MAG: 0, MOV: 4, LIFE: 4, RES: 3, DEX: 2, WIT: 1 },
      law: { role: 'Melee', target: 'Nearest' },
      xp: 10,
      gold: '2d6',
      treasure: [],
      attacks: ['Cleaver: melee'],
      powers: [],
    },
    'giant-rat': {
      name: 'Giant Rat',
      level: 1,
      stats: { ATK: 2, DEF: 1, MAG: 0, MOV: 6, LIFE: 1, RES: 2, DEX: 3, WIT: 1 },
      law: { role: 'Melee', target: 'Frenzy' },
      xp: 3,
      gold: 0,
      treasure: [],
      attacks: ['Bite: melee; a wound that draws blood also needs a Dif. 1 RES check or -1 MOV'],
      powers: [],
    },
    'drowned-one': {
      name: 'Drowned One',
      level: 2,
      stats: { ATK: 3, DEF: 2, MAG: 0, MOV: 3, LIFE: 4, RES: 4, DEX: 1, WIT: 1 },
      law: { role: 'Melee', target: 'Lured', lure: 'Low LIFE' },
      xp: 12,
      gold: 'd6',
      treasure: [],
      attacks: ['Clammy grip: melee; a hit also makes the hero lose 1 MOV next turn'],
      powers: ['Undying: the first time it falls, roll a d6; on 6 it rises with 1 LIFE'],
    },
    'tide-priest': {
      name: 'The Tide-Priest',
      level: 4,
      stats: { ATK: 4, DEF: 3, MAG: 4, MOV: 4, LIFE: 0, RES: 3, DEX: 2, WIT: 3 },
      law: { role: 'Ranged', target: 'Lured', lure: 'High MAG' },
      xp: 60,
      gold: 30,
      treasure: ['tide-pearl'],
      attacks: ['Coral staff: melee', 'Brine bolt: ranged 6 squares, 4d6'],
      // A priest of the tide casts from the Light School (monster-spells.ts): Hold, Healing.
      powers: [
        'Undertow: once a turn pulls a hero within 4 squares 2 squares nearer',
        'Spells (Light): Hold, Healing',
      ],
      lifeChart: {
        die: 'd6',
        rows: [
          { roll: [1, 5], result: 'Shrugs it off', defeated: false },
          { roll: [6, 8], result: 'Bleeding brine: -1 ATK', defeated: false },
          { roll: [9, 10], result: 'Staggered: loses its next action', defeated: false },
          { roll: [11, 40], result: 'Sinks into the pool, defeated', defeated: true },
        ],
      },
    },
  },
  traps: EXAMPLE_TRAPS,
  items: {
    'healing-draught': {
      name: 'Healing Draught',
      description: 'Drink as an action: 1d4 LIFE back.',
      unique: false,
    },
    'great-door-key': {
      name: 'Great Door Key',
      description: 'Opens a Great Door; its traps are bypassed.',
      unique: true,
      replacement: 'healing-draught',
    },
    'tide-pearl': {
      name: 'Tide Pearl',
      description: 'The relic the priest stole: once per game, breathe under water or end a fire.',
      unique: true,
      replacement: 'silver-ring',
    },
    'silver-ring': { name: 'Silver Ring', description: 'Worth 15 gold.', unique: false },
  },
  specialLocations: SPECIALS,
  uniqueLocations: {
    'drowned-sanctum': {
      name: 'The Drowned Sanctum',
      tile: 'sanctum',
      description:
        'The shrine itself, knee-deep in black water round a sunken pool. The Tide-Priest stands by the pool; two Drowned Ones are placed by rolling. Awareness is Unsuspecting. Defeat the priest to take back the Tide Pearl; when every monster is down, a stair behind the pool leads up to the village.',
      boss: 'tide-priest',
      minions: [{ monster: 'drowned-one', count: 2 }],
      awareness: 'unsuspecting',
      chests: 1,
    },
  },
};

/** Level 3: a ghoblin warren, quicker to its Great Door, more hallways, more locks. */
export const GHOBLIN_WARREN: QuestPack = {
  ...SUNKEN_SHRINE,
  id: 'strata-ghoblin-warren',
  title: 'The Red Warren (Strata)',
  description:
    'Tunnels of the Red Ghoblins, who raid the mill road; their chieftain keeps the miller\u2019s daughter in the Pit Hall. Level 3; Time Span 8 (4).',
  dungeonLevel: 3,
  timeSpan: { n: 8, x: 4 },
  charts: {
    ...SUNKEN_SHRINE.charts,
    location: {
      die: 'd10',
      rows: [
        { roll: [1, 2], tile: 'hall' },
        { roll: [3, 3], tile: 'corner' },
        { roll: [4, 5], tile: 't-way' },
        { roll: [6, 6], tile: 'x-way' },
        { roll: [7, 7], tile: 'closet' },
        { roll: [8, 9], tile: 'chamber' },
        { roll: [10, 10], special: true },
      ],
    },
    doorway: {
      die: 'd10',
      rows: [
        { roll: [1, 5], door: 'normal' },
        { roll: [6, 9], door: 'locked', detect: 2, unlock: 2 },
        { roll: [10, 10], door: 'locked', detect: 2, unlock: 3 },
        { roll: [11, 14], door: 'great', detect: 3, unlock: 4, trap: 'pit-trap' },
      ],
    },
    monsters: {
      die: 'd8',
      rows: [
        { roll: [1, 4], groups: [{ monster: 'ghoblin', count: '2d3' }] },
        {
          roll: [5, 6],
          groups: [
            { monster: 'ghoblin', count: 3 },
            { monster: 'orc', count: 1 },
          ],
        },
        { roll: [7, 7], groups: [{ monster: 'giant-rat', count: 'd4+2' }] },
        { roll: [8, 8], groups: [{ monster: 'orc', count: 'd2+1' }] },
      ],
    },
    specialLocations: { die: 'd4', rows: [{ roll: [1, 4], special: 'fountain' }] },
    uniqueLocations: { order: 'preset', rows: [{ unique: 'pit-hall' }] },
  },
  monsters: {
    ...SUNKEN_SHRINE.monsters,
    chieftain: {
      name: 'Gorrug, Ghoblin Chieftain',
      level: 5,
      stats: { ATK: 5, DEF: 4, MAG: 0, MOV: 4, LIFE: 0, RES: 4, DEX: 3, WIT: 2 },
      law: { role: 'Melee', target: 'Revenge' },
      xp: 80,
      gold: 40,
      treasure: ['great-door-key'],
      attacks: ['Twin axes: melee, two attacks a turn'],
      powers: ['War cry: once a game every ghoblin in the tile gains +1 ATK for a round'],
      lifeChart: {
        die: 'd8',
        rows: [
          { roll: [1, 6], result: 'Laughs it off', defeated: false },
          { roll: [7, 10], result: 'Wounded: -1 DEF', defeated: false },
          { roll: [11, 40], result: 'Falls, defeated', defeated: true },
        ],
      },
    },
  },
  specialLocations: { fountain: SPECIALS.fountain! },
  uniqueLocations: {
    'pit-hall': {
      name: 'The Pit Hall',
      tile: 'sanctum',
      description:
        "The chieftain's hall round a captives' pit. Gorrug stands at the pit's edge; four ghoblins are placed by rolling. Awareness is Alert. Defeat Gorrug and free the captive to end the quest.",
      boss: 'chieftain',
      minions: [{ monster: 'ghoblin', count: 4 }],
      awareness: 'alert',
      chests: 2,
    },
  },
};

/** Level 6: an undead vault, long to its Great Door, heavily locked. */
export const BONE_VAULT: QuestPack = {
  ...SUNKEN_SHRINE,
  id: 'strata-bone-vault',
  title: 'The Bone Vault (Strata)',
  description:
    'The sealed ossuary of a dead order, where a bone-knight still guards the reliquary. Level 6; Time Span 16 (8).',
  dungeonLevel: 6,
  timeSpan: { n: 16, x: 8 },
  deadEndTile: 'cell',
  tiles: {
    ...BASIC_TILES,
    // A Unique Location larger than 6x6 (rules 328): two blocks of the Map Maker, figures placed by a d12 and a d6.
    'reliquary-vault': {
      name: 'Reliquary Vault',
      kind: 'unique',
      shape: 'room',
      width: 12,
      height: 6,
      doors: 1,
      feature: 'altar',
    },
  },
  charts: {
    ...SUNKEN_SHRINE.charts,
    location: {
      die: 'd20',
      rows: [
        { roll: [1, 4], tile: 'hall' },
        { roll: [5, 6], tile: 'corner' },
        { roll: [7, 8], tile: 't-way' },
        { roll: [9, 9], tile: 'x-way' },
        { roll: [10, 11], tile: 'cell' },
        { roll: [12, 13], tile: 'gallery' },
        { roll: [14, 17], tile: 'chamber' },
        { roll: [18, 18], tile: 'crossroads' },
        { roll: [19, 20], special: true },
      ],
    },
    doorway: {
      die: 'd20',
      rows: [
        { roll: [1, 10], door: 'normal' },
        { roll: [11, 16], door: 'locked', detect: 2, unlock: 3 },
        { roll: [17, 20], door: 'locked', detect: 3, unlock: 4 },
        { roll: [21, 28], door: 'great', detect: 4, unlock: 5, trap: 'explosive-runes' },
      ],
    },
    monsters: {
      die: 'd6',
      rows: [
        { roll: [1, 3], groups: [{ monster: 'skeleton', count: 'd4+1' }] },
        {
          roll: [4, 5],
          groups: [
            { monster: 'skeleton', count: 2 },
            { monster: 'drowned-one', count: 2 },
          ],
        },
        { roll: [6, 6], groups: [{ monster: 'wight', count: 1 }] },
      ],
    },
    doorTraps: {
      die: 'd6',
      rows: [
        { roll: [1, 2], trap: null },
        { roll: [3, 3], trap: 'poison-needle' },
        { roll: [4, 4], trap: 'swinging-axe' },
        { roll: [5, 5], trap: 'pit-trap' },
        { roll: [6, 6], trap: 'explosive-runes' },
      ],
    },
    specialLocations: { die: 'd4', rows: [{ roll: [1, 4], special: 'sarcophagus' }] },
    uniqueLocations: { order: 'preset', rows: [{ unique: 'reliquary' }] },
  },
  monsters: {
    ...SUNKEN_SHRINE.monsters,
    skeleton: {
      name: 'Skeleton',
      level: 3,
      stats: { ATK: 4, DEF: 3, MAG: 0, MOV: 4, LIFE: 4, RES: 5, DEX: 2, WIT: 1 },
      law: { role: 'Melee', target: 'Nearest' },
      xp: 15,
      gold: 0,
      treasure: [],
      attacks: ['Notched sword: melee'],
      powers: ['Bones: takes 1 less damage from ranged attacks'],
    },
    wight: {
      name: 'Wight',
      level: 5,
      stats: { ATK: 5, DEF: 4, MAG: 3, MOV: 4, LIFE: 7, RES: 5, DEX: 3, WIT: 3 },
      // Its touch drains MAG: it hunts whoever casts spells (a concept lure, lures.ts).
      law: { role: 'Melee', target: 'Lured', lure: 'spellcasters' },
      xp: 40,
      gold: '2d6',
      treasure: [],
      attacks: ['Draining touch: melee; a hit also costs 1 MAG'],
      powers: [],
    },
    'bone-knight': {
      name: 'The Bone-Knight',
      level: 8,
      stats: { ATK: 6, DEF: 6, MAG: 2, MOV: 4, LIFE: 0, RES: 6, DEX: 3, WIT: 3 },
      law: { role: 'Melee', target: 'Determined' },
      xp: 150,
      gold: 60,
      treasure: [],
      attacks: ['Greatsword: melee, Pushback on 2 or more hits'],
      powers: ['Oath: the first time it would be defeated it fights on one more round'],
      lifeChart: {
        die: 'd10',
        rows: [
          { roll: [1, 9], result: 'Unmoved', defeated: false },
          { roll: [10, 14], result: 'Cracked: -1 DEF', defeated: false },
          { roll: [15, 40], result: 'Collapses, defeated', defeated: true },
        ],
      },
    },
  },
  specialLocations: { sarcophagus: SPECIALS.sarcophagus! },
  uniqueLocations: {
    reliquary: {
      name: 'The Reliquary',
      tile: 'reliquary-vault',
      description:
        'A long bone-lined vault, twelve squares by six, round the reliquary. The Bone-Knight stands before it; three skeletons are placed by rolling. Awareness is Unprepared (they wake slowly). Take the relic to end the quest.',
      boss: 'bone-knight',
      minions: [{ monster: 'skeleton', count: 3 }],
      awareness: 'unprepared',
      chests: 2,
    },
  },
};

/** The built-in packs by id, the default first. */
export const BUILT_IN_PACKS: readonly QuestPack[] = [SUNKEN_SHRINE, GHOBLIN_WARREN, BONE_VAULT];
export const PACK_IDS = [
  'strata-sunken-shrine',
  'strata-ghoblin-warren',
  'strata-bone-vault',
] as const;
