/**
 * Caches held by the object they describe (a world, a run's late state) under one hidden,
 * non-enumerable symbol, rather than in module-level WeakMaps keyed by it. The result is the same
 * (one cache per object, gone with the object) but the collector's cost is not: V8's
 * young-generation collector treats every WeakMap value as alive, so a cache that points into
 * its world (the active list kept the world itself) had each scavenge copy, then promote, the
 * finished runs' worlds: megabytes, some 10 ms a scavenge, landing on whichever run was going.
 * Held by the object, a finished run's caches die young with it.
 *
 * The symbol is invisible to JSON, to plainClone (it copies own enumerable string keys)
 * and to equality checks of the data.
 */

/** A kind of cache: its position in the holder's list and how to make it. */
export interface CacheSlot<T> {
  readonly index: number;
  readonly make: () => T;
}

const HELD = Symbol('held caches');
let slots = 0;

/** A new kind of cache; `make` builds an empty one the first time an object asks. */
export function cacheSlot<T>(make: () => T): CacheSlot<T> {
  return { index: slots++, make };
}

/** Objects that cannot take the hidden list (frozen, sealed) keep theirs here. */
const FALLBACK = new WeakMap<object, unknown[]>();

/** The object's cache of this kind, made on first asking. */
export function cacheOf<T>(owner: object, slot: CacheSlot<T>): T {
  let list = (owner as { [HELD]?: unknown[] })[HELD];
  if (list === undefined) list = heldList(owner);
  let value = list[slot.index] as T | undefined;
  if (value === undefined) list[slot.index] = value = slot.make();
  return value;
}

/** Drop the object's cache of this kind (the next {@link cacheOf} makes a new one). */
export function dropCache(owner: object, slot: CacheSlot<unknown>): void {
  const list = (owner as { [HELD]?: unknown[] })[HELD] ?? FALLBACK.get(owner);
  if (list) list[slot.index] = undefined;
}

function heldList(owner: object): unknown[] {
  let list = FALLBACK.get(owner);
  if (list) return list;
  list = [];
  if (Object.isExtensible(owner))
    Object.defineProperty(owner, HELD, {
      value: list,
      enumerable: false,
      writable: false,
      configurable: true,
    });
  else FALLBACK.set(owner, list);
  return list;
}
