/**
 * The compact body of `/v1/dungeon` (`geometry=compact`, the default), described in zod from the
 * full form's shapes (src/api/history/compact.ts writes it and gives the decoder).
 */
import { z } from '@hono/zod-openapi';
import { Dungeon2008Schema, Dungeon2019Schema, HistoryEventSchema } from './history.schemas';

const W = Dungeon2008Schema.shape.world.shape;
const { places, tunnels, features, tokens, groups, page } = {
  places: W.places.element.shape,
  tunnels: W.tunnels.element.shape,
  features: W.features.element.shape,
  tokens: W.tokens.element.shape,
  groups: W.groups.element.shape,
  page: W.page.shape,
};

const Flat = z
  .array(z.number())
  .openapi('PointsCompact', { description: 'Points as one flat list: [x0, y0, x1, y1, …].' });

const ShapeCompact = z.array(z.union([z.string(), z.number()])).openapi('ShapeCompact', {
  description:
    "A shape as a list headed by its kind: ['rect', x, y, w, h], ['ellipse', cx, cy, rx, ry], ['polygon', x0, y0, x1, y1, …] or ['polyline', width, x0, y0, …].",
});

const StampCompact = z.array(z.union([z.number().int(), z.string()])).openapi('LayerStampCompact', {
  description:
    '[layer, year]: the age is that of `world.layers[layer]`; [layer, year, age] where it is not.',
});

const StratumCompact = z
  .object({
    n: z.number().int(),
    x: z.array(z.number()).optional().openapi({
      description: 'The x samples its two lines share; `top` and `bottom` are then y.',
    }),
    top: z.array(z.number()).openapi({ description: 'y at each `x`, or flat points without `x`.' }),
    bottom: z.array(z.number()),
    touchesSurface: z.boolean(),
    feature: z.string().nullable(),
  })
  .openapi('StratumCompact');

const TerrainCompact = z
  .object({ ...page.terrain.unwrap().shape, ground: Flat })
  .openapi('TerrainCompact');

const PageCompact = z
  .object({
    ...page,
    surface: Flat,
    terrain: TerrainCompact.optional(),
    strata: z.array(StratumCompact).optional(),
  })
  .openapi('PageCompact');

const nothing = 'Left out when null (or empty).';

const PlaceCompact = z
  .object({
    ...places,
    name: places.name.optional().openapi({ description: nothing }),
    shape: ShapeCompact,
    owner: places.owner.optional().openapi({ description: nothing }),
    made: StampCompact,
    marks: places.marks.optional().openapi({ description: nothing }),
    sealed: places.sealed.optional().openapi({ description: nothing }),
  })
  .openapi('PlaceCompact');

const TunnelCompact = z
  .object({
    ...tunnels,
    path: Flat,
    stops: z
      .array(z.tuple([z.number(), z.string()]))
      .openapi({ description: 'Places along it: [s, place] by arc length s.' }),
    owner: tunnels.owner.optional().openapi({ description: nothing }),
    made: StampCompact,
  })
  .openapi('TunnelCompact');

const FeatureCompact = z
  .object({
    ...features,
    name: features.name.optional().openapi({ description: nothing }),
    shape: ShapeCompact,
    place: features.place.optional().openapi({ description: nothing }),
    mined: features.mined.optional().openapi({ description: 'Left out when 0.' }),
    made: StampCompact,
  })
  .openapi('FeatureCompact');

const { id: _id, ...tokenRest } = tokens;
const TokenRunCompact = z
  .object({
    ids: z
      .array(z.string())
      .openapi({ description: 'Consecutive beads of `world.tokens` that differ only by id.' }),
    ...tokenRest,
    owner: tokens.owner.optional().openapi({ description: nothing }),
    made: StampCompact,
  })
  .openapi('TokenRunCompact');

const GroupCompact = z
  .object({
    ...groups,
    alignment: groups.alignment.optional().openapi({ description: nothing }),
    parent: groups.parent.optional().openapi({ description: nothing }),
    home: groups.home.optional().openapi({ description: nothing }),
    zoc: groups.zoc.optional().openapi({ description: nothing }),
    made: StampCompact,
    ended: StampCompact.optional().openapi({ description: nothing }),
    end: groups.end.optional().openapi({ description: nothing }),
    traits: groups.traits.optional().openapi({ description: nothing }),
  })
  .openapi('GroupCompact');

const WorldCompact = z
  .object({
    ...W,
    page: PageCompact,
    places: z.array(PlaceCompact),
    tunnels: z.array(TunnelCompact),
    features: z.array(FeatureCompact),
    tokens: z.array(TokenRunCompact),
    groups: z.array(GroupCompact),
  })
  .openapi('WorldCompact');

const E = HistoryEventSchema.shape;
const MomentCompact = z
  .object({
    age: E.age,
    year: E.year,
    season: E.season,
    seq: z.number().int().openapi({ description: '`seq` of its first event; the rest follow.' }),
    log: z
      .array(
        z.array(z.unknown()).openapi({
          description:
            '[rule, text, actors, places, tokens] (and `dice` sixth with `events=full`); each bead change [op, kind, role, owner, from, to, count].',
        }),
      )
      .openapi({ description: 'Its events in order.' }),
  })
  .openapi('HistoryMomentCompact', {
    description: 'Consecutive events of one age, year and season.',
  });

export const Dungeon2008CompactSchema = z
  .object({ ...Dungeon2008Schema.shape, world: WorldCompact, events: z.array(MomentCompact) })
  .openapi('Dungeon2008Compact');

export const Dungeon2019CompactSchema = z
  .object({ ...Dungeon2019Schema.shape, world: WorldCompact, events: z.array(MomentCompact) })
  .openapi('Dungeon2019Compact');

export const DungeonCompactSchema = z
  .union([Dungeon2008CompactSchema, Dungeon2019CompactSchema])
  .openapi('DungeonCompact', {
    description:
      'The world and event log in compact form (`geometry=compact`, the default); the README gives the decoder.',
  });
