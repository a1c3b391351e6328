/**
 * The viewer page's script (built into the page by scripts/build-viewer.ts; no framework).
 *
 * The page's own query string is the single source of truth: every control writes the query and
 * `render()` reads it back, so the address always shares exactly what is on screen. Controls
 * are built from `/v1/rulesets` and the routes each system serves are read from `/openapi.json`,
 * so a new system or option appears here without a change to this file. Only the public API is
 * used, and only on this origin.
 */

type Kind = 'history' | 'crawl';
type Scalar = string | number | boolean;

interface RulesetOption {
  readonly name: string;
  /** A few plain words for the control's label (the API name when absent). */
  readonly title?: string;
  readonly type: 'boolean' | 'integer' | 'string' | 'enum' | 'list';
  readonly description?: string;
  readonly default?: Scalar | readonly string[];
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}
interface Ruleset {
  readonly id: string;
  readonly title: string;
  readonly kind: Kind;
  readonly version?: string;
  readonly source?: string;
  readonly author?: string;
  readonly endpoint: string;
  readonly stages: readonly { readonly id: string; readonly title: string }[];
  /** Bounds of the stopping point: maxYear, maxStep, defaultStep, maxLevel… */
  readonly limits?: Readonly<Record<string, number>>;
  readonly options: readonly RulesetOption[];
  /** Each resource with the version that shapes its bytes: what `v` pins. */
  readonly resources?: readonly { readonly path: string; readonly version: string }[];
}
interface ParamSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}
interface ParamSpec {
  readonly name: string;
  readonly in: string;
  readonly description?: string;
  readonly schema?: ParamSchema;
}
interface Problem {
  readonly title?: string;
  readonly detail?: string;
  readonly parameter?: string;
  readonly errors?: readonly { readonly parameter?: string; readonly message?: string }[];
}
type Fetched<T> = { ok: true; body: T } | { ok: false; status: number; problem: Problem };

/** One point of a history the time slider can stop at. */
interface Moment {
  readonly age: string;
  readonly year: number | null;
  /** How the chronicle names the year, if it does ("Roll 2", "Year 0"). */
  readonly label?: string | null;
}
interface ChronicleEvent extends Moment {
  readonly text: string;
}
interface Cell {
  readonly x: number;
  readonly y: number;
}
interface Exit {
  readonly id: string;
  readonly label: string;
  /** Where it is on the plan's grid, and on which level, when the plan says. */
  readonly cells: readonly Cell[];
  readonly level: number | null;
}

/**
 * Query words the page sets itself; every other word of its query is a rule option. `v` pins the
 * ruleset version the address was made with.
 */
const NAV = ['system', 'seed', 'until', 'year', 'step', 'path', 'v'];
/** Words the page never forwards from its own query. */
const NOT_FORWARDED = new Set([...NAV, 'format', 'width', 'ruleset']);
const PNG_WIDTH = 1600;

const byId = <T = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el as T;
};
/** appendChild for several children (the Workers types shadow the DOM's `append`). */
const add = (parent: Node, ...kids: (Node | string)[]): void => {
  for (const k of kids) parent.appendChild(typeof k === 'string' ? document.createTextNode(k) : k);
};
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
};

const ui = {
  app: byId('app'),
  system: byId<HTMLSelectElement>('system'),
  systemHint: byId('system-hint'),
  seed: byId<HTMLInputElement>('seed'),
  roll: byId<HTMLButtonElement>('roll'),
  options: byId<HTMLFieldSetElement>('options'),
  optionFields: byId('option-fields'),
  historyNav: byId<HTMLFieldSetElement>('history-nav'),
  age: byId<HTMLSelectElement>('age'),
  time: byId<HTMLInputElement>('time'),
  timeOut: byId<HTMLOutputElement>('time-out'),
  timePrev: byId<HTMLButtonElement>('time-prev'),
  timeNext: byId<HTMLButtonElement>('time-next'),
  crawlNav: byId<HTMLFieldSetElement>('crawl-nav'),
  step: byId<HTMLInputElement>('step'),
  stepPrev: byId<HTMLButtonElement>('step-prev'),
  stepNext: byId<HTMLButtonElement>('step-next'),
  pathOut: byId('path-out'),
  pathClear: byId<HTMLButtonElement>('path-clear'),
  exits: byId<HTMLUListElement>('exits'),
  map: byId('map'),
  caption: byId('caption'),
  copy: byId<HTMLButtonElement>('copy'),
  link: byId<HTMLInputElement>('link'),
  copied: byId('copied'),
  pinOffer: byId('pin-offer'),
  useCurrent: byId<HTMLAnchorElement>('use-current'),
  downloads: byId('downloads'),
  sideTitle: byId('side-title'),
  chronicle: byId<HTMLOListElement>('chronicle'),
  key: byId<HTMLPreElement>('key'),
  error: byId('error'),
};

let rulesets: Ruleset[] = [];
/** GET routes by path template, from /openapi.json; null when the document is unavailable. */
let routes: { readonly pattern: RegExp; readonly params: readonly ParamSpec[] }[] | null = null;
/** Which system the option controls were built for. */
let builtFor = '';
/** Bumped by every render; an answer for an older render is dropped. */
let generation = 0;
/** The last history timeline fetched, by system + seed + options. */
let timeline: { key: string; moments: Moment[]; events: ChronicleEvent[] | null } | null = null;
/** The moments the slider currently spans and the exits the map currently offers. */
let moments: Moment[] = [];
let frontier: Exit[] = [];
let resolved: string[] | null = null;
/** The step of the crawl on screen (the plan's own count when the address names none). */
let crawlStep: number | null = null;

