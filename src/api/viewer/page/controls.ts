/** The controls built from `/v1/rulesets` and the routes' parameters: options in plain words. */
import { endpointOf, paramSchema, routeParams } from './api';
import { add, byId, el, ui } from './dom';
import { keyOf, NOT_FORWARDED, S, update } from './state';
import type { ParamSpec, Ruleset, RulesetOption, Scalar } from './types';

/** A name or value as words: `sheetWidth` → `sheet width`, `dark-elves` → `dark elves`. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/** An API description read as prose: no code marks, no query syntax. */
export function plain(text: string): string {
  return text
    .replace(/`([^`]*)`/g, (_, w: string) => (/^[a-z]+=/.test(w) ? w.replace('=', ' ') : w))
    .replace(/\s*\((?:comma[- ]separated|as a list)[^)]*\)/gi, '')
    .replace(/\s*Comma[- ]separated[^.]*\./g, '')
    .replace(/,?\s*comma[- ]separated/gi, '')
    .trim();
}

function labelOf(o: RulesetOption): string {
  const text = o.title ?? words(o.name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function defaultText(o: RulesetOption): string {
  if (o.default === undefined) return '';
  return Array.isArray(o.default) ? o.default.join(',') : String(o.default);
}

function describedBy(name: string, description: string | undefined, field: HTMLElement): string {
  const ids = [`err-opt-${name}`];
  if (description) {
    add(field, el('p', { class: 'hint', id: `hint-opt-${name}` }, plain(description)));
    ids.unshift(`hint-opt-${name}`);
  }
  return ids.join(' ');
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
      add(wrap, box, ' ', el('label', { for: boxId }, words(v)));
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
      for (const v of o.values ?? []) add(control, el('option', { value: v }, words(v)));
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

/** Parameters of the map that only size or frame the picture, which the page sets itself. */
const FRAMING = new Set(['pixelsPerGrid', 'mode', 'width']);

/** A route's query parameter as an option control. */
function paramOption(p: ParamSpec): RulesetOption {
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
}

/** Route parameters a person may set that are not rule options (a crawl's `level`, say). */
function viewOptions(sys: Ruleset): RulesetOption[] {
  const params = routeParams(endpointOf(sys).path);
  if (!params) return [];
  // A route shared by several systems (`/v1/dungeon`) takes every one's options.
  const known = new Set(S.rulesets.flatMap((r) => r.options.map((o) => o.name)));
  return params
    .filter((p) => p.in === 'query' && !NOT_FORWARDED.has(p.name) && !known.has(p.name))
    .map(paramOption);
}

/**
 * How the map is drawn (a history's tracing sheets, labels and paper; a crawl's referee or
 * players' view): the map route's own parameters, which the state and exports do not take.
 */
function mapOptions(sys: Ruleset): RulesetOption[] {
  const map = routeParams(`${endpointOf(sys).path}/map.svg`);
  const base = routeParams(endpointOf(sys).path);
  if (!map) return [];
  const taken = new Set((base ?? []).map((p) => p.name));
  return map
    .filter(
      (p) =>
        p.in === 'query' &&
        !taken.has(p.name) &&
        !NOT_FORWARDED.has(p.name) &&
        !FRAMING.has(p.name),
    )
    .map(paramOption);
}

/** The parameter that counts a crawl's or game's progress: `step`, or a game's `round`. */
export function counterOf(sys: Ruleset): 'step' | 'round' {
  return sys.kind === 'play' || paramSchema(sys, '', 'round') ? 'round' : 'step';
}

export function buildControls(sys: Ruleset): void {
  S.builtFor = keyOf(sys);
  S.timeline = null;
  ui.optionFields.replaceChildren(...[...sys.options, ...viewOptions(sys)].map(optionField));
  ui.options.hidden = ui.optionFields.childElementCount === 0;
  ui.mapFields.replaceChildren(...mapOptions(sys).map(optionField));
  ui.mapOptions.hidden = ui.mapFields.childElementCount === 0;
  const history = sys.kind === 'history';
  const counter = counterOf(sys);
  ui.historyNav.hidden = !history;
  ui.crawlNav.hidden = history;
  ui.exitsField.hidden = sys.kind !== 'crawl';
  ui.play.hidden = sys.kind !== 'play';
  ui.actionNav.hidden = sys.kind !== 'play';
  ui.stepLabel.textContent = counter === 'round' ? 'Round' : 'Step';
  ui.stepPrev.setAttribute('aria-label', counter === 'round' ? 'Round back' : 'Step back');
  ui.stepNext.setAttribute('aria-label', counter === 'round' ? 'Round forward' : 'Step forward');
  ui.sideTitle.textContent = history ? 'Chronicle' : sys.kind === 'play' ? 'Play log' : 'Key';
  byId('keys-hint').textContent = history
    ? 'Keys: ← → a year back or on; Shift+← → an age; on the map + − zoom, 0 fits, arrows pan.'
    : sys.kind === 'play'
      ? 'Keys: ← → a round back or on; Shift+← → an action; on the map + − zoom, 0 fits, arrows pan.'
      : `Keys: ← → a ${counter} back or on; Enter opens the focused exit; on the map + − zoom, 0 fits, arrows pan.`;
  ui.chronicle.hidden = !history;
  ui.key.hidden = history;
  ui.age.replaceChildren(...sys.stages.map((s) => el('option', { value: s.id }, s.title)));
  const credit = sys.source && sys.author ? `${sys.source} by ${sys.author}` : sys.source;
  const hint = [credit, sys.version ? `version ${sys.version}` : undefined];
  // On a phone the closed menu cuts a long title short: the hint below it, which wraps there,
  // starts with the whole title (hidden on wider screens, where the menu shows it all).
  ui.systemHint.replaceChildren(
    el('span', { class: 'phone-title' }, `${sys.title}. `),
    hint.filter(Boolean).join(' · '),
  );
  const max =
    sys.limits?.[counter === 'round' ? 'maxRound' : 'maxStep'] ??
    paramSchema(sys, '', counter)?.maximum;
  if (max !== undefined) ui.step.max = String(max);
  else ui.step.removeAttribute('max');
}

export function syncControls(sys: Ruleset, q: URLSearchParams): void {
  ui.system.value = keyOf(sys);
  ui.seed.value = q.get('seed') ?? '';
  for (const o of [...sys.options, ...viewOptions(sys), ...mapOptions(sys)]) {
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
