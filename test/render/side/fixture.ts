/**
 * A hand-built world with one of every drawn kind: each feature kind, natural, Dwarven, Dark Elf,
 * Demon and monster works, surface sites, abandoned and flooded states, and all four bead kinds,
 * some crowded into one place. The engine does not yet reach the Age of Monsters, so this is how
 * the surface sites and ★ ❖ beads get drawn in tests.
 */
import { createRng } from '../../../src/core/rng';
import {
  createToken,
  createWorld,
  ellipseAt,
  pt,
  rectAt,
  Site,
  type AgeId,
  type Group,
  type LayerStamp,
  type World,
} from '../../../src/hthad/world';

const stamp = (layer: number, age: AgeId, year = 1): LayerStamp => ({ layer, age, year });

function group(
  world: World,
  id: string,
  kind: Group['kind'],
  culture: string,
  name: string,
  made: LayerStamp,
  state: Group['state'] = 'active',
): Group {
  const g: Group = {
    id,
    kind,
    culture,
    name,
    alignment: null,
    parent: null,
    home: null,
    zoc: [],
    state,
    made,
    ended: null,
    end: null,
    traits: [],
  };
  world.groups.push(g);
  return g;
}

export function fixtureWorld(): World {
  const world = createWorld('letter', createRng('fixture').fork('flavour'));
  const site = new Site(world);
  const P = stamp(0, 'primordial');
  site.addLayer('civilization', 'The Age of Civilization');
  const C = stamp(1, 'civilization', 3);
  site.addLayer('disaster', 'The Great Disaster');
  const D = stamp(2, 'disaster');
  site.addLayer('monsters', 'The Age of Monsters');
  const M = stamp(3, 'monsters', 2);

  // Primordial: ore, water, caves.
  site.addFeature(
    { kind: 'mithral', shape: { kind: 'polygon', points: [pt(3, 8), pt(4.2, 8), pt(3.6, 9.1)] } },
    P,
  );
  site.addFeature(
    { kind: 'gold-vein', shape: { kind: 'polyline', width: 0.2, points: [pt(0, 12), pt(28, 10)] } },
    P,
  );
  site.addFeature(
    {
      kind: 'river',
      name: 'the Weeping Water',
      shape: {
        kind: 'polyline',
        width: 0.4,
        points: [pt(0, 16), pt(5, 16), pt(9, 15), pt(14, 15)],
      },
    },
    P,
  );
  site.addFeature(
    {
      kind: 'waterfall',
      shape: { kind: 'polyline', width: 0.3, points: [pt(14, 15), pt(14, 16.2)] },
    },
    P,
  );
  const lake = site.addPlace(
    { kind: 'cave', role: 'lake', shape: ellipseAt(pt(17, 16.6), 1.2, 0.5) },
    P,
  );
  site.addFeature({ kind: 'lake', place: lake.id, shape: ellipseAt(pt(17, 16.6), 1.1, 0.45) }, P);
  const wet = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(22, 7), 0.5) },
    P,
  );
  site.addFeature({ kind: 'water', place: wet.id, shape: ellipseAt(pt(22, 7), 0.5) }, P);
  const hot = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(24, 18), 0.5) },
    P,
  );
  site.addFeature({ kind: 'magma', place: hot.id, shape: ellipseAt(pt(24, 18), 0.5) }, P);
  const gems = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(8, 9), 0.6) },
    P,
  );
  site.addFeature({ kind: 'gems', place: gems.id, shape: ellipseAt(pt(8, 9), 0.5) }, P);
  const sick = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(11, 19), 0.5) },
    P,
  );
  site.addFeature(
    { kind: 'plague', place: sick.id, amount: 3, shape: ellipseAt(pt(11, 19), 0.4) },
    P,
  );
  const fate = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(26, 13), 0.5) },
    P,
  );
  site.addFeature({ kind: 'fate', place: fate.id, shape: ellipseAt(pt(26, 13), 0.4) }, P);
  const sink = site.addPlace(
    { kind: 'cave', role: 'sinkhole', shape: ellipseAt(pt(6, 5.2), 0.5, 0.4) },
    P,
  );
  site.addFeature(
    { kind: 'sinkhole', place: sink.id, shape: ellipseAt(pt(6, 5.2), 0.45, 0.35) },
    P,
  );
  const wyrm = group(world, 'g1', 'wyrm', 'wyrm', 'Scaessa', P);
  const lair = site.addPlace(
    {
      kind: 'cave',
      role: 'wyrm-cave',
      name: null,
      owner: wyrm.id,
      shape: ellipseAt(pt(20, 12.5), 1, 0.75),
    },
    P,
  );
  wyrm.home = lair.id;
  createToken(world, { kind: 'population', role: 'wyrm', owner: wyrm.id, place: lair.id }, P);
  createToken(world, { kind: 'treasure', role: 'hoard', owner: wyrm.id, place: lair.id }, P);
  createToken(world, { kind: 'epic', role: 'artifact', owner: wyrm.id, place: lair.id }, P);

  // Dwarves: a shaft, a hall, a tomb, a secret treasure room, abandoned.
  const dw = group(world, 'g2', 'civilization', 'dwarves', 'Orgrim clan', C, 'ended');
  const hall = site.addPlace(
    {
      kind: 'room',
      role: 'great-hall',
      name: 'Braeggrim Hall',
      owner: dw.id,
      state: 'abandoned',
      shape: rectAt(pt(12, 8), 2.5, 1),
    },
    C,
  );
  dw.home = hall.id;
  dw.ended = C;
  const entrance = site.addPlace(
    { kind: 'entrance', role: 'entrance', shape: ellipseAt(pt(12, 4.5), 0.2) },
    C,
  );
  site.addTunnel(
    {
      style: 'dwarven',
      role: 'shaft',
      from: entrance.id,
      to: hall.id,
      owner: dw.id,
      path: [pt(12, 4.5), pt(12, 8)],
    },
    C,
  );
  const tomb = site.addPlace(
    {
      kind: 'room',
      role: 'tomb',
      owner: dw.id,
      state: 'abandoned',
      marks: ['tomb'],
      shape: rectAt(pt(15.5, 8), 1, 1),
    },
    C,
  );
  site.addTunnel(
    {
      style: 'dwarven',
      role: 'tunnel',
      from: hall.id,
      to: tomb.id,
      owner: dw.id,
      path: [pt(13.25, 8), pt(15, 8)],
    },
    C,
  );
  createToken(
    world,
    { kind: 'treasure', role: 'dwarven-treasure', owner: null, place: tomb.id },
    C,
  );
  const vault = site.addPlace(
    {
      kind: 'room',
      role: 'treasure-room',
      owner: dw.id,
      state: 'abandoned',
      sealed: 'secret',
      joinTunnels: false,
      shape: rectAt(pt(9, 11), 1.4, 1),
    },
    C,
  );
  createToken(
    world,
    { kind: 'treasure', role: 'dwarven-treasure', owner: null, place: vault.id },
    C,
  );
  createToken(
    world,
    { kind: 'treasure', role: 'dwarven-treasure', owner: null, place: vault.id },
    C,
  );
  const mine = site.addPlace(
    {
      kind: 'room',
      role: 'mine',
      owner: dw.id,
      state: 'abandoned',
      marks: ['mined'],
      shape: rectAt(pt(12, 10.8), 1.6, 1),
    },
    C,
  );
  site.addTunnel(
    {
      style: 'dwarven',
      role: 'tunnel',
      from: hall.id,
      to: mine.id,
      owner: dw.id,
      path: [pt(12, 8.5), pt(12, 10.3)],
    },
    C,
  );

  // Dark Elves: a black gently curving tunnel and a palace, still occupied.
  const el = group(world, 'g3', 'civilization', 'dark-elves', 'Quelaliss', C);
  const palace = site.addPlace(
    {
      kind: 'room',
      role: 'noble-palace',
      name: 'Quelaliss',
      owner: el.id,
      shape: rectAt(pt(5, 18.5), 1, 1),
    },
    C,
  );
  el.home = palace.id;
  const pit = site.addPlace(
    { kind: 'room', role: 'slave-pit', owner: el.id, shape: rectAt(pt(8, 19.5), 1, 1) },
    C,
  );
  site.addTunnel(
    {
      style: 'elven',
      role: 'tunnel',
      from: palace.id,
      to: pit.id,
      owner: el.id,
      path: [pt(5.5, 18.5), pt(6.5, 18.8), pt(7.5, 19.5)],
    },
    C,
  );
  createToken(world, { kind: 'population', role: 'noble', owner: el.id, place: palace.id }, C);
  createToken(world, { kind: 'treasure', role: 'slave', owner: el.id, place: pit.id }, C);

  // Demons: a red pit crowded with princes.
  const dm = group(world, 'g4', 'civilization', 'demons', 'the Host of Ithgaar', C);
  const dpit = site.addPlace(
    {
      kind: 'cave',
      role: 'demon-pit',
      name: 'the Demon Pit',
      owner: dm.id,
      shape: ellipseAt(pt(20, 19), 1.2, 0.6),
    },
    C,
  );
  dm.home = dpit.id;
  for (let i = 0; i < 9; i++)
    createToken(
      world,
      { kind: 'population', role: 'demon-prince', owner: dm.id, place: dpit.id },
      C,
    );
  const shrine = site.addPlace(
    {
      kind: 'room',
      role: 'charnel-shrine',
      owner: dm.id,
      marks: ['tomb'],
      shape: rectAt(pt(23, 15.5), 1, 1),
    },
    C,
  );
  site.addTunnel(
    {
      style: 'demonic',
      role: 'worm',
      from: dpit.id,
      to: shrine.id,
      owner: dm.id,
      path: [pt(21, 18.6), pt(22, 17.4), pt(21.8, 16.6), pt(23, 16)],
    },
    C,
  );

  // The Great Disaster: a volcano and a fallen star.
  const chamber = site.addPlace(
    { kind: 'cave', role: 'lava-chamber', shape: ellipseAt(pt(2.5, 19.5), 0.9, 0.7) },
    D,
  );
  const cone = site.addPlace(
    { kind: 'surface-site', role: 'volcanic-cone', shape: rectAt(pt(2.5, 4), 1.2, 1) },
    D,
  );
  site.addFeature(
    {
      kind: 'volcano',
      shape: { kind: 'polygon', points: [pt(1.7, 4.5), pt(2.3, 3.4), pt(2.7, 3.4), pt(3.3, 4.5)] },
    },
    D,
  );
  site.addTunnel(
    {
      style: 'natural',
      role: 'volcanic-shaft',
      from: chamber.id,
      to: cone.id,
      path: [pt(2.5, 18.8), pt(2.8, 12), pt(2.5, 4.5)],
    },
    D,
  );
  const crater = site.addPlace(
    { kind: 'surface-site', role: 'crater', shape: ellipseAt(pt(17, 4.6), 1, 0.5) },
    D,
  );
  site.addFeature(
    {
      kind: 'meteorite',
      name: 'Veyobrand',
      place: crater.id,
      shape: ellipseAt(pt(17, 4.8), 0.4, 0.25),
    },
    D,
  );
  createToken(world, { kind: 'treasure', role: 'loot', owner: null, place: crater.id }, D);

  // The Age of Monsters: the surface kingdom and a delving group in the old hall.
  const kg = group(world, 'g5', 'surface-kingdom', 'kingdom', 'Greyhold', M);
  const castle = site.addPlace(
    {
      kind: 'surface-site',
      role: 'castle',
      name: 'Castle Greyhold',
      owner: kg.id,
      shape: rectAt(pt(22, 3.8), 1.2, 1),
    },
    M,
  );
  kg.home = castle.id;
  const farm = site.addPlace(
    { kind: 'surface-site', role: 'farm', owner: kg.id, shape: rectAt(pt(25.5, 4), 1.2, 0.6) },
    M,
  );
  site.addPlace(
    { kind: 'surface-site', role: 'city', owner: kg.id, shape: rectAt(pt(8.5, 4), 1.4, 1) },
    M,
  );
  site.addPlace(
    {
      kind: 'surface-site',
      role: 'wizard-tower',
      owner: kg.id,
      shape: rectAt(pt(27, 4), 0.5, 1.4),
    },
    M,
  );
  createToken(world, { kind: 'population', role: 'knight', owner: kg.id, place: castle.id }, M);
  createToken(world, { kind: 'population', role: 'knight', owner: kg.id, place: farm.id }, M);
  const orcs = group(world, 'g6', 'delvers', 'monsters', 'the Bloodaxe orcs', M);
  const den = site.addPlace(
    { kind: 'room', role: 'lair', owner: orcs.id, shape: rectAt(pt(17, 9), 1.2, 1) },
    M,
  );
  orcs.home = den.id;
  site.addTunnel(
    {
      style: 'dwarven',
      role: 'tunnel',
      from: tomb.id,
      to: den.id,
      owner: orcs.id,
      path: [pt(16, 8.5), pt(16.5, 9)],
    },
    M,
  );
  for (let i = 0; i < 3; i++)
    createToken(world, { kind: 'population', role: 'monster', owner: orcs.id, place: den.id }, M);
  createToken(world, { kind: 'bonus', role: 'loot', owner: orcs.id, place: den.id }, M);
  hall.owner = orcs.id;
  return world;
}
