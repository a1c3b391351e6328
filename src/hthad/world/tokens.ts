/**
 * Beads on the page. Tokens are created, moved, converted and destroyed only here, and every
 * call returns the {@link TokenDelta} the caller records on its event, so the totals on the
 * page always reconcile with the event log.
 */
import { cacheOf, cacheSlot } from './caches';
import { plainConstructor } from './young';
import type { LayerStamp, Token, TokenDelta, TokenKind, TokenRole, World } from './types';

/**
 * What the helpers keep for one world: each owner's change count (see {@link ownerVersion}) and
 * the bead index (see {@link TokenIndex}) once built. One record, so a helper finds both with
 * one look-up.
 */
interface TokenBook {
  /** Each owner's change count, in a cell of its own that a cache may keep (see {@link ownerVersionCell}). */
  readonly versions: Map<string | null, { n: number }>;
  index: TokenIndex | null;
}

const BOOKS = cacheSlot<TokenBook>(() => ({ versions: new Map(), index: null }));

function bookOf(world: World): TokenBook {
  return cacheOf(world, BOOKS);
}

/**
 * Count a change to what an owner holds: its beads (what they are, where they lie, whose they
 * are), and, reported by the ages through {@link touchOwner}, its places and its seat.
 */
function touch(book: TokenBook, owner: string | null): void {
  const cell = book.versions.get(owner);
  if (cell) cell.n++;
  else book.versions.set(owner, { n: 1 });
}

/** Count a change to an owner's places or seat made in place (not through these helpers). */
export function touchOwner(world: World, owner: string | null): void {
  touch(bookOf(world), owner);
}

/**
 * How many times an owner's holdings have changed (its beads through these helpers, the rest
 * through {@link touchOwner}): a cache of what an owner
 * holds stays good while this stays the same.
 */
export function ownerVersion(world: World, owner: string | null): number {
  return cacheOf(world, BOOKS).versions.get(owner)?.n ?? 0;
}

/**
 * The owner's change count as a cell whose `n` is its {@link ownerVersion}, now and after any
 * later change: a cache of one owner's holdings keeps the cell and reads `n`, with no look-up.
 */
export function ownerVersionCell(world: World, owner: string | null): { readonly n: number } {
  const versions = cacheOf(world, BOOKS).versions;
  let cell = versions.get(owner);
  if (!cell) versions.set(owner, (cell = { n: 0 }));
  return cell;
}

/**
 * The beads by id and by owner, each owner's in page order (the order of `world.tokens`), kept by
 * the helpers below as they change the beads. Built on first use; built afresh if the bead list
 * was changed some other way (its length is not what the index expects).
 */
interface TokenIndex {
  readonly byId: Map<string, Token>;
  readonly byOwner: Map<string | null, Token[]>;
  /** Each bead's place in page order (later beads, higher numbers); a bead leaves it when destroyed. */
  readonly seq: Map<Token, number>;
  next: number;
  length: number;
}

function indexOf(world: World, book: TokenBook = bookOf(world)): TokenIndex {
  let ix = book.index;
  if (ix && ix.length === world.tokens.length) return ix;
  ix = { byId: new Map(), byOwner: new Map(), seq: new Map(), next: 0, length: 0 };
  for (const t of world.tokens) {
    if (!ix.byId.has(t.id)) ix.byId.set(t.id, t);
    ix.seq.set(t, ix.next++);
    ownerList(ix, t.owner).push(t);
  }
  ix.length = world.tokens.length;
  book.index = ix;
  return ix;
}

function ownerList(ix: TokenIndex, owner: string | null): Token[] {
  let list = ix.byOwner.get(owner);
  if (!list) ix.byOwner.set(owner, (list = []));
  return list;
}

/** Keep a bead's owner list right after its owner changed from `from`. */
function reown(book: TokenBook, t: Token, from: string | null): void {
  if (t.owner === from) return;
  const ix = book.index;
  if (!ix) return;
  const old = ownerList(ix, from);
  old.splice(old.indexOf(t), 1);
  const list = ownerList(ix, t.owner);
  const k = ix.seq.get(t)!;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ix.seq.get(list[mid]!)! < k) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, t);
}

/**
 * An owner's beads in page order (what `world.tokens.filter((t) => t.owner === owner)` gives),
 * without a pass over every bead. The list is the index's own: read it, never change it, and
 * copy it before moving the beads it holds.
 */
