/**
 * The 48 monster cards of How to Host a Dungeon, 2nd edition (hthad-2019-rules.txt, the cards
 * from "Dwarves" to "Mob"), as typed data. Names, tags, clauses, constructions and rules come from
 * the cards; the wording of comments is ours.
 *
 * Our copy lost the crown/skull icon of every card, the "unique" tag of every card, and the
 * starting beads of half of them. Each designed value carries one `REPLACEMENT:` line. Ranks were
 * designed from who the card's own text treats as prey or peer ("Rout alpha predators", "Hunt
 * denizens"), beads from the card's peers (a lone creature ●, ●○ or ●○★; a people ●●● with ○ if
 * its first options spend ○).
 */
import type { Card } from './types';

// REPLACEMENT: no card shows "unique" (our copy, the Further Treatise); we made unique the five
// cards that name one being or place (Demigod, The Temple, Starhelm, Saltbury, Brazenkragg).

// Columns: id, name, tags, rank (crown/skull), beads {pop ●, loot ○, stars ★}, unique, spawn,
// lifecycle {always, ifs, options}, constructions (req / gain), rules.
export const CARDS = [
  {
    id: 'dwarves',
    name: 'Dwarves',
    tags: ['lawful', 'humanoid', 'miner'],
    rank: 'denizen', // REPLACEMENT: skull — they rout alphas and fight denizens
    beads: { pop: 3, loot: 1, stars: 0 }, // REPLACEMENT: ●●●○ — Miners' and Troglodytes' count
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['ore', 'gems'] }],
      ifs: [
        {
          when: { kind: 'not-near', resources: ['ore', 'gems'] },
          then: [{ action: 'relocate', toward: 'resource', resources: ['ore', 'gems'] }],
        },
      ],
      options: [
        { action: 'explore' },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Hall', req: { loot: 1 }, gain: { pop: 1 } },
      { name: 'Armory', req: { loot: 2 }, bonus: { action: 'fight', amount: 1 } },
      { name: 'Relic', req: { loot: 1 }, mark: '♀' },
      { name: 'Wonder', req: { loot: 3, stars: 1 }, villainy: true },
    ],
    rules: [],
  },
  {
    id: 'goblins',
    name: 'Goblins',
    tags: ['chaotic', 'humanoid', 'magical', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — they bribe alphas, ally humanoids
    beads: { pop: 3, loot: 1, stars: 0 }, // REPLACEMENT: ●●●○ — a swarm with ○ to bribe
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'breed' }],
      ifs: [{ when: { kind: 'pop-at-least', n: 5 }, then: [{ action: 'prepare' }] }],
      options: [
        { action: 'bribe', target: { rank: 'alpha' } },
        { action: 'ally', target: { tags: ['humanoid'] } },
        { action: 'steal' },
        { action: 'explore' },
        { action: 'build' },
      ],
    },
    constructions: [{ name: 'Camp' }, { name: 'Shiny', req: { loot: 1 }, mark: '♀' }],
    rules: [],
  },
  {
    id: 'ogre',
    name: 'Ogre',
    tags: ['chaotic', 'ravenous', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — a lone ravenous hunter
    beads: { pop: 1, loot: 1, stars: 0 }, // REPLACEMENT: ●○ — the Ogre Mage's count
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt' }],
      ifs: [{ when: { kind: 'always-failed' }, then: [{ action: 'relocate', toward: 'better' }] }],
      options: [
        { action: 'ally', target: { tags: ['humanoid'], rank: 'alpha' } },
        { action: 'recruit', target: { tags: ['animal'], rank: 'denizen' } },
        { action: 'extort', target: { tags: ['humanoid'], relation: 'not-hunted-this-turn' } },
        { action: 'explore' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'morlons',
    name: 'Morlons',
    tags: ['lawful', 'alien', 'builder'],
    rank: 'denizen', // REPLACEMENT: skull — a silent people
    beads: { pop: 3, loot: 0, stars: 0 }, // REPLACEMENT: ●●● — builders whose builds cost nothing
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [
        {
          when: { kind: 'near', resources: ['magma'] },
          then: [{ action: 'build', build: 'Magma refinery' }],
        },
      ],
      options: [
        { action: 'build', build: 'Defenses' },
        {
          action: 'relocate',
          toward: 'resource',
          resources: ['magma'],
          awayFrom: { relation: 'stronger' },
        },
        {
          action: 'harvest',
          resources: ['magma'],
          only: { kind: 'built', construction: 'Magma refinery' },
        },
      ],
    },
    constructions: [
      { name: 'Magma refinery' },
      // READING: "defenses (□)" — the box is the fortification glyph the extraction lost.
      { name: 'Defenses', mark: 'fortification' },
    ],
    rules: [{ kind: 'win-conflict-gain', gain: { pop: 1 } }],
  },
  {
    id: 'kobolds',
    name: 'Kobolds',
    tags: ['evil', 'chaotic', 'draconic', 'humanoid'],
    rank: 'denizen', // REPLACEMENT: skull — they steal from and bribe the stronger
    beads: { pop: 2, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [{ when: { kind: 'no-stars' }, then: [{ action: 'prepare' }] }],
      options: [
        { action: 'breed' },
        { action: 'steal', target: { relation: 'richer' } },
        { action: 'bribe', target: { relation: 'stronger' } },
        { action: 'build' },
      ],
    },
    constructions: [
      // READING: ☒ marks both tomb and fortification in our copy; traps are a fortification.
      { name: 'Traps', mark: 'fortification' },
      { name: 'Tunnels', bonus: { action: 'steal', amount: 1 } },
    ],
    rules: [],
  },
  {
    id: 'antlings',
    name: 'Antlings',
    tags: ['neutral', 'mindless', 'insect', 'farmer', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — a colony that fights denizens
    beads: { pop: 3, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'breed' }],
      ifs: [{ when: { kind: 'memory', fact: 'wiped-out-a-group' }, then: [{ action: 'prepare' }] }],
      options: [
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'harvest', resources: ['biome'] },
        { action: 'explore' },
        { action: 'build', build: 'Fungus farm' },
      ],
    },
    constructions: [{ name: 'Fungus farm', req: { stars: 1 }, mark: 'fungal-biome' }],
    rules: [],
  },
  {
    id: 'wizard',
    name: 'A Wizard',
    tags: ['magical', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — one arcane power that may rise to villainy
    beads: { pop: 1, loot: 1, stars: 1 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [{ when: { kind: 'can-build' }, then: [{ action: 'build' }] }],
      options: [
        { action: 'exploit', resources: ['tomb', 'ore', 'biome'] },
        { action: 'recruit', target: { tags: ['humanoid'] } },
        { action: 'prepare' },
        { action: 'fight' },
      ],
    },
    constructions: [
      { name: 'Laboratory', req: { stars: 1 }, gain: { pop: 1 } },
      { name: 'Cyst', req: { stars: 1 }, gain: { loot: 1 } },
      { name: 'Phylactery', req: { stars: 3 }, villainy: true },
    ],
    rules: [{ kind: 'exploit-gives-star' }],
  },
  {
    id: 'worm',
    name: 'Worm',
    tags: ['decomposer', 'animal', 'worm'],
    rank: 'alpha', // REPLACEMENT: crown — a fierce territorial hunter
    beads: { pop: 1, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'relocate', toward: 'prey', leaveLoot: true }],
      ifs: [
        {
          when: { kind: 'near', resources: ['water'] },
          then: [{ action: 'build', build: 'Nest' }],
        },
      ],
      options: [
        { action: 'hunt', target: { rank: 'denizen', notTags: ['decomposer'] } },
        { action: 'exploit', resources: ['gems'] },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'build', build: 'Egg' },
      ],
    },
    constructions: [
      { name: 'Nest' },
      // READING: ☀ is a glyph our copy does not explain; it is drawn and does nothing else.
      { name: 'Egg', needs: ['Nest'], req: { stars: 1 }, mark: '☀' },
    ],
    rules: [],
  },
  {
    id: 'shadow-hulk',
    name: 'Shadow Hulk',
    tags: ['magical', 'alien', 'aquatic', 'insect'],
    rank: 'alpha', // REPLACEMENT: crown — it hunts denizens and routs alphas
    beads: { pop: 1, loot: 0, stars: 1 }, // REPLACEMENT: ●★ — a lone magical ambusher
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen' } }],
      ifs: [{ when: { kind: 'always-failed' }, then: [{ action: 'prepare' }] }],
      options: [
        { action: 'ally', target: { tags: ['alien', 'insect', 'magical'] } },
        { action: 'relocate' },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'nomads',
    name: 'Nomads',
    tags: ['wandering', 'magical', 'trader'],
    rank: 'denizen', // REPLACEMENT: skull — traders
    beads: { pop: 2, loot: 2, stars: 0 }, // REPLACEMENT: ●●○○ — they leave at 0○, so start with ○
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'relocate', toward: 'untraded' }],
      ifs: [
        {
          when: { kind: 'neighbour', target: {} },
          then: [{ action: 'trade', bonus: 1 }],
        },
      ],
      options: [
        { action: 'explore' },
        { action: 'ally', target: { relation: 'traded-with' } },
        { action: 'build', build: 'Bazaar' },
      ],
    },
    constructions: [{ name: 'Bazaar', bonus: { action: 'trade', amount: 1 } }],
    rules: [
      { kind: 'roll-bonus', action: 'steal', amount: 1, defending: true },
      { kind: 'leaves-when-loot', below: 1, above: 6 },
    ],
  },
  {
    id: 'earth-devils',
    name: 'Earth Devils',
    tags: ['lawful', 'alien', 'magical', 'miner'],
    rank: 'denizen', // REPLACEMENT: skull — they rout alphas
    beads: { pop: 3, loot: 1, stars: 0 }, // REPLACEMENT: ●●●○ — the Dwarves' count
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['ore'] }],
      ifs: [{ when: { kind: 'has-stars' }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'relocate', toward: 'resource', resources: ['ore'] },
        { action: 'ally', target: { tags: ['neutral', 'alien', 'magical'] } },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'fight', target: { notTags: ['alien', 'magical'] } },
        { action: 'trade', target: { tags: ['alien'] } },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'orkz',
    name: 'Orkz',
    tags: ['evil', 'humanoid'],
    rank: 'denizen', // REPLACEMENT: skull — they ally with alphas
    beads: { pop: 3, loot: 0, stars: 0 }, // REPLACEMENT: ●●● — conquerors who take ○ by force
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      // READING: the two conditional ALWAYS lines are two ALWAYS steps whose targets carry the
      // condition: extort a richer neighbour, fight one we outnumber.
      always: [
        { action: 'extort', target: { relation: 'richer' } },
        { action: 'fight', target: { relation: 'weaker' } },
      ],
      ifs: [],
      options: [
        { action: 'breed' },
        { action: 'explore' },
        { action: 'ally', target: { rank: 'alpha' } },
        { action: 'build', build: 'Defenses' },
      ],
    },
    constructions: [{ name: 'Defenses', mark: 'fortification' }],
    rules: [],
  },
  {
    id: 'giant-pike',
    name: 'Giant Pike',
    tags: ['aquatic', 'animal', 'fish'],
    rank: 'alpha', // REPLACEMENT: crown — it hunts denizens and fights alphas
    beads: { pop: 1, loot: 0, stars: 0 }, // REPLACEMENT: ● — the Worm's and Dinosaur's count
    unique: false,
    spawn: { kind: 'water' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen' } }],
      ifs: [{ when: { kind: 'always-failed' }, then: [{ action: 'relocate' }] }],
      options: [
        { action: 'explore' },
        { action: 'fight', target: { rank: 'alpha' } },
        { action: 'hunt', target: { rank: 'denizen', relation: 'not-hunted-this-turn' } },
      ],
    },
    constructions: [],
    rules: [{ kind: 'stays-in-water' }],
  },
  {
    id: 'knights',
    name: 'Knights',
    tags: ['lawful', 'good', 'surface', 'humanoid', 'order'],
    rank: 'denizen', // REPLACEMENT: skull — they fight alphas
    beads: { pop: 4, loot: 0, stars: 1 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [{ when: { kind: 'pop-exactly', n: 1 }, then: [{ action: 'recruit' }] }],
      options: [
        { action: 'fight', target: { rank: 'alpha' } },
        { action: 'fight', target: { relation: 'most-powerful' } },
        { action: 'relocate', toward: 'cleared' },
        { action: 'ally', target: { tags: ['surface'] } },
        { action: 'build', build: 'Tomb' },
      ],
    },
    constructions: [{ name: 'Tomb', mark: 'tomb' }],
    rules: [{ kind: 'knights-monument' }],
  },
  {
    id: 'wolves',
    name: 'Wolves',
    tags: ['wandering', 'canine', 'animal'],
    rank: 'denizen', // REPLACEMENT: skull — they relocate away from alphas
    beads: { pop: 3, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'relocate' }],
      ifs: [{ when: { kind: 'pop-below', n: 3 }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'hunt', target: { rank: 'denizen', relation: 'weaker' } },
        { action: 'ally', target: { rank: 'denizen', relation: 'shares-other-tag' } },
        { action: 'relocate', awayFrom: { rank: 'alpha' } },
        { action: 'breed' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'wolf-variants' }],
  },
  {
    id: 'troglodytes',
    name: 'Troglodytes',
    tags: ['chaotic', 'aquatic', 'lizard', 'humanoid', 'miner'],
    rank: 'denizen', // REPLACEMENT: skull — a shunned people
    beads: { pop: 3, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'not-surface' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['ore'] }],
      ifs: [
        {
          when: { kind: 'all', of: [{ kind: 'pop-exactly', n: 1 }, { kind: 'no-loot' }] },
          then: [{ action: 'relocate' }, { action: 'gain', gain: { pop: 1 } }],
        },
      ],
      options: [
        { action: 'breed' },
        { action: 'explore' },
        { action: 'scout' },
        { action: 'fight', target: { relation: 'attacked-us-last-turn' } },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Idol', req: { loot: 3 }, gain: { pop: 1, loot: 1 } },
      { name: 'Garden', needs: ['water'], gain: { pop: 1 } },
    ],
    rules: [],
  },
  {
    id: 'dragon',
    name: 'Dragon',
    tags: ['draconic', 'hoarder'],
    rank: 'alpha', // REPLACEMENT: crown — the archetypal apex
    beads: { pop: 1, loot: 3, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'fight', target: { relation: 'stole-from-us' } }],
      ifs: [
        {
          when: { kind: 'memory', fact: 'idle-last-turn' },
          then: [{ action: 'prepare' }],
          stop: true,
        },
      ],
      options: [
        { action: 'extort', target: { tags: ['humanoid'] } },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'hunt' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'dragon-maturity' }],
  },
  {
    id: 'ooze',
    name: 'Ooze',
    tags: ['animal', 'chaotic', 'ooze', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — it fights fellow denizens
    beads: { pop: 1, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'breed' }],
      ifs: [{ when: { kind: 'pop-at-least', n: 6 }, then: [{ action: 'split' }] }],
      options: [
        { action: 'explore' },
        { action: 'hunt', target: { tags: ['humanoid'] } },
        { action: 'fight', target: { rank: 'denizen', notTags: ['humanoid'] } },
      ],
    },
    constructions: [],
    rules: [{ kind: 'ooze-no-loot' }, { kind: 'ooze-routed-to-one' }],
  },
  {
    id: 'vampire',
    name: 'Vampire',
    tags: ['evil', 'humanoid', 'undead'],
    rank: 'alpha', // REPLACEMENT: crown — it hunts denizens, recruits undead denizens
    beads: { pop: 1, loot: 3, stars: 0 },
    unique: false,
    spawn: { kind: 'tomb-near-else-mark' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen', relation: 'has-blood' } }],
      ifs: [{ when: { kind: 'memory', fact: 'in-danger' }, then: [{ action: 'relocate' }] }],
      options: [
        { action: 'ally', target: { tags: ['evil'] } },
        { action: 'recruit', target: { tags: ['undead'], rank: 'denizen' } },
        { action: 'bribe', target: { rank: 'alpha' } },
        { action: 'prepare' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'destroyed-when-routed' }],
  },
  {
    id: 'skeletons',
    name: 'Skeletons',
    tags: ['undead', 'mindless', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — mindless bones
    beads: { pop: 2, loot: 2, stars: 0 },
    unique: false,
    spawn: { kind: 'tomb-near' },
    lifecycle: {
      always: [{ action: 'ally', target: { tags: ['undead'] } }],
      ifs: [
        {
          when: { kind: 'memory', fact: 'wiped-out-boned-last-turn' },
          then: [{ action: 'breed' }],
        },
      ],
      // The card lists Scout twice; both are kept.
      options: [
        { action: 'scout' },
        { action: 'fight', target: { notTags: ['undead'] } },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'idle-when-first' }],
  },
  {
    id: 'fungaliths',
    name: 'Fungaliths',
    tags: ['decomposer', 'fungus', 'neutral', 'farmer'],
    rank: 'denizen', // REPLACEMENT: skull — a communal people
    beads: { pop: 2, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'harvest', resources: ['underground-biome'] }],
      ifs: [{ when: { kind: 'near', resources: ['fungal-biome'] }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'bribe', target: { rank: 'alpha' } },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'ally', target: { tags: ['decomposer'] } },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'wipe-out-leaves-fungus' }],
  },
  {
    id: 'syndicate',
    name: 'Syndicate',
    tags: ['chaotic', 'order'],
    rank: 'denizen', // REPLACEMENT: skull — it bribes alphas
    beads: { pop: 2, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'fight', target: { relation: 'attacked-us' } }],
      ifs: [
        {
          when: { kind: 'built', construction: 'Racket' },
          then: [{ action: 'gain', gain: { loot: 1 } }],
        },
      ],
      options: [
        { action: 'recruit', target: { tags: ['humanoid'], rank: 'denizen' } },
        { action: 'extort', target: { rank: 'denizen' } },
        { action: 'bribe', target: { rank: 'alpha' } },
        { action: 'explore' },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Racket', req: { loot: 1 }, gain: { stars: 1 } },
      { name: 'Hideout', req: { loot: 2 }, mark: 'fortification' },
      { name: 'Casino', needs: ['Hideout'], gain: { loot: 3 } },
    ],
    rules: [{ kind: 'build-needs-neighbour', construction: 'Racket', target: { rank: 'denizen' } }],
  },
  {
    id: 'ogre-mage',
    name: 'Ogre Mage',
    tags: ['chaotic', 'magical', 'humanoid', 'giant'],
    rank: 'alpha', // REPLACEMENT: crown — it trades with alphas when denizens are gone
    beads: { pop: 1, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen' } }],
      ifs: [
        {
          when: { kind: 'no-neighbour', target: { rank: 'denizen' } },
          then: [{ action: 'trade', target: { rank: 'alpha' } }],
        },
      ],
      options: [
        { action: 'recruit', target: { tags: ['humanoid'], rank: 'denizen' } },
        { action: 'ally', target: { tags: ['giant'] } },
        { action: 'extort', target: { tags: ['lawful', 'good'] } },
        { action: 'prepare' },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'demigod',
    name: 'Demigod',
    tags: ['divine'],
    rank: 'alpha', // REPLACEMENT: crown — a god's mistake
    beads: { pop: 1, loot: 1, stars: 1 },
    unique: true, // REPLACEMENT: unique — one being
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'prepare' }],
      ifs: [
        {
          when: { kind: 'neighbour', target: { relation: 'shares-rolled-tag' } },
          then: [{ action: 'extort', target: { relation: 'shares-rolled-tag' } }],
        },
      ],
      options: [
        { action: 'steal' },
        { action: 'recruit', target: { relation: 'shares-rolled-tag' } },
        { action: 'hunt', target: { relation: 'shares-rolled-tag' } },
        { action: 'relocate' },
      ],
    },
    constructions: [],
    rules: [
      {
        kind: 'rolled-tags',
        // 1d8: humanoid, undead, giant, decomposer, good, evil, lawful, chaotic
        table: ['humanoid', 'undead', 'giant', 'decomposer', 'good', 'evil', 'lawful', 'chaotic'],
        rolls: 2,
      },
    ],
  },
  {
    id: 'monstrosity',
    name: 'Monstrosity',
    tags: ['aberration'],
    rank: 'alpha', // REPLACEMENT: crown — a horror beyond the manual
    beads: { pop: 2, loot: 1, stars: 0 }, // REPLACEMENT: ●●○ — between its two donor cards
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: { always: [], ifs: [], options: [] },
    constructions: [],
    rules: [{ kind: 'hybrid' }],
  },
  {
    id: 'temple',
    name: 'The Temple',
    tags: ['order'],
    rank: 'denizen', // REPLACEMENT: skull — never used: the Temple takes its host's icon
    beads: { pop: 1, loot: 1, stars: 1 },
    unique: true, // REPLACEMENT: unique — one temple
    spawn: { kind: 'host' },
    lifecycle: {
      // READING: the card's two lines carry no ALWAYS or IF, so they are boxed options the host
      // gains beside its own.
      always: [],
      ifs: [],
      options: [{ action: 'extort', target: { relation: 'shares-tag' } }, { action: 'build' }],
    },
    constructions: [
      { name: 'Altar', req: { loot: 1 } },
      { name: 'Ark', req: { loot: 1 }, gain: { loot: 1 } },
      { name: 'Hecatomb', needs: ['Altar'], req: { loot: 1 }, gain: { stars: 1, loot: 1 } },
      { name: 'Apotheosis', needs: ['Altar'], req: { stars: 1, pop: 3 }, villainy: true },
    ],
    rules: [{ kind: 'never-relocates' }, { kind: 'wins-invasions' }],
  },
  {
    id: 'cult',
    name: 'Cult',
    tags: ['evil', 'order', 'demonic', 'humanoid'],
    rank: 'denizen', // REPLACEMENT: skull — it fights non-alphas
    beads: { pop: 2, loot: 1, stars: 0 }, // REPLACEMENT: ●●○ — recruiting costs ○
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'recruit', target: { rank: 'denizen' } }],
      ifs: [{ when: { kind: 'always-succeeded' }, then: [{ action: 'gain', gain: { loot: 1 } }] }],
      options: [
        { action: 'build' },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'scout' },
        { action: 'steal' },
      ],
    },
    constructions: [
      { name: 'Idol', req: { loot: 1 } },
      { name: 'Sacrifice', needs: ['Idol'], req: { pop: 1 }, gain: { stars: 1 } },
      { name: 'Apocalypse', needs: ['Sacrifice'], gain: { pop: 1, loot: 1, stars: 1 } },
    ],
    rules: [],
  },
  {
    id: 'otyughkind',
    name: 'Otyughkind',
    tags: ['decomposer', 'animal'],
    rank: 'denizen', // REPLACEMENT: skull — scavengers who ally first
    beads: { pop: 2, loot: 0, stars: 0 }, // REPLACEMENT: ●● — their trash heap costs nothing
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'ally', target: { notTags: ['undead'] } }],
      ifs: [
        {
          when: { kind: 'always-failed' },
          then: [{ action: 'hunt', target: { rank: 'denizen' } }],
        },
      ],
      options: [
        { action: 'extort', target: { tags: ['humanoid'] } },
        { action: 'relocate' },
        { action: 'trade', target: { tags: ['decomposer'] } },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Trash heap', gain: { pop: 1 } },
      { name: 'Dung pit', req: { loot: 2 }, bonus: { action: 'rout', amount: 1, defending: true } },
      { name: 'Cesspool', req: { stars: 1 }, effect: 'counts-as-fungal-biome' },
    ],
    rules: [],
  },
  {
    id: 'demonic-horde',
    name: 'Demonic Horde',
    tags: ['undead', 'chaotic', 'evil', 'demonic', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — a ravening swarm
    beads: { pop: 2, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['gems', 'ore', 'water', 'biome'] }],
      ifs: [{ when: { kind: 'always-succeeded' }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'explore' },
        {
          action: 'relocate',
          toward: 'resource',
          resources: ['gems', 'ore', 'water', 'biome'],
        },
      ],
    },
    constructions: [],
    rules: [{ kind: 'demonic-ruins-bonus' }],
  },
  {
    id: 'fiend',
    name: 'Fiend',
    tags: ['lawful', 'evil', 'demonic'],
    rank: 'alpha', // REPLACEMENT: crown — a prince of demons
    beads: { pop: 1, loot: 2, stars: 0 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt', target: { tags: ['good'], rank: 'denizen' } }],
      ifs: [
        {
          when: { kind: 'loot-at-least', n: 3 },
          then: [{ action: 'gain', gain: { stars: 1 } }],
        },
      ],
      options: [
        { action: 'trade', target: { tags: ['magical'] } },
        { action: 'ally', target: { tags: ['evil'] } },
        { action: 'fight', target: { rank: 'alpha' } },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'win-conflict-gain', gain: { stars: 1 }, against: { tags: ['good'] } }],
  },
  {
    id: 'blue-wizard',
    name: 'Blue Wizard',
    tags: ['magical', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — A Wizard's peer
    beads: { pop: 1, loot: 1, stars: 1 }, // REPLACEMENT: ●○★ — A Wizard's count
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [
        {
          when: { kind: 'neighbour', target: { relation: 'has-star' } },
          then: [{ action: 'trade', target: { relation: 'has-star' } }],
        },
      ],
      options: [
        { action: 'harvest', resources: ['nexus', 'biome'] },
        { action: 'relocate' },
        { action: 'bribe', target: { rank: 'alpha' } },
        { action: 'build', build: 'Omphalos' },
      ],
    },
    constructions: [{ name: 'Omphalos', req: { stars: 1, pop: 1, loot: 1 }, mark: '☀' }],
    rules: [{ kind: 'harvest-once-each' }],
  },
  {
    id: 'hag',
    name: 'Hag',
    tags: ['chaotic', 'evil', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — she allies with alphas as a peer
    beads: { pop: 1, loot: 1, stars: 1 },
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'explore' }],
      ifs: [
        {
          when: { kind: 'neighbour', target: { relation: 'has-star' } },
          then: [{ action: 'drain-star', target: { relation: 'has-star' } }],
        },
        {
          when: { kind: 'memory', fact: 'wiped-out-a-group' },
          then: [{ action: 'build', build: 'Tomb' }],
        },
      ],
      options: [
        { action: 'exploit', resources: ['tomb'] },
        { action: 'relocate', toward: 'tomb' },
        { action: 'hunt', target: { tags: ['humanoid'] } },
        { action: 'ally', target: { rank: 'alpha' } },
      ],
    },
    constructions: [{ name: 'Tomb', mark: 'tomb' }],
    rules: [],
  },
  {
    id: 'starhelm',
    name: 'Starhelm',
    tags: ['lawful', 'good', 'order'],
    rank: 'denizen', // REPLACEMENT: skull — an order of warriors
    beads: { pop: 3, loot: 0, stars: 0 },
    unique: true, // REPLACEMENT: unique — one ancient order
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt', target: { tags: ['undead'] } }],
      ifs: [
        {
          when: { kind: 'no-neighbour', target: { tags: ['undead'] } },
          then: [{ action: 'relocate', toward: 'prey' }],
        },
      ],
      options: [
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'relocate' },
        { action: 'build', build: 'Tomb' },
        { action: 'build', build: 'Shrine of Starhelm' },
      ],
    },
    constructions: [
      { name: 'Tomb', mark: 'tomb' },
      { name: 'Shrine of Starhelm', mark: '♂' },
    ],
    rules: [{ kind: 'needs-undead' }],
  },
  {
    id: 'farmers',
    name: 'Farmers',
    tags: ['humanoid', 'surface', 'lawful', 'farmer'],
    rank: 'denizen', // REPLACEMENT: skull — humble folk
    beads: { pop: 3, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'biome-stratum-else-surface' },
    lifecycle: {
      always: [{ action: 'harvest', resources: ['surface-biome'] }],
      ifs: [
        {
          when: { kind: 'not-near', resources: ['surface-biome'] },
          then: [{ action: 'build', build: 'Farm' }],
        },
      ],
      options: [
        { action: 'breed' },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'ally', target: { tags: ['surface'], rank: 'denizen' } },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Farm', mark: 'biome' },
      { name: 'Silo', gain: { stars: 1 } },
      { name: 'Keep', req: { loot: 1 }, mark: 'fortification' },
      { name: 'City', req: { loot: 2 }, effect: 'spawn-city-monster' },
    ],
    rules: [],
  },
  {
    id: 'miners',
    name: 'Miners',
    tags: ['humanoid', 'miner'],
    rank: 'denizen', // REPLACEMENT: skull — workers who rout alphas
    beads: { pop: 3, loot: 1, stars: 0 },
    unique: false,
    spawn: { kind: 'surface-above-ore-or-gems' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['gems', 'ore'] }],
      ifs: [{ when: { kind: 'always-failed' }, then: [{ action: 'explore' }] }],
      options: [
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'trade', target: { tags: ['humanoid'] } },
        { action: 'build' },
      ],
    },
    constructions: [
      { name: 'Minehead', req: { loot: 1 }, effect: 'free-explore' },
      { name: 'Mess hall', gain: { pop: 1 } },
      { name: 'Quarry', req: { loot: 1 }, effect: 'exploit-stone' },
      { name: 'Mill', req: { pop: 1 }, gain: { loot: 3 } },
    ],
    rules: [],
  },
  {
    id: 'dinosaur',
    name: 'Dinosaur',
    tags: ['prehistoric', 'animal'],
    rank: 'alpha', // REPLACEMENT: crown — the meat-eater
    beads: { pop: 1, loot: 0, stars: 0 },
    unique: false,
    spawn: { kind: 'surface-or-underground-biome' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen' } }],
      ifs: [{ when: { kind: 'always-failed' }, then: [{ action: 'relocate' }] }],
      options: [
        { action: 'explore' },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'scout' },
        { action: 'breed' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'medusa',
    name: 'Medusa',
    tags: ['chaotic', 'evil', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — her gaze punishes routers
    beads: { pop: 1, loot: 1, stars: 0 }, // REPLACEMENT: ●○ — a lone creature with a hoard
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt', target: { rank: 'denizen' } }],
      ifs: [
        {
          when: { kind: 'no-neighbour', target: { rank: 'denizen' } },
          then: [{ action: 'prepare' }],
        },
      ],
      options: [
        { action: 'trade', target: { tags: ['humanoid'] } },
        { action: 'extort', target: { rank: 'alpha' } },
        { action: 'exploit', resources: ['nexus'] },
        { action: 'scout' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'medusa-gaze' }],
  },
  {
    id: 'stirges',
    name: 'Stirges',
    tags: ['chaotic', 'aberration', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — they take on alphas only when many
    beads: { pop: 3, loot: 0, stars: 0 }, // REPLACEMENT: ●●● — a flock
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'fight', target: { rank: 'denizen', notTags: ['undead'] } }],
      ifs: [{ when: { kind: 'memory', fact: 'won-fight-this-turn' }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'explore' },
        { action: 'steal' },
        { action: 'relocate' },
        // READING: the card's "next complex" is a nest complex.
        { action: 'build', build: 'Nest complex' },
      ],
    },
    constructions: [{ name: 'Nest complex', req: { pop: 1 }, gain: { loot: 1 } }],
    rules: [{ kind: 'fights-alphas-at', pop: 4, penalty: 1 }],
  },
  {
    id: 'ratfolk',
    name: 'Ratfolk',
    tags: ['chaotic', 'humanoid', 'animal'],
    rank: 'denizen', // REPLACEMENT: skull — vermin folk
    beads: { pop: 2, loot: 0, stars: 0 }, // REPLACEMENT: ●● — breeders that fight from 4●
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'breed' }],
      ifs: [
        {
          when: { kind: 'pop-at-least', n: 4 },
          then: [{ action: 'fight', target: { rank: 'denizen' } }],
        },
      ],
      options: [
        { action: 'explore' },
        { action: 'scout' },
        { action: 'exploit', resources: ['gems', 'ore', 'nexus'] },
        { action: 'build', build: 'Great Nest' },
      ],
    },
    constructions: [{ name: 'Great Nest', req: { loot: 1 }, mark: 'fortification' }],
    rules: [],
  },
  {
    id: 'giant',
    name: 'Giant',
    tags: ['giant', 'humanoid'],
    rank: 'alpha', // REPLACEMENT: crown — it hunts denizens and routs alphas
    beads: { pop: 1, loot: 1, stars: 0 }, // REPLACEMENT: ●○ — a lone creature with a hoard
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'exploit', resources: ['gems', 'ore'] }],
      ifs: [{ when: { kind: 'no-stars' }, then: [{ action: 'prepare' }] }],
      options: [
        { action: 'build' },
        { action: 'ally', target: { tags: ['giant', 'humanoid'] } },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'harvest', resources: ['nexus', 'biome'] },
        { action: 'exploit', resources: ['gems', 'ore'] },
        { action: 'explore' },
        { action: 'hunt', target: { rank: 'denizen' } },
      ],
    },
    constructions: [
      { name: 'Castle', mark: 'fortification' },
      { name: 'Temple' },
      { name: 'Garden' },
      // READING: "Tomb (gain □)" — a tomb is marked ☒; the box is that glyph.
      { name: 'Tomb', mark: 'tomb' },
    ],
    rules: [],
  },
  {
    id: 'owlbear',
    name: 'Owlbear',
    tags: ['chaotic', 'bird', 'aberration', 'animal'],
    rank: 'alpha', // REPLACEMENT: crown — an indomesticable horror
    beads: { pop: 1, loot: 0, stars: 0 }, // REPLACEMENT: ● — the Dinosaur's count
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'hunt' }],
      ifs: [{ when: { kind: 'no-neighbour', target: {} }, then: [{ action: 'relocate' }] }],
      options: [
        { action: 'scout' },
        { action: 'relocate' },
        { action: 'trade', target: { rank: 'alpha' } },
        { action: 'ally', target: { tags: ['animal'] } },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'gnolls',
    name: 'Gnolls',
    tags: ['chaotic', 'evil', 'canine', 'humanoid'],
    rank: 'denizen', // REPLACEMENT: skull — they steal from alphas
    beads: { pop: 3, loot: 0, stars: 0 }, // REPLACEMENT: ●●● — a pack
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'fight', target: { rank: 'denizen' } }],
      ifs: [{ when: { kind: 'memory', fact: 'fought-last-turn' }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'scout' },
        { action: 'ally', target: { allTags: ['evil', 'humanoid'] } },
        { action: 'recruit', target: { tags: ['animal'], rank: 'denizen' } },
        { action: 'steal', target: { rank: 'alpha' } },
        { action: 'relocate' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'saltbury',
    name: 'Saltbury',
    tags: ['surface', 'lawful', 'humanoid', 'city'],
    rank: 'denizen', // REPLACEMENT: skull — a town
    beads: { pop: 3, loot: 0, stars: 0 },
    unique: true, // REPLACEMENT: unique — one named town
    spawn: { kind: 'surface' },
    lifecycle: {
      always: [{ action: 'ally', target: { relation: 'never-attacked-us' } }],
      ifs: [{ when: { kind: 'loot-above-pop' }, then: [{ action: 'breed' }] }],
      options: [
        { action: 'trade' },
        { action: 'build' },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'scout' },
      ],
    },
    constructions: [
      { name: 'Port', req: { loot: 1 }, bonus: { action: 'trade', amount: 1 } },
      { name: 'Walls', req: { loot: 2 }, effect: 'immune-to-hunt' },
      // READING: "gain □○" — the box is a fortification.
      { name: 'Temple complex', req: { pop: 1 }, gain: { loot: 1 }, mark: 'fortification' },
    ],
    rules: [{ kind: 'build-min-pop', pop: 2 }],
  },
  {
    id: 'brazenkragg',
    name: 'Brazenkragg',
    tags: ['evil', 'order', 'city'],
    rank: 'denizen', // REPLACEMENT: skull — a city
    beads: { pop: 3, loot: 0, stars: 0 },
    unique: true, // REPLACEMENT: unique — a city of legend
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'extort', target: { relation: 'weakest' } }],
      ifs: [
        {
          when: { kind: 'memory', fact: 'lost-pop-last-turn' },
          then: [{ action: 'build', build: 'Tomb' }],
        },
      ],
      options: [
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'scout' },
        { action: 'ally', target: { relation: 'not-extorted-this-turn' } },
        { action: 'build' },
      ],
    },
    constructions: [
      // READING: "build a tomb □" — the box is the tomb glyph.
      { name: 'Tomb', mark: 'tomb' },
      { name: "Wizard's quarter", req: { loot: 1 }, gain: { stars: 1 } },
      { name: 'Stepwell', needs: ['water'], gain: { pop: 1 } },
      { name: 'Greek fire', req: { loot: 1 }, bonus: { action: 'fight', amount: 1 } },
    ],
    rules: [{ kind: 'roll-bonus', action: 'fight', amount: 1, against: { tags: ['lawful'] } }],
  },
  {
    id: 'adventurers',
    name: 'Adventurers',
    tags: ['good', 'surface', 'humanoid', 'adventurers'],
    rank: 'denizen', // REPLACEMENT: skull — a party that steals from alphas
    beads: { pop: 3, loot: 1, stars: 0 }, // REPLACEMENT: ●●●○ — they retire at 1●
    unique: false,
    spawn: { kind: 'surface' },
    lifecycle: {
      always: [{ action: 'relocate' }],
      ifs: [
        {
          when: { kind: 'neighbour', target: { rank: 'denizen', relation: 'has-loot' } },
          then: [{ action: 'fight', target: { rank: 'denizen', relation: 'has-loot' } }],
        },
      ],
      options: [
        { action: 'ally', target: { tags: ['surface', 'good'] } },
        { action: 'recruit', target: { tags: ['surface'], rank: 'denizen' } },
        { action: 'steal', target: { rank: 'alpha' } },
        { action: 'trade', target: { tags: ['surface', 'order'] } },
        { action: 'fight', target: { tags: ['evil'], rank: 'denizen' } },
      ],
    },
    constructions: [],
    rules: [{ kind: 'leaves-at-pop', pop: 1 }],
  },
  {
    id: 'experts',
    name: 'The Experts',
    tags: ['lawful', 'magical', 'adventurers'],
    rank: 'denizen', // REPLACEMENT: skull — a party that routs alphas
    beads: { pop: 3, loot: 0, stars: 1 }, // REPLACEMENT: ●●●★ — well equipped
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'fight', target: { rank: 'denizen' } }],
      ifs: [
        { when: { kind: 'memory', fact: 'lost-fight-this-turn' }, then: [{ action: 'relocate' }] },
      ],
      options: [
        { action: 'prepare' },
        { action: 'rout', target: { rank: 'alpha' } },
        { action: 'ally', target: { tags: ['lawful'] } },
        { action: 'recruit', target: { tags: ['humanoid'], rank: 'denizen' } },
        { action: 'explore' },
      ],
    },
    constructions: [],
    rules: [],
  },
  {
    id: 'veterans',
    name: 'Veterans',
    tags: ['order', 'surface', 'adventurers'],
    rank: 'denizen', // REPLACEMENT: skull — old adventurers
    beads: { pop: 2, loot: 2, stars: 0 }, // REPLACEMENT: ●●○○ — few, but with savings
    unique: false,
    spawn: { kind: 'random' },
    lifecycle: {
      always: [{ action: 'extort' }],
      ifs: [{ when: { kind: 'built-nothing' }, then: [{ action: 'relocate' }] }],
      options: [
        { action: 'build' },
        { action: 'explore' },
        { action: 'trade' },
        { action: 'steal' },
        { action: 'fight', target: { rank: 'denizen' } },
        { action: 'rout', target: { rank: 'alpha' } },
      ],
    },
    constructions: [
      { name: 'Stronghold', req: { loot: 3 }, mark: 'fortification' },
      { name: "Wizard's tower", req: { loot: 3 }, gain: { stars: 1 } },
      { name: 'Thieves guild', req: { loot: 3 }, mark: '☀' },
    ],
    rules: [],
  },
  {
    id: 'mob',
    name: 'Mob',
    tags: ['chaotic', 'humanoid', 'adventurers', 'swarm'],
    rank: 'denizen', // REPLACEMENT: skull — peasants
    beads: { pop: 4, loot: 0, stars: 0 }, // REPLACEMENT: ●●●● — many and poor
    unique: false,
    spawn: { kind: 'surface' },
    lifecycle: {
      always: [{ action: 'relocate' }],
      ifs: [{ when: { kind: 'no-stars' }, then: [{ action: 'fight' }] }],
      options: [
        { action: 'relocate' },
        { action: 'steal', target: { tags: ['city', 'farmer', 'humanoid', 'miner'] } },
        { action: 'explore' },
      ],
    },
    constructions: [],
    rules: [{ kind: 'star-leaves-for-adventurers' }],
  },
] as const satisfies readonly Card[];

export type CardId = (typeof CARDS)[number]['id'];

const BY_ID = new Map<string, Card>(CARDS.map((card) => [card.id, card]));

/** The card with this id. */
export function cardById(id: CardId): Card {
  return BY_ID.get(id)!;
}

/** The deck widened to plain cards, for code that reads any card. */
export const DECK: readonly Card[] = CARDS;
