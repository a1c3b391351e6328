/**
 * The Historical Record with its bead bookkeeping: each event's line (the engine's own terse
 * words, with names), followed by the bead changes that matter — beads made or lost, by holder —
 * named treasures changing hands, and a closing summary of who holds what and where the named
 * treasures are. Routine lines that come round again are folded into one (./fold.ts). Text,
 * markdown and JSON, for any history ruleset: it reads the event log and the world alone (and
 * an edition's named-treasure list, when it has one).
 */
import type { AgeId, Group, HistoryEvent, TokenDelta, TokenKind, World } from '../../hthad/world';
import type { BeadChange, ChronicleEntry } from './entry';
import { foldAge, type Draft } from './fold';
import {
  handoffText,
  Holders,
  treasureNames,
  treasuresAtEnd,
  type Handoff,
  type TreasureAtEnd,
  type TreasureNameSource,
} from './treasures';

export type { Handoff, TreasureAtEnd } from './treasures';

export type ChronicleFormat = 'text' | 'markdown' | 'json';

/** The writing's version: bumped whenever the same events would be written differently. */
export const CHRONICLE_VERSION = '2.0.0';

/** What the chronicle needs from a replay. */
export interface ChronicleSource extends TreasureNameSource {
  readonly seed: string;
  readonly ruleset: { readonly id: string; readonly title: string; readonly version: string };
  readonly reached: { readonly age: AgeId; readonly year: number };
  readonly world: World;
  readonly events: readonly HistoryEvent[];
}

const GLYPH: Readonly<Record<TokenKind, string>> = {
  population: '●',
  treasure: '○',
  bonus: '★',
  epic: '❖',
};
const KINDS: readonly TokenKind[] = ['population', 'treasure', 'bonus', 'epic'];

const AGE_TITLE: Readonly<Record<AgeId, string>> = {
  primordial: 'The Primordial Age',
  civilization: 'The Age of Civilization',
  disaster: 'The Great Disaster',
  monsters: 'The Age of Monsters',
  villainy: 'The Age of Villainy',
  end: 'The End',
};

export type { BeadChange, ChronicleEntry } from './entry';

export interface Holding {
  readonly group: string | null;
  readonly name: string;
  readonly state: string;
  readonly beads: Readonly<Record<TokenKind, number>>;
}

export interface FullChronicle {
  readonly title: string;
  readonly seed: string;
  readonly ruleset: string;
  readonly reached: { readonly age: AgeId; readonly year: number };
  readonly ages: readonly {
    readonly age: AgeId;
    readonly title: string;
    readonly years: readonly {
      readonly year: number;
      readonly label: string;
      readonly entries: readonly ChronicleEntry[];
    }[];
  }[];
  readonly holdings: readonly Holding[];
  /** Where each named treasure is at the end (empty when none is named). */
  readonly treasures: readonly TreasureAtEnd[];
}

/** What a year is called in the 2nd edition (its Primordial Age's rolls, then turns); else a year. */
function yearWord(age: AgeId, turns: boolean): 'roll' | 'turn' | 'year' {
  if (!turns) return 'year';
  return age === 'primordial' ? 'roll' : 'turn';
}

function yearLabel(age: AgeId, year: number, turns: boolean): string {
  if (age === 'primordial') return `Roll ${year}`;
  // The 2nd edition (a page with strata) plays in turns after its setup.
  if (turns) return age === 'end' ? 'Epilogue' : year === 0 ? 'Setup' : `Turn ${year}`;
  if (age === 'disaster') return 'The decade of cataclysm';
  return `Year ${year}`;
}

/** Net beads made or lost per holder and kind, in first-seen order; moves counted apart. */
export function beadChanges(
  deltas: readonly TokenDelta[],
  names: ReadonlyMap<string, string>,
): { beads: BeadChange[]; moved: number } {
  const net = new Map<string, { holder: string; kind: TokenKind; net: number }>();
  let moved = 0;
  for (const d of deltas) {
    if (d.op === 'move' || d.op === 'convert') {
      moved++;
      continue;
    }
    const holder = d.owner === null ? 'unclaimed' : (names.get(d.owner) ?? d.owner);
    const key = `${holder}|${d.kind}`;
    const row = net.get(key) ?? { holder, kind: d.kind, net: 0 };
    row.net += d.op === 'create' ? 1 : -1;
    net.set(key, row);
  }
  return { beads: [...net.values()].filter((r) => r.net !== 0), moved };
}

