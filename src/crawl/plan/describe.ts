/**
 * Plain-text descriptions of plan pieces shared by room keys and map labels: the walls a portal
 * stands in, treasure and monster lines, thousands separators without locale formatting.
 */
import { cellKey, edgeCells, fromSpans } from './geometry';
import type { Content, Plan, Portal, Space } from './types';

/** 12345 -> "12,345" (no locale APIs). */
export function thousands(n: number): string {
  const s = String(Math.abs(Math.round(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return (n < 0 ? '-' : '') + out;
}

/** The compass side of `space` a wall portal stands on, or '' for level portals. */
export function portalSide(space: Space, portal: Portal): string {
  const e = portal.edges[0];
  if (!e) return '';
  const keys = new Set(fromSpans(space.spans).map((c) => cellKey(c.x, c.y)));
  const [a] = edgeCells(e);
  const inA = keys.has(cellKey(a.x, a.y));
  if (e.axis === 'h') return inA ? 'S' : 'N';
  return inA ? 'E' : 'W';
}

/** One content as a terse key phrase. */
export function contentText(c: Content): string {
  switch (c.kind) {
    case 'monster':
      return `${c.number} ${c.name}${c.role === 'wandering' ? ' (wandering)' : c.role === 'guardian' ? ' (guardian)' : ''}`;
    case 'treasure': {
      const items = c.items
        .map((i) =>
          ['cp', 'sp', 'ep', 'gp', 'pp'].includes(i.kind)
            ? `${thousands(i.amount)} ${i.kind}`
            : i.note,
        )
        .join(', ');
      const where = c.container === 'loose' ? 'loose' : `in ${c.container}`;
      const prot = c.protection
        ? `; ${c.protection.by === 'guarded' ? 'trap' : 'hidden'}: ${c.protection.detail}`
        : '';
      return `treasure: ${items} ${where}${prot}`;
    }
    case 'trap':
      return `trap: ${c.name} (${c.detail})`;
    case 'pool':
      return `${c.name}: ${c.detail}`;
    case 'note':
      return c.text;
  }
}

const PORTAL_WORD: Readonly<Record<Portal['kind'], string>> = {
  opening: 'opening',
  door: 'door',
  'double-door': 'double door',
  'great-door': 'great door',
  portcullis: 'portcullis',
  'secret-door': 'secret door',
  'one-way-door': 'one-way door',
  'illusory-wall': 'illusory wall',
  'stairs-down': 'stairs down',
  'stairs-up': 'stairs up',
  chute: 'chute',
  'trap-door': 'trap door',
  chimney: 'chimney',
  elevator: 'elevator',
};

/** Exits of a space as "door N, secret door E, opening S (unexplored)". */
export function exitsText(plan: Plan, space: Space): string {
  const parts: string[] = [];
  for (const p of plan.portals) {
    if (p.level !== space.level || (p.from !== space.id && p.to !== space.id)) continue;
    if (p.cell) {
      const where =
        p.toLevel === 0
          ? 'to the surface'
          : p.toLevel === space.level
            ? 'dead end'
            : `to level ${p.toLevel}`;
      parts.push(`${PORTAL_WORD[p.kind]} ${where}`);
      continue;
    }
    const side = portalSide(space, p);
    const open = p.to === null ? ' (unexplored)' : '';
    const oneWay = p.kind === 'one-way-door' && p.from !== space.id ? ' (no way back)' : '';
    parts.push(`${PORTAL_WORD[p.kind]} ${side}${oneWay}${open}`);
  }
  return parts.join(', ');
}

export function portalWord(kind: Portal['kind']): string {
  return PORTAL_WORD[kind];
}
