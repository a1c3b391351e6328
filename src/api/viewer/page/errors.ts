/** Errors shown next to the control that caused them (problem+json names the parameter). */
import { ui } from './dom';
import { currentSystem, pageQuery, queryString } from './state';
import type { Problem, Ruleset } from './types';

const ERROR_SLOT: Record<string, string> = {
  system: 'err-system',
  ruleset: 'err-system',
  seed: 'err-seed',
  until: 'err-until',
  year: 'err-year',
  step: 'err-step',
  round: 'err-step',
  path: 'err-path',
  v: 'err-v',
};

export function clearErrors(): void {
  for (const p of Array.from(document.querySelectorAll<HTMLElement>('p.error'))) {
    p.hidden = true;
    p.textContent = '';
  }
  ui.docErrors.hidden = true;
  ui.docErrors.replaceChildren();
  for (const c of Array.from(document.querySelectorAll('[aria-invalid]')))
    c.removeAttribute('aria-invalid');
  ui.pinOffer.hidden = true;
}

export function showError(parameter: string | undefined, message: string): void {
  const slot =
    (parameter && document.getElementById(ERROR_SLOT[parameter] ?? `err-opt-${parameter}`)) ||
    ui.error;
  slot.textContent = slot.textContent ? `${slot.textContent} ${message}` : message;
  slot.hidden = false;
  const control = document.querySelector(`[aria-describedby~="${slot.id}"]`);
  control?.setAttribute('aria-invalid', 'true');
  // An option's error is in the folded options: unfold them so it shows.
  if (slot.closest('details')) ui.options.open = true;
}

/** Errors in the user's document, each with its JSON pointer, under the document box. */
function showDocumentErrors(errors: NonNullable<Problem['errors']>): void {
  const items = errors.map((e) => {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = e.parameter || '(the document)';
    li.appendChild(code);
    li.appendChild(document.createTextNode(`: ${e.message ?? ''}`));
    return li;
  });
  // Shown once however many resources refused the same document.
  if (!ui.docErrors.hidden) return;
  ui.docErrors.replaceChildren(...items);
  ui.docErrors.hidden = false;
  ui.docBox.open = true;
  ui.docText.setAttribute('aria-invalid', 'true');
}

export function showProblem(problem: Problem, what: string): void {
  const inBody = (problem.errors ?? []).filter((e) => e.in === 'body');
  if (inBody.length > 0 || problem.status === 413) {
    showDocumentErrors(
      inBody.length ? inBody : [{ parameter: '', message: problem.detail ?? 'too large' }],
    );
    return;
  }
  const listed = (problem.errors ?? []).filter((e) => e.parameter && e.message);
  if (listed.length > 0) for (const e of listed) showError(e.parameter, e.message ?? '');
  else showError(problem.parameter, problem.detail ?? problem.title ?? `${what} failed`);
  // A 410: the address pins a version the service no longer runs.
  const sys = currentSystem();
  if (problem.parameter === 'v' && sys) offerCurrent(sys);
}

/** Offer the address at the system's current version. */
export function offerCurrent(sys: Ruleset): void {
  const q = pageQuery();
  q.set('v', sys.version ?? '');
  ui.useCurrent.href = `${location.pathname}?${queryString(q)}`;
  ui.useCurrent.textContent = `Show it with the current version (${sys.version ?? ''})`;
  ui.pinOffer.hidden = false;
}
