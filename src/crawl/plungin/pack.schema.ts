/**
 * The Dungeon Plungin' quest pack as a document: every chart the construction phase consults
 * (dungeon-plungin-rules.txt, "Construction Phase", 294-490), the tiles those charts name, the
 * monsters with the rulebook's eight stats and their entries (925-939), traps (1096-1150) and
 * treasure. Our copy of the rules has no Quest Pack, so a pack is data: the built-in packs ship
 * with Strata and a user may POST their own. This schema is what the API publishes and what
 * `parsePack` checks before the cross-references (`pack.ts`).
 *
 * Zod lives here, below the API, on purpose: the schema is the format's one definition, shared by
 * the engine's validation and the OpenAPI document (eslint allows it in `*.schema.ts` only).
 */
import { z } from 'zod';

/** Largest pack the API accepts, in bytes of JSON. */
export const PACK_MAX_BYTES = 65536;
/** Most rows in one chart, and most entries in each catalogue of a pack. */
export const PACK_MAX_ROWS = 40;
export const PACK_MAX_ENTRIES = 60;

const ID = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'ids are lower-case letters, digits and hyphens (1-40)')
  .describe('An id other parts of the pack refer to.');
const TEXT = z.string().max(600);
const NAME = z.string().min(1).max(60);

/** The dice a chart may roll: one die, or two to four of one kind summed. */
export const CHART_DICE = [
  'd4',
  'd6',
  'd8',
  'd10',
  'd12',
  'd20',
  '2d4',
  '2d6',
  '2d8',
  '3d6',
] as const;
const DIE = z.enum(CHART_DICE).describe('The die the chart rolls.');

/** A count: a whole number, or dice such as `d3` or `2d4+1`. */
const COUNT = z
  .union([
    z.number().int().min(1).max(12),
    z.string().regex(/^[1-4]?d(2|3|4|6|8)([+-][0-9])?$/, 'a count is a number or dice like 2d4+1'),
  ])
  .describe('How many: a whole number 1-12, or dice such as `d3`, `2d4+1`.');

const ROLL = z
  .tuple([z.number().int().min(1).max(40), z.number().int().min(1).max(40)])
  .describe('The results this row covers, low and high, both included.');

/** A chart: which die, and rows by roll range. Rows must cover every result of the die. */
function chart<T extends z.ZodRawShape>(row: T, what: string) {
  return z
    .object({
      die: DIE,
      rows: z
        .array(z.object({ roll: ROLL, ...row }).strict())
        .min(1)
        .max(PACK_MAX_ROWS),
    })
    .strict()
    .describe(what);
}

const STATS = z
  .object({
    ATK: z.number().int().min(0).max(12),
    DEF: z.number().int().min(0).max(12),
    MAG: z.number().int().min(0).max(12),
    MOV: z.number().int().min(0).max(12),
    LIFE: z
      .number()
      .int()
      .min(0)
      .max(30)
      .describe('0 for a boss, who then needs a `lifeChart` with a row that defeats it.'),
    RES: z.number().int().min(0).max(12),
    DEX: z.number().int().min(0).max(12),
    WIT: z.number().int().min(0).max(12),
  })
  .strict()
  .describe('The eight stats (rules 106-124).');

const LAW_ROLES = ['Melee', 'Ranged', 'Special', 'Wait'] as const;
const LAW_TARGETS = [
  'Nearest',
  'Determined',
  'Lured',
  'Pack',
  'Frenzy',
  'Dumb',
  'Revenge',
  'Relentless',
] as const;

const MONSTER = z
  .object({
    name: NAME,
    level: z.number().int().min(1).max(20),
    stats: STATS,
    law: z
      .object({
        role: z.enum(LAW_ROLES),
        target: z.enum(LAW_TARGETS),
        lure: z.string().max(40).optional().describe('For `Lured`: by what, e.g. `Low LIFE`.'),
      })
      .strict()
      .describe('Role and preferred target (rules 960-1000).'),
    xp: z.number().int().min(0).max(1000).describe('Experience per unit defeated.'),
    gold: z.union([
      z.number().int().min(0).max(1000),
      z.string().regex(/^[1-6]?d(4|6|8|10|12)(\+[0-9]{1,2})?$/),
    ]),
    treasure: z.array(ID).max(4).describe('Item ids it carries.'),
    attacks: z.array(z.string().min(1).max(200)).min(1).max(4),
    powers: z.array(z.string().min(1).max(300)).max(4).describe('Powers and spells.'),
    lifeChart: chart(
      {
        result: z.string().min(1).max(120),
        defeated: z.boolean(),
      },
      "A boss's or mini-boss's Life chart: roll the die plus all damage taken (rules 1012-1025). Rolls above the last row read as the last row.",
    ).optional(),
  })
  .strict();

