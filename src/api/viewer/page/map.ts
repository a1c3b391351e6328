/** The map: an SVG answer parsed into the page, inert, then handed to the viewport. */
import { fetchAs, paramSchema } from './api';
import { el, ui } from './dom';
import { showError, showProblem } from './errors';
import { S } from './state';
import type { Ruleset } from './types';
import { adopt } from './viewport';

/** Parse an SVG answer into a node for the page, with anything active taken out. */
export function svgNode(text: string): SVGSVGElement | null {
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

export function showMap(svg: SVGSVGElement | null, src: string, label: string, note?: string) {
  ui.map.replaceChildren(...(svg ? [svg] : note ? [el('p', { class: 'hint' }, note)] : []));
  ui.map.dataset.src = src;
  ui.map.setAttribute('aria-label', label);
  ui.caption.textContent = label;
  if (svg) adopt(svg);
}

/**
 * Map parameters for the screen: where the map route can leave out its drawn key and title
 * block (`mode=vtt`, the map area only), the page asks for that, since the key is beside it.
 */
export function screenMapParams(sys: Ruleset): Record<string, string> {
  return paramSchema(sys, '/map.svg', 'mode')?.enum?.includes('vtt') ? { mode: 'vtt' } : {};
}

export async function loadMap(sys: Ruleset, url: string | null, label: string, gen: number) {
  if (!url) {
    showMap(null, '', label, 'This system draws no map.');
    return;
  }
  const got = await fetchAs<string>(url, 'text');
  if (gen !== S.generation) return;
  if (!got.ok) {
    showMap(null, url, label, 'No map for these settings.');
    showProblem(got.problem, 'the map');
    return;
  }
  const svg = svgNode(got.body);
  if (!svg) showError(undefined, `The map for ${sys.title} could not be read.`);
  showMap(svg, url, label);
}
