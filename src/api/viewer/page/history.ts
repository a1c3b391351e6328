/** Histories: ages and years on one time line, the chronicle beside the map. */
import { fetchAs, resourceUrl } from './api';
import { add, el, scrollSide, ui } from './dom';
import { showDownloads } from './downloads';
import { showProblem } from './errors';
import { loadMap, showMap } from './map';
import { S, slug, update } from './state';
import type { ChronicleEvent, Moment, Ruleset } from './types';

const CHRONICLE_LISTS = ['ages', 'years', 'events', 'lines', 'entries', 'chronicle', 'record'];

/**
 * Find the chronicle's events in whatever shape the answer has: a flat list of events with
 * `age`, `year` and `text`, or grouped by age and year (`ages[].years[].lines[]`).
 */
export function eventsOf(
  body: unknown,
  at: Moment = { age: '', year: null },
  depth = 0,
): ChronicleEvent[] {
  if (depth > 6 || body === null || body === undefined) return [];
  if (typeof body === 'string') return at.age ? [{ ...at, text: body }] : [];
  if (typeof body !== 'object') return [];
  if (Array.isArray(body)) return body.flatMap((x) => eventsOf(x, at, depth + 1));
  const o = body as Record<string, unknown>;
  const grouped = Array.isArray(o.years) || Array.isArray(o.events);
  const age =
    typeof o.age === 'string' ? o.age : grouped && typeof o.id === 'string' ? o.id : at.age;
  const year = typeof o.year === 'number' ? o.year : at.year;
  const label =
    typeof o.label === 'string' ? o.label : typeof o.year === 'number' ? null : at.label;
  const here: Moment = { age, year, label };
  const text = [o.text, o.line, o.summary].find((t) => typeof t === 'string') as string | undefined;
  if (text !== undefined) return age ? [{ ...here, text }] : [];
  return CHRONICLE_LISTS.flatMap((k) => eventsOf(o[k], here, depth + 1));
}

/**
 * Every moment of the history in play order: each year of each age that saw events. A last
 * stage that saw none (The End) is the same dungeon as the moment before it, so it is not a
 * moment of its own: stopping there shows that moment, and "back a year" moves off it.
 */
export function momentsOf(sys: Ruleset, events: ChronicleEvent[] | null): Moment[] {
  const last = sys.stages.at(-1)?.id;
  return sys.stages.flatMap((s): Moment[] => {
    const years = new Map<number, Moment>();
    for (const e of events ?? [])
      if (e.age === s.id && e.year !== null && !years.has(e.year))
        years.set(e.year, { age: e.age, year: e.year, label: e.label ?? null });
    const list = [...years.values()].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
    if (list.length) return list;
    return s.id === last && events?.length ? [] : [{ age: s.id, year: null }];
  });
}

export function momentIndex(list: Moment[], until: string, year: number | null): number {
  const exact = list.findIndex((m) => m.age === until && m.year === year);
  if (exact >= 0) return exact;
  const inAge = list.map((m, i) => [m, i] as const).filter(([m]) => m.age === until);
  if (year === null) return inAge.at(-1)?.[1] ?? list.length - 1;
  // A year past the last event of its age: the age's last moment.
  const before = inAge.filter(([m]) => m.year !== null && m.year <= year);
  return (before.at(-1) ?? inAge.at(-1))?.[1] ?? list.length - 1;
}

function yearLabel(m: Moment): string {
  return m.label ?? `Year ${m.year ?? ''}`;
}

export function momentLabel(sys: Ruleset, m: Moment): string {
  const title = sys.stages.find((s) => s.id === m.age)?.title ?? m.age;
  return m.year === null ? title : `${title}, ${yearLabel(m).replace(/^Year /, 'year ')}`;
}

