/**
 * The bodies of the crawl routes, described in zod so the OpenAPI document shows their shape:
 * the plan JSON of `/v1/crawl/{id}` (`crawlJson` in src/crawl/plan/system.ts over the shared
 * plan model of src/crawl/plan/types.ts) and the Universal VTT export (src/crawl/plan/uvtt.ts).
 * Component names start with `Crawl`/`Uvtt` so they never meet the history's (`Feature`, `Point`).
 *
 * A referenced component that may be null is written `z.union([X, z.null()])`: `.nullable()` on
 * it emits `allOf: [$ref, {type: null}]`, which no null satisfies.
 */
import { z } from '@hono/zod-openapi';

const int = () => z.number().int();

const Cell = z
  .object({ x: int(), y: int() })
  .openapi('CrawlCell', { description: 'A square of the sheet: x east, y south, from 0.' });

const Span = z
  .object({ y: int(), x0: int(), x1: int() })
  .openapi('CrawlSpan', { description: 'Cells x0..x1 (both included) of row y.' });

const Edge = z.object({ axis: z.enum(['h', 'v']), x: int(), y: int() }).openapi('CrawlEdge', {
  description:
    'One unit edge of the grid in grid-line coordinates: `h` runs from (x, y) to (x+1, y), `v` from (x, y) to (x, y+1).',
});

