/**
 * The Historical Record, rendered from the event log alone: by age, then by year, terse, with
 * names. Three forms: plain text, markdown, and a JSON outline.
 */
import type { AgeId } from '../world';
import type { Event2008 } from './context';
import type { HistoryResult } from './history';

export type ChronicleFormat = 'text' | 'markdown' | 'json';

const AGE_TITLE: Readonly<Record<AgeId, string>> = {
  primordial: 'The Primordial Age',
  civilization: 'The Age of Civilization',
  disaster: 'The Great Disaster',
  monsters: 'The Age of Monsters',
  villainy: 'The Age of Villainy',
  end: 'The End',
};

export interface ChronicleYear {
  readonly year: number;
  readonly label: string;
  readonly lines: readonly string[];
}
export interface ChronicleAge {
  readonly age: AgeId;
  readonly title: string;
  readonly years: readonly ChronicleYear[];
}
export interface Chronicle {
  readonly title: string;
  readonly ages: readonly ChronicleAge[];
}

function yearLabel(age: AgeId, year: number): string {
  if (age === 'primordial') return `Roll ${year}`;
  if (age === 'disaster') return 'The decade of cataclysm';
  return `Year ${year}`;
}

/** Group events into ages and years; each line is one event, prefixed by its season when it has one. */
export function chronicleOf(
  result: Pick<HistoryResult, 'seed' | 'civilizations' | 'events'>,
): Chronicle {
  const ages: {
    age: AgeId;
    title: string;
    years: { year: number; label: string; lines: string[] }[];
  }[] = [];
  for (const e of result.events as readonly Event2008[]) {
    let age = ages.at(-1);
    if (!age || age.age !== e.age) {
      let title = AGE_TITLE[e.age];
      if (e.age === 'civilization' && result.civilizations.length > 0)
        title += ` — ${result.civilizations.map((c) => `${c.name} (${c.civ.replace('-', ' ')})`).join(' and ')}`;
      age = { age: e.age, title, years: [] };
      ages.push(age);
    }
    let year = age.years.at(-1);
    if (!year || year.year !== e.year) {
      year = { year: e.year, label: yearLabel(e.age, e.year), lines: [] };
      age.years.push(year);
    }
    year.lines.push(e.text);
  }
  return {
    title: `How to Host a Dungeon (2008) — the Historical Record of seed ${JSON.stringify(result.seed)}`,
    ages,
  };
}

/**
 * Render the Historical Record.
 * @example renderChronicle(runHistory({ seed: 'moria' }), 'text')
 */
export function renderChronicle(
  result: Pick<HistoryResult, 'seed' | 'civilizations' | 'events'>,
  format: ChronicleFormat,
): string {
  const c = chronicleOf(result);
  if (format === 'json') return JSON.stringify(c);
  const out: string[] = [];
  if (format === 'markdown') {
    out.push(`# ${c.title}`, '');
    for (const a of c.ages) {
      out.push(`## ${a.title}`, '');
      for (const y of a.years) out.push(`- **${y.label}.** ${y.lines.join(' ')}`);
      out.push('');
    }
  } else {
    out.push(c.title, '');
    for (const a of c.ages) {
      out.push(a.title);
      for (const y of a.years) out.push(`  ${y.label}: ${y.lines.join(' ')}`);
      out.push('');
    }
  }
  return out.join('\n');
}
