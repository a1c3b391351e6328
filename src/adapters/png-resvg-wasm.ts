/**
 * PNG adapter for Workers: @resvg/resvg-wasm with the bundled fonts only. The wasm module is
 * initialised once, through a memoised promise; every render frees its native memory. The PNG is
 * encoded as the Node adapter encodes it, with `node:zlib` (workerd's `nodejs_compat`, the same
 * zlib build as Node's: the parity test holds the two to the same bytes).
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { deflateSync } from 'node:zlib';
import { outlineText } from '../render/outline-text';
import { FONT_FAMILY } from '../render/fonts';
import {
  encodeOpaquePng,
  PNG_RENDERER_VERSION,
  type Deflate,
  type PngOptions,
  type PngRenderer,
} from '../render/png';

const deflate: Deflate = (data, level) => deflateSync(data, { level });

// The wasm module can be initialised once per isolate, however many renderers are made.
let ready: Promise<void> | undefined;

export function resvgWasmRenderer(
  wasm: WebAssembly.Module | BufferSource,
  fonts: readonly ArrayBuffer[],
): PngRenderer {
  const fontBuffers = fonts.map((f) => new Uint8Array(f));
  return {
    name: 'resvg-wasm',
    version: PNG_RENDERER_VERSION,
    async render(svg: string, options: PngOptions = {}): Promise<Uint8Array> {
      ready ??= initWasm(wasm);
      await ready;
      const resvg = new Resvg(outlineText(svg), {
        fitTo: options.width ? { mode: 'width', value: options.width } : { mode: 'original' },
        font: {
          loadSystemFonts: false,
          fontBuffers,
          defaultFontFamily: FONT_FAMILY,
          sansSerifFamily: FONT_FAMILY,
        },
        ...(options.background ? { background: options.background } : {}),
      });
      try {
        const image = resvg.render();
        try {
          const pixels = image.pixels;
          return encodeOpaquePng(pixels, image.width, image.height, deflate) ?? image.asPng();
        } finally {
          image.free();
        }
      } finally {
        resvg.free();
      }
    },
  };
}
