/**
 * The world JSON of /v1/dungeon, described in zod so the OpenAPI document shows its shape.
 * Mirrors src/hthad/world/types.ts and the HistoryResult of src/hthad/2008/history.ts.
 */
import { z } from '@hono/zod-openapi';

const Point = z.object({ x: z.number(), y: z.number() }).openapi('Point');

const Shape = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('rect'),
      x: z.number(),
      y: z.number(),
      w: z.number(),
      h: z.number(),
    }),
    z.object({
      kind: z.literal('ellipse'),
      cx: z.number(),
      cy: z.number(),
      rx: z.number(),
      ry: z.number(),
    }),
    z.object({ kind: z.literal('polygon'), points: z.array(Point) }),
    z.object({ kind: z.literal('polyline'), points: z.array(Point), width: z.number() }),
  ])
  .openapi('Shape', { description: 'Geometry in beads; y grows down the page (0 = top edge).' });

const Age = z.enum(['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end']);
const Season = z.enum(['spring', 'summer', 'fall', 'winter']);
const DrawnState = z.enum(['natural', 'occupied', 'abandoned', 'ruined', 'flooded', 'collapsed']);

const LayerStamp = z
  .object({ layer: z.number().int(), age: Age, year: z.number().int() })
  .openapi('LayerStamp', { description: 'The tracing sheet, age and year a thing was drawn on.' });

const Terrain = z
  .object({
    kind: z.enum(['firetop-range', 'rift-of-sorrows', 'scorched-lands']),
    ground: z.array(Point).openapi({
      description: 'The ground as it stands, left edge to right edge; the drawn surface line.',
    }),
    spans: z.array(
      z.object({
        kind: z.enum(['peak', 'rift', 'mesa', 'valley']),
        x0: z.number(),
        x1: z.number(),
        y: z.number().openapi({
          description: 'Summit of a peak, top of a mesa, floor of a rift or valley.',
        }),
        name: z.string().nullable(),
        place: z.string().nullable().openapi({
          description: 'For a rift or valley: the cave place standing for its floor (underground).',
        }),
      }),
    ),
  })
  .openapi('Terrain', {
    description:
      'Advanced Rules II terrain: surfaceY stays the line below which is underground; peaks rise above it, a rift or valley is sunken below it and counts as underground.',
  });

const Stratum = z
  .object({
    n: z.number().int(),
    top: z.array(Point),
    bottom: z.array(Point).openapi({ description: 'Its bottom line, at the x of `top`.' }),
    touchesSurface: z.boolean(),
    feature: z
      .string()
      .nullable()
      .openapi({ description: "What lies in it: 'ore', 'nexus: Void'…" }),
  })
  .openapi('Stratum');

const Page = z
  .object({
    size: z.string(),
    width: z.number(),
    height: z.number(),
    surfaceY: z.number().openapi({ description: 'Depth of the surface line every rule uses.' }),
    surface: z.array(Point).openapi({ description: 'The rough surface line as drawn.' }),
    rows: z.array(z.number()).openapi({ description: 'y of the rows 1–6 down each narrow side.' }),
    terrain: Terrain.optional().openapi({
      description:
        'The ground of an alternate world that is not flat (Firetop Range, Rift of Sorrows, Scorched Lands); absent on a flat page.',
    }),
    strata: z
      .array(Stratum)
      .optional()
      .openapi({ description: 'hthad2019: the numbered strata of the page; absent in hthad2008.' }),
  })
  .openapi('Page');

const Layer = z.object({ index: z.number().int(), age: Age, title: z.string() }).openapi('Layer');

const Place = z
  .object({
    id: z.string(),
    kind: z.enum(['cave', 'room', 'junction', 'entrance', 'edge', 'surface-site']),
    role: z.string().openapi({
      description: "What it is for: 'great-hall', 'slave-pit', 'demon-pit', 'wyrm-cave'…",
    }),
    name: z.string().nullable(),
    shape: Shape,
    owner: z.string().nullable().openapi({ description: 'Group id of its builder or holder.' }),
    made: LayerStamp,
    state: DrawnState,
    marks: z.array(z.string()).openapi({
      description: "Marks drawn in it: 'tomb', 'plague', 'fate', 'mined', 'water', 'magma'…",
    }),
    sealed: z.enum(['secret', 'undiscovered', 'demonic']).nullable().openapi({
      description: 'Why it cannot be reached from the surface or a page edge; null when it can.',
    }),
  })
  .openapi('Place');

