/**
 * Folding the routine (issue 20, point 11): the rulebook asks for "notable events" each year,
 * but the engine logs every breeding, farm and excursion. A line that comes round again — the
 * same rule, the same words but for its numbers — is folded into its first
 * appearance with a count, the years it spans and its bead changes summed, so a game master
 * reads events. The events themselves stay as the engine logged them; every folded event's
 * `seq` is kept on the line it folded into.
 *
 * What is never folded (it "matters"): a line that loses a treasure bead or hands a bead from
 * one holder to another, one that leaves a group with no population (wiped out), one about a
 * group in the year it ends, a named treasure's hand-off, and a line without actors (the
 * monster-roll headers that announce what follows). Such a line also closes the runs of its
 * actors: "the goblins breed" after a war that cost them starts a new fold.
 */
import type { BeadChange, ChronicleEntry } from './entry';
import type { Handoff } from './treasures';

/** An event as the chronicle first reads it, before folding. */
export interface Draft {
  readonly seq: number;
  readonly year: number;
  readonly season: string | null;
  readonly rule: string;
  readonly text: string;
  readonly actors: readonly string[];
  readonly beads: readonly BeadChange[];
  readonly moved: number;
  readonly handoffs: readonly Handoff[];
  /** True when the line must stand on its own (see the module comment). */
  readonly matters: boolean;
}

/** A line of one year after folding. */
export interface Folded {
  readonly year: number;
  readonly entry: ChronicleEntry;
}

/** One run being folded: its first line, and what the later ones add. */
interface Run {
  readonly head: Draft;
  readonly parts: string[];
  readonly lo: number[];
  readonly hi: number[];
  readonly seqs: number[];
  readonly beads: Map<string, BeadChange>;
  readonly actors: Set<string>;
  season: string | null;
  moved: number;
  lastYear: number;
}

const DIGITS = /(\d+)/;

/**
 * The words of a line with its numbers left out: lines alike but for numbers fold together
 * (the words carry the names, so "the freed slaves wander" of two bands read, and fold, as one).
 */
function shapeOf(d: Draft): string {
  return `${d.rule}\u0000${d.text.replace(/\d+/g, '#')}`;
}

function open(d: Draft): Run {
  const parts = d.text.split(DIGITS);
  const nums = parts.filter((_, i) => i % 2 === 1).map(Number);
  return {
    head: d,
    parts,
    lo: [...nums],
    hi: [...nums],
    seqs: [],
    beads: new Map(d.beads.map((b) => [`${b.holder}|${b.kind}`, { ...b }])),
    actors: new Set(d.actors),
    season: d.season,
    moved: d.moved,
    lastYear: d.year,
  };
}

function absorb(run: Run, d: Draft): void {
  const parts = d.text.split(DIGITS);
  for (let i = 1, n = 0; i < parts.length; i += 2, n++) {
    const v = Number(parts[i]);
    run.lo[n] = Math.min(run.lo[n]!, v);
    run.hi[n] = Math.max(run.hi[n]!, v);
  }
  run.seqs.push(d.seq);
  for (const a of d.actors) run.actors.add(a);
  for (const b of d.beads) {
    const key = `${b.holder}|${b.kind}`;
    const row = run.beads.get(key);
    run.beads.set(key, row ? { ...row, net: row.net + b.net } : { ...b });
  }
  if (run.season !== d.season) run.season = null;
  run.moved += d.moved;
  run.lastYear = d.year;
}

/** The folded line: numbers that varied are written as their range ("seize 1–3 loot"). */
function close(run: Run): ChronicleEntry {
  const d = run.head;
  if (run.seqs.length === 0)
    return {
      seq: d.seq,
      season: d.season,
      rule: d.rule,
      text: d.text,
      beads: d.beads,
      moved: d.moved,
      handoffs: d.handoffs,
      folded: null,
    };
  const text = run.parts
    .map((p, i) => {
      if (i % 2 === 0) return p;
      const n = (i - 1) / 2;
      return run.lo[n] === run.hi[n] ? p : `${run.lo[n]}–${run.hi[n]}`;
    })
    .join('');
  return {
    seq: d.seq,
    season: run.season,
    rule: d.rule,
    text,
    beads: [...run.beads.values()].filter((b) => b.net !== 0),
    moved: run.moved,
    handoffs: [],
    folded: { count: run.seqs.length + 1, lastYear: run.lastYear, seqs: run.seqs },
  };
}

/**
 * Fold one age's lines: each routine line joins the open run of its shape, or opens one; a
 * line that matters stands alone and closes the runs of its actors.
 * @example foldAge(drafts).map((f) => f.entry.text)
 */
export function foldAge(drafts: readonly Draft[]): Folded[] {
  const lines: { year: number; run: Run }[] = [];
  const runs = new Map<string, Run>();
  for (const d of drafts) {
    const run = open(d);
    lines.push({ year: d.year, run });
    if (d.matters || d.actors.length === 0) {
      for (const [shape, r] of runs) if (d.actors.some((a) => r.actors.has(a))) runs.delete(shape);
      continue;
    }
    const shape = shapeOf(d);
    const into = runs.get(shape);
    if (into) {
      absorb(into, d);
      lines.pop();
    } else runs.set(shape, run);
  }
  return lines.map(({ year, run }) => ({ year, entry: close(run) }));
}
