/**
 * The key of a tile-crawl level: numbered areas with their tile, size, contents, monsters with
 * numbers and response, traps, treasure, and doors with quality and state; then lettered
 * passages and corridors that hold something.
 */
import { contentText, portalSide, portalWord } from '../plan/describe';
import type { Plan, Portal, Space } from '../plan/types';

function cap(s: string): string {
  return s.length ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/**
 * A door's wall, quality and state as the key gives it; a door that must be forced or unlocked
 * carries its Table 9 DCs and bash rounds.
 */
function doorText(s: Space, p: Portal): string {
  const st = p.state;
  const bits = [
    st.quality,
    st.keyhole ? 'keyhole' : '',
    st.stuck ? 'stuck' : '',
    st.locked ? 'locked' : '',
    st.barred ? 'barred' : '',
    st.trapped ? 'trapped' : '',
  ].filter(Boolean);
  if (!bits.length) return '';
  const dc = /DC .*$/.exec(p.note)?.[0];
  const hard = st.stuck || st.locked || st.barred;
  return `${portalSide(s, p)} ${p.kind} (${bits.join(', ')}${hard && dc ? `; ${dc}` : ''})`;
}

/**
 * A space's contents as key text, split: what is there (its own monsters, each with the note of
 * its meeting in brackets, traps, treasure, notes) and the meetings on later passes through it.
 */
function splitContents(s: Space): { own: string[]; met: { text: string; step: number }[] } {
  const own: string[] = [];
  const met: { text: string; step: number }[] = [];
  for (let i = 0; i < s.contents.length; i++) {
    const c = s.contents[i]!;
    if (c.kind !== 'monster') {
      own.push(contentText(c));
      continue;
    }
    const next = s.contents[i + 1];
    const note =
      next?.kind === 'note' && next.text.startsWith(`${c.name}: `)
        ? next.text.slice(c.name.length + 2)
        : '';
    if (note) i += 1;
    const text = `${c.number} ${c.name}${note ? ` (${note})` : ''}`;
    if (c.role === 'wandering') met.push({ text, step: Number(/step (\d+)/.exec(note)?.[1] ?? 0) });
    else own.push(c.role === 'guardian' ? `${text} (guardian)` : text);
  }
  return { own, met };
}

function body(plan: Plan, s: Space): string {
  const doors = plan.portals
    .filter((p) => p.from === s.id && p.kind.includes('door'))
    .map((p) => doorText(s, p))
    .filter(Boolean);
  const parts = [
    ...s.features.filter((f) => f.note).map((f) => f.note),
    ...splitContents(s).own,
    ...(doors.length ? [`doors: ${doors.join('; ')}`] : []),
  ];
  return parts.length ? `${cap(parts.join('; '))}.` : 'Empty.';
}

/**
 * Passage letters: the alphabet less the map's own marks (C chute, D and U stairs, E elevator,
 * S secret door, T trap) and I and O, read as 1 and 0; then A1, B1, ...
 */
const LETTERS = 'ABFGHJKLMNPQRVWXYZ';

/** Letters for unnumbered spaces worth keying: A, B, F, ... Z, A1, ... */
export function passageLetters(plan: Plan, level: number): Map<string, string> {
  const out = new Map<string, string>();
  const keyed = plan.spaces.filter(
    (s) =>
      s.level === level &&
      s.number === null &&
      (s.contents.length > 0 || plan.portals.some((p) => p.cell && p.from === s.id)),
  );
  const n = LETTERS.length;
  keyed.forEach((s, i) =>
    out.set(s.id, LETTERS[i % n]! + (i >= n ? String(Math.floor(i / n)) : '')),
  );
  return out;
}

const SIDE_WORD: Readonly<Record<string, string>> = {
  n: 'north',
  e: 'east',
  s: 'south',
  w: 'west',
};

/** What the exit is as the party would see it: its door, or the way down. */
const DOOR_WORD: Readonly<Record<string, string>> = {
  none: 'opening',
  open: 'open door',
  closed: 'closed door',
  keyhole: 'door with a keyhole',
  double: 'great double doors',
  secret: 'secret door (found)',
};

/**
 * An unexplored exit as a reader would find it: the area (number or letter) and its tile, the
 * wall it is on, its hand, and what it is.
 * @example exitName(plan, plan.frontier[0], passageLetters(plan, 1)) // '3 (Cavern IV): east wall, LH opening'
 */
export function exitName(
  plan: Plan,
  e: Plan['frontier'][number] & { side?: string | null; hand?: string | null; door?: string },
  letters: ReadonlyMap<string, string>,
): string {
  const space = plan.spaces.find((s) => s.id === e.from);
  const label = space?.number ?? letters.get(e.from) ?? null;
  const tile = space ? space.note : e.from;
  const where = label === null ? tile : `${label} (${tile})`;
  const portal = e.portal ? plan.portals.find((p) => p.id === e.portal) : undefined;
  if (portal?.cell)
    return `${where}: ${portalWord(portal.kind)} to level ${portal.toLevel ?? e.level}`;
  const wall = e.side ? `${SIDE_WORD[e.side] ?? e.side} wall` : `${e.dir} side`;
  const what = DOOR_WORD[e.door ?? 'none'] ?? (portal ? portalWord(portal.kind) : 'way on');
  return `${where}: ${wall}, ${e.hand ? `${e.hand} ` : ''}${what}`;
}

/**
 * A space's exits with where each leads: "opening S to 3, door E (unexplored), steps down to
 * level 2"; the far end of a way down from the level above is "way up to A".
 */
function exitsOf(plan: Plan, space: Space, letters: ReadonlyMap<string, string>): string {
  const name = (id: string | null): string => {
    if (id === null) return '';
    const sp = plan.spaces.find((x) => x.id === id);
    if (!sp) return '';
    return String(sp.number ?? letters.get(id) ?? sp.note);
  };
  const parts: string[] = [];
  for (const p of plan.portals) {
    if (p.level !== space.level || (p.from !== space.id && p.to !== space.id)) continue;
    const word = portalWord(p.kind);
    if (p.cell) {
      if (p.from !== space.id) parts.push(`way up to ${name(p.from)}`);
      else if (p.toLevel !== null && p.toLevel !== space.level)
        parts.push(`${word} to level ${p.toLevel}${p.to === null ? ' (unexplored)' : ''}`);
      else parts.push(p.to === null ? `${word} (unexplored)` : `${word} to ${name(p.to)}`);
      continue;
    }
    const other = p.from === space.id ? p.to : p.from;
    const oneWay = p.kind === 'one-way-door' && p.from !== space.id ? ' (no way back)' : '';
    const where = other === null ? ' (unexplored)' : ` to ${name(other)}`;
    parts.push(`${word} ${portalSide(space, p)}${where}${oneWay}`);
  }
  return parts.join(', ');
}

/**
 * The key of one level as text.
 * @example tilesKey(runTiles({ seed: 'greyhawk', step: 40 }).plan, 1)
 */
export function tilesKey(plan: Plan, level: number): string {
  const lines = [
    `DUNGEON LEVEL ${level}`,
    `Dungeon Crawling tiles (${plan.version}), seed "${plan.seed}", step ${plan.steps}. One square = 5 ft; tiles 40 ft.`,
    '',
  ];
  const spaces = plan.spaces.filter((s) => s.level === level);
  const letters = passageLetters(plan, level);
  for (const s of spaces.filter((x) => x.number !== null).sort((a, b) => a.number! - b.number!)) {
    const exits = exitsOf(plan, s, letters);
    lines.push(
      `${s.number}. ${s.note.toUpperCase()}, ${s.size}. ${exits ? `Exits: ${exits}.` : 'No exits.'} ${body(plan, s)}`,
    );
  }
  const lettered = spaces.filter((s) => letters.has(s.id));
  if (lettered.length) {
    lines.push('', 'PASSAGES, CORRIDORS AND STEPS');
    for (const s of lettered) {
      const links = plan.portals
        .filter((p) => p.cell && p.from === s.id)
        .map((p) => p.note || p.kind);
      const { own, met } = splitContents(s);
      const text = [...links, ...own].join('; ');
      // Keyed only for what was met here on a later pass: say so rather than nothing.
      const what = text || (met.length ? 'nothing of its own (met on the way: below)' : 'empty');
      lines.push(`${letters.get(s.id)}. ${s.note}: ${cap(what)}.`);
    }
  }
  // Monsters met walking back through explored places (text 958-961), in the order met.
  const met = spaces
    .flatMap((s) =>
      splitContents(s).met.map((m) => ({
        ...m,
        where: s.number ?? letters.get(s.id) ?? s.note,
      })),
    )
    .sort((a, b) => a.step - b.step);
  if (met.length) {
    lines.push('', 'MET ON THE WAY (walking back through explored places)');
    for (const m of met) lines.push(`In ${m.where}: ${m.text}.`);
  }
  const open = plan.frontier.filter((e) => e.level === level);
  lines.push(
    '',
    `UNEXPLORED: ${open.length} way${open.length === 1 ? '' : 's'} on${open.length ? ':' : ' (none).'}`,
    ...open.map((e) => `- ${exitName(plan, e, letters)} (exit ${e.id} for path).`),
  );
  return lines.join('\n') + '\n';
}

/** Short key lines for the map's key column, at most `max`. */
export function mapKeyLines(plan: Plan, level: number, max = 90): string[] {
  const out: string[] = [];
  for (const l of tilesKey(plan, level).split('\n').slice(3)) {
    if (l.startsWith('UNEXPLORED') || l.startsWith('MET ON THE WAY')) break;
    if (l === '') continue;
    let cur = '';
    for (const w of l.split(' ')) {
      if (cur && (cur + ' ' + w).length > 64) {
        out.push(cur);
        cur = '   ' + w;
      } else cur = cur ? `${cur} ${w}` : w;
    }
    if (cur) out.push(cur);
  }
  return out.length > max
    ? [...out.slice(0, max - 1), `... (${out.length - max + 1} more lines in /key)`]
    : out;
}