const Tunnel = z
  .object({
    id: z.string(),
    style: z.enum(['dwarven', 'elven', 'demonic', 'natural', 'surface']),
    role: z.string(),
    path: z.array(Point),
    length: z.number(),
    stops: z
      .array(z.object({ s: z.number(), place: z.string() }))
      .openapi({ description: 'Places along it by arc length.' }),
    owner: z.string().nullable(),
    made: LayerStamp,
    state: DrawnState,
  })
  .openapi('Tunnel');

const Feature = z
  .object({
    id: z.string(),
    kind: z.enum([
      'mithral',
      'gold-vein',
      'gems',
      'river',
      'lake',
      'sinkhole',
      'waterfall',
      'water',
      'magma',
      'plague',
      'fate',
      'volcano',
      'meteorite',
      'bridge',
      'ore',
      'biome',
      'ley-line',
      'fault',
    ]),
    name: z.string().nullable(),
    shape: Shape,
    place: z.string().nullable(),
    amount: z
      .number()
      .int()
      .openapi({ description: 'Plague strength, or how many mines an ore body yields.' }),
    mined: z.number().int(),
    made: LayerStamp,
    state: z.enum(['active', 'spent']),
  })
  .openapi('Feature');

const TokenKind = z.enum(['population', 'treasure', 'bonus', 'epic']);
const Token = z
  .object({
    id: z.string(),
    kind: TokenKind.openapi({ description: 'population ●, treasure ○, bonus ★, epic ❖' }),
    role: z.string(),
    owner: z.string().nullable(),
    place: z.string(),
    made: LayerStamp,
    name: z
      .string()
      .optional()
      .openapi({ description: 'A named treasure’s name (the artifact, or Named Treasures).' }),
  })
  .openapi('Token');

const Group = z
  .object({
    id: z.string(),
    kind: z.string(),
    culture: z.string(),
    name: z.string(),
    alignment: z.enum(['lawful', 'neutral', 'chaotic']).nullable(),
    parent: z.string().nullable(),
    home: z.string().nullable(),
    zoc: z.array(z.string()),
    state: z.enum(['active', 'ended', 'abandoned']),
    made: LayerStamp,
    // A union, not .nullable(): on a referenced component zod-openapi emits allOf [$ref, null],
    // which no null satisfies.
    ended: z.union([LayerStamp, z.null()]),
    end: z.string().nullable(),
    traits: z.array(z.string()).openapi({
      description: "Standing rules for later ages: 'wandering-monster', 'alpha-predator', 'bound'.",
    }),
  })
  .openapi('Group');

const World = z
  .object({
    page: Page,
    layers: z.array(Layer),
    places: z.array(Place),
    tunnels: z.array(Tunnel),
    features: z.array(Feature),
    tokens: z.array(Token),
    groups: z.array(Group),
    next: z.object({
      place: z.number(),
      tunnel: z.number(),
      feature: z.number(),
      token: z.number(),
      group: z.number(),
    }),
    revision: z.number(),
  })
  .openapi('World');

export const HistoryEventSchema = z
  .object({
    seq: z.number().int(),
    age: Age,
    year: z.number().int(),
    season: Season.nullable(),
    rule: z.string().openapi({
      description:
        "The rule applied, e.g. 'natural-cavern', 'dwarven-construction', 'slave-revolt'.",
    }),
    text: z.string(),
    actors: z.array(z.string()),
    places: z.array(z.string()),
    tokens: z
      .array(
        z.object({
          op: z.enum(['create', 'move', 'destroy', 'convert']),
          kind: TokenKind,
          role: z.string(),
          owner: z.string().nullable(),
          from: z.string().nullable(),
          to: z.string().nullable(),
          count: z.number().int().min(1),
        }),
      )
      .openapi({
        description:
          'Bead changes, grouped: one record per op, kind, role, owner (after the change), from and to, with how many beads it moved, made or destroyed.',
      }),
    dice: z
      .array(z.object({ die: z.string(), value: z.number().int(), for: z.string() }))
      .optional()
      .openapi({ description: 'Each die as it fell (with `events=full` only).' }),
  })
  .openapi('HistoryEvent');

