/**
 * The key of a tile-crawl level: numbered areas with their tile, size, contents, monsters with
 * numbers and response, traps, treasure, and doors with quality and state; then lettered
 * passages and corridors that hold something.
 */
import { contentText, exitsText } from '../plan/describe';
import type { Plan, Portal, Space } from '../plan/types';

function cap(s: string): string {
  return s.length ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** A door's quality and state as the key gives it. */
function doorText(p: Portal): string {
  const s = p.state;
  const bits = [
    s.quality,
    s.keyhole ? 'keyhole' : '',
    s.stuck ? 'stuck' : '',
    s.locked ? 'locked' : '',
    s.barred ? 'barred' : '',
    s.trapped ? 'trapped' : '',
  ].filter(Boolean);
  return bits.length ? `${p.kind} (${bits.join(', ')})` : '';
}

function body(plan: Plan, s: Space): string {
  const doors = plan.portals
    .filter((p) => p.from === s.id && p.kind.includes('door'))
    .map(doorText)
    .filter(Boolean);
  const parts = [
    ...s.features.filter((f) => f.note).map((f) => f.note),
    ...s.contents.map(contentText),
    ...(doors.length ? [`doors: ${doors.join('; ')}`] : []),
  ];
  return parts.length ? `${cap(parts.join('; '))}.` : 'Empty.';
}

/** Letters for unnumbered spaces worth keying: A, B, ... Z, A1, ... */
export function passageLetters(plan: Plan, level: number): Map<string, string> {
  const out = new Map<string, string>();
  const keyed = plan.spaces.filter(
    (s) =>
      s.level === level &&
      s.number === null &&
      (s.contents.length > 0 || plan.portals.some((p) => p.cell && p.from === s.id)),
  );
  keyed.forEach((s, i) =>
    out.set(s.id, String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : '')),
  );
  return out;
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
  for (const s of spaces.filter((x) => x.number !== null).sort((a, b) => a.number! - b.number!)) {
    const exits = exitsText(plan, s);
    lines.push(
      `${s.number}. ${s.note.toUpperCase()}, ${s.size}. ${exits ? `Exits: ${exits}.` : 'No exits.'} ${body(plan, s)}`,
    );
  }
  const letters = passageLetters(plan, level);
  const lettered = spaces.filter((s) => letters.has(s.id));
  if (lettered.length) {
    lines.push('', 'PASSAGES, CORRIDORS AND STEPS');
    for (const s of lettered) {
      const links = plan.portals
        .filter((p) => p.cell && p.from === s.id)
        .map((p) => p.note || p.kind);
      lines.push(
        `${letters.get(s.id)}. ${s.note}: ${cap([...links, ...s.contents.map(contentText)].join('; '))}.`,
      );
    }
  }
  const open = plan.frontier.filter((e) => e.level === level);
  lines.push(
    '',
    `UNEXPLORED: ${open.length} way${open.length === 1 ? '' : 's'} on (${open.map((e) => e.id).join(', ') || 'none'}).`,
  );
  return lines.join('\n') + '\n';
}

/** Short key lines for the map's key column, at most `max`. */
export function mapKeyLines(plan: Plan, level: number, max = 90): string[] {
  const out: string[] = [];
  for (const l of tilesKey(plan, level).split('\n').slice(3)) {
    if (l === '' || l.startsWith('UNEXPLORED')) continue;
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
