/**
 * The last few replays of this isolate (or worker thread), so that the resources of one moment
 * of one dungeon — its JSON, its map, its key, its chronicle, which a viewer asks for together —
 * share one replay instead of running it once each.
 *
 * A replay is a pure function of what the key holds (the system, its version, the seed, the
 * resolved options and the stop), so an entry is never stale; runs are read, never changed, by
 * everything that serialises or draws them (the catalogue's byte-for-byte checks ask for several
 * resources of one run in a row). Replays of a user's posted document are not kept: the key
 * would have to hash the document, and such requests are rare and cached by ETag anyway.
 */

/** Most replays kept: four histories to the end held 4.8 MB of heap, four played quests 5.6. */
export const RUN_MEMO_SIZE = 8;

const runs = new Map<string, unknown>();
let capacity = RUN_MEMO_SIZE;

/**
 * How many replays to keep (0: none). Benches that time a route by asking for it again and
 * again set 0, so that each request pays for its replay as a first request does.
 */
export function setRunMemoSize(n: number): void {
  capacity = Math.max(0, Math.floor(n));
  for (const k of runs.keys()) {
    if (runs.size <= capacity) break;
    runs.delete(k);
  }
}

/** Kinds of replay never kept (see {@link setUnkeptKinds}). */
const unkept = new Set<string>();

/**
 * Replays of these kinds (`history`, `crawl`, `play`) are run and not kept; the others as before.
 * A kept run outlives its request, so the collector copies it out of the young generation and
 * promotes it (a history to the end holds about a megabyte) on the CPU of the requests that come
 * next. The Worker keeps no history: Cloudflare limits each request's CPU, the Cache API already
 * answers a repeated URL, and a history's resources rarely share a moment (the viewer asks the
 * chronicle once and a map for each moment it shows). `/v1/dungeon` in workerd alone, seeds
 * 1–1000 each asked once, keeping no history against keeping eight, interleaved, eight runs:
 * over 10 ms 7.2% against 10.2% (the runs' medians; 4.2–14.5% against 9.0–12.0%), CPU 0.92×
 * (0.88–1.06× by run).
 */
export function setUnkeptKinds(kinds: readonly string[]): void {
  unkept.clear();
  for (const k of kinds) unkept.add(k);
}

/** Whether the memo keeps replays of this kind (the next resource of the moment shares them). */
export function keepsKind(kind: string): boolean {
  return capacity > 0 && !unkept.has(kind);
}

/**
 * Take apart a replay the memo does not keep, once its answer is made: empty the lists, maps and
 * sets it and its world hold at the top. A long replay spans scavenges, so some of its lists are
 * promoted while it runs; once it is over, those dead old lists still point at the young records
 * added later, and the young-generation collector must keep (copy, then promote) them until the
 * next full collection. Emptied, they hold nothing. In workerd, `/v1/dungeon` over seeds 1–400,
 * six processes each: the last 20 scavenges took 27–44 ms in processes that start well and
 * 112–120 ms in those that do not, against 64 and 175–205 ms without.
 */
export function releaseRun(run: object): void {
  const world = (run as { world?: unknown }).world;
  if (world && typeof world === 'object') emptyTop(world);
  emptyTop(run);
}

function emptyTop(o: object): void {
  for (const v of Object.values(o)) {
    if (Array.isArray(v)) v.length = 0;
    else if (v instanceof Map || v instanceof Set) v.clear();
  }
}

/** Replays answered from the memo and replays run, since the isolate started (for the bench). */
export const runMemoStats = { hits: 0, misses: 0 };

/**
 * The run for `key`, from the memo or made now (and kept, the least recently used dropped).
 * A replay that throws (an InputError for a stop the run never reaches) keeps nothing.
 */
export function memoRun<T>(key: string, make: () => T): T {
  if (runs.has(key)) {
    const hit = runs.get(key) as T;
    // Map order is insertion order: moving the entry to the end marks it most recent.
    runs.delete(key);
    runs.set(key, hit);
    runMemoStats.hits++;
    return hit;
  }
  runMemoStats.misses++;
  const run = make();
  if (capacity === 0) return run;
  if (freezing) deepFreeze(run);
  runs.set(key, run);
  for (const k of runs.keys()) {
    if (runs.size <= capacity) break;
    runs.delete(k);
  }
  return run;
}

/**
 * A system's replay, kept for the next resource of the same moment: `kind`, the system's id and
 * version, the seed, the resolved options and the stop make the key. `keep: false` (a user's
 * posted document decides the run too) replays without keeping.
 */
export function keptReplay<T>(
  kind: string,
  sys: { readonly id: string; readonly version: string },
  seed: string,
  options: Readonly<Record<string, unknown>>,
  stop: unknown,
  make: () => T,
  keep = true,
): T {
  return keep && !unkept.has(kind)
    ? memoRun(runKey(kind, sys.id, sys.version, seed, options, stop), make)
    : make();
}

/** The memo's key for a replay: every input that decides it, in a fixed order. */
export function runKey(
  kind: string,
  id: string,
  version: string,
  seed: string,
  options: Readonly<Record<string, unknown>>,
  stop: unknown,
): string {
  const names = Object.keys(options).sort();
  return JSON.stringify([kind, id, version, seed, names.map((n) => [n, options[n]]), stop]);
}

/** Forget every kept replay (tests that count replays start from nothing). */
export function clearRunMemo(): void {
  runs.clear();
  runMemoStats.hits = 0;
  runMemoStats.misses = 0;
}

let freezing = false;

/**
 * Tests: freeze every run the memo keeps, all the way down, so that any route that would change
 * a shared run throws (modules are strict) instead of changing what the next route reads.
 */
export function freezeMemoRuns(on: boolean): void {
  freezing = on;
}

function deepFreeze(value: unknown): void {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  for (let n = 0; n < stack.length && n < 50_000_000; n++) {
    const v = stack[n];
    if (typeof v !== 'object' || v === null || seen.has(v) || ArrayBuffer.isView(v)) continue;
    seen.add(v);
    Object.freeze(v);
    if (v instanceof Map)
      for (const [k, x] of v) {
        stack.push(k);
        stack.push(x);
      }
    else if (v instanceof Set) for (const x of v) stack.push(x);
    else for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
}