/** Move to moment `i` of the slider. */
export function goToMoment(i: number): void {
  const m = S.moments[Math.max(0, Math.min(S.moments.length - 1, i))];
  if (!m) return;
  update((q) => {
    q.set('until', m.age);
    if (m.year === null) q.delete('year');
    else q.set('year', String(m.year));
  });
}

function showChronicle(sys: Ruleset, events: ChronicleEvent[] | null, upTo: number): void {
  if (!events) {
    ui.chronicle.replaceChildren(el('li', { class: 'hint' }, 'No chronicle for this system.'));
    return;
  }
  const items: HTMLElement[] = [];
  let lastAge = '';
  let current: HTMLElement | undefined;
  const now = S.moments[upTo];
  for (const e of events) {
    const at = momentIndex(S.moments, e.age, e.year);
    if (at > upTo) continue;
    if (e.age !== lastAge) {
      lastAge = e.age;
      items.push(
        el('li', { class: 'age' }, sys.stages.find((s) => s.id === e.age)?.title ?? e.age),
      );
    }
    const li = el('li', { class: 'event' });
    if (e.year !== null) add(li, el('span', { class: 'when' }, yearLabel(e)));
    add(li, e.text);
    if (now && e.age === now.age && e.year === now.year) {
      li.classList.add('current');
      li.setAttribute('aria-current', 'true');
      current ??= li;
    }
    items.push(li);
  }
  if (items.length === 0) items.push(el('li', { class: 'hint' }, 'Nothing has happened yet.'));
  ui.chronicle.replaceChildren(...items);
  if (current) scrollSide(current);
}

export async function renderHistory(sys: Ruleset, q: URLSearchParams, gen: number) {
  const key = `${sys.id}|${resourceUrl(sys, q, '', {}) ?? ''}`;
  // Each history's own last stage (2008: `end`; the 2019 edition's first half: `civilization`).
  const lastAge = sys.stages.at(-1)?.id ?? 'end';
  if (S.timeline?.key !== key) {
    const url = resourceUrl(sys, q, '/chronicle', { format: 'json', until: lastAge });
    const got = url ? await fetchAs<unknown>(url, 'json') : null;
    if (gen !== S.generation) return;
    if (got && !got.ok) {
      showProblem(got.problem, 'the chronicle');
      if (got.status === 400) {
        showMap(null, '', 'No map', 'Fix the settings to see the map.');
        return;
      }
    }
    const events = got?.ok ? eventsOf(got.body) : null;
    S.timeline = { key, events, moments: momentsOf(sys, events) };
  }
  S.moments = S.timeline.moments;
  const until = q.get('until') ?? lastAge;
  const yearText = q.get('year');
  const year = yearText !== null && /^\d+$/.test(yearText) ? Number(yearText) : null;
  const i = momentIndex(S.moments, until, year);
  ui.age.value = until;
  ui.time.max = String(Math.max(0, S.moments.length - 1));
  ui.time.value = String(i);
  const m = S.moments[i];
  const exact = m && m.age === until && m.year === year;
  const stage = sys.stages.find((s) => s.id === until)?.title ?? until;
  // The caption names the moment the map shows: the stage asked for, and where it stopped.
  const label = exact
    ? momentLabel(sys, m)
    : m && m.age !== until
      ? `${stage} (${momentLabel(sys, m)})`
      : momentLabel(sys, { age: until, year });
  ui.time.setAttribute('aria-valuetext', label);
  ui.timeOut.textContent = label;
  ui.timePrev.disabled = i <= 0;
  ui.timeNext.disabled = i >= S.moments.length - 1;
  showChronicle(sys, S.timeline.events, i);
  const at = { until, year: yearText };
  const where = `${slug(until)}${year === null ? '' : `-y${year}`}`;
  showDownloads(sys, q, where, at);
  ui.printHead.dataset.where = label;
  await loadMap(
    sys,
    resourceUrl(sys, q, '/map.svg', at),
    `${sys.title}, seed “${q.get('seed') ?? ''}”: ${label}`,
    gen,
  );
}