const Civilization = z
  .object({
    group: z.string(),
    civ: z.enum(['dwarves', 'dark-elves', 'demons']),
    name: z.string(),
    custom: z.object({ base: z.string(), change: z.string() }).nullable(),
    groups: z.array(z.string()),
    built: z.array(
      z.object({
        id: z.string(),
        year: z.number().int(),
        place: z.string().nullable(),
        by: z.string(),
      }),
    ),
    ended: z.string().nullable(),
  })
  .openapi('Civilization');

export const Dungeon2008Schema = z
  .object({
    ruleset: z.literal('hthad2008'),
    version: z.string(),
    seed: z.string(),
    until: Age,
    year: z.number().int().nullable(),
    options: z.object({ civilizations: z.array(z.string()), pageSize: z.string() }),
    reached: z.object({ age: Age, year: z.number().int() }),
    world: World,
    civilizations: z.array(Civilization),
    events: z.array(HistoryEventSchema),
    late: z
      .object({
        options: z
          .object({
            waterMagma: z.boolean(),
            alternateWorld: z.string().nullable().openapi({
              description: 'The alternate world asked for (`roll` rolls one); null: ordinary.',
            }),
            namedTreasures: z.boolean(),
            minorFeatures: z.boolean(),
            minorFeatureReplace: z.boolean(),
            twoVillains: z.boolean(),
            villainyArrivals: z.boolean(),
          })
          .openapi({ description: 'The optional and advanced rules of the late ages.' }),
        world: z
          .string()
          .nullable()
          .openapi({ description: 'The alternate world played; null: the ordinary world.' }),
        years: z.object({ monsters: z.number().int(), villainy: z.number().int() }),
        restarts: z.number().int(),
        monstersEnd: z
          .object({
            kind: z.enum([
              'six-loot',
              'surface-wiped-out',
              'too-many-groups',
              'year-cap',
              'restart-cap',
            ]),
            group: z.string().optional().openapi({ description: 'six-loot: the group.' }),
          })
          .nullable()
          .openapi({ description: 'How the Age of Monsters ended; null while it has not.' }),
        villains: z.array(
          z.object({
            kind: z.string(),
            group: z.string(),
            name: z.string(),
            lair: z.string(),
            outcome: z.string().nullable(),
          }),
        ),
        villainyEnd: z
          .enum(['villain-won', 'villain-defeated', 'year-cap'])
          .nullable()
          .openapi({ description: 'How the Age of Villainy ended; null while it has not.' }),
        groups: z.array(
          z.object({
            id: z.string(),
            kind: z.string(),
            flavour: z.string(),
            title: z.string(),
            alignment: z.string(),
            name: z.string(),
            state: z.string(),
            population: z.number().int(),
            loot: z.number().int(),
            enslaved: z.boolean(),
            infiltrated: z.boolean(),
            minion: z.boolean(),
          }),
        ),
        namedTreasures: z
          .array(
            z.object({
              token: z.string(),
              name: z.string(),
              place: z.string().nullable(),
              holder: z.string().nullable(),
              lost: z.boolean(),
            }),
          )
          .openapi({
            description: 'Named treasures (optional rule): where each lies, who holds it.',
          }),
      })
      .nullable()
      .optional()
      .openapi({ description: 'The Age of Monsters and the Age of Villainy, once reached.' }),
  })
  .openapi('Dungeon2008');

const Legacy = z.object({
  kind: z.enum(['spawn-monster', 'first-monster-here', 'spawn-at-a-population']),
  place: z.string().nullable(),
  tag: z.string().optional(),
  note: z.string(),
});