const Dir = z
  .enum(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'])
  .openapi({ description: 'Compass direction; y grows southward.' });

const Feature = z
  .object({
    kind: z.enum([
      'columns',
      'gallery',
      'stream',
      'river',
      'chasm',
      'bridge',
      'boat',
      'jumping-place',
      'pool',
      'lake',
      'well',
      'shaft',
      'brazier',
      'gas',
      'sliding-wall',
      'statue',
      'pit',
      'raised-area',
      'rubble',
      'altar',
      'fountain',
    ]),
    cells: z.array(Cell).openapi({ description: 'Cells it covers (or the one it stands on).' }),
    note: z.string(),
    lightFeet: z.number().openapi({ description: 'Light radius in feet, 0 when it gives none.' }),
  })
  .openapi('CrawlFeature', { description: 'Something drawn in a space.' });

const Monster = z.object({
  kind: z.literal('monster'),
  name: z.string(),
  number: int(),
  role: z.enum(['inhabitant', 'wandering', 'guardian']),
});

const Treasure = z.object({
  kind: z.literal('treasure'),
  items: z.array(
    z.object({
      kind: z.enum(['cp', 'sp', 'ep', 'gp', 'pp', 'gems', 'jewelry', 'magic']),
      amount: z.number(),
      note: z.string(),
    }),
  ),
  container: z.string(),
  protection: z
    .object({ by: z.enum(['guarded', 'hidden']), detail: z.string() })
    .nullable()
    .openapi({ description: 'How it is protected (trapped or hidden); null when it is not.' }),
});

const Trap = z.object({
  kind: z.literal('trap'),
  name: z.string(),
  detail: z.string(),
  cell: Cell,
});

const Pool = z.object({
  kind: z.literal('pool'),
  name: z.string(),
  detail: z.string(),
  cell: Cell,
});

const Note = z.object({ kind: z.literal('note'), text: z.string() });

const Content = z
  .discriminatedUnion('kind', [Monster, Treasure, Trap, Pool, Note])
  .openapi('CrawlContent', {
    description: 'What a space holds: monster, treasure, trap, pool, note.',
  });

const Space = z
  .object({
    id: z.string(),
    kind: z.enum([
      'room',
      'chamber',
      'special-room',
      'cave',
      'cavern',
      'passage',
      'passageway',
      'corridor',
      'hallway',
      'stairs',
      'landing',
    ]),
    level: int(),
    number: int()
      .nullable()
      .openapi({ description: 'Key number on its level; null for passages and stairs.' }),
    shape: z.enum([
      'rectangular',
      'square',
      'circular',
      'triangular',
      'trapezoidal',
      'odd',
      'oval',
      'hexagonal',
      'octagonal',
      'cave',
      'band',
    ]),
    size: z.string().openapi({ description: 'Nominal size as the table gave it.' }),
    spans: z.array(Span).openapi({ description: 'Its cells, as row spans.' }),
    features: z.array(Feature),
    contents: z.array(Content),
    step: int().openapi({ description: 'The step that mapped it (0 = the level’s start).' }),
    note: z.string(),
  })
  .openapi('CrawlSpace');

const PortalState = z
  .object({
    closed: z.boolean(),
    secret: z.boolean(),
    oneWay: z.boolean().openapi({ description: 'Passable only from `from` to `to`.' }),
    closesEgress: z
      .boolean()
      .openapi({ description: 'Shuts behind those who pass, closing the way back for a day.' }),
    stuck: z.boolean(),
    locked: z.boolean(),
    barred: z.boolean(),
    trapped: z.boolean(),
    quality: z
      .string()
      .optional()
      .openapi({ description: 'How well made the door is, where the rulebook says.' }),
    keyhole: z
      .boolean()
      .optional()
      .openapi({ description: 'Whether the door has a keyhole, where the rulebook says.' }),
  })
  .openapi('CrawlPortalState');

const Portal = z
  .object({
    id: z.string(),
    kind: z.enum([
      'opening',
      'door',
      'double-door',
      'great-door',
      'portcullis',
      'secret-door',
      'one-way-door',
      'illusory-wall',
      'stairs-down',
      'stairs-up',
      'chute',
      'trap-door',
      'chimney',
      'elevator',
    ]),
    level: int(),
    from: z.string(),
    to: z.string().nullable().openapi({ description: 'Null while the far side is unexplored.' }),
    edges: z
      .array(Edge)
      .openapi({ description: 'Wall portals: the straight run of edges they cover.' }),
    cell: z
      .union([Cell, z.null()])
      .openapi({ description: 'Level portals: the cell they stand on; null for wall portals.' }),
    toLevel: int().nullable(),
    state: PortalState,
    note: z.string(),
  })
  .openapi('CrawlPortal', {
    description: 'A way between spaces: a wall portal or a level portal.',
  });

const Exit = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ description: 'What the system calls it, e.g. `passage`, `door`.' }),
    level: int(),
    from: z.string().openapi({ description: 'The space it leaves.' }),
    portal: z.string().nullable().openapi({ description: 'The portal it passes, if any.' }),
    cells: z.array(Cell).openapi({
      description: 'The cells just beyond it: the cross-section the next space starts from.',
    }),
    dir: Dir,
    step: int().openapi({ description: 'The step that opened it.' }),
  })
  .catchall(z.unknown())
  .openapi('CrawlExit', {
    description:
      'An unexplored way on; resolving it is one crawl step. These fields are common to every crawl system; a system adds its own (DMG1: width, special, toLevel, arrival, along, ahead).',
  });

const TableRoll = z
  .object({ table: z.string(), die: z.string(), roll: int(), result: z.string() })
  .openapi('CrawlTableRoll');

const StepRecord = z
  .object({
    step: int(),
    exit: z.string(),
    level: int(),
    rolls: z.array(TableRoll),
    spaces: z.array(z.string()),
    portals: z.array(z.string()),
    exits: z.array(z.string()),
    fallbacks: z
      .array(z.string())
      .openapi({ description: 'Where a result did not fit and what was drawn instead.' }),
    summary: z.string(),
  })
  .openapi('CrawlStep', {
    description: 'What one step did: the exit it resolved, every roll, what it placed.',
  });

const Sheet = z
  .object({
    width: int(),
    height: int(),
    cellFeet: z.number(),
    squareCells: int().openapi({ description: 'The drawn map square, in cells.' }),
  })
  .openapi('CrawlSheet', { description: 'The grid: width and height in cells.' });

const LevelInfo = z.object({ level: int(), start: z.string(), step: int() }).openapi('CrawlLevel', {
  description: 'A level reached: its start space and the step that did.',
});

const OptionValue = z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]);

