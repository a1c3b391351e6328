/**
 * Zoom and pan over the map by rewriting the SVG's viewBox, so lines and labels stay sharp at
 * every zoom: the wheel and pinch zoom about the pointer, a drag pans, and on the focused map
 * `+` `−` zoom, `0` fits, the arrow keys pan. The view is kept while the drawing keeps its
 * size (stepping through a crawl or a history does not reset it); a new drawing is fitted.
 */
import { ui } from './dom';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

let base: Box | null = null;
let view: Box | null = null;
let fitted = true;
/** Set by a drag, so the click that ends it opens no exit. */
let dragged = false;

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 40;

function svg(): SVGSVGElement | null {
  return ui.map.querySelector(':scope > svg');
}

function size(): { cw: number; ch: number } {
  const r = ui.map.getBoundingClientRect();
  return { cw: Math.max(1, r.width), ch: Math.max(1, r.height) };
}

function apply(): void {
  const s = svg();
  if (!s || !view) return;
  s.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
  ui.zoomOut2.textContent = `${Math.round(zoom() * 100)}%`;
  ui.map.dataset.zoom = zoom().toFixed(3);
}

/** The zoom relative to the whole drawing fitted in the window (1 = fitted). */
export function zoom(): number {
  if (!base || !view) return 1;
  const { cw, ch } = size();
  const fit = Math.min(cw / base.w, ch / base.h);
  return cw / view.w / fit;
}

/** Show the whole drawing, centred in the window. */
export function fit(): void {
  if (!base) return;
  const { cw, ch } = size();
  const scale = Math.max(base.w / cw, base.h / ch);
  const w = cw * scale;
  const h = ch * scale;
  view = { x: base.x - (w - base.w) / 2, y: base.y - (h - base.h) / 2, w, h };
  fitted = true;
  apply();
}

/** Zoom by `factor` about a point of the window (its centre when not given). */
export function zoomBy(factor: number, px?: number, py?: number): void {
  if (!base || !view) return;
  const { cw, ch } = size();
  const z = zoom();
  const f = Math.max(MIN_ZOOM / z, Math.min(MAX_ZOOM / z, factor));
  const ax = px ?? cw / 2;
  const ay = py ?? ch / 2;
  const sx = view.x + (ax / cw) * view.w;
  const sy = view.y + (ay / ch) * view.h;
  const w = view.w / f;
  const h = view.h / f;
  view = { x: sx - (ax / cw) * w, y: sy - (ay / ch) * h, w, h };
  fitted = false;
  apply();
}

/** Move the view by a distance in screen pixels. */
export function panBy(dx: number, dy: number): void {
  if (!view) return;
  const { cw } = size();
  const k = view.w / cw;
  view = { ...view, x: view.x - dx * k, y: view.y - dy * k };
  fitted = false;
  apply();
}

/** The smallest on-screen size of the drawing's labels worth reading, in CSS pixels. */
const LEGIBLE_PX = 12;

/**
 * The label size a drawing must show readably, in its own units: a drawing with a `.labels`
 * group (the side view's names) needs its median label readable; any other (a plan, whose
 * room numbers are its largest words) its largest text.
 */
function labelSize(node: SVGSVGElement): number | null {
  const labelled = node.querySelectorAll('.labels text');
  const texts = labelled.length ? labelled : node.querySelectorAll('text');
  const sizes: number[] = [];
  for (const t of Array.from(texts)) {
    const own = t.getAttribute('font-size') ?? t.closest('[font-size]')?.getAttribute('font-size');
    const n = parseFloat(own ?? '');
    if (n > 0) sizes.push(n);
  }
  if (!sizes.length) return null;
  sizes.sort((a, b) => a - b);
  return (labelled.length ? sizes[Math.floor(sizes.length / 2)] : sizes.at(-1)) ?? null;
}

/**
 * The drawn part of a plan (its spaces), in the drawing's own units; null for a drawing that
 * does not mark its spaces (a side view fills its page).
 */