const Lair2019 = z.object({
  place: z.string(),
  name: z.string().nullable(),
  stratum: z.number().int().openapi({ description: 'The stratum (0 on the surface).' }),
});
const Beads2019 = z.object({
  population: z.number().int(),
  treasure: z.number().int(),
  bonus: z.number().int(),
  epic: z.number().int(),
});

/** The 2nd edition's campaign sheet (src/hthad/2019/campaign/campaign.ts). */
export const Campaign2019Schema = z
  .object({
    villain: z
      .object({
        group: z.string(),
        name: z.string(),
        villainy: z.enum(['horde', 'empire']),
        holds: z.boolean().openapi({ description: 'Whether it still holds the dungeon.' }),
        lair: Lair2019.nullable(),
      })
      .nullable(),
    corrupted: z.array(z.number().int()),
    groups: z.array(
      z.object({
        group: z.string(),
        name: z.string(),
        lair: Lair2019.nullable(),
        beads: Beads2019,
        fortified: z.boolean(),
        annexed: z.boolean(),
      }),
    ),
    loose: z.array(
      z.object({
        place: z.string(),
        name: z.string().nullable(),
        treasure: z.number().int(),
        epic: z.number().int(),
      }),
    ),
    tombs: z.array(Lair2019),
    fortifications: z.array(Lair2019.extend({ owner: z.string().nullable() })),
    hooks: z.array(z.string()),
  })
  .openapi('Campaign2019');

/** The 2nd edition's world: its strata, nexus, creation story and one civilization. */
export const Dungeon2019Schema = z
  .object({
    ruleset: z.literal('hthad2019'),
    version: z.string(),
    seed: z.string(),
    until: Age,
    year: z.number().int().nullable(),
    options: z.object({ civilization: z.string(), nexus: z.boolean(), page: z.string() }),
    reached: z.object({ age: Age, year: z.number().int() }),
    world: World,
    events: z.array(HistoryEventSchema),
    primordial: z.object({
      world: z
        .number()
        .int()
        .openapi({ description: 'The d6 Primordial World roll (0 before it).' }),
      creation: z.array(z.string()).openapi({ description: 'The creation story (two on a 10).' }),
      surface: z.string(),
      nexus: z.unknown().nullable(),
      strata: z.array(Stratum),
    }),
    nexus: z
      .object({
        id: z.string(),
        title: z.string(),
        stratum: z.number().int(),
        place: z.string(),
        detail: z.string().nullable(),
        effects: z.array(z.string()).openapi({ description: 'Standing effects for later ages.' }),
        spent: z.array(z.string()),
      })
      .nullable()
      .openapi({ description: 'The nexus (option `nexus`), with its standing effects.' }),
    civilization: z
      .object({
        civ: z.enum(['alien', 'dwarven', 'deep-elf', 'demon', 'magician']),
        group: z.string(),
        name: z.string(),
        turns: z.number().int(),
        built: z.array(
          z.object({ id: z.string(), turn: z.number().int(), place: z.string().nullable() }),
        ),
        ended: z.string().nullable(),
        legacy: z.array(Legacy).openapi({ description: 'What the later ages act on.' }),
      })
      .nullable(),
    monsters: z
      .object({
        turns: z.number().int().openapi({ description: 'Turns played in the Age of Monsters.' }),
        villain: z.object({ group: z.string(), name: z.string(), card: z.string() }).nullable(),
        rose: z
          .string()
          .nullable()
          .openapi({ description: "How the villain rose: '6●', '6○', or its construction." }),
        villainy: z.enum(['horde', 'empire']).nullable(),
        villainyTurns: z.number().int(),
        ending: z
          .enum(['horde-conquers', 'empire-rules', 'villain-falls', 'cap', 'no-villain'])
          .nullable(),
        capped: z
          .array(z.enum(['monsters', 'villainy']))
          .openapi({ description: 'The ages whose turn cap was hit.' }),
        spawned: z.array(z.string()).openapi({ description: 'Monster cards spawned, by id.' }),
        corrupted: z
          .array(z.number().int())
          .openapi({ description: 'Strata the Horde corrupted.' }),
        annexed: z.array(z.string()).openapi({ description: 'Groups the Empire annexed.' }),
      })
      .nullable()
      .openapi({
        description: 'The Age of Monsters and the Age of Villainy, once reached (else null).',
      }),
    campaign: Campaign2019Schema.nullable().openapi({
      description:
        'What a game master takes to the table from the final state (at `until=end`, else null): the villain, the surviving groups with their lairs and beads, loose treasure, tombs, fortifications and adventure hooks.',
    }),
  })
  .openapi('Dungeon2019');

