/**
 * An SVG to PNG bytes, as both PNG adapters make them: text taken out of the SVG into a text
 * layer (outline-text.ts), the rest rasterised by the adapter's resvg, the layer painted over the
 * pixels (glyph-layer.ts), then encoded ({@link encodeOpaquePng}). Shared, so Node and Workers run
 * the same steps and give the same bytes.
 */
import { drawTextLayer } from './glyph-layer';
import { outlineText, outlineTextLayer } from './outline-text';
import { FONT_FAMILY } from './fonts';
import { encodeOpaquePng, type Crc32, type Deflate, type PngOptions } from './png';

/**
 * A rasterised SVG, as resvg's rendered image (resvg-js and resvg-wasm alike): its RGBA pixels
 * and resvg's own PNG of them (for a page not opaque).
 */
export interface Raster {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  asPng(): Uint8Array;
}

/**
 * The PNG of `svg`, rasterised by `raster` (an SVG in, its pixels out; the caller frees what it
 * holds once this returns). A page that is not opaque keeps resvg's own PNG: its text is then
 * drawn by resvg as outlines, since the layer blends over opaque pixels only.
 */
export function pngOfSvg(
  svg: string,
  raster: (svg: string) => Raster,
  deflate: Deflate,
  crc32: Crc32,
): Uint8Array {
  const { svg: rest, layer } = outlineTextLayer(svg);
  const image = raster(rest);
  const pixels = image.pixels;
  // Painted first: the encoder's own pass finds whether the page is opaque.
  if (layer) drawTextLayer(pixels, image.width, image.height, layer);
  const png = encodeOpaquePng(pixels, image.width, image.height, deflate, crc32);
  if (png) return png;
  if (!layer) return image.asPng();
  return raster(outlineText(svg)).asPng();
}

/**
 * resvg's options for a render, as both adapters pass them: the width to fit (else the SVG's
 * own size), the bundled fonts only (`fonts`: files on Node, buffers on Workers), the
 * background if any.
 */
export function resvgOptionsOf<F extends { fontFiles: string[] } | { fontBuffers: Uint8Array[] }>(
  options: PngOptions,
  fonts: F,
) {
  return {
    fitTo: options.width
      ? { mode: 'width' as const, value: options.width }
      : { mode: 'original' as const },
    font: {
      loadSystemFonts: false,
      ...fonts,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    ...(options.background ? { background: options.background } : {}),
  };
}
