/**
 * The room key of a DMG1 level in the terse style of a module key: numbered rooms with size,
 * exits, contents, treasure and traps; then passages with anything found in them.
 */
import { contentText, exitsText } from '../plan/describe';
import { boundsOf, fromSpans } from '../plan/geometry';
import type { Plan, Space } from '../plan/types';

/** One keyed space as a line: "3. CHAMBER 20 ft x 30 ft. Exits: ... Contents." */
export function keyLine(plan: Plan, s: Space): string {
  const kind = s.kind.toUpperCase();
  const exits = exitsText(plan, s);
  const contents = s.contents.map(contentText);
  const features = s.features.filter((f) => f.note && f.kind !== 'brazier').map((f) => f.note);
  const body = [...features, ...contents];
  const note = s.note && s.note !== s.kind ? ` (${s.note})` : '';
  return `${s.number}. ${kind}${note}, ${s.size}. ${exits ? `Exits: ${exits}.` : 'No exits.'} ${body.length ? `${cap(body.join('; '))}.` : 'Empty.'}`;
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
  for (const s of keyed) lines.push(keyLine(plan, s));
  const letters = passageLetters(plan, level);
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
        ...s.contents.map(contentText),
      ];
      lines.push(
        `${letter}. ${s.kind === 'stairs' ? 'Stairs' : 'Passage'} at ${square(plan, s)}: ${cap(body.join('; '))}.`,
      );
    });
  }
  const open = plan.frontier.filter((e) => e.level === level);
  lines.push('');
  lines.push(
    `UNEXPLORED: ${open.length} way${open.length === 1 ? '' : 's'} on (${open.map((e) => e.id).join(', ') || 'none'}).`,
  );
  return lines.join('\n') + '\n';
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

/** Short key lines for the map's key column: keyed rooms, wrapped, at most `max` lines. */
export function mapKeyLines(plan: Plan, level: number, width = 64, max = 90): string[] {
  // The room key without its heading and closing line: rooms, then lettered passages.
  const body = roomKey(plan, level).split('\n').slice(3);
  const lines = body.filter((l) => l !== '' && !l.startsWith('UNEXPLORED'));
  const out: string[] = [];
  for (const l of lines)
    out.push(...(l.startsWith('PASSAGES') ? ['', 'PASSAGES'] : wrap(l, width)));
  if (out.length > max)
    return [...out.slice(0, max - 1), `... (${out.length - max + 1} more lines in /key)`];
  return out;
}
