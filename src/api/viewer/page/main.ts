/**
 * The viewer page's entry (bundled into the page by scripts/build-viewer.ts; no framework).
 *
 * Controls are built from `/v1/rulesets` and the routes each system serves are read from
 * `/openapi.json`, so a new system, kind of system or option appears here without a change to
 * the page. Only the public API is used, and only on this origin.
 */
import { templatePattern } from './api';
import { buildControls, counterOf, syncControls } from './controls';
import { goToStep, renderCrawl, stepAction, stepOf, togglePlay } from './crawl';
import { fetchAs } from './api';
import { byId, el, ui } from './dom';
import { copyLink } from './downloads';
import { clearErrors, offerCurrent, showError } from './errors';
import { goToMoment, renderHistory } from './history';
import { buildDocument, wireDocument } from './document';
import { showMap } from './map';
import { preparePrint, wirePrint } from './print';
import {
  commit,
  currentSystem,
  onRender,
  pageQuery,
  queryString,
  rollSeed,
  keyOf,
  rulesetOf,
  S,
  update,
} from './state';
import type { ParamSpec, Ruleset } from './types';
import { wireViewport } from './viewport';

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
  ui.key.replaceChildren();
  ui.exits.replaceChildren();
}

async function render(): Promise<void> {
  const gen = ++S.generation;
  S.inFlight.abort();
  S.inFlight = new AbortController();
  const q = pageQuery();
  clearErrors();
  const sys = rulesetOf(q.get('system')) ?? S.rulesets[0];
  if (!sys) {
    ui.app.dataset.status = 'empty';
    showMap(null, '', 'No map', 'This service has no rule systems yet.');
    return;
  }
  const asked = q.get('system');
  let fixed = false;
  if (asked !== keyOf(sys)) {
    if (asked && rulesetOf(asked) !== sys)
      showError('system', `There is no rule system “${asked}”; showing ${sys.title}.`);
    q.set('system', keyOf(sys));
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
  if (S.builtFor !== keyOf(sys)) buildControls(sys);
  syncControls(sys, q);
  buildDocument(sys);
  ui.link.value = location.href;
  document.title = `${q.get('seed') ?? ''} · ${sys.title} · Strata`;
  ui.copied.textContent = '';
  ui.app.dataset.status = 'loading';
  ui.app.dataset.kind = sys.kind;
  ui.app.setAttribute('aria-busy', 'true');
  if (pin !== null && sys.version && pin !== sys.version) showOlderVersion(sys, pin);
  else if (sys.kind === 'history') await renderHistory(sys, q, gen);
  else await renderCrawl(sys, q, gen);
  if (gen !== S.generation) return;
  ui.app.removeAttribute('aria-busy');
  const failed = Array.from(document.querySelectorAll<HTMLElement>('p.error')).some(
    (p) => !p.hidden,
  );
  ui.app.dataset.status = failed ? 'error' : 'ready';
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
  onRender(render);
  wireViewport();
  wirePrint();
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
  ui.play.addEventListener('click', togglePlay);
  ui.actionPrev.addEventListener('click', () => stepAction(-1));
  ui.actionNext.addEventListener('click', () => stepAction(1));
  wireDocument();
  ui.pathClear.addEventListener('click', () =>
    update((q) => {
      q.delete('path');
      q.delete('picks');
    }, true),
  );
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
    if (sys.kind === 'play' && ev.shiftKey) stepAction(delta as 1 | -1);
    else if (sys.kind !== 'history') stepBy(delta);
    else if (ev.shiftKey) {
      // Jump to the end of the previous or next age.
      const stages = sys.stages.map((s) => s.id);
      const now = stages.indexOf(S.moments[Number(ui.time.value)]?.age ?? '');
      const to = stages[Math.max(0, Math.min(stages.length - 1, now + delta))];
      if (to)
        update((q) => {
          q.set('until', to);
          q.delete('year');
        });
    } else goToMoment(Number(ui.time.value) + delta);
  });
  // Tools (the print test) may ask for the print layout without the dialog.
  (window as unknown as { strataPreparePrint?: () => void }).strataPreparePrint = preparePrint;
}

const KIND_WORDS: Record<string, string> = {
  history: 'a dungeon’s history',
  crawl: 'a crawl',
  play: 'a played quest',
};

async function start(): Promise<void> {
  wire();
  const [list, doc] = await Promise.all([
    fetchAs<{ rulesets?: Ruleset[] }>('/v1/rulesets', 'json'),
    fetchAs<{
      paths?: Record<
        string,
        {
          get?: { parameters?: ParamSpec[] };
          post?: { requestBody?: { description?: string } };
        }
      >;
    }>('/openapi.json', 'json'),
  ]);
  if (!list.ok) {
    ui.app.dataset.status = 'error';
    showError(
      undefined,
      `The list of rule systems could not be loaded: ${list.problem.detail ?? ''}`,
    );
    return;
  }
  S.rulesets = list.body.rulesets ?? [];
  if (doc.ok && doc.body.paths)
    S.routes = Object.entries(doc.body.paths).flatMap(([path, item]) =>
      item.get
        ? [
            {
              pattern: templatePattern(path),
              params: item.get.parameters ?? [],
              post: item.post ? (item.post.requestBody?.description ?? '') : undefined,
            },
          ]
        : [],
    );
  ui.system.replaceChildren(
    ...S.rulesets.map((r) =>
      el(
        'option',
        { value: keyOf(r), title: `${r.title}: ${KIND_WORDS[r.kind] ?? r.kind}` },
        r.title,
      ),
    ),
  );
  void counterOf;
  await render();
}

void start();