/** Who holds what now: each group with beads or still active, then unclaimed beads. */
export function holdings(world: World): Holding[] {
  const count = (owner: string | null) => {
    const out = { population: 0, treasure: 0, bonus: 0, epic: 0 };
    for (const t of world.tokens) if (t.owner === owner) out[t.kind]++;
    return out;
  };
  const rows: Holding[] = world.groups.map((g: Group) => ({
    group: g.id,
    name: g.name,
    state: g.state,
    beads: count(g.id),
  }));
  const loose = count(null);
  return [
    ...rows.filter((r) => r.state === 'active' || KINDS.some((k) => r.beads[k] > 0)),
    ...(KINDS.some((k) => loose[k] > 0)
      ? [{ group: null, name: 'Unclaimed', state: 'loose', beads: loose }]
      : []),
  ];
}

/**
 * Each event's draft line, and whether it matters too much to fold: a treasure bead lost, a
 * bead taken from its holder, a group left with no population, a group in the year it ends, a
 * named treasure changing hands. A party that went out and came home (a group whose end is
 * `returned`, the kingdoms' knights) is its holder's own people: handing beads to it and back,
 * and its going home, are routine.
 */
function drafts(src: ChronicleSource): Draft[] {
  const names = new Map(src.world.groups.map((g) => [g.id, g.name]));
  const endedIn = new Map<string, string>();
  const home = new Set<string>();
  for (const g of src.world.groups) {
    if (g.end === 'returned') home.add(g.id);
    else if (g.ended) endedIn.set(g.id, `${g.ended.age}|${g.ended.year}`);
  }
  const holders = new Holders(treasureNames(src), (id) => names.get(id) ?? id);
  const people = new Map<string, number>();
  const count = (owner: string | null, by: number) => {
    if (owner !== null) people.set(owner, (people.get(owner) ?? 0) + by);
  };
  return src.events.map((e) => {
    let matters = false;
    const handoffs: Handoff[] = [];
    const lost = new Set<string>();
    for (const d of e.tokens) {
      const { prev, handoff } = holders.step(d);
      if (handoff) handoffs.push(handoff);
      if (d.op === 'destroy' && d.kind !== 'population') matters = true;
      const taken = prev !== null && prev !== d.owner && (d.op === 'move' || d.op === 'convert');
      if (taken && !home.has(prev) && !(d.owner !== null && home.has(d.owner))) matters = true;
      if (d.kind !== 'population') continue;
      if (d.op === 'create') count(d.owner, 1);
      else if (d.op === 'destroy') count(prev, -1);
      else if (prev !== d.owner) {
        count(prev, -1);
        count(d.owner, 1);
      }
      if (prev !== null && !home.has(prev)) lost.add(prev);
    }
    for (const g of lost) if ((people.get(g) ?? 0) <= 0) matters = true;
    const when = `${e.age}|${e.year}`;
    if (e.actors.some((a) => endedIn.get(a) === when)) matters = true;
    return {
      seq: e.seq,
      year: e.year,
      season: e.season,
      rule: e.rule,
      text: e.text,
      actors: e.actors,
      ...beadChanges(e.tokens, names),
      handoffs,
      matters: matters || handoffs.length > 0,
    };
  });
}

/** The chronicle as data. */
export function fullChronicle(src: ChronicleSource): FullChronicle {
  const byAge: { age: AgeId; drafts: Draft[] }[] = [];
  const all = drafts(src);
  const turns = src.world.page.strata !== undefined;
  src.events.forEach((e, i) => {
    const last = byAge.at(-1);
    if (last && last.age === e.age) last.drafts.push(all[i]!);
    else byAge.push({ age: e.age, drafts: [all[i]!] });
  });
  const ages = byAge.map(({ age, drafts: list }) => {
    const years: { year: number; label: string; entries: ChronicleEntry[] }[] = [];
    for (const { year, entry } of foldAge(list)) {
      const last = years.at(-1);
      if (last && last.year === year) last.entries.push(entry);
      else years.push({ year, label: yearLabel(age, year, turns), entries: [entry] });
    }
    return { age, title: AGE_TITLE[age], years };
  });
  return {
    title: `The Historical Record of seed “${src.seed}”`,
    seed: src.seed,
    ruleset: `${src.ruleset.id} ${src.ruleset.version}`,
    reached: src.reached,
    ages,
    holdings: holdings(src.world),
    treasures: treasuresAtEnd(src, treasureNames(src), src.events),
  };
}