export const DungeonSchema = z.union([Dungeon2008Schema, Dungeon2019Schema]).openapi('Dungeon');

const TokenKindName = z.enum(['population', 'treasure', 'bonus', 'epic']);

/** The Historical Record as JSON (`/v1/dungeon/chronicle?format=json`). */
export const ChronicleSchema = z
  .object({
    title: z.string(),
    seed: z.string(),
    ruleset: z
      .string()
      .openapi({ description: 'Ruleset id and version, e.g. `hthad2008 2008.6.0`.' }),
    reached: z.object({ age: Age, year: z.number().int() }),
    ages: z.array(
      z.object({
        age: Age,
        title: z.string(),
        years: z.array(
          z.object({
            year: z.number().int(),
            label: z.string(),
            entries: z.array(
              z.object({
                seq: z.number().int(),
                season: z.string().nullable(),
                rule: z.string(),
                text: z.string(),
                beads: z.array(
                  z.object({ holder: z.string(), kind: TokenKindName, net: z.number().int() }),
                ),
                moved: z.number().int(),
                handoffs: z
                  .array(
                    z.object({
                      treasure: z.string(),
                      from: z.string().nullable(),
                      to: z.string().nullable(),
                      made: z.boolean(),
                      gone: z.boolean(),
                    }),
                  )
                  .openapi({
                    description:
                      'Named treasures made, changing hands (holder names; null: loose) or gone in this event.',
                  }),
                folded: z
                  .object({
                    count: z.number().int().min(2),
                    lastYear: z.number().int(),
                    seqs: z.array(z.number().int()),
                  })
                  .nullable()
                  .openapi({
                    description:
                      'Null for one event. For a routine line that came round again (same rule, same words but for numbers), folded into its first appearance: how many events, the year of the last, and the `seq` of each after the first. Its `text` gives numbers that varied as a range, its `beads` are summed. Lines that lose treasure, take a bead from its holder, wipe out a group or hand on a named treasure are never folded.',
                  }),
              }),
            ),
          }),
        ),
      }),
    ),
    treasures: z
      .array(
        z.object({
          name: z.string(),
          holder: z.string().nullable(),
          place: z.string().nullable(),
          gone: z.boolean(),
        }),
      )
      .openapi({ description: 'Where each named treasure is at the end (empty when none).' }),
    holdings: z.array(
      z.object({
        group: z.string().nullable(),
        name: z.string(),
        state: z.string(),
        beads: z.object({
          population: z.number().int(),
          treasure: z.number().int(),
          bonus: z.number().int(),
          epic: z.number().int(),
        }),
      }),
    ),
  })
  .openapi('Chronicle');

const Row = z.number().int().min(1).max(8);
const X = z.number().min(0).max(1);

/** The campaign surface map as data (`/v1/dungeon/campaign`). */
export const CampaignSchema = z
  .object({
    seed: z.string(),
    rows: z.literal(8),
    entrances: z.array(z.object({ place: z.string(), x: X, row: Row, kind: z.string() })),
    towns: z.array(
      z.object({ farm: z.string(), name: z.string(), x: X, row: Row, near: z.string().nullable() }),
    ),
    landmarks: z.array(
      z.object({ place: z.string(), role: z.string(), name: z.string(), x: X, row: Row }),
    ),
    races: z.array(z.object({ race: z.string(), why: z.string(), x: X, row: Row })),
  })
  .openapi('CampaignMap');
