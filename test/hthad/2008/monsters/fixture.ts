/**
 * A small hand-drawn dungeon for late-age rule tests: an entrance, a shaft and a row of rooms
 * joined by tunnels, with a standalone host whose substance dice are scripted.
 */
import { createRng, scriptedRng } from '../../../../src/core/rng';
import { createWorld, rectAt, pt, type Place } from '../../../../src/hthad/world';
import { LateHost } from '../../../../src/hthad/2008/monsters/host';
import { newGroup, stock } from '../../../../src/hthad/2008/monsters/setup';
import {
  createLateState,
  type LateState,
  type MGroup,
  type MKind,
} from '../../../../src/hthad/2008/monsters/state';
import { lateOptions, type LateOptions } from '../../../../src/hthad/2008/advanced/options';
import type { Alignment3 } from '../../../../src/hthad/2008/monsters/tables';

export interface Fixture {
  readonly h: LateHost;
  readonly s: LateState;
  readonly rooms: Place[];
  readonly entrance: Place;
  /** A group of a kind at room i with beads. */
  group(
    kind: MKind,
    flavour: string,
    room: number,
    pop: number,
    loot: number,
    alignment?: Alignment3,
  ): MGroup;
}

/** Six rooms two beads apart in a row under an entrance; dice from `script`, then seeded. */
export function fixture(
  script: readonly number[] = [],
  options: Partial<LateOptions> = {},
): Fixture {
  const world = createWorld('letter', createRng('fixture-flavour'));
  const h = new LateHost(
    world,
    scriptedRng(script, { thenSeed: 'fixture-then' }),
    createRng('fixture-names'),
    createRng('fixture-flavour'),
  );
  const s = createLateState(lateOptions(options));
  const y = 10;
  const entrance = h.site.addPlace(
    {
      kind: 'entrance',
      role: 'entrance',
      shape: rectAt(pt(3, world.page.surfaceY - 0.2), 0.6, 0.4),
      joinTunnels: false,
    },
    h.stamp,
  );
  const rooms: Place[] = [];
  for (let i = 0; i < 6; i++)
    rooms.push(
      h.site.addPlace(
        {
          kind: 'room',
          role: 'dungeon-room',
          shape: rectAt(pt(3 + i * 3, y), 1, 1),
          joinTunnels: false,
        },
        h.stamp,
      ),
    );
  h.site.addTunnel(
    {
      style: 'natural',
      role: 'shaft',
      path: [pt(3, world.page.surfaceY - 0.2), pt(3, y)],
      from: entrance.id,
      to: rooms[0]!.id,
    },
    h.stamp,
  );
  for (let i = 1; i < 6; i++)
    h.site.addTunnel(
      {
        style: 'natural',
        role: 'tunnel',
        path: [pt(3 + (i - 1) * 3, y), pt(3 + i * 3, y)],
        from: rooms[i - 1]!.id,
        to: rooms[i]!.id,
      },
      h.stamp,
    );
  return {
    h,
    s,
    rooms,
    entrance,
    group(kind, flavour, room, pop, loot, alignment) {
      const a: Alignment3 =
        alignment ??
        (kind === 'alpha' || kind === 'wandering'
          ? 'hungry'
          : kind === 'delvers'
            ? 'lawful'
            : 'chaotic');
      const g = newGroup(h, s, {
        kind,
        flavour,
        title: flavour,
        alignment: a,
        culture: 'monsters',
        name: `${flavour}-${room}`,
        home: rooms[room]!.id,
      });
      stock(h, g, rooms[room]!.id, pop, loot);
      return g;
    },
  };
}
