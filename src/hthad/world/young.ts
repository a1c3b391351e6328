/**
 * The records a run keeps to its end (events, dice, bead changes, places, tunnels), made so the
 * collector can free them young.
 *
 * V8 allocates the objects of an object or array literal straight into the old generation once
 * it has seen most of them outlive a scavenge ("allocation-site pretenuring"). A run's records
 * do outlive the scavenges during the run, so their literals were pretenured; but what they hold
 * (texts, ids, copied lists, points) is made young, and a young object held by an old one
 * survives every scavenge until a full collection, whether the run is over or not. Each scavenge
 * then copied and promoted the finished runs' texts and lists (over a megabyte a time, several
 * ms). An object made by `new` on a constructor function, or a list made by `slice`, has no
 * allocation site: it stays young, and dies young with its run.
 *
 * The constructors below make plain objects (their prototype is Object.prototype, as a
 * literal's), with their keys in the order assigned: the same data and the same JSON.
 */

/** A constructor whose objects are plain (see {@link plainConstructor}). */
export type PlainConstructor<A extends unknown[], T> = new (...args: A) => T;

/**
 * Turn a `function` (not an arrow) that assigns `this`'s fields into a constructor of plain
 * objects: its instances' prototype is Object.prototype, as an object literal's.
 */
export function plainConstructor<A extends unknown[], T>(
  init: (this: T, ...args: A) => void,
): PlainConstructor<A, T> {
  (init as unknown as { prototype: object }).prototype = Object.prototype;
  return init as unknown as PlainConstructor<A, T>;
}

/**
 * The list {@link youngList} copies: never changed. (Not frozen: a frozen list's copy takes a
 * slow path, some four times the cost.)
 */
const EMPTY: readonly never[] = [];

/**
 * An empty list made young (see above): a copy made by `slice` has no allocation site, and the
 * optimizing compiler makes it inline, as cheap as a literal (a call of `Array.of` stays a call).
 */
export function youngList<T>(): T[] {
  return EMPTY.slice();
}

/** A copy of a list, made young: `slice` has no allocation site either. */
export function youngCopy<T>(list: readonly T[]): T[] {
  return list.slice();
}
