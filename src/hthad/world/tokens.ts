/**
 * Beads on the page. Tokens are created, moved, converted and destroyed only here, and every
 * call returns the {@link TokenDelta} the caller records on its event, so the totals on the
 * page always reconcile with the event log.
 */
import type { LayerStamp, Token, TokenDelta, TokenKind, TokenRole, World } from './types';

const OWNER_VERSIONS = new WeakMap<World, Map<string | null, number>>();

/**
 * Count a change to what an owner holds: its beads (what they are, where they lie, whose they
 * are), and, reported by the ages through {@link touchOwner}, its places and its seat.
 */
function touch(world: World, owner: string | null): void {
  let m = OWNER_VERSIONS.get(world);
  if (!m) OWNER_VERSIONS.set(world, (m = new Map()));
  m.set(owner, (m.get(owner) ?? 0) + 1);
}

/** Count a change to an owner's places or seat made in place (not through these helpers). */
export function touchOwner(world: World, owner: string | null): void {
  touch(world, owner);
}

/**
 * How many times an owner's holdings have changed (its beads through these helpers, the rest
 * through {@link touchOwner}): a cache of what an owner
 * holds stays good while this stays the same.
 */
export function ownerVersion(world: World, owner: string | null): number {
  return OWNER_VERSIONS.get(world)?.get(owner) ?? 0;
}

function delta(t: Token, op: TokenDelta['op'], from: string | null, to: string | null): TokenDelta {
  return { token: t.id, op, kind: t.kind, role: t.role, owner: t.owner, from, to };
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
  world.tokens.push(t);
  world.revision++;
  touch(world, t.owner);
  return delta(t, 'create', null, spec.place);
}

/** Move a bead to another place (optionally changing owner/role, e.g. looted). */
export function moveToken(
  world: World,
  id: string,
  to: string,
  change: { owner?: string | null; role?: TokenRole } = {},
): TokenDelta {
  const t = getToken(world, id);
  const from = t.place;
  touch(world, t.owner);
  t.place = to;
  if (change.owner !== undefined) t.owner = change.owner;
  if (change.role !== undefined) t.role = change.role;
  world.revision++;
  touch(world, t.owner);
  return delta(t, 'move', from, to);
}

/** Change what a bead means (slave to freed slave, prince to bound demon) without moving it. */
export function convertToken(
  world: World,
  id: string,
  change: { owner?: string | null; role: TokenRole },
): TokenDelta {
  const t = getToken(world, id);
  touch(world, t.owner);
  if (change.owner !== undefined) t.owner = change.owner;
  t.role = change.role;
  world.revision++;
  touch(world, t.owner);
  return delta(t, 'convert', t.place, t.place);
}

/** Take a bead off the page. */
export function destroyToken(world: World, id: string): TokenDelta {
  const i = world.tokens.findIndex((t) => t.id === id);
  if (i < 0) throw new RangeError(`no token ${id}`);
  const t = world.tokens[i]!;
  world.tokens.splice(i, 1);
  world.revision++;
  touch(world, t.owner);
  return delta(t, 'destroy', t.place, null);
}

export function getToken(world: World, id: string): Token {
  const t = world.tokens.find((x) => x.id === id);
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
