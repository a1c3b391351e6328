/** Small DOM helpers and the page's fixed elements. */

export const byId = <T = HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
};

/** appendChild for several children (the Workers types shadow the DOM's `append`). */
export const add = (parent: Node, ...kids: (Node | string)[]): void => {
  for (const k of kids) parent.appendChild(typeof k === 'string' ? document.createTextNode(k) : k);
};

export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * Bring an entry of the side panel into its view when the panel scrolls by itself; the window
 * never jumps (on a phone the panel is part of the page, below the map).
 */
export function scrollSide(item: HTMLElement): void {
  const side = document.getElementById('side');
  if (!side || side.scrollHeight <= side.clientHeight + 1) return;
  // #side is positioned, so an entry's offsetTop is measured from the panel's top.
  const top = item.offsetTop;
  if (top < side.scrollTop || top + item.offsetHeight > side.scrollTop + side.clientHeight)
    side.scrollTop = Math.max(0, top - side.clientHeight / 2);
}

export const ui = {
  app: byId('app'),
  system: byId<HTMLSelectElement>('system'),
  systemHint: byId('system-hint'),
  seed: byId<HTMLInputElement>('seed'),
  roll: byId<HTMLButtonElement>('roll'),
  options: byId<HTMLDetailsElement>('options'),
  optionFields: byId('option-fields'),
  mapOptions: byId<HTMLDetailsElement>('map-options'),
  mapFields: byId('map-fields'),
  historyNav: byId<HTMLFieldSetElement>('history-nav'),
  age: byId<HTMLSelectElement>('age'),
  time: byId<HTMLInputElement>('time'),
  timeOut: byId<HTMLOutputElement>('time-out'),
  timePrev: byId<HTMLButtonElement>('time-prev'),
  timeNext: byId<HTMLButtonElement>('time-next'),
  crawlNav: byId<HTMLFieldSetElement>('crawl-nav'),
  stepLabel: byId('step-label'),
  step: byId<HTMLInputElement>('step'),
  stepPrev: byId<HTMLButtonElement>('step-prev'),
  stepNext: byId<HTMLButtonElement>('step-next'),
  play: byId<HTMLButtonElement>('play'),
  actionNav: byId('action-nav'),
  actionPrev: byId<HTMLButtonElement>('action-prev'),
  actionNext: byId<HTMLButtonElement>('action-next'),
  actionOut: byId<HTMLOutputElement>('action-out'),
  pathOut: byId('path-out'),
  pathClear: byId<HTMLButtonElement>('path-clear'),
  exitsField: byId('exits-field'),
  exits: byId<HTMLUListElement>('exits'),
  map: byId('map'),
  zoomIn: byId<HTMLButtonElement>('zoom-in'),
  zoomOut: byId<HTMLButtonElement>('zoom-out'),
  zoomFit: byId<HTMLButtonElement>('zoom-fit'),
  zoomOut2: byId('zoom-level'),
  caption: byId('caption'),
  copy: byId<HTMLButtonElement>('copy'),
  link: byId<HTMLInputElement>('link'),
  copied: byId('copied'),
  pinOffer: byId('pin-offer'),
  useCurrent: byId<HTMLAnchorElement>('use-current'),
  downloads: byId('downloads'),
  print: byId<HTMLButtonElement>('print'),
  paper: byId<HTMLSelectElement>('paper'),
  printHead: byId('print-head'),
  sideTitle: byId('side-title'),
  chronicle: byId<HTMLOListElement>('chronicle'),
  key: byId('key'),
  error: byId('error'),
  docBox: byId<HTMLDetailsElement>('doc-box'),
  docHelp: byId('doc-help'),
  docText: byId<HTMLTextAreaElement>('doc-text'),
  docFile: byId<HTMLInputElement>('doc-file'),
  docUse: byId<HTMLButtonElement>('doc-use'),
  docClear: byId<HTMLButtonElement>('doc-clear'),
  docStatus: byId('doc-status'),
  docErrors: byId<HTMLUListElement>('err-doc'),
};
