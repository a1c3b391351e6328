/**
 * What the play log calls things, as a reader of the map sees them: a door by its side and the
 * tile's label on the Map Maker ("the north door of room 3"), and monsters of one name told
 * apart by number ("Ghoblin 2").
 */
import type { PlunginExit, PlunginResult } from '../engine';
import { SIDE_WORD } from '../grid';
import { tileLabel } from '../key';

/** The tile as the map labels it: `room 3`, `the Entry`, `hallway H2.3`. */
export function tileName(crawl: PlunginResult, space: string): string {
  const t = tileOf(crawl, space);
  if (!t) return 'the dungeon';
  if (t.kind === 'entry') return 'the Entry';
  const label = tileLabel(crawl, t);
  return label.startsWith('H') ? `hallway ${label}` : `room ${label}`;
}

type Tile = PlunginResult['tiles'][number];

/** Each tiles list's first tile by space, and how long the list was when it was read. */
const TILES = new WeakMap<
  readonly Tile[],
  { readonly n: number; readonly by: Map<string, Tile> }
>();

/** The first tile on the crawl whose space is `space` (`tiles.find`, read off a map made once per list). */
export function tileOf(crawl: PlunginResult, space: string): Tile | undefined {
  const { tiles } = crawl;
  let index = TILES.get(tiles);
  if (!index || index.n !== tiles.length) {
    const by = new Map<string, Tile>();
    for (const t of tiles) if (!by.has(t.space)) by.set(t.space, t);
    index = { n: tiles.length, by };
    TILES.set(tiles, index);
  }
  return index.by.get(space);
}

/** A door by its side and the tile it is on: `the north door of room 3`. */
export function doorName(crawl: PlunginResult, e: PlunginExit): string {
  return `the ${SIDE_WORD[e.dir]} door of ${tileName(crawl, e.from)}`;
}

/**
 * Names for monsters newly in play, numbered through the game by their book name: a lone one
 * the first of its kind keeps the bare name; in a group, or after others of its kind, each
 * carries its number (`Ghoblin 1`, `Ghoblin 2`).
 * @param before how many of each name were already in play this game
 * @param fresh the book names of the newcomers, in placing order
 */
export function numberedNames(
  before: ReadonlyMap<string, number>,
  fresh: readonly string[],
): string[] {
  const inGroup = new Map<string, number>();
  for (const n of fresh) inGroup.set(n, (inGroup.get(n) ?? 0) + 1);
  const seen = new Map(before);
  return fresh.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return (inGroup.get(n) ?? 0) > 1 || k > 1 ? `${n} ${k}` : n;
  });
}
