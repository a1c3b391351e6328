/**
 * The print view: the whole map on the first page, then the key (or chronicle), each room's
 * entry kept whole on one page, and the system, version and seed at the foot of every page.
 * Letter or A4, as chosen beside the Print button.
 */
import { ui } from './dom';
import { pageQuery, rulesetOf } from './state';
import { fit } from './viewport';

/** A CSS string literal of any text. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * The page rule: the paper, and the foot of every page (a page margin box, which the browser
 * repeats on each printed page).
 */
function pageRule(): void {
  const size = ui.paper.value === 'a4' ? 'A4' : 'letter';
  let style = document.getElementById('page-size');
  if (!style) {
    style = document.createElement('style');
    style.id = 'page-size';
    document.head.appendChild(style);
  }
  const foot = cssString(footer());
  style.textContent = `@page { size: ${size} portrait; margin: 14mm 12mm 18mm; @bottom-center { content: ${foot} " · page " counter(page) " of " counter(pages); font: 8.5pt system-ui, sans-serif; color: #333; } }`;
  document.documentElement.dataset.paper = size;
}

export function setPaper(paper: string): void {
  ui.paper.value = paper === 'a4' ? 'a4' : 'letter';
  pageRule();
}

/** What every printed page says at its foot. */
function footer(): string {
  const q = pageQuery();
  const sys = rulesetOf(q.get('system'));
  const where = ui.printHead.dataset.where ?? '';
  return `${sys?.title ?? ''} · version ${q.get('v') ?? sys?.version ?? ''} · seed “${q.get('seed') ?? ''}”${where ? ` · ${where}` : ''}`;
}

let saved: string | null = null;

function before(): void {
  ui.printHead.textContent = footer();
  pageRule();
  const svg = ui.map.querySelector('svg');
  if (svg) {
    saved = svg.getAttribute('viewBox');
    fit();
    // Print the drawing itself, not the window's frame around it.
    const base = ui.map.dataset.base;
    if (base) svg.setAttribute('viewBox', base);
  }
}

function after(): void {
  const svg = ui.map.querySelector('svg');
  if (svg && saved) svg.setAttribute('viewBox', saved);
  saved = null;
}

export function wirePrint(): void {
  setPaper(ui.paper.value);
  ui.paper.addEventListener('change', () => setPaper(ui.paper.value));
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  ui.print.addEventListener('click', () => {
    before();
    window.print();
  });
}

/** For tests and tools: get the page ready to print without opening the dialog. */
export function preparePrint(): void {
  before();
}
