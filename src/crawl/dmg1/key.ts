/**
 * The room key of a DMG1 level in the terse style of a module key: numbered rooms with size,
 * exits, contents, treasure and traps; then passages with anything found in them.
 */
import { contentText, portalSide, portalWord, thousands } from '../plan/describe';
import { boundsOf, fromSpans } from '../plan/geometry';
import type { Content, Plan, Portal, Space } from '../plan/types';
import { SECRET_ROOM_NOTE, treasureWorth } from './contents';
import { monsterRow, monsterStats, wanderingTable } from './monsters';

/**
 * One content as the key says it: a monster with its hit dice, armour class and attacks; a
 * treasure with what it is worth in gold pieces.
 */
export function keyContent(level: number, c: Content): string {
  if (c.kind === 'monster') {
    const row = monsterRow(level, c.name);
    const role = c.role === 'inhabitant' ? [] : [c.role];
    const about = [...role, ...(row ? [monsterStats(row)] : [])];
    return `${c.number} ${c.name}${about.length ? ` (${about.join('; ')})` : ''}`;
  }
  if (c.kind === 'treasure') {
    const worth = treasureWorth(c);
    return contentText(c).replace(/^treasure: /, `treasure worth ${thousands(worth)} gp: `);
  }
  return contentText(c);
}

/**
 * Where a way out of `space` goes: a numbered room ("to 5"), or along unnumbered passages to the
 * nearest rooms they reach ("by passage B to 4, 7"), with "unexplored" where a way on is open.
 */
/** How many rooms an exit's passage names before "N more rooms". */
const NEAREST_ROOMS = 3;