/** The plan JSON of `/v1/crawl/{id}`. */
export const CrawlPlanSchema = z
  .object({
    system: z.string(),
    version: z.string(),
    seed: z.string(),
    step: int().openapi({ description: 'Steps resolved (fewer than asked when `complete`).' }),
    complete: z
      .boolean()
      .openapi({ description: 'True when the frontier ran out before the requested step.' }),
    level: int()
      .nullable()
      .openapi({ description: 'The level whose spaces, portals and exits are kept.' }),
    options: z
      .record(z.string(), OptionValue)
      .openapi({ description: 'Every option the crawl ran with, defaults filled in.' }),
    sheet: Sheet,
    levels: z.array(LevelInfo),
    spaces: z.array(Space),
    portals: z.array(Portal),
    frontier: z.array(Exit),
    log: z.array(StepRecord).openapi({ description: 'Every step, on every level.' }),
    extra: z.record(z.string(), z.unknown()).optional().openapi({
      description:
        "What the system tracks beyond the plan, when it tracks anything: Dungeon Plungin' answers its quest pack, Plot Counter (phases, N, X, the next Doorway modifier, whether the dungeon is complete and the Great Door found) and each tile on the Map Maker (column, row, doorways, X doorways, what is placed where by the tile's own coordinates, awareness).",
    }),
  })
  .openapi('CrawlPlan');

const Rect = z.tuple([int(), int(), int(), int()]).openapi('CrawlRect', {
  description: 'Cells x0..x1 of rows y0..y1 (all included), as [x0, y0, x1, y1].',
});

const EdgeRun = z.tuple([z.enum(['h', 'v']), int(), int(), int()]).openapi('CrawlEdgeRun', {
  description:
    '[axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward (to (x+n, y)), `v` southward (to (x, y+n)).',
});

const RollCompact = z
  .tuple([z.string(), z.string(), int(), z.string()])
  .openapi('CrawlRollCompact', {
    description: 'A roll as [table, die, roll, result].',
  });

const StepCompact = z
  .object({
    ...StepRecord.shape,
    rolls: z.array(RollCompact),
    fallbacks: StepRecord.shape.fallbacks
      .optional()
      .openapi({ description: 'Left out when empty.' }),
    summary: z.string().optional().openapi({ description: 'Left out when empty.' }),
  })
  .openapi('CrawlStepCompact');

/** The plan JSON of `/v1/crawl/{id}` (`geometry=compact`; built from shapes: no `allOf`). */
const { spans: _spans, ...spaceShape } = Space.shape;
const { edges: _edges, state: _state, ...portalShape } = Portal.shape;
export const CrawlPlanCompactSchema = z
  .object({
    ...CrawlPlanSchema.shape,
    spaces: z.array(
      z
        .object({
          ...spaceShape,
          rects: z.array(Rect).openapi({ description: 'Its cells, as rectangles.' }),
        })
        .openapi('CrawlSpaceCompact'),
    ),
    portals: z.array(
      z
        .object({
          ...portalShape,
          edges: z.array(EdgeRun).openapi({ description: 'Wall portals: their edges as runs.' }),
          state: PortalState.partial().openapi('CrawlPortalStateCompact', {
            description: 'The door flags that are true (a flag left out is false), and the rest.',
          }),
        })
        .openapi('CrawlPortalCompact'),
    ),
    log: z.array(StepCompact).openapi({ description: 'Every step, on every level.' }),
  })
  .openapi('CrawlPlanCompact', {
    description:
      'The plan in compact form (`geometry=compact`, the default); the README gives the decoder.',
  });

const UvttPoint = z.object({ x: z.number(), y: z.number() }).openapi('UvttPoint', {
  description: 'In grid squares of the drawn map, from the sheet’s north-west corner.',
});

const UvttPortal = z
  .object({
    position: UvttPoint,
    bounds: z.tuple([UvttPoint, UvttPoint]),
    rotation: z.number(),
    closed: z.boolean(),
    freestanding: z.boolean(),
  })
  .openapi('UvttPortal');

const UvttLight = z
  .object({
    position: UvttPoint,
    range: z.number(),
    intensity: z.number(),
    color: z.string().regex(/^[0-9a-f]{8}$/),
    shadows: z.boolean(),
  })
  .openapi('UvttLight');

