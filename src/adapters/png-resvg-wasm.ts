/**
 * PNG adapter for Workers: @resvg/resvg-wasm with the bundled fonts only. The wasm module is
 * initialised once, through a memoised promise; every render frees its native memory. The PNG is
 * encoded as the Node adapter encodes it, with `node:zlib` (workerd's `nodejs_compat`, the same
 * zlib build as Node's: the parity test holds the two to the same bytes).
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import * as zlib from 'node:zlib';
import { pngOfSvg, resvgOptionsOf } from '../render/png-pipeline';
import {
  PNG_RENDERER_VERSION,
  tableCrc32,
  type Crc32,
  type Deflate,
  type PngOptions,
  type PngRenderer,
} from '../render/png';

const deflate: Deflate = (data, level) => zlib.deflateSync(data, { level });
/** zlib's CRC-32 where the runtime has it (workerd does); else the encoder's own, same numbers. */
const crc32: Crc32 = typeof zlib.crc32 === 'function' ? (b) => zlib.crc32(b) : tableCrc32;

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
      const resvgOptions = resvgOptionsOf(options, { fontBuffers });
      // Each raster's native memory, freed once the PNG is made.
      const held: { free(): void }[] = [];
      try {
        return pngOfSvg(
          svg,
          (drawn) => {
            const resvg = new Resvg(drawn, resvgOptions);
            held.push(resvg);
            const image = resvg.render();
            held.push(image);
            return image;
          },
          deflate,
          crc32,
        );
      } finally {
        for (const h of held.reverse()) h.free();
      }
    },
  };
}