// ---------------------------------------------------------------------------------------------
// The API

/** Aborted when the address changes again, so dragging the slider leaves no queue behind. */
let inFlight = new AbortController();

async function fetchAs<T>(url: string, as: 'json' | 'text'): Promise<Fetched<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: as === 'json' ? 'application/json' : '*/*' },
      signal: inFlight.signal,
    });
  } catch {
    return { ok: false, status: 0, problem: { detail: 'the service could not be reached' } };
  }
  if (res.ok) return { ok: true, body: (as === 'json' ? await res.json() : await res.text()) as T };
  let problem: Problem = { detail: `${res.status} ${res.statusText}` };
  try {
    const body = (await res.json()) as Problem;
    if (body && typeof body === 'object') problem = body;
  } catch {
    // not problem+json: keep the status line
  }
  return { ok: false, status: res.status, problem };
}

function templatePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (/^\{.+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The query parameters a GET route takes; undefined when the route is absent, null if unknown. */
function routeParams(path: string): readonly ParamSpec[] | null | undefined {
  if (!routes) return null;
  return routes.find((r) => r.pattern.test(path))?.params;
}

function endpointOf(sys: Ruleset): { path: string; fixed: [string, string][] } {
  const u = new URL(sys.endpoint, location.origin);
  return { path: u.pathname.replace(/\/$/, ''), fixed: [...u.searchParams] };
}

/** A query string that keeps commas readable (`path=e1,e4`). */
function queryString(q: URLSearchParams): string {
  return q.toString().replace(/%2C/gi, ',');
}

/**
 * The URL of one of the system's resources (`''`, `/map.svg`, `/chronicle`...) for the page's
 * state, with only the parameters that resource declares; null when the system has no such
 * resource.
 */
function resourceUrl(
  sys: Ruleset,
  page: URLSearchParams,
  sub: string,
  extra: Record<string, string | null | undefined>,
): string | null {
  const ep = endpointOf(sys);
  const path = ep.path + sub;
  const params = routeParams(path);
  if (params === undefined) return null;
  const takes = (name: string) =>
    !params || params.some((p) => p.name === name && p.in === 'query');
  const q = new URLSearchParams();
  for (const [k, v] of ep.fixed) if (takes(k)) q.set(k, v);
  q.set('seed', page.get('seed') ?? '');
  for (const [k, v] of page) if (!NOT_FORWARDED.has(k) && takes(k)) q.set(k, v);
  for (const [k, v] of Object.entries(extra))
    if (v !== null && v !== undefined && v !== '' && takes(k)) q.set(k, v);
  // The address's pin goes to the resources whose bytes only the ruleset's version shapes.
  const pin = page.get('v');
  const version = sys.resources?.find((r) => r.path === path)?.version;
  if (pin && version !== undefined && version === sys.version && takes('v')) q.set('v', pin);
  return `${path}?${queryString(q)}`;
}

function paramSchema(sys: Ruleset, sub: string, name: string): ParamSchema | undefined {
  return routeParams(endpointOf(sys).path + sub)?.find((p) => p.name === name)?.schema;
}

// ---------------------------------------------------------------------------------------------
// The page's URL

function pageQuery(): URLSearchParams {
  return new URLSearchParams(location.search);
}

/** Write the page's state to its address and show it. */
function commit(q: URLSearchParams, push = false): void {
  const url = `${location.pathname}?${queryString(q)}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  void render();
}

function update(change: (q: URLSearchParams) => void, push = false): void {
  const q = pageQuery();
  change(q);
  commit(q, push);
}

function rollSeed(): string {
  const words = ['amber', 'ash', 'bone', 'cinder', 'deep', 'dusk', 'ember', 'flint', 'frost'];
  const more = ['gloom', 'hollow', 'iron', 'jade', 'moss', 'onyx', 'rust', 'salt', 'slate'];
  const pick = (list: string[]) =>
    // The page's own dice: a fresh seed for a person to try, never part of any output.
    list[Math.floor(Math.random() * list.length)] ?? 'deep';
  return `${pick(words)}-${pick(more)}-${Math.floor(Math.random() * 900 + 100)}`;
}

// ---------------------------------------------------------------------------------------------
// Errors next to the control that caused them

const ERROR_SLOT: Record<string, string> = {
  system: 'err-system',
  ruleset: 'err-system',
  seed: 'err-seed',
  until: 'err-until',
  year: 'err-year',
  step: 'err-step',
  path: 'err-path',
  v: 'err-v',
};

function clearErrors(): void {
  for (const p of Array.from(document.querySelectorAll<HTMLElement>('p.error'))) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const c of Array.from(document.querySelectorAll('[aria-invalid]')))
    c.removeAttribute('aria-invalid');
  ui.pinOffer.hidden = true;
}

function showError(parameter: string | undefined, message: string): void {
  const slot =
    (parameter && document.getElementById(ERROR_SLOT[parameter] ?? `err-opt-${parameter}`)) ||
    ui.error;
  slot.textContent = slot.textContent ? `${slot.textContent} ${message}` : message;
  slot.hidden = false;
  const control = document.querySelector(`[aria-describedby~="${slot.id}"]`);
  control?.setAttribute('aria-invalid', 'true');
}

function showProblem(problem: Problem, what: string): void {
  const listed = (problem.errors ?? []).filter((e) => e.parameter && e.message);
  if (listed.length > 0) for (const e of listed) showError(e.parameter, e.message ?? '');
  else showError(problem.parameter, problem.detail ?? problem.title ?? `${what} failed`);
  // A 410: the address pins a version the service no longer runs.
  const sys = currentSystem();
  if (problem.parameter === 'v' && sys) offerCurrent(sys);
}

/** Offer the address at the system's current version. */
function offerCurrent(sys: Ruleset): void {
  const q = pageQuery();
  q.set('v', sys.version ?? '');
  ui.useCurrent.href = `${location.pathname}?${queryString(q)}`;
  ui.useCurrent.textContent = `Show it with the current version (${sys.version ?? ''})`;
  ui.pinOffer.hidden = false;
}

/**
 * The address pins a ruleset version other than the one the service runs: the dungeon it named
 * cannot be shown (the API answers 410), so say so and offer the current version instead.
 */
function showOlderVersion(sys: Ruleset, pin: string): void {
  showError(
    'v',
    `This link was made with version ${pin} of ${sys.title}; this service now runs version ${sys.version ?? ''}, which may make a different dungeon from the same settings.`,
  );
  offerCurrent(sys);
  showMap(null, '', 'No map', 'This link was made with an older version.');
  ui.downloads.replaceChildren();
  ui.chronicle.replaceChildren();
  ui.key.textContent = '';
  ui.exits.replaceChildren();
}

// ---------------------------------------------------------------------------------------------
// Controls built from /v1/rulesets

function describedBy(name: string, description: string | undefined, field: HTMLElement): string {
  const ids = [`err-opt-${name}`];
  if (description) {
    add(field, el('p', { class: 'hint', id: `hint-opt-${name}` }, description));
    ids.unshift(`hint-opt-${name}`);
  }
  return ids.join(' ');
}

/** An option's name as words: `sheetWidth` → `sheet width`. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** An option's label: its title, else its name as words. */
function labelOf(o: RulesetOption): string {
  return o.title ?? words(o.name);
}

function defaultText(o: RulesetOption): string {
  if (o.default === undefined) return '';
  return Array.isArray(o.default) ? o.default.join(',') : String(o.default);
}

function optionField(o: RulesetOption): HTMLElement {
  const field = el('div', { class: 'field', 'data-option': o.name });
  const id = `opt-${o.name}`;
  const commitValue = (value: string) =>
    update((q) => {
      if (value === defaultText(o)) q.delete(o.name);
      else q.set(o.name, value);
    }, true);
  if (o.type === 'boolean') {
    const box = el('input', { id, type: 'checkbox' });
    const wrap = el('div', { class: 'check' });
    add(wrap, box, ' ', el('label', { for: id }, labelOf(o)));
    add(field, wrap);
    box.setAttribute('aria-describedby', describedBy(o.name, o.description, field));
    box.addEventListener('change', () => commitValue(box.checked ? 'true' : 'false'));
  } else if (o.type === 'list') {
    const group = el('fieldset', { id, class: 'list' });
    add(group, el('legend', {}, labelOf(o)));
    for (const v of o.values ?? []) {
      const boxId = `${id}-${v}`;
      const box = el('input', { id: boxId, type: 'checkbox', value: v });
      const wrap = el('div', { class: 'check' });
      add(wrap, box, ' ', el('label', { for: boxId }, v));
      add(group, wrap);
      box.addEventListener('change', () =>
        commitValue(
          Array.from(group.querySelectorAll<HTMLInputElement>('input:checked'))
            .map((b) => b.value)
            .join(','),
        ),
      );
    }
    add(field, group);
    group.setAttribute('aria-describedby', describedBy(o.name, o.description, field));
  } else {
    add(field, el('label', { for: id }, labelOf(o)));
    let control: HTMLInputElement | HTMLSelectElement;
    if (o.type === 'enum') {
      control = el('select', { id });
      for (const v of o.values ?? []) add(control, el('option', { value: v }, v));
    } else {
      control = el('input', {
        id,
        type: o.type === 'integer' ? 'number' : 'text',
        min: o.min === undefined ? undefined : String(o.min),
        max: o.max === undefined ? undefined : String(o.max),
        step: o.type === 'integer' ? '1' : undefined,
        inputmode: o.type === 'integer' ? 'numeric' : undefined,
      });
    }
    add(field, control);
    control.setAttribute('aria-describedby', describedBy(o.name, o.description, field));
    control.addEventListener('change', () => commitValue(control.value.trim()));
  }
  add(field, el('p', { class: 'error', id: `err-opt-${o.name}`, hidden: '' }));
  return field;
}

/** Route parameters a person may set that are not rule options (a crawl's `level`, say). */
function viewOptions(sys: Ruleset): RulesetOption[] {
  const params = routeParams(endpointOf(sys).path);
  if (!params) return [];
  // A route shared by several systems (`/v1/dungeon`) takes every one's options.
  const known = new Set(rulesets.flatMap((r) => r.options.map((o) => o.name)));
  return params
    .filter((p) => p.in === 'query' && !NOT_FORWARDED.has(p.name) && !known.has(p.name))
    .map((p): RulesetOption => {
      const s = p.schema ?? {};
      const type = s.enum
        ? 'enum'
        : s.type === 'integer' || s.type === 'number'
          ? 'integer'
          : s.type === 'boolean'
            ? 'boolean'
            : 'string';
      return {
        name: p.name,
        type,
        description: p.description,
        default: s.default as Scalar | undefined,
        values: s.enum,
        min: s.minimum,
        max: s.maximum,
      };
    });
}

function buildControls(sys: Ruleset): void {
  builtFor = sys.id;
  timeline = null;
  ui.optionFields.replaceChildren(...[...sys.options, ...viewOptions(sys)].map(optionField));
  ui.options.hidden = ui.optionFields.childElementCount === 0;
  ui.historyNav.hidden = sys.kind !== 'history';
  ui.crawlNav.hidden = sys.kind !== 'crawl';
  ui.sideTitle.textContent = sys.kind === 'history' ? 'Chronicle' : 'Key';
  byId('keys-hint').textContent =
    sys.kind === 'history'
      ? 'Keys: ← → a year back or on; Shift+← → an age.'
      : 'Keys: ← → a step back or on; Enter opens the focused exit.';
  ui.chronicle.hidden = sys.kind !== 'history';
  ui.key.hidden = sys.kind !== 'crawl';
  ui.age.replaceChildren(...sys.stages.map((s) => el('option', { value: s.id }, s.title)));
  const credit = sys.source && sys.author ? `${sys.source} by ${sys.author}` : sys.source;
  const hint = [credit, sys.version ? `ruleset version ${sys.version}` : undefined];
  ui.systemHint.textContent = hint.filter(Boolean).join(' · ');
  const stepMax = sys.limits?.maxStep ?? paramSchema(sys, '', 'step')?.maximum;
  if (stepMax !== undefined) ui.step.max = String(stepMax);
  else ui.step.removeAttribute('max');
}

function syncControls(sys: Ruleset, q: URLSearchParams): void {
  ui.system.value = sys.id;
  ui.seed.value = q.get('seed') ?? '';
  for (const o of [...sys.options, ...viewOptions(sys)]) {
    const value = q.get(o.name) ?? defaultText(o);
    const control = document.getElementById(`opt-${o.name}`);
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      control.checked = ['true', '1', 'on'].includes(value);
    else if (control instanceof HTMLFieldSetElement) {
      const chosen = new Set(value.split(','));
      for (const box of Array.from(control.querySelectorAll<HTMLInputElement>('input')))
        box.checked = chosen.has(box.value);
    } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      control.value = value;
  }
}

// ---------------------------------------------------------------------------------------------
// The map

/** Parse an SVG answer into a node for the page, with anything active taken out. */
function svgNode(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = doc.documentElement;
  if (!(svg instanceof SVGSVGElement) || doc.querySelector('parsererror')) return null;
  for (const s of Array.from(svg.querySelectorAll('script, foreignObject')))
    s.parentNode?.removeChild(s);
  for (const node of Array.from(svg.querySelectorAll('*')))
    for (const a of Array.from(node.attributes))
      if (/^on/i.test(a.name) || (/href$/i.test(a.name) && !a.value.startsWith('#')))
        node.removeAttribute(a.name);
  if (!svg.hasAttribute('viewBox')) {
    const w = parseFloat(svg.getAttribute('width') ?? '');
    const h = parseFloat(svg.getAttribute('height') ?? '');
    if (w > 0 && h > 0) svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  }
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('aria-hidden', 'true');
  return document.importNode(svg, true);
}

function showMap(svg: SVGSVGElement | null, src: string, label: string, note?: string): void {
  ui.map.replaceChildren(...(svg ? [svg] : note ? [el('p', { class: 'hint' }, note)] : []));
  ui.map.dataset.src = src;
  ui.map.setAttribute('aria-label', label);
  ui.caption.textContent = label;
}

async function loadMap(sys: Ruleset, url: string | null, label: string, gen: number) {
  if (!url) {
    showMap(null, '', label, 'This system draws no map.');
    return;
  }
  const got = await fetchAs<string>(url, 'text');
  if (gen !== generation) return;
  if (!got.ok) {
    showMap(null, url, label, 'No map for these settings.');
    showProblem(got.problem, 'the map');
    return;
  }
  const svg = svgNode(got.body);
  if (!svg) showError(undefined, `The map for ${sys.title} could not be read.`);
  showMap(svg, url, label);
}

// ---------------------------------------------------------------------------------------------
// Downloads and sharing

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'seed'
  );
}

function showDownloads(
  sys: Ruleset,
  q: URLSearchParams,
  where: string,
  at: Record<string, string | null>,
): void {
  const base = `strata-${sys.id}-${slug(q.get('seed') ?? '')}-${where}`;
  const formats = paramSchema(sys, '/chronicle', 'format')?.enum;
  const widthMax = paramSchema(sys, '/map.png', 'width')?.maximum;
  const width = String(Math.min(PNG_WIDTH, widthMax ?? PNG_WIDTH));
  const items: [string, string, string | null][] = [
    ['SVG', 'svg', resourceUrl(sys, q, '/map.svg', at)],
    ['PNG', 'png', resourceUrl(sys, q, '/map.png', { ...at, width })],
    ['JSON', 'json', resourceUrl(sys, q, '', at)],
  ];
  if (sys.kind === 'history') {
    const format = !formats || formats.includes('markdown') ? 'markdown' : 'text';
    items.push([
      'Chronicle',
      format === 'markdown' ? 'md' : 'txt',
      resourceUrl(sys, q, '/chronicle', { ...at, format }),
    ]);
  } else items.push(['Key', 'txt', resourceUrl(sys, q, '/key', at)]);
  items.push(['UVTT', 'dd2vtt', resourceUrl(sys, q, '/uvtt', at)]);
  ui.downloads.replaceChildren(
    ...items.flatMap(([label, ext, href]) =>
      href
        ? [
            el(
              'a',
              {
                class: 'button',
                href,
                download: `${base}.${ext}`,
                'data-format': label.toLowerCase(),
                'aria-label': `Download ${label}`,
              },
              label,
            ),
          ]
        : [],
    ),
  );
}

async function copyLink(): Promise<void> {
  const url = location.href;
  let done = false;
  try {
    await navigator.clipboard.writeText(url);
    done = true;
  } catch {
    ui.link.focus();
    ui.link.select();
    done = document.execCommand('copy');
  }
  ui.copied.textContent = done ? 'Link copied.' : 'Select the link and copy it.';
}

// ---------------------------------------------------------------------------------------------
// Histories: ages and years

const CHRONICLE_LISTS = ['ages', 'years', 'events', 'lines', 'entries', 'chronicle', 'record'];

/**
 * Find the chronicle's events in whatever shape the answer has: a flat list of events with
 * `age`, `year` and `text`, or grouped by age and year (`ages[].years[].lines[]`).
 */
function eventsOf(
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

/** Every moment of the history in play order: each year of each age that saw events. */
function momentsOf(sys: Ruleset, events: ChronicleEvent[] | null): Moment[] {
  return sys.stages.flatMap((s): Moment[] => {
    const years = new Map<number, Moment>();
    for (const e of events ?? [])
      if (e.age === s.id && e.year !== null && !years.has(e.year))
        years.set(e.year, { age: e.age, year: e.year, label: e.label ?? null });
    const list = [...years.values()].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
    return list.length ? list : [{ age: s.id, year: null }];
  });
}

function momentIndex(list: Moment[], until: string, year: number | null): number {
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

function momentLabel(sys: Ruleset, m: Moment): string {
  const title = sys.stages.find((s) => s.id === m.age)?.title ?? m.age;
  return m.year === null ? title : `${title}, ${yearLabel(m).replace(/^Year /, 'year ')}`;
}

/** Move to moment `i` of the slider. */
function goToMoment(i: number): void {
  const m = moments[Math.max(0, Math.min(moments.length - 1, i))];
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
  const now = moments[upTo];
  for (const e of events) {
    const at = momentIndex(moments, e.age, e.year);
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
  current?.scrollIntoView({ block: 'nearest' });
}

async function renderHistory(sys: Ruleset, q: URLSearchParams, gen: number): Promise<void> {
  const key = `${sys.id}|${resourceUrl(sys, q, '', {}) ?? ''}`;
  if (timeline?.key !== key) {
    const url = resourceUrl(sys, q, '/chronicle', { format: 'json', until: 'end' });
    const got = url ? await fetchAs<unknown>(url, 'json') : null;
    if (gen !== generation) return;
    if (got && !got.ok) {
      showProblem(got.problem, 'the chronicle');
      if (got.status === 400) {
        showMap(null, '', 'No map', 'Fix the settings above to see the map.');
        return;
      }
    }
    const events = got?.ok ? eventsOf(got.body) : null;
    timeline = { key, events, moments: momentsOf(sys, events) };
  }
  moments = timeline.moments;
  const lastAge = sys.stages.at(-1)?.id ?? 'end';
  const until = q.get('until') ?? lastAge;
  const yearText = q.get('year');
  const year = yearText !== null && /^\d+$/.test(yearText) ? Number(yearText) : null;
  const i = momentIndex(moments, until, year);
  ui.age.value = until;
  ui.time.max = String(Math.max(0, moments.length - 1));
  ui.time.value = String(i);
  const m = moments[i];
  const shown: Moment = m && m.age === until && m.year === year ? m : { age: until, year };
  const label = momentLabel(sys, shown);
  ui.time.setAttribute('aria-valuetext', label);
  ui.timeOut.textContent = label;
  ui.timePrev.disabled = i <= 0;
  ui.timeNext.disabled = i >= moments.length - 1;
  showChronicle(sys, timeline.events, i);
  const at = { until, year: yearText };
  const where = `${slug(until)}${year === null ? '' : `-y${year}`}`;
  showDownloads(sys, q, where, at);
  await loadMap(
    sys,
    resourceUrl(sys, q, '/map.svg', at),
    `${sys.title}, seed “${q.get('seed') ?? ''}”: ${label}`,
    gen,
  );
}

// ---------------------------------------------------------------------------------------------
// Crawls: steps and exits

function cellsOf(value: unknown): Cell[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is Cell =>
      !!c && typeof c === 'object' && typeof c.x === 'number' && typeof c.y === 'number',
  );
}

function exitsOf(plan: unknown): Exit[] {
  const list = (plan as { frontier?: unknown })?.frontier;
  if (!Array.isArray(list)) return [];
  const exits = list.flatMap((x): Exit[] => {
    if (typeof x === 'string' || typeof x === 'number')
      return [{ id: String(x), label: String(x), cells: [], level: null }];
    if (!x || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    if (typeof o.id !== 'string' && typeof o.id !== 'number') return [];
    const words = [o.kind, o.dir, o.from && `from ${String(o.from)}`].filter(
      (w) => typeof w === 'string' && w,
    );
    const cells = cellsOf(o.cells ?? (o.cell ? [o.cell] : typeof o.x === 'number' ? [o] : []));
    const level = typeof o.level === 'number' ? o.level : null;
    const label = words.length ? `${o.id}: ${words.join(' ')}` : String(o.id);
    return [{ id: String(o.id), label, cells, level }];
  });
  const levels = new Set(exits.map((e) => e.level));
  if (levels.size < 2) return exits;
  return exits.map((e) => ({ ...e, label: `${e.label} (level ${e.level ?? '?'})` }));
}

/** The exit each replayed step opened (step 1 first), from the plan's step log, when it says. */
function resolvedOf(plan: unknown): string[] | null {
  const log = (plan as { log?: unknown })?.log;
  if (!Array.isArray(log)) return null;
  const records = log.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  // A log that numbers its steps may record what came before step 1 (the start) too.
  const numbered = records.every((r) => typeof r.step === 'number');
  const steps = numbered
    ? records
        .filter((r) => (r.step as number) >= 1)
        .sort((a, b) => (a.step as number) - (b.step as number))
    : records;
  const ids = steps.map((o) => {
    const exit = o.exit ?? o.opened ?? o.exitId;
    const id = exit && typeof exit === 'object' ? (exit as { id?: unknown }).id : exit;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  });
  return ids.every((id) => id !== null) ? (ids as string[]) : null;
}

/** The step the address asks for, or null when it leaves it to the API's default. */
function askedStep(q: URLSearchParams): number | null {
  const text = q.get('step');
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/** The step on screen: the address's, else the plan's own count, else the API's default. */
function stepOf(sys: Ruleset, q: URLSearchParams): number {
  const asked = askedStep(q);
  if (asked !== null) return asked;
  if (crawlStep !== null) return crawlStep;
  const d = sys.limits?.defaultStep ?? paramSchema(sys, '', 'step')?.default;
  return typeof d === 'number' ? d : 0;
}

function planStep(plan: unknown): number | null {
  const o = plan as { step?: unknown; steps?: unknown } | null;
  const n = o?.step ?? o?.steps;
  return typeof n === 'number' ? n : null;
}

function pathOf(q: URLSearchParams): string[] {
  return (q.get('path') ?? '').split(',').filter((s) => s !== '');
}

/** Step to `step`, keeping only the choices the steps before it made. */
function goToStep(step: number): void {
  const max = Number(ui.step.max || Infinity);
  const next = Math.max(0, Math.min(max, step));
  update((q) => {
    q.set('step', String(next));
    const path = pathOf(q).slice(0, next);
    if (path.length) q.set('path', path.join(','));
    else q.delete('path');
  });
}

/** Open exit `id` as the next step: the choices so far, then this one. */
function openExit(id: string): void {
  const q = pageQuery();
  const sys = rulesets.find((r) => r.id === q.get('system'));
  if (!sys) return;
  const step = stepOf(sys, q);
  const chosen = pathOf(q);
  const before =
    chosen.length >= step ? chosen.slice(0, step) : (resolved ?? chosen).slice(0, step);
  update((p) => {
    p.set('step', String(step + 1));
    p.set('path', [...before, id].join(','));
  }, true);
}

function wireExits(): void {
  const offered = new Set(frontier.map((e) => e.id));
  for (const node of Array.from(
    ui.map.querySelectorAll<SVGElement>('[data-exit], [id^="exit-"]'),
  )) {
    const id = node.getAttribute('data-exit') ?? node.id.replace(/^exit-/, '');
    if (!offered.has(id)) continue;
    node.classList.add('exit-target');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', `Open exit ${id}`);
    node.addEventListener('click', () => openExit(id));
    node.addEventListener('keydown', (ev: KeyboardEvent) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        openExit(id);
      }
    });
  }
  // The map is a picture with buttons in it once exits are clickable.
  const svg = ui.map.querySelector('svg');
  if (svg && ui.map.querySelector('.exit-target')) {
    svg.removeAttribute('aria-hidden');
    ui.map.setAttribute('role', 'group');
  } else ui.map.setAttribute('role', 'img');
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * When the map does not mark its exits itself (`data-exit` or `id="exit-…"`), place a marker
 * over each frontier exit from its grid cells: the drawn sheet is the largest rectangle whose
 * proportions are the plan's `sheet` (width x height in cells), and cells scale onto it.
 */
function markExits(svg: SVGSVGElement, plan: unknown, level: number): void {
  if (svg.querySelector('[data-exit], [id^="exit-"]')) return;
  const sheet = (plan as { sheet?: { width?: unknown; height?: unknown } } | null)?.sheet;
  const sw = typeof sheet?.width === 'number' ? sheet.width : 0;
  const sh = typeof sheet?.height === 'number' ? sheet.height : 0;
  if (!(sw > 0 && sh > 0)) return;
  const num = (e: Element, a: string) => parseFloat(e.getAttribute(a) ?? '0') || 0;
  const page = Array.from(svg.querySelectorAll('rect'))
    .filter((r) => {
      const w = num(r, 'width');
      const h = num(r, 'height');
      return w > 0 && h > 0 && Math.abs(w / h - sw / sh) < 0.002;
    })
    .sort((a, b) => num(b, 'width') - num(a, 'width'))[0];
  if (!page?.parentNode) return;
  const cell = num(page, 'width') / sw;
  const x0 = num(page, 'x');
  const y0 = num(page, 'y');
  for (const exit of frontier) {
    if (exit.cells.length === 0 || (exit.level !== null && exit.level !== level)) continue;
    const xs = exit.cells.map((c) => c.x);
    const ys = exit.cells.map((c) => c.y);
    const pad = cell * 0.15;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('data-exit', exit.id);
    g.setAttribute('class', 'exit-marker');
    const r = document.createElementNS(SVG_NS, 'rect');
    const attrs: Record<string, string> = {
      x: String(x0 + Math.min(...xs) * cell - pad),
      y: String(y0 + Math.min(...ys) * cell - pad),
      width: String((Math.max(...xs) - Math.min(...xs) + 1) * cell + 2 * pad),
      height: String((Math.max(...ys) - Math.min(...ys) + 1) * cell + 2 * pad),
      rx: String(cell * 0.3),
      fill: '#ffb300',
      'fill-opacity': '0.55',
      stroke: '#8a5a00',
      'stroke-width': String(Math.max(1, cell * 0.12)),
    };
    for (const [k, v] of Object.entries(attrs)) r.setAttribute(k, v);
    const title = document.createElementNS(SVG_NS, 'title');
    title.textContent = exit.label;
    g.appendChild(title);
    g.appendChild(r);
    page.parentNode.appendChild(g);
  }
}

async function renderCrawl(sys: Ruleset, q: URLSearchParams, gen: number): Promise<void> {
  const asked = askedStep(q);
  const path = pathOf(q);
  crawlStep = asked;
  // A long path reads as its ends; the whole of it is in the address and the tooltip.
  ui.pathOut.textContent =
    path.length === 0
      ? 'none (the explorer chooses)'
      : path.length <= 8
        ? path.join(', ')
        : `${path.length} exits: ${path.slice(0, 3).join(', ')} … ${path.slice(-3).join(', ')}`;
  ui.pathOut.title = path.join(', ');
  ui.pathClear.disabled = path.length === 0;
  const at = {
    step: asked === null ? null : String(asked),
    path: path.length ? path.join(',') : null,
  };
  const planUrl = resourceUrl(sys, q, '', at);
  const keyUrl = resourceUrl(sys, q, '/key', at);
  const [plan, key] = await Promise.all([
    planUrl ? fetchAs<unknown>(planUrl, 'json') : null,
    keyUrl ? fetchAs<string>(keyUrl, 'text') : null,
  ]);
  if (gen !== generation) return;
  const body = plan?.ok ? plan.body : null;
  const step = asked ?? planStep(body) ?? stepOf(sys, q);
  crawlStep = step;
  ui.step.value = String(step);
  ui.stepPrev.disabled = step <= 0;
  ui.stepNext.disabled = ui.step.max !== '' && step >= Number(ui.step.max);
  showDownloads(sys, q, `step${step}`, at);
  frontier = exitsOf(body);
  resolved = resolvedOf(body);
  ui.key.textContent = key?.ok ? key.body : 'No key for this system.';
  ui.exits.replaceChildren(
    ...frontier.map((e) => {
      const b = el('button', { type: 'button', 'data-exit-button': e.id }, e.label);
      b.addEventListener('click', () => openExit(e.id));
      const li = el('li');
      add(li, b);
      return li;
    }),
  );
  if (plan?.ok && frontier.length === 0)
    add(ui.exits, el('li', { class: 'hint' }, 'No exit is left open.'));
  if (plan && !plan.ok) {
    showProblem(plan.problem, 'the plan');
    if (plan.status === 400) {
      showMap(null, '', 'No map', 'Fix the settings above to see the map.');
      return;
    }
  }
  const label = `${sys.title}, seed “${q.get('seed') ?? ''}”: step ${step}`;
  await loadMap(sys, resourceUrl(sys, q, '/map.svg', at), label, gen);
  if (gen !== generation) return;
  const svg = ui.map.querySelector('svg');
  const levelText = q.get('level');
  const mapLevel = paramSchema(sys, '/map.svg', 'level')?.default;
  const level =
    levelText && /^\d+$/.test(levelText)
      ? Number(levelText)
      : typeof mapLevel === 'number'
        ? mapLevel
        : 1;
  if (svg) markExits(svg, body, level);
  wireExits();
}

// ---------------------------------------------------------------------------------------------
// Rendering the address

async function render(): Promise<void> {
  const gen = ++generation;
  inFlight.abort();
  inFlight = new AbortController();
  const q = pageQuery();
  clearErrors();
  const sys = rulesets.find((r) => r.id === q.get('system')) ?? rulesets[0];
  if (!sys) {
    ui.app.dataset.status = 'empty';
    showMap(null, '', 'No map', 'This service has no rule systems yet.');
    return;
  }
  const asked = q.get('system');
  let fixed = false;
  if (asked !== sys.id) {
    if (asked) showError('system', `There is no rule system “${asked}”; showing ${sys.title}.`);
    q.set('system', sys.id);
    q.delete('v');
    fixed = true;
  }
  // The address pins the version it was made with, so a shared link names the same dungeon.
  const pin = q.get('v');
  if (pin === null && sys.version) {
    q.set('v', sys.version);
    fixed = true;
  }
  // A new visitor gets a rolled seed; an emptied seed is left for the API to refuse, by name.
  if (q.get('seed') === null) {
    q.set('seed', rollSeed());
    fixed = true;
  }
  if (fixed) history.replaceState(null, '', `${location.pathname}?${queryString(q)}`);
  if (builtFor !== sys.id) buildControls(sys);
  syncControls(sys, q);
  ui.link.value = location.href;
  document.title = `${q.get('seed') ?? ''} · ${sys.title} · Strata`;
  ui.copied.textContent = '';
  ui.app.dataset.status = 'loading';
  ui.app.setAttribute('aria-busy', 'true');
  if (pin !== null && sys.version && pin !== sys.version) showOlderVersion(sys, pin);
  else if (sys.kind === 'history') await renderHistory(sys, q, gen);
  else await renderCrawl(sys, q, gen);
  if (gen !== generation) return;
  ui.app.removeAttribute('aria-busy');
  const failed = Array.from(document.querySelectorAll<HTMLElement>('p.error')).some(
    (p) => !p.hidden,
  );
  ui.app.dataset.status = failed ? 'error' : 'ready';
}

function currentSystem(): Ruleset | undefined {
  return rulesets.find((r) => r.id === pageQuery().get('system'));
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'range'))
  );
}

function wire(): void {
  ui.system.addEventListener('change', () =>
    commit(new URLSearchParams({ system: ui.system.value, seed: ui.seed.value.trim() }), true),
  );
  const applySeed = () => {
    const seed = ui.seed.value.trim();
    if (seed !== pageQuery().get('seed'))
      update((q) => {
        q.set('seed', seed);
      }, true);
  };
  ui.seed.addEventListener('change', applySeed);
  byId('controls').addEventListener('submit', (ev) => {
    ev.preventDefault();
    applySeed();
  });
  ui.roll.addEventListener('click', () => {
    ui.seed.value = rollSeed();
    applySeed();
  });
  ui.age.addEventListener('change', () =>
    update((q) => {
      q.set('until', ui.age.value);
      q.delete('year');
    }),
  );
  ui.time.addEventListener('input', () => goToMoment(Number(ui.time.value)));
  ui.timePrev.addEventListener('click', () => goToMoment(Number(ui.time.value) - 1));
  ui.timeNext.addEventListener('click', () => goToMoment(Number(ui.time.value) + 1));
  const stepBy = (delta: number) => {
    const sys = currentSystem();
    if (sys) goToStep(stepOf(sys, pageQuery()) + delta);
  };
  ui.stepPrev.addEventListener('click', () => stepBy(-1));
  ui.stepNext.addEventListener('click', () => stepBy(1));
  ui.step.addEventListener('change', () => {
    if (/^\d+$/.test(ui.step.value)) goToStep(Number(ui.step.value));
  });
  ui.pathClear.addEventListener('click', () => update((q) => q.delete('path'), true));
  ui.copy.addEventListener('click', () => void copyLink());
  ui.useCurrent.addEventListener('click', (ev) => {
    const sys = currentSystem();
    if (!sys?.version) return;
    ev.preventDefault();
    const version = sys.version;
    update((q) => q.set('v', version), true);
  });
  window.addEventListener('popstate', () => void render());
  document.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || typingIn(ev.target)) return;
    if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
    const sys = currentSystem();
    if (!sys) return;
    const delta = ev.key === 'ArrowLeft' ? -1 : 1;
    ev.preventDefault();
    if (sys.kind === 'crawl') stepBy(delta);
    else if (ev.shiftKey) {
      // Jump to the end of the previous or next age.
      const stages = sys.stages.map((s) => s.id);
      const now = stages.indexOf(moments[Number(ui.time.value)]?.age ?? '');
      const to = stages[Math.max(0, Math.min(stages.length - 1, now + delta))];
      if (to)
        update((q) => {
          q.set('until', to);
          q.delete('year');
        });
    } else goToMoment(Number(ui.time.value) + delta);
  });
}

async function start(): Promise<void> {
  wire();
  const [list, doc] = await Promise.all([
    fetchAs<{ rulesets?: Ruleset[] }>('/v1/rulesets', 'json'),
    fetchAs<{ paths?: Record<string, { get?: { parameters?: ParamSpec[] } }> }>(
      '/openapi.json',
      'json',
    ),
  ]);
  if (!list.ok) {
    ui.app.dataset.status = 'error';
    showError(
      undefined,
      `The list of rule systems could not be loaded: ${list.problem.detail ?? ''}`,
    );
    return;
  }
  rulesets = list.body.rulesets ?? [];
  if (doc.ok && doc.body.paths)
    routes = Object.entries(doc.body.paths).flatMap(([path, item]) =>
      item.get ? [{ pattern: templatePattern(path), params: item.get.parameters ?? [] }] : [],
    );
  ui.system.replaceChildren(
    ...rulesets.map((r) =>
      el('option', { value: r.id }, `${r.title} (${r.kind === 'history' ? 'history' : 'crawl'})`),
    ),
  );
  await render();
}

void start();

export {};