/** Universal VTT 0.3 (`/v1/crawl/{id}/uvtt`). */
export const UniversalVttSchema = z
  .object({
    format: z.literal(0.3),
    resolution: z.object({
      map_origin: UvttPoint,
      map_size: UvttPoint,
      pixels_per_grid: int(),
    }),
    line_of_sight: z.array(z.array(UvttPoint)).openapi({
      description:
        'Walls blocking sight and movement: straight runs meeting at shared endpoints, and closed pillar outlines.',
    }),
    objects_line_of_sight: z
      .array(z.array(UvttPoint))
      .openapi({ description: 'Illusory walls: sight-blocking but passable.' }),
    portals: z.array(UvttPortal).openapi({
      description:
        'One closed portal per door (secret doors only in the referee view); open archways are gaps in the walls, not portals.',
    }),
    environment: z.object({ baked_lighting: z.boolean(), ambient_light: z.string() }),
    lights: z.array(UvttLight),
    image: z.string().openapi({
      description: 'The map PNG as base64; empty with `image=none`.',
      contentEncoding: 'base64',
      contentMediaType: 'image/png',
    } as never),
  })
  .openapi('UniversalVtt', {
    description:
      'Universal VTT 0.3 (.dd2vtt/.uvtt): resolution, walls, doors, lights and the map PNG as base64.',
  });

const FoundryWall = z
  .object({
    _id: z.string(),
    c: z.tuple([z.number(), z.number(), z.number(), z.number()]).openapi({
      description: 'x0, y0, x1, y1 in pixels of the background image.',
    }),
    move: int().openapi({ description: 'CONST.WALL_MOVEMENT_TYPES: 0 none, 20 normal.' }),
    sight: int().openapi({ description: 'CONST.WALL_SENSE_TYPES: 0 none, 20 normal.' }),
    light: int(),
    sound: int(),
    dir: int(),
    door: int().openapi({ description: 'CONST.WALL_DOOR_TYPES: 0 none, 1 door, 2 secret.' }),
    ds: int().openapi({ description: 'CONST.WALL_DOOR_STATES: 0 closed, 2 locked.' }),
    flags: z.record(z.string(), z.unknown()),
    levels: z.array(z.string()).optional().openapi({ description: 'Foundry 14: its level.' }),
  })
  .openapi('FoundryWall');

const FoundryLight = z
  .object({
    _id: z.string(),
    x: z.number(),
    y: z.number(),
    rotation: z.number(),
    walls: z.boolean(),
    vision: z.boolean(),
    hidden: z.boolean(),
    config: z.object({
      dim: z.number().openapi({ description: 'Dim radius in feet.' }),
      bright: z.number(),
      color: z.string(),
      alpha: z.number(),
      angle: z.number(),
    }),
    levels: z.array(z.string()).optional(),
  })
  .openapi('FoundryLight');

const FoundryBackground = z.object({
  src: z.string().openapi({ description: 'The image file name, uploaded beside the scene.' }),
});

/** A Foundry VTT scene (`/v1/crawl/{id}/foundry`). */
export const FoundrySceneSchema = z
  .object({
    name: z.string(),
    width: z.number(),
    height: z.number(),
    padding: z.number(),
    background: FoundryBackground.optional().openapi({ description: 'Foundry 13.' }),
    levels: z
      .array(
        z.object({ _id: z.string(), name: z.string(), sort: int(), background: FoundryBackground }),
      )
      .optional()
      .openapi({ description: 'Foundry 14: the one level, holding the background.' }),
    grid: z.object({
      type: int(),
      size: int(),
      distance: z.number(),
      units: z.string(),
      alpha: z.number(),
    }),
    tokenVision: z.boolean(),
    walls: z.array(FoundryWall),
    lights: z.array(FoundryLight),
    flags: z.object({ strata: z.record(z.string(), z.unknown()) }),
  })
  .openapi('FoundryScene', {
    description:
      'A Foundry VTT scene for Import Data; the background image is named in it and fetched separately (`flags.strata.image`).',
  });
