/**
 * The ceiling on every image the service renders, checked before rendering: an image's cost in
 * time and memory grows with its pixels (an 11,200² PNG took 12.8 s and 1.2 GB), so a request
 * beyond it is a 400 naming the parameter that sized it. Declared in the OpenAPI document on
 * each sizing parameter (`x-max-pixels`).
 */
import { InputError } from '../../core/errors';
import type { PngOptions, PngRenderer } from '../../render/png';

/** Most pixels of any image: 64 megapixels (8,000²; 100 px a square on an 80 × 80 sheet). */
export const MAX_IMAGE_PIXELS = 64_000_000;
/** Longest side of any image: what browsers' WebGL canvases take. */
export const MAX_IMAGE_SIDE = 16_384;

/** 64000000 as 64,000,000 (no locale: the same words everywhere). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The sentence each sizing parameter's description ends with. */
export const PIXEL_CEILING_NOTE = `Every image is at most ${grouped(MAX_IMAGE_PIXELS)} pixels in all and ${grouped(MAX_IMAGE_SIDE)} a side: beyond, a 400 names this parameter.`;

/** The OpenAPI extension that states the ceiling on a sizing parameter. */
export const PIXEL_CEILING_EXTENSION = {
  'x-max-pixels': MAX_IMAGE_PIXELS,
  'x-max-side': MAX_IMAGE_SIDE,
} as const;

/** A 400 naming `parameter` when a `width` × `height` image is over the ceiling. */
export function checkImageSize(width: number, height: number, parameter: string): void {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  if (w * h > MAX_IMAGE_PIXELS || w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE)
    throw new InputError(
      parameter,
      'pixel-ceiling',
      `a ${w} x ${h} image is over the ceiling of ${MAX_IMAGE_PIXELS} pixels and ${MAX_IMAGE_SIDE} a side; ask for a smaller ${parameter}`,
    );
}

/** The root element's `width` and `height` of an SVG the renderers made. */
export function svgSize(svg: string): { width: number; height: number } {
  const open = svg.slice(0, svg.indexOf('>', svg.indexOf('<svg')) + 1);
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([0-9.]+)"`).exec(open)?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (!(width > 0 && height > 0)) throw new Error('an SVG without a size on its root');
  return { width, height };
}

/**
 * Render `svg` as PNG after checking the image it makes against the ceiling; `parameter` is
 * the request's parameter that sized it (`width`, or `pixelsPerGrid` for an image sized by its
 * grid).
 */
export function renderPng(
  png: PngRenderer,
  svg: string,
  options: PngOptions,
  parameter: string,
): Promise<Uint8Array> {
  const size = svgSize(svg);
  const scale = options.width ? options.width / size.width : 1;
  checkImageSize(size.width * scale, size.height * scale, parameter);
  return png.render(svg, options);
}