function beadsText(b: Readonly<Record<TokenKind, number>>): string {
  const parts = KINDS.filter((k) => b[k] > 0).map((k) => `${b[k]}${GLYPH[k]}`);
  return parts.length ? parts.join(' ') : 'nothing';
}

function changeText(e: ChronicleEntry): string {
  if (e.beads.length === 0) return '';
  const parts = e.beads.map(
    (c) => `${c.net > 0 ? '+' : '−'}${Math.abs(c.net)}${GLYPH[c.kind]} ${c.holder}`,
  );
  return ` [${parts.join(', ')}]`;
}

/** How often a folded line happened, and over which years: " (×6, years 1–6)" ("turns 1–6"). */
function foldText(e: ChronicleEntry, year: number, word: string): string {
  if (!e.folded) return '';
  const span = e.folded.lastYear === year ? '' : `, ${word}s ${year}–${e.folded.lastYear}`;
  return ` (×${e.folded.count}${span})`;
}

/** A sentence's first letter in capitals ("the Orb …" opening a line). */
function cap(text: string): string {
  return text.length > 0 ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

function treasureText(t: TreasureAtEnd): string {
  if (t.gone) return `${t.name} has left the dungeon`;
  if (t.holder) return `${t.name} is held by ${t.holder}`;
  return `${t.name} lies in ${t.place ?? 'the dark'}`;
}

function reachedText(r: FullChronicle['reached'], turns: boolean): string {
  return r.age === 'primordial' || r.age === 'disaster'
    ? AGE_TITLE[r.age]
    : `${AGE_TITLE[r.age]}, ${yearWord(r.age, turns)} ${r.year}`;
}

/**
 * Render the chronicle: text, markdown or JSON.
 * @example renderFullChronicle({ seed, ruleset, reached, world, events }, 'markdown')
 */
export function renderFullChronicle(src: ChronicleSource, format: ChronicleFormat): string {
  const c = fullChronicle(src);
  if (format === 'json') return JSON.stringify(c);
  const md = format === 'markdown';
  const out: string[] = [];
  out.push(md ? `# ${c.title}` : c.title, '');
  const turns = src.world.page.strata !== undefined;
  out.push(`${src.ruleset.title} (${c.ruleset}), up to ${reachedText(c.reached, turns)}.`, '');
  for (const a of c.ages) {
    out.push(md ? `## ${a.title}` : a.title, '');
    for (const y of a.years) {
      if (md) out.push(`### ${y.label}`, '');
      else out.push(`  ${y.label}`);
      for (const e of y.entries) {
        const season = e.season ? `${e.season[0]!.toUpperCase()}${e.season.slice(1)}: ` : '';
        const line = `${e.text.startsWith(season) ? '' : season}${e.text}${foldText(e, y.year, yearWord(a.age, turns))}${changeText(e)}`;
        out.push(md ? `- ${line}` : `    ${line}`);
        for (const h of e.handoffs)
          out.push(md ? `  - ${cap(handoffText(h))}.` : `      ↳ ${cap(handoffText(h))}.`);
      }
      out.push('');
    }
  }
  out.push(md ? '## Who holds what' : 'Who holds what', '');
  for (const h of c.holdings) {
    const state = h.state === 'active' || h.state === 'loose' ? '' : ` (${h.state})`;
    out.push(
      md
        ? `- **${h.name}**${state}: ${beadsText(h.beads)}`
        : `  ${h.name}${state}: ${beadsText(h.beads)}`,
    );
  }
  if (c.treasures.length > 0) {
    out.push('', md ? '## Named treasures' : 'Named treasures', '');
    for (const t of c.treasures)
      out.push(md ? `- ${cap(treasureText(t))}.` : `  ${cap(treasureText(t))}.`);
  }
  return `${out.join('\n')}\n`;
}