function contentBox(node: SVGSVGElement): Box | null {
  const spaces = Array.from(node.querySelectorAll<SVGGraphicsElement>('[data-space]'));
  const root = node.getScreenCTM()?.inverse();
  if (!spaces.length || !root) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const el of spaces) {
    const b = el.getBBox();
    const m = el.getScreenCTM();
    if (!m) continue;
    const toRoot = root.multiply(m);
    for (const [px, py] of [
      [b.x, b.y],
      [b.x + b.width, b.y + b.height],
    ] as const) {
      const p = new DOMPoint(px, py).matrixTransform(toRoot);
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  if (!(x1 > x0 && y1 > y0)) return null;
  const pad = Math.max(x1 - x0, y1 - y0) * 0.04;
  return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
}

/** A view of `box` whole, centred, in the window's proportions. */
function around(box: Box): Box {
  const { cw, ch } = size();
  const scale = Math.max(box.w / cw, box.h / ch);
  const w = cw * scale;
  const h = ch * scale;
  return { x: box.x - (w - box.w) / 2, y: box.y - (h - box.h) / 2, w, h };
}

/**
 * The first view of a drawing: a plan's drawn part (not the empty sheet round it), a side view's
 * whole page; then, if its labels would be too small to read, zoomed until they can be, about
 * the middle of a plan or from the top left of a page (pan or Fit for the rest).
 */
function firstView(node: SVGSVGElement): void {
  fit();
  if (!base || !view) return;
  const content = contentBox(node);
  if (content) {
    view = around(content);
    fitted = false;
  }
  const label = labelSize(node);
  if (label !== null) {
    const { cw, ch } = size();
    const want = LEGIBLE_PX / label;
    if (cw / view.w < want) {
      const w = cw / want;
      const h = ch / want;
      view = content
        ? { x: view.x + (view.w - w) / 2, y: view.y + (view.h - h) / 2, w, h }
        : { x: base.x, y: base.y, w, h };
      fitted = false;
    }
  }
  apply();
}

/** Adopt the map just drawn: keep the view when the drawing is the same size, else fit it. */
export function adopt(node: SVGSVGElement): void {
  const vb = node.viewBox.baseVal;
  const next: Box | null =
    vb && vb.width > 0 ? { x: vb.x, y: vb.y, w: vb.width, h: vb.height } : null;
  node.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  const same =
    next &&
    base &&
    next.x === base.x &&
    next.y === base.y &&
    next.w === base.w &&
    next.h === base.h;
  base = next;
  if (base) ui.map.dataset.base = `${base.x} ${base.y} ${base.w} ${base.h}`;
  if (!same || !view) firstView(node);
  else if (fitted) fit();
  else apply();
}

/** Whether the pointer gesture that just ended was a drag (its click is not a click). */
export function wasDrag(): boolean {
  return dragged;
}

export function wireViewport(): void {
  const pointers = new Map<number, { x: number; y: number }>();
  let start: { x: number; y: number } | null = null;
  let pinch: number | null = null;
  const local = (ev: { clientX: number; clientY: number }) => {
    const r = ui.map.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  };
  ui.map.addEventListener(
    'wheel',
    (ev) => {
      if (!svg()) return;
      ev.preventDefault();
      const p = local(ev);
      const unit = ev.deltaMode === 1 ? 16 : ev.deltaMode === 2 ? 400 : 1;
      zoomBy(Math.exp((-ev.deltaY * unit) / 600), p.x, p.y);
    },
    { passive: false },
  );
  ui.map.addEventListener('pointerdown', (ev) => {
    if (!svg()) return;
    pointers.set(ev.pointerId, local(ev));
    dragged = false;
    start = local(ev);
    pinch = null;
  });
  ui.map.addEventListener('pointermove', (ev) => {
    const was = pointers.get(ev.pointerId);
    if (!was) return;
    const now = local(ev);
    pointers.set(ev.pointerId, now);
    if (pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return;
      const d = Math.max(1, Math.abs(a.x - b.x) + Math.abs(a.y - b.y));
      if (pinch !== null) zoomBy(d / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch = d;
      dragged = true;
      return;
    }
    if (start && !dragged && Math.abs(now.x - start.x) + Math.abs(now.y - start.y) > 5) {
      dragged = true;
      ui.map.setPointerCapture(ev.pointerId);
    }
    if (dragged) panBy(now.x - was.x, now.y - was.y);
  });
  const end = (ev: PointerEvent) => {
    pointers.delete(ev.pointerId);
    if (pointers.size < 2) pinch = null;
    start = null;
  };
  ui.map.addEventListener('pointerup', end);
  ui.map.addEventListener('pointercancel', end);
  // A drag's closing click opens nothing.
  ui.map.addEventListener(
    'click',
    (ev) => {
      if (dragged) {
        ev.stopPropagation();
        ev.preventDefault();
        dragged = false;
      }
    },
    true,
  );
  ui.map.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || !svg()) return;
    const step = 60;
    const keys: Record<string, () => void> = {
      '+': () => zoomBy(1.25),
      '=': () => zoomBy(1.25),
      '-': () => zoomBy(0.8),
      _: () => zoomBy(0.8),
      '0': fit,
      ArrowLeft: () => panBy(step, 0),
      ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step),
      ArrowDown: () => panBy(0, -step),
    };
    const act = keys[ev.key];
    if (!act) return;
    ev.preventDefault();
    ev.stopPropagation();
    act();
  });
  ui.zoomIn.addEventListener('click', () => zoomBy(1.25));
  ui.zoomOut.addEventListener('click', () => zoomBy(0.8));
  ui.zoomFit.addEventListener('click', fit);
  new ResizeObserver(() => {
    if (!base || !view) return;
    if (fitted) fit();
    else {
      const { cw, ch } = size();
      view = { ...view, h: (view.w * ch) / cw };
      apply();
    }
  }).observe(ui.map);
}
