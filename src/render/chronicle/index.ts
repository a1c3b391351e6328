/**
 * The Historical Record with its bead bookkeeping: each event's line (the engine's own terse
 * words, with names), followed by the bead changes that matter — beads made or lost, by holder —
 * and a closing summary of who holds what. Text, markdown and JSON. Built on the hthad2008
 * chronicle outline (`chronicleOf`), which stays the engine's; this module only adds to it.
 */
import type { AgeId, Group, HistoryEvent, TokenDelta, TokenKind, World } from '../../hthad/world';

export type ChronicleFormat = 'text' | 'markdown' | 'json';

/** The writing's version: bumped whenever the same events would be written differently. */
export const CHRONICLE_VERSION = '1.0.0';

/** What the chronicle needs from a replay. */
export interface ChronicleSource {
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

export interface BeadChange {
  readonly holder: string;
  readonly kind: TokenKind;
  /** Beads made (positive) or lost (negative). */
  readonly net: number;
}

export interface ChronicleEntry {
  readonly seq: number;
  readonly season: string | null;
  readonly rule: string;
  readonly text: string;
  readonly beads: readonly BeadChange[];
  /** Beads that changed place or hands without being made or lost. */
  readonly moved: number;
}

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
}

function yearLabel(age: AgeId, year: number): string {
  if (age === 'primordial') return `Roll ${year}`;
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

/** The chronicle as data. */
export function fullChronicle(src: ChronicleSource): FullChronicle {
  const names = new Map(src.world.groups.map((g) => [g.id, g.name]));
  const ages: {
    age: AgeId;
    title: string;
    years: { year: number; label: string; entries: ChronicleEntry[] }[];
  }[] = [];
  for (const e of src.events) {
    let age = ages.at(-1);
    if (!age || age.age !== e.age) {
      age = { age: e.age, title: AGE_TITLE[e.age], years: [] };
      ages.push(age);
    }
    let year = age.years.at(-1);
    if (!year || year.year !== e.year) {
      year = { year: e.year, label: yearLabel(e.age, e.year), entries: [] };
      age.years.push(year);
    }
    year.entries.push({
      seq: e.seq,
      season: e.season,
      rule: e.rule,
      text: e.text,
      ...beadChanges(e.tokens, names),
    });
  }
  return {
    title: `The Historical Record of seed “${src.seed}”`,
    seed: src.seed,
    ruleset: `${src.ruleset.id} ${src.ruleset.version}`,
    reached: src.reached,
    ages,
    holdings: holdings(src.world),
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

function reachedText(r: FullChronicle['reached']): string {
  return r.age === 'primordial' || r.age === 'disaster'
    ? AGE_TITLE[r.age]
    : `${AGE_TITLE[r.age]}, year ${r.year}`;
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
  out.push(`${src.ruleset.title} (${c.ruleset}), up to ${reachedText(c.reached)}.`, '');
  for (const a of c.ages) {
    out.push(md ? `## ${a.title}` : a.title, '');
    for (const y of a.years) {
      if (md) out.push(`### ${y.label}`, '');
      else out.push(`  ${y.label}`);
      for (const e of y.entries) {
        const season = e.season ? `${e.season[0]!.toUpperCase()}${e.season.slice(1)}: ` : '';
        const line = `${e.text.startsWith(season) ? '' : season}${e.text}${changeText(e)}`;
        out.push(md ? `- ${line}` : `    ${line}`);
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
  return `${out.join('\n')}\n`;
}
