/** Crawls (steps, levels, exits) and played games (rounds, figures, the play log). */
import { fetchAs, paramSchema, resourceUrl } from './api';
import { counterOf } from './controls';
import { add, el, scrollSide, ui } from './dom';
import { showDownloads } from './downloads';
import { showProblem } from './errors';
import { exitsOf, expandPicks, pathOf, picksOf, resolvedOf, writePicks } from './exits';
import { loadMap, screenMapParams, showMap } from './map';
import { pageQuery, queryString, rulesetOf, S, update } from './state';
import type { Ruleset } from './types';
import { wasDrag } from './viewport';

/** The step (or round) the address asks for, or null when it leaves it to the API's default. */
export function askedStep(q: URLSearchParams, counter: string): number | null {
  const text = q.get(counter);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/** The step on screen: the address's, else the plan's own count, else the API's default. */
export function stepOf(sys: Ruleset, q: URLSearchParams): number {
  const counter = counterOf(sys);
  const asked = askedStep(q, counter);
  if (asked !== null) return asked;
  if (S.crawlStep !== null) return S.crawlStep;
  const d =
    sys.limits?.[counter === 'round' ? 'defaultRound' : 'defaultStep'] ??
    paramSchema(sys, '', counter)?.default;
  return typeof d === 'number' ? d : 0;
}

function planStep(plan: unknown): number | null {
  const o = plan as { step?: unknown; steps?: unknown; round?: unknown } | null;
  const n = o?.step ?? o?.steps ?? o?.round;
  return typeof n === 'number' ? n : null;
}

/** Step to `step`, keeping only the choices the steps before it made. */
export function goToStep(step: number): void {
  const sys = rulesetOf(pageQuery().get('system'));
  if (!sys) return;
  const counter = counterOf(sys);
  const max = Number(ui.step.max || Infinity);
  const next = Math.max(0, Math.min(max, step));
  update((q) => {
    q.set(counter, String(next));
    // A round stepped to is shown whole; ◀ ▶ by action step within it.
    q.delete('action');
    if (q.has('path')) {
      const path = pathOf(q).slice(0, next);
      if (path.length) q.set('path', path.join(','));
      else q.delete('path');
    } else
      writePicks(
        q,
        picksOf(q).filter((p) => p.step <= next),
      );
  });
}

/** Open exit `id` as the next step: the choices so far, then this one. */
export function openExit(id: string): void {
  const q = pageQuery();
  const sys = rulesetOf(q.get('system'));
  if (!sys) return;
  const step = stepOf(sys, q);
  update((p) => {
    p.set('step', String(step + 1));
    if (p.has('path')) {
      const chosen = pathOf(p);
      const before =
        chosen.length >= step ? chosen.slice(0, step) : (S.resolved ?? chosen).slice(0, step);
      p.set('path', [...before, id].join(','));
    } else writePicks(p, [...picksOf(p).filter((x) => x.step <= step), { step: step + 1, id }]);
  }, true);
}

function wireExits(): void {
  const offered = new Map(S.frontier.map((e) => [e.id, e.label]));
  for (const node of Array.from(
    ui.map.querySelectorAll<SVGElement>('[data-exit], [id^="exit-"]'),
  )) {
    const id = node.getAttribute('data-exit') ?? node.id.replace(/^exit-/, '');
    const label = offered.get(id);
    if (label === undefined) continue;
    node.classList.add('exit-target');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', `Open ${label}`);
    const title = node.querySelector('title');
    if (title) title.textContent = label;
    node.addEventListener('click', () => {
      if (!wasDrag()) openExit(id);
    });
    node.addEventListener('keydown', (ev: KeyboardEvent) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        ev.stopPropagation();
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
  for (const exit of S.frontier) {
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

/**
 * The key as the page shows and prints it: a heading per section, one block per room's entry
 * (so a printed page never cuts an entry in two).
 */
export function showKey(text: string | null): void {
  if (text === null) {
    ui.key.replaceChildren(el('p', { class: 'hint' }, 'No key for this system.'));
    return;
  }
  const blocks: HTMLElement[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    const heading = t === t.toUpperCase() && /[A-Z]/.test(t) && !/^[A-Z0-9]+\.\s/.test(t);
    blocks.push(el(heading ? 'h3' : 'p', { class: heading ? 'key-head' : 'entry' }, t));
  }
  ui.key.replaceChildren(...blocks);
}

/**
 * The play log's lines as the page shows them (`Round 2: Wren strikes the Goblin (d6 5 for
 * ATK)`), read from the session report `/log` answers: a heading per round (`## Setting up` for
 * round 0), an item per action (`- **Wren** — Wren strikes… *(rolled d6 5 for ATK)*`); the
 * party before the rounds and the standing after them are left out.
 */
export function playLogLines(markdown: string): string[] {
  const lines: string[] = [];
  let round: number | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      const head = /^## (?:Round (\d+)|Setting up)$/.exec(line);
      round = head ? Number(head[1] ?? 0) : null;
      continue;
    }
    const item = round === null ? null : /^- \*\*.*?\*\* — (.*)$/.exec(line);
    if (!item) continue;
    const rest = item[1] ?? '';
    const dice = / \*\(rolled (.*)\)\*$/.exec(rest);
    const text = dice ? rest.slice(0, dice.index) : rest;
    lines.push(`Round ${round}: ${text}${dice ? ` (${dice[1]})` : ''}`);
  }
  return lines;
}

/** A played game's log (round, what happened, the dice) beside the map, from `/log`. */
function showPlayLog(markdown: string | null): void {
  const lines = markdown === null ? [] : playLogLines(markdown);
  if (lines.length === 0) {
    ui.key.replaceChildren(
      el(
        'p',
        { class: 'hint' },
        markdown === null ? 'The play log could not be loaded.' : 'Nothing has happened yet.',
      ),
    );
    return;
  }
  const rows = lines.map((line) => el('p', { class: 'entry' }, line));
  ui.key.replaceChildren(...rows);
  const last = rows.at(-1);
  if (last) scrollSide(last);
}

export async function renderCrawl(sys: Ruleset, q: URLSearchParams, gen: number) {
  const counter = counterOf(sys);
  const asked = askedStep(q, counter);
  S.crawlStep = asked;
  const expanded = sys.kind === 'crawl' ? await expandPicks(sys, q) : null;
  const path = expanded ? expanded.path : [];
  if (gen !== S.generation) return;
  // The share link keeps only the picks the replay needs: none the explorer would make anyway,
  // no step named twice. The dungeon is the same, so the address is corrected in place.
  if (expanded && q.has('picks')) {
    const needed = picksOf(q).filter(
      (p) => !expanded.redundant.some((r) => r.step === p.step && r.id === p.id),
    );
    const before = q.get('picks');
    writePicks(q, needed);
    if (q.get('picks') !== before) {
      history.replaceState(null, '', `${location.pathname}?${queryString(q)}`);
      ui.link.value = location.href;
    }
  }
  const picks = picksOf(q);
  ui.pathOut.textContent =
    picks.length === 0 && !q.has('path')
      ? 'none (the explorer chooses)'
      : q.has('path')
        ? `${pathOf(q).length} exits, listed in the address`
        : `${picks.length} chosen (steps ${picks.map((p) => p.step).join(', ')}); the explorer chose the rest`;
  ui.pathClear.disabled = picks.length === 0 && !q.has('path');
  const action = sys.kind === 'play' ? askedStep(q, 'action') : null;
  const at: Record<string, string | null> = {
    [counter]: asked === null ? null : String(asked),
    path: path && path.length ? path.join(',') : null,
    ...(action === null ? {} : { action: String(action) }),
  };
  // A played game's state comes without its log (`log=none`): the log is `/log`'s report.
  const lean = sys.kind === 'play' ? { log: 'none' } : {};
  const planUrl = resourceUrl(sys, q, '', { ...at, ...lean });
  // Beside the map: a crawl's key, or a game's log.
  const sideUrl =
    sys.kind === 'crawl'
      ? resourceUrl(sys, q, '/key', at)
      : sys.kind === 'play'
        ? resourceUrl(sys, q, '/log', at)
        : null;
  // Within a round, the whole round tells how many actions it holds.
  const wholeUrl =
    action === null ? null : resourceUrl(sys, q, '', { ...at, ...lean, action: null });
  const [plan, side, whole] = await Promise.all([
    planUrl ? fetchAs<unknown>(planUrl, 'json') : null,
    sideUrl ? fetchAs<string>(sideUrl, 'text') : null,
    wholeUrl ? fetchAs<unknown>(wholeUrl, 'json') : null,
  ]);
  if (gen !== S.generation) return;
  const body = plan?.ok ? plan.body : null;
  // A finished game answers its last round for any later one: the controls and caption say so.
  const bodyStep = planStep(body);
  const ended = sys.kind === 'play' && bodyStep !== null && asked !== null && bodyStep < asked;
  const step = ended ? bodyStep : (asked ?? bodyStep ?? stepOf(sys, q));
  S.crawlStep = step;
  ui.step.value = String(step);
  ui.stepPrev.disabled = step <= 0;
  ui.stepNext.disabled = ui.step.max !== '' && step >= Number(ui.step.max);
  if (sys.kind === 'play') {
    const actionsOf = (b: unknown) => (b as { action?: unknown } | null)?.action;
    const count = action === null ? actionsOf(body) : whole?.ok ? actionsOf(whole.body) : null;
    S.action = action;
    S.roundActions = typeof count === 'number' ? count : null;
    S.over = action === null && typeof (body as { outcome?: unknown } | null)?.outcome === 'string';
    showActionNav(step);
    if (ended || S.over) ui.stepNext.disabled = true;
  }
  const levelText = q.get('level');
  // Named as the API names the file (Content-Disposition): the step, then the level.
  const levelDefault = paramSchema(sys, '', 'level')?.default;
  const levelName = levelText ?? (typeof levelDefault === 'number' ? String(levelDefault) : null);
  const where = `${counter}${step}${action === null ? '' : `-action${action}`}${levelName ? `-level${levelName}` : ''}`;
  showDownloads(sys, q, where, at);
  S.frontier = sys.kind === 'crawl' ? exitsOf(body) : [];
  S.resolved = resolvedOf(body);
  const sideText = side?.ok ? side.body : null;
  if (sys.kind === 'play') showPlayLog(sideText);
  else showKey(sideText);
  ui.exits.replaceChildren(
    ...S.frontier.map((e) => {
      const b = el('button', { type: 'button', 'data-exit-button': e.id }, e.label);
      b.addEventListener('click', () => openExit(e.id));
      const li = el('li');
      add(li, b);
      return li;
    }),
  );
  if (plan?.ok && S.frontier.length === 0)
    add(ui.exits, el('li', { class: 'hint' }, 'No exit is left open.'));
  if (path === null)
    showProblem(
      { parameter: 'path', detail: 'The chosen exits could not be replayed.' },
      'the path',
    );
  if (plan && !plan.ok) {
    showProblem(plan.problem, 'the plan');
    if (plan.status === 400) {
      showMap(null, '', 'No map', 'Fix the settings to see the map.');
      return;
    }
  }
  const unit = counter === 'round' ? 'round' : 'step';
  const within = action === null ? '' : `, action ${action}`;
  const label = `${sys.title}, seed “${q.get('seed') ?? ''}”: ${unit} ${step}${within}${levelText ? `, level ${levelText}` : ''}`;
  ui.printHead.dataset.where = `${unit} ${step}${within}`;
  await loadMap(
    sys,
    resourceUrl(sys, q, '/map.svg', { ...at, ...screenMapParams(sys) }),
    label,
    gen,
  );
  if (gen !== S.generation) return;
  const svg = ui.map.querySelector('svg');
  const mapLevel = paramSchema(sys, '/map.svg', 'level')?.default;
  const level =
    levelText && /^\d+$/.test(levelText)
      ? Number(levelText)
      : typeof mapLevel === 'number'
        ? mapLevel
        : 1;
  // A view other than the map's default (the players') shows what it shows: no markers added.
  const view = q.get('view');
  const ownView = view !== null && view !== paramSchema(sys, '/map.svg', 'view')?.default;
  if (svg && !ownView) markExits(svg, body, level);
  wireExits();
}

/** The action controls: where in the round the screen stands, and which way it can step. */
function showActionNav(round: number): void {
  const a = S.action;
  const n = S.roundActions;
  // `all 16`: the whole round, its 16 actions; `3 of 16`: stopped after the third.
  ui.actionOut.textContent =
    a === null ? `all${n === null ? '' : ` ${n}`}` : `${a}${n === null ? '' : ` of ${n}`}`;
  ui.actionPrev.disabled = round <= 0;
  ui.actionNext.disabled = a === null && (S.over || ui.stepNext.disabled);
}

/**
 * Step one action back or on: within the round, then into the next round's first action or
 * back to the previous round whole. The last action of a round is the whole round.
 */
export function stepAction(dir: 1 | -1): void {
  const q = pageQuery();
  const sys = rulesetOf(q.get('system'));
  if (!sys || sys.kind !== 'play') return;
  const round = stepOf(sys, q);
  const a = askedStep(q, 'action');
  const n = S.roundActions;
  let next: { round: number; action: number | null };
  if (dir > 0) {
    if (a === null) next = { round: round + 1, action: 1 };
    else if (n !== null && a + 1 >= n) next = { round, action: null };
    else next = { round, action: a + 1 };
  } else if (a === null)
    next = n !== null && n > 1 ? { round, action: n - 1 } : { round: round - 1, action: null };
  else next = a <= 1 ? { round: round - 1, action: null } : { round, action: a - 1 };
  if (next.round < 0 || next.round > Number(ui.step.max || Infinity)) return;
  update((p) => {
    p.set(counterOf(sys), String(next.round));
    if (next.action === null) p.delete('action');
    else p.set('action', String(next.action));
  });
}

let playing: number | null = null;

/**
 * Play or pause a game: a round a second until the last round, or an action a second when the
 * screen stands within a round.
 */
export function togglePlay(): void {
  if (playing !== null) {
    window.clearInterval(playing);
    playing = null;
    ui.play.textContent = 'Play';
    ui.play.setAttribute('aria-pressed', 'false');
    return;
  }
  ui.play.textContent = 'Pause';
  ui.play.setAttribute('aria-pressed', 'true');
  playing = window.setInterval(() => {
    const sys = rulesetOf(pageQuery().get('system'));
    const byAction = pageQuery().has('action');
    if (!sys || (byAction ? ui.actionNext.disabled : ui.stepNext.disabled || S.over)) {
      togglePlay();
      return;
    }
    if (byAction) stepAction(1);
    else goToStep(stepOf(sys, pageQuery()) + 1);
  }, 1000);
}
