/**
 * The Map Maker's key of a Dungeon Plungin' dungeon: the quest and its Plot Counter, then each
 * tile with its doorways, what stands where (by the tile's own coordinates, (1,1) top left), the
 * monsters' awareness and the chests.
 */
import { contentText, exitsText } from '../plan/describe';
import type { PlotCounter, PlunginResult, TileRecord } from './engine';
import { SIDE_WORD, SIDES } from './grid';

/** The Plot Counter as the sheet shows it (rules 1456-1470). */
export function plotLine(p: PlotCounter): string {
  const where =
    p.phases < p.n
      ? `${p.n - p.phases} phases to N`
      : p.complete
        ? 'complete: unopened doors lead to dead ends'
        : `Doorway rolls +${p.nextModifier} next`;
  return `Plot Counter: ${p.phases} of ${p.n} (${p.x}); ${where}${p.greatDoorFound ? '; Great Door found' : ''}`;
}

/** A tile's label on the Map Maker: its number, S for the entry, or the hallway's column,row. */
export function tileLabel(run: PlunginResult, t: TileRecord): string {
  const s = run.plan.spaces.find((x) => x.id === t.space)!;
  if (t.kind === 'entry') return 'S';
  return s.number !== null ? String(s.number) : `H${t.block.bx + 1}.${t.block.by + 1}`;
}

export function tileLine(run: PlunginResult, t: TileRecord): string {
  const plan = run.plan;
  const s = plan.spaces.find((x) => x.id === t.space)!;
  const exits = exitsText(plan, s);
  const body = s.contents.map(contentText);
  const doors = SIDES.filter((d) => t.doors.has(d)).map((d) => SIDE_WORD[d]);
  const nowhere = t.nowhere.length ? ` X: ${t.nowhere.map((d) => SIDE_WORD[d]).join(', ')}.` : '';
  return `${tileLabel(run, t)}. ${t.name.toUpperCase()} (${t.kind}, phase ${t.phase}, Map Maker ${t.block.bx + 1},${t.block.by + 1}), ${s.size}. Doorways: ${doors.join(', ')}.${nowhere} ${exits ? `Exits: ${exits}.` : ''} ${body.length ? `${body.join('; ')}.` : 'Empty.'}`
    .replace(/ +/g, ' ')
    .trim();
}

/** The key as plain text. */
export function plunginKey(run: PlunginResult): string {
  const plan = run.plan;
  const lines = [
    `${run.pack.title.toUpperCase()}`,
    `Dungeon Plungin' construction (${plan.version}), quest pack ${run.pack.id} by ${run.pack.author}, Dungeon Level ${run.pack.dungeonLevel}, Time Span ${run.pack.timeSpan.n} (${run.pack.timeSpan.x}); seed "${plan.seed}", step ${plan.steps}.`,
    plotLine(run.plot),
    '',
  ];
  for (const t of [...run.tiles].sort((a, b) => a.phase - b.phase)) lines.push(tileLine(run, t));
  const waiting = plan.frontier.map((e) => `${e.id} (${e.kind})`);
  lines.push('', `Unopened doors: ${waiting.length ? waiting.join(', ') : 'none'}.`);
  return lines.join('\n') + '\n';
}

/** The key column beside the map: the counter and one short line a tile. */
export function mapKeyLines(run: PlunginResult): string[] {
  const out = [plotLine(run.plot)];
  for (const t of [...run.tiles].sort((a, b) => a.phase - b.phase)) {
    const monsters = t.placed.filter((p) => p.what !== 'chest').length;
    const chests = t.placed.filter((p) => p.what === 'chest').length;
    const bits = [
      monsters ? `${monsters} foe${monsters > 1 ? 's' : ''}` : '',
      chests ? `${chests} chest${chests > 1 ? 's' : ''}` : '',
      t.awareness ?? '',
    ].filter((x) => x);
    out.push(`${tileLabel(run, t)} ${t.name}${bits.length ? `: ${bits.join(', ')}` : ''}`);
  }
  return out;
}