function destination(plan: Plan, space: Space, p: Portal, letters: Map<string, string>): string {
  const other = p.from === space.id ? p.to : p.from;
  if (other === null) return 'unexplored';
  const first = plan.spaces.find((x) => x.id === other);
  if (!first) return 'unexplored';
  if (first.number !== null) return `to ${first.number}`;
  // Walk the passages beyond (not back through this space) to the rooms and open ways they reach.
  const seen = new Set([space.id, first.id]);
  const queue = [first];
  const rooms = new Set<number>();
  const levels = new Set<string>();
  let open = 0;
  for (let i = 0; i < queue.length && i < 400; i++) {
    const at = queue[i]!;
    open += plan.frontier.filter((e) => e.from === at.id && e.level === at.level).length;
    for (const q of plan.portals) {
      if (q.from !== at.id && q.to !== at.id) continue;
      if (q.cell) {
        if (q.toLevel !== null && q.toLevel !== at.level)
          levels.add(q.toLevel === 0 ? 'the surface' : `level ${q.toLevel}`);
        continue;
      }
      const next = q.from === at.id ? q.to : q.from;
      if (next === null) {
        open++;
        continue;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      const sp = plan.spaces.find((x) => x.id === next);
      if (!sp) continue;
      if (sp.number !== null) rooms.add(sp.number);
      else queue.push(sp);
    }
  }
  // The nearest rooms first (the walk's order), at most three, then how many more: a long hall
  // reaches half the level and a referee needs only the way to the next doors.
  const nums = [...rooms];
  const ends = [
    ...nums.slice(0, NEAREST_ROOMS).map(String),
    ...(nums.length > NEAREST_ROOMS
      ? [`${nums.length - NEAREST_ROOMS} more room${nums.length - NEAREST_ROOMS === 1 ? '' : 's'}`]
      : []),
    ...[...levels].map((l) => `stairs to ${l}`),
    ...(open > 0 ? ['unexplored'] : []),
  ];
  const letter = letters.get(first.id);
  const by = `${first.kind === 'stairs' ? 'stairs' : 'passage'}${letter ? ` ${letter}` : ''}`;
  if (ends.length === 1 && open > 0) return `by ${by}, unexplored`;
  return ends.length > 0 ? `by ${by} to ${ends.join(', ')}` : `by ${by}, dead end`;
}

/**
 * Exits of a space as "door N to 5; opening S by passage B to 4, 7, unexplored"; two alike are
 * one entry ("2 doors W to 21").
 */
export function exitsWhere(plan: Plan, space: Space, letters: Map<string, string>): string {
  const parts: [word: string, rest: string][] = [];
  // A passage reached by two exits of one room is told in full once, then "the same passage".
  const told = new Set<string>();
  for (const p of plan.portals) {
    if (p.level !== space.level || (p.from !== space.id && p.to !== space.id)) continue;
    if (p.cell) {
      const where =
        p.toLevel === 0
          ? 'to the surface'
          : p.toLevel === space.level
            ? 'dead end'
            : `to level ${p.toLevel}`;
      parts.push([portalWord(p.kind), where]);
      continue;
    }
    const oneWay = p.kind === 'one-way-door' && p.from !== space.id ? ' (no way back)' : '';
    const other = p.from === space.id ? p.to : p.from;
    const via = other === null ? undefined : plan.spaces.find((x) => x.id === other);
    const again = via !== undefined && via.number === null && told.has(via.id);
    if (via !== undefined && via.number === null) told.add(via.id);
    parts.push([
      portalWord(p.kind),
      `${portalSide(space, p)}${oneWay} ${again ? 'into the same passage' : destination(plan, space, p, letters)}`,
    ]);
  }
  const out: string[] = [];
  const counted = new Map<string, number>();
  for (const [w, r] of parts) counted.set(`${w}|${r}`, (counted.get(`${w}|${r}`) ?? 0) + 1);
  for (const [k, n] of counted) {
    const [w, r] = k.split('|') as [string, string];
    const many = w.startsWith('stairs')
      ? w
      : w.replace(/(door|wall|opening|portcullis|chute)$/, '$1s');
    out.push(n > 1 ? `${n} ${many} ${r}` : `${w} ${r}`);
  }
  return out.join('; ');
}

/** One keyed space as a line: "3. CHAMBER 20 ft x 30 ft. Exits: ... Contents." */
export function keyLine(plan: Plan, s: Space, letters = new Map<string, string>()): string {
  const kind = s.kind.toUpperCase();
  const exits = exitsWhere(plan, s, letters);
  const contents = s.contents.map((c) => keyContent(s.level, c));
  const features = s.features.filter((f) => f.note && f.kind !== 'brazier').map((f) => f.note);
  const body = [...features, ...contents];
  const note = s.note && s.note !== s.kind ? ` (${s.note})` : '';
  // A Table V.J closet holds the treasure its room keys: not "Empty".
  const empty = s.note.startsWith(SECRET_ROOM_NOTE) ? 'The treasure lies here.' : 'Empty.';
  return `${s.number}. ${kind}${note}, ${s.size}. ${exits ? `Exits: ${exits}.` : 'No exits.'} ${body.length ? `${cap(body.join('; '))}.` : empty}`;
}

function cap(s: string): string {
  return s.length ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** Where a space lies, as the 10-ft square of its north-west corner. */
function square(plan: Plan, s: Space): string {
  const b = boundsOf(fromSpans(s.spans));
  return `${Math.floor(b.x0 / plan.sheet.squareCells)},${Math.floor(b.y0 / plan.sheet.squareCells)}`;
}

/**
 * Letters a passage may take: the alphabet without the map's own symbol letters (C chute, D and U
 * stairs, E elevator, S secret door, T trap), so "D" on the map always means a way down.
 */
export const PASSAGE_LETTERS = 'ABFGHIJKLMNOPQRVWXYZ';

/**
 * Letters for the passages and stairs of a level that hold something worth keying (a monster, a
 * trap, water, a link to another level): A, B, F, ... Z, A1, B1, ... ({@link PASSAGE_LETTERS}).
 */
export function passageLetters(plan: Plan, level: number): Map<string, string> {
  const out = new Map<string, string>();
  const keyed = plan.spaces.filter(
    (s) =>
      s.level === level &&
      s.number === null &&
      (s.contents.length > 0 ||
        s.features.some((f) => f.note) ||
        plan.portals.some((p) => p.cell && p.from === s.id)),
  );
  keyed.forEach((s, i) => {
    const n = PASSAGE_LETTERS.length;
    out.set(s.id, PASSAGE_LETTERS[i % n]! + (i >= n ? String(Math.floor(i / n)) : ''));
  });
  return out;
}

/**
 * The key of one level as text.
 * @example roomKey(runCrawl({ seed: 'greyhawk', step: 60 }).plan, 1)
 */
export function roomKey(plan: Plan, level: number): string {
  const lines: string[] = [];
  lines.push(`DUNGEON LEVEL ${level}`);
  lines.push(
    `AD&D DMG Appendix A (${plan.version}), seed "${plan.seed}", step ${plan.steps}. One square = 10 ft.`,
  );
  lines.push('');
  const spaces = plan.spaces.filter((s) => s.level === level);
  const keyed = spaces
    .filter((s) => s.number !== null)
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  const letters = passageLetters(plan, level);
  for (const s of keyed) lines.push(keyLine(plan, s, letters));
  const passages = spaces.filter((s) => letters.has(s.id));
  if (passages.length > 0) {
    lines.push('');
    lines.push('PASSAGES (square x,y of the north-west corner)');
    passages.forEach((s) => {
      const letter = letters.get(s.id)!;
      const links = plan.portals
        .filter((p) => p.cell && p.from === s.id)
        .map(
          (p) =>
            `${p.note || p.kind}${p.state.closesEgress ? ' (a door shuts egress for the day)' : ''}`,
        );
      const body = [
        ...s.features.filter((f) => f.note).map((f) => f.note),
        ...links,
        ...s.contents.map((c) => keyContent(level, c)),
      ];
      lines.push(
        `${letter}. ${s.kind === 'stairs' ? 'Stairs' : 'Passage'} at ${square(plan, s)}: ${cap(body.join('; '))}.`,
      );
    });
  }
  lines.push('');
  lines.push(...wanderingLines(level));
  const open = plan.frontier.filter((e) => e.level === level);
  lines.push('');
  lines.push(
    `UNEXPLORED: ${open.length} way${open.length === 1 ? '' : 's'} on (${open.map((e) => e.id).join(', ') || 'none'}).`,
  );
  return lines.join('\n') + '\n';
}

/** The level's wandering-monster table (d20), one line a row, with each monster's figures. */
export function wanderingLines(level: number): string[] {
  return [
    'WANDERING MONSTERS (d20)',
    ...wanderingTable(level).map(
      (r) =>
        `${r.lo === r.hi ? r.lo : `${r.lo}-${r.hi}`}: ${r.row.number} ${r.row.name} (${monsterStats(r.row)})`,
    ),
  ];
}

/** Word-wrap a line to `width` characters, continuation lines indented. */
function wrap(line: string, width: number): string[] {
  const words = line.split(' ');
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && (cur + ' ' + w).length > width) {
      out.push(cur);
      cur = '   ' + w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * Key lines for the map's key column: keyed rooms, lettered passages and the wandering-monster
 * table, wrapped. Every line is kept: the drawing flows a long key into more columns.
 */
export function mapKeyLines(plan: Plan, level: number, width = 64): string[] {
  // The room key without its heading and closing line.
  const body = roomKey(plan, level).split('\n').slice(3);
  const lines = body.filter((l) => l !== '' && !l.startsWith('UNEXPLORED'));
  const out: string[] = [];
  for (const l of lines)
    out.push(
      ...(l.startsWith('PASSAGES')
        ? ['', 'PASSAGES']
        : l.startsWith('WANDERING')
          ? ['', l]
          : wrap(l, width)),
    );
  return out;
}
