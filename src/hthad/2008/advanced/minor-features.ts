/**
 * Minor Features (hthad-2008-rules.txt, "Minor Features"): a d20 row in one of four columns,
 * and the two optional rules: a wiped-out group leaves a minor feature in or near its former
 * ZOC, and a used feature is crossed off and replaced by a made-up one.
 */
import type { Host } from '../monsters/host';
import { at, newRoom } from '../monsters/space';
import { isMonsterGroup, type LateState, type MGroup } from '../monsters/state';

// Minor Features (d20 x d4): roll, Minor Feature 1, Minor Feature 2, Minor Feature 3, Minor Feature 4
export const MINOR_FEATURES = [
  { roll: 1, cols: ['The Hall of Tiles', 'The Iron Chute', 'Caves of Confusion', 'Ambuscade'] },
  {
    roll: 2,
    cols: ['Tomb of a Warrior', 'The Gemstone Trap', 'Misty Vale', 'Altar of the Horned God'],
  },
  { roll: 3, cols: ['Cauldron of Bones', 'Very Cold', 'Thrice Cursed', 'Orrery'] },
  { roll: 4, cols: ['The Magic Mouth', 'Terror Cave', 'Earthstone', 'Blackmoor'] },
  { roll: 5, cols: ['Forsaken Chamber', 'Halls of Decay', 'Flame Temple', 'Rat King'] },
  { roll: 6, cols: ['An Evil Smell', 'Secret Chamber', 'Tin Mine', 'Twisty Hall'] },
  { roll: 7, cols: ['Slimepit', 'Safe Refuge', 'Grim Flare', 'Glowing Pool'] },
  {
    roll: 8,
    cols: ['Crude Glyphs', 'The Lost Heart', 'Arcane Crystals', 'Abandoned Lab: Dangerous!'],
  },
  {
    roll: 9,
    cols: ['The Library', 'Chamber of Heroes', 'Bubbling Mud', 'Tomb of the Honest Knight'],
  },
  { roll: 10, cols: ['Defaced Statue', 'Mirror of Dis', 'Seeing Stone', 'Bed Chamber'] },
  { roll: 11, cols: ['Mysterious Statue', 'The Flume', 'Ice Grotto', 'Keystone'] },
  { roll: 12, cols: ['Room of Riddles', 'Cursed Battlefield', 'Otus Shrine', 'Hall of Chains'] },
  { roll: 13, cols: ['Throne of Iron', 'Crossroads', 'Tar Pit', 'Endless Wyrm'] },
  { roll: 14, cols: ['Crown of Stones', 'Guiding Light', 'Water Weird', 'Secret Stair'] },
  { roll: 15, cols: ['The Observatory', 'Awful Small', 'Musty Smell', 'Glass Chute'] },
  { roll: 16, cols: ['Ever-Burning Flame', 'Bartertown', 'Grave Marker', 'Pillar of Knowledge'] },
  { roll: 17, cols: ['Stagnant Pond', 'Blade of Flame', 'Elemental Revenge', 'Sinkhole'] },
  { roll: 18, cols: ['Natural Spring', 'Earth Shrine', 'Lost', 'Stendec'] },
  { roll: 19, cols: ['Shaft of the Winds', 'Demon Haunt', 'Mushrooms', 'Treasure Pool'] },
  { roll: 20, cols: ['A Tight Squeeze', 'Standing Stone', 'Gas Leak', 'Obsidian Vault'] },
] as const;

/** Words for made-up replacements when a feature is crossed off (our own). */
const REPLACEMENT_PARTS = [
  ['Sunken', 'Weeping', 'Hollow', 'Shattered', 'Silent', 'Gilded', 'Bleak', 'Crooked'],
  ['Stair', 'Font', 'Vault', 'Idol', 'Gallery', 'Cistern', 'Arch', 'Well'],
] as const;

/** Roll a minor feature: a d4 for the column, a d20 for the row. */
export function rollMinorFeature(h: Host, s: LateState): string {
  const col = h.d(4, 'minor feature column');
  const row = h.d(20, 'minor feature row');
  const name = MINOR_FEATURES[row - 1]!.cols[col - 1]!;
  if (!s.options.minorFeatureReplace) return name;
  const key = `${row}:${col}`;
  const used = s.minorUsed.filter((u) => u.startsWith(`${key}=`)).length;
  s.minorUsed.push(`${key}=${name}`);
  if (used === 0) return name;
  // Crossed off already: this entry is the made-up replacement written in its place.
  const a = h.names.pick(REPLACEMENT_PARTS[0]);
  const b = h.names.pick(REPLACEMENT_PARTS[1]);
  return `The ${a} ${b}`;
}

/**
 * The first optional rule: "any time a monster group is wiped out" it leaves a minor feature
 * near its former ZOC. Monster groups are the delvers, breeders, alphas and temples (the
 * engine's `isMonsterGroup`); adventurers, wanderers, the surface kingdoms and the villains leave
 * none.
 */
export function minorFeatureOnWipe(h: Host, s: LateState, group: MGroup, near: string): void {
  if (!s.options.minorFeatures || !isMonsterGroup(group)) return;
  const p = h.world.places.find((x) => x.id === near);
  if (!p) return;
  const name = rollMinorFeature(h, s);
  const room = newRoom(h, { near: at(p), role: 'minor-feature', owner: null, name });
  h.emit('minor-feature', `${name} marks where they fell.`, [group.id], room ? [room.id] : []);
}