const TILE = z
  .object({
    name: NAME,
    kind: z.enum(['entry', 'hallway', 'room', 'special', 'unique']),
    shape: z
      .enum(['room', 'hall', 'corner', 't', 'x'])
      .describe(
        'Hallways: `hall`, `corner`, `t` or `x` (2, 2, 3, 4 doors); everything else `room`.',
      ),
    width: z
      .union([z.literal(2), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
      .describe(
        'Squares across; figures and chests are placed by rolling a die of this many sides. 8, 10 and 12 for a `unique` tile only: a Unique Location larger than 6×6 takes 2 blocks of the Map Maker that way, and has one doorway, its Great Door.',
      ),
    height: z
      .union([z.literal(2), z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
      .describe('Squares down; as `width`.'),
    doors: z
      .number()
      .int()
      .min(1)
      .max(4)
      .describe(
        "Doorways, counting the one entered by: a hallway has its shape's count, the Entry tile 4 (three doors and the Dungeon Exit), the dead-end tile 1. Rooms are at least 4 squares each way.",
      ),
    feature: z
      .enum(['fountain', 'altar', 'statue', 'pool', 'pit', 'columns', 'well', 'brazier'])
      .optional()
      .describe('Something drawn in its centre.'),
  })
  .strict();

const TRAP = z
  .object({
    name: NAME,
    disarm: z
      .object({ stat: z.enum(['DEX', 'WIT']), difficulty: z.number().int().min(1).max(6) })
      .strict(),
    effect: TEXT,
  })
  .strict();

const ITEM = z
  .object({
    name: NAME,
    description: TEXT,
    unique: z
      .boolean()
      .describe('Found once per quest; afterwards `replacement` is found instead.'),
    replacement: ID.optional().describe(
      'Required for a unique item: the (not unique) item found in its place once it is taken.',
    ),
    kind: z
      .enum(['key', 'great-key', 'consumable', 'valuable', 'equipment', 'other'])
      .optional()
      .describe(
        'What the played game does with it: a `key` opens a lock, a `great-key` a Great Door (or a lock), a `consumable` is drunk or used up, a `valuable` joins the party\'s pool. Absent: read from its name and description ("Great ... Key", "Key", healing words, "Worth N gold").',
      ),
    value: z
      .number()
      .int()
      .min(0)
      .max(100000)
      .optional()
      .describe('Worth in gold (a valuable). Absent: "Worth N gold" in the description, else 0.'),
  })
  .strict();

const GROUP = z.object({ monster: ID, count: COUNT }).strict();

const SPECIAL = z
  .object({
    name: NAME,
    tile: ID,
    description: TEXT,
    encounter: z
      .enum(['none', 'monsters-only', 'full'])
      .describe(
        'What the Encounter chart still gives here: `none`, `monsters-only` (chest results ignored, as the Fountain of Healing) or `full`.',
      ),
  })
  .strict();

const UNIQUE = z
  .object({
    name: NAME,
    tile: ID,
    description: TEXT,
    boss: ID.describe('The monster placed on the centre square.'),
    minions: z.array(GROUP).max(4).describe('Placed by rolling, as normal.'),
    awareness: z.enum(['sleeping', 'unprepared', 'unsuspecting', 'alert', 'ambush']),
    chests: z.number().int().min(0).max(4),
  })
  .strict();

const CHEST = z
  .object({
    count: z.number().int().min(1).max(6),
    detect: z.number().int().min(1).max(6).describe('Difficulty to detect a trap.'),
    unlock: z.number().int().min(1).max(6).describe('Difficulty to unlock.'),
  })
  .strict();

const AWARENESS = z.enum(['sleeping', 'unprepared', 'unsuspecting', 'alert', 'ambush']);

const EVENT = z
  .object({
    event: z.enum(['nothing', 'monsters', 'trap', 'treasure', 'secret-door', 'other']),
    trap: ID.optional().describe('For `trap`: the trap sprung.'),
    text: z.string().min(1).max(300),
  })
  .strict();

export const QuestPackSchema = z
  .object({
    format: z.literal('strata.plungin.pack/1'),
    id: ID,
    title: z.string().min(1).max(80),
    author: z.string().min(1).max(80),
    description: TEXT,
    dungeonLevel: z.number().int().min(1).max(10).describe('The Dungeon Level (rules 288-292).'),
    questXp: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .optional()
      .describe(
        'XP the quest awards the party for completing it (rules 1387), on top of monsters, locks and traps. Absent: 0.',
      ),
    timeSpan: z
      .object({
        n: z.number().int().min(1).max(30).describe('N: the fewest Construction Phases.'),
        x: z.number().int().min(1).max(30).describe('X: how high the Doorway modifier goes.'),
      })
      .strict()
      .describe('Time Span N (X) (rules 223-245).'),
    entryTile: ID.describe('The Entry tile: three doors and the Dungeon Exit.'),
    deadEndTile: ID.describe(
      'The one-door room that unopened doors lead to once the dungeon is complete.',
    ),
    charts: z
      .object({
        location: chart(
          {
            tile: ID.optional().describe('A hallway or room tile.'),
            special: z.literal(true).optional().describe('Roll on the Special Location chart.'),
          },
          '1) Location chart: each row names a tile, or sends to the Special Location chart.',
        ),
        doorway: chart(
          {
            door: z
              .enum(['normal', 'locked', 'great'])
              .describe(
                'A locked door and a Great Door need `detect` and `unlock`; a Great Door its `trap`; some row must give a Great Door.',
              ),
            detect: z.number().int().min(1).max(6).optional(),
            unlock: z.number().int().min(1).max(6).optional(),
            trap: ID.optional().describe("A Great Door's trap (it is always trapped)."),
          },
          '2) Doorway chart, rolled per door with the plot-counter modifier; results past the last row read as the last row. Locked doors give detect and unlock difficulties.',
        ),
        randomEvents: chart(EVENT.shape, '3.1) Random Events, for hallways.'),
        encounter: chart(
          { monsters: z.boolean(), chests: CHEST.nullable() },
          '3.2) Encounter chart, for rooms.',
        ),
        chest: chart({ locked: z.boolean() }, '3.2.1) Chest chart, once per chest.'),
        monsters: chart(
          { groups: z.array(GROUP).min(1).max(4) },
          '3.2.2) Monsters chart: type and number.',
        ),
        awareness: chart(
          { state: AWARENESS },
          '3.2.3) Monster Awareness chart (+1 after combat in an adjacent room).',
        ),
        specialLocations: chart({ special: ID }, '3.3) Special Location chart.'),
        uniqueLocations: z
          .object({
            order: z.enum(['preset', 'roll']),
            die: DIE.optional().describe('For `roll`.'),
            rows: z
              .array(z.object({ roll: ROLL.optional(), unique: ID }).strict())
              .min(1)
              .max(12),
          })
          .strict()
          .describe('3.4) Unique Location chart: a preset order, or a roll.'),
        doorTraps: chart({ trap: ID.nullable() }, 'Door Trap chart (null: no trap).'),
        chestTraps: chart({ trap: ID.nullable() }, 'Chest Trap chart (null: no trap).'),
        treasure: chart(
          {
            gold: COUNT.optional().describe('Gold coins (dice read as tens).'),
            item: ID.optional(),
          },
          'Treasure chart: gold or an item.',
        ),
      })
      .strict(),
    tiles: z.record(ID, TILE).describe('The tiles, by id.'),
    monsters: z.record(ID, MONSTER),
    traps: z.record(ID, TRAP),
    items: z.record(ID, ITEM),
    specialLocations: z.record(ID, SPECIAL),
    uniqueLocations: z.record(ID, UNIQUE),
  })
  .strict()
  .describe("A Dungeon Plungin' quest pack.");

export type QuestPack = z.infer<typeof QuestPackSchema>;
export type PackChart<R> = {
  readonly die: (typeof CHART_DICE)[number];
  readonly rows: readonly R[];
};

/** One problem with a pack: where (a JSON pointer into it) and what. */
export interface PackError {
  readonly pointer: string;
  readonly message: string;
}

/** A JSON pointer for a zod path (RFC 6901: `~` as `~0`, `/` as `~1`). */
export function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Check the shape only (the cross-references are `pack.ts`'s). */
export function parsePackShape(
  doc: unknown,
): { ok: true; pack: QuestPack } | { ok: false; errors: PackError[] } {
  const r = QuestPackSchema.safeParse(doc);
  if (r.success) return { ok: true, pack: r.data };
  return {
    ok: false,
    errors: r.error.issues
      .slice(0, 50)
      .map((i) => ({ pointer: pointerOf(i.path), message: i.message })),
  };
}