export function ownerTokens(world: World, owner: string | null): readonly Token[] {
  return indexOf(world).byOwner.get(owner) ?? [];
}

/**
 * A bead change as recorded: the keys of `{ token, op, kind, role, owner, from, to }`, made by
 * a constructor so the record stays young (see young.ts).
 */
const DeltaRecord = plainConstructor(function (
  this: { -readonly [K in keyof TokenDelta]: TokenDelta[K] },
  t: Token,
  op: TokenDelta['op'],
  from: string | null,
  to: string | null,
) {
  this.token = t.id;
  this.op = op;
  this.kind = t.kind;
  this.role = t.role;
  this.owner = t.owner;
  this.from = from;
  this.to = to;
});

function delta(t: Token, op: TokenDelta['op'], from: string | null, to: string | null): TokenDelta {
  return new DeltaRecord(t, op, from, to);
}

/** Put a new bead on the page. */
export function createToken(
  world: World,
  spec: { kind: TokenKind; role: TokenRole; owner: string | null; place: string },
  made: LayerStamp,
): TokenDelta {
  const t: Token = {
    id: `t${world.next.token++}`,
    kind: spec.kind,
    role: spec.role,
    owner: spec.owner,
    place: spec.place,
    made,
  };
  const book = bookOf(world);
  const ix = book.index;
  const fresh = ix !== null && ix.length === world.tokens.length;
  world.tokens.push(t);
  if (fresh) {
    if (!ix.byId.has(t.id)) ix.byId.set(t.id, t);
    ix.seq.set(t, ix.next++);
    ownerList(ix, t.owner).push(t);
    ix.length = world.tokens.length;
  }
  world.revision++;
  touch(book, t.owner);
  return delta(t, 'create', null, spec.place);
}

/** Move a bead to another place (optionally changing owner/role, e.g. looted). */
export function moveToken(
  world: World,
  id: string,
  to: string,
  change: { owner?: string | null; role?: TokenRole } = {},
): TokenDelta {
  const book = bookOf(world);
  const t = tokenIn(world, book, id);
  const from = t.place;
  const owner = t.owner;
  touch(book, t.owner);
  t.place = to;
  if (change.owner !== undefined) t.owner = change.owner;
  if (change.role !== undefined) t.role = change.role;
  reown(book, t, owner);
  world.revision++;
  touch(book, t.owner);
  return delta(t, 'move', from, to);
}

/** Change what a bead means (slave to freed slave, prince to bound demon) without moving it. */
export function convertToken(
  world: World,
  id: string,
  change: { owner?: string | null; role: TokenRole },
): TokenDelta {
  const book = bookOf(world);
  const t = tokenIn(world, book, id);
  const owner = t.owner;
  touch(book, t.owner);
  if (change.owner !== undefined) t.owner = change.owner;
  t.role = change.role;
  reown(book, t, owner);
  world.revision++;
  touch(book, t.owner);
  return delta(t, 'convert', t.place, t.place);
}

/** Take a bead off the page. */
export function destroyToken(world: World, id: string): TokenDelta {
  const book = bookOf(world);
  const ix = indexOf(world, book);
  const t = ix.byId.get(id);
  if (!t) throw new RangeError(`no token ${id}`);
  world.tokens.splice(world.tokens.indexOf(t), 1);
  ix.byId.delete(id);
  ix.seq.delete(t);
  const list = ownerList(ix, t.owner);
  list.splice(list.indexOf(t), 1);
  ix.length = world.tokens.length;
  world.revision++;
  touch(book, t.owner);
  return delta(t, 'destroy', t.place, null);
}

export function getToken(world: World, id: string): Token {
  return tokenIn(world, bookOf(world), id);
}

function tokenIn(world: World, book: TokenBook, id: string): Token {
  const t = indexOf(world, book).byId.get(id);
  if (!t) throw new RangeError(`no token ${id}`);
  return t;
}

/** Tokens matching a filter, in creation order. */
export function tokensWhere(world: World, test: (t: Token) => boolean): Token[] {
  return world.tokens.filter(test);
}

/** Counts of beads by kind for a group (or all when owner is undefined). */
export function countTokens(world: World, owner?: string | null): Record<TokenKind, number> {
  const out: Record<TokenKind, number> = { population: 0, treasure: 0, bonus: 0, epic: 0 };
  for (const t of world.tokens) if (owner === undefined || t.owner === owner) out[t.kind]++;
  return out;
}
