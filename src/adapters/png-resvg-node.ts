/** PNG adapter for Node: @resvg/resvg-js with the bundled fonts only. */
import './resvg-node-allocator'; // before resvg-js loads
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import * as zlib from 'node:zlib';
import { FONT_FILES } from '../render/fonts';
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
/** zlib's CRC-32 where this Node has it (20.15 and later); else the encoder's own, same numbers. */
const crc32: Crc32 = typeof zlib.crc32 === 'function' ? (b) => zlib.crc32(b) : tableCrc32;

const fontFiles = FONT_FILES.map((name) =>
  fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url)),
);

/**
 * One turn of the event loop. resvg-js frees its native tree and pixels in finalizers that Node
 * runs on a later turn of the loop, not when GC collects the wrappers: a caller that renders in
 * a loop of promises that never yields (an in-process fuzz of `app.request`) kept every image
 * (5.7 MB a 800-px map; 23 GB after 10,000 fuzzed requests). Each render ends with a turn, so
 * the finalizers of earlier renders run (`scripts/heap-flat.ts` shows RSS flat).
 */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The resvg-js renderer. */
export function resvgNodeRenderer(): PngRenderer {
  return {
    name: 'resvg-js',
    version: PNG_RENDERER_VERSION,
    async render(svg: string, options: PngOptions = {}): Promise<Uint8Array> {
      const resvgOptions = resvgOptionsOf(options, { fontFiles });
      // Every map paints its page, so the encoder's path is taken; a transparent SVG keeps
      // resvg's PNG.
      const png = pngOfSvg(svg, (drawn) => new Resvg(drawn, resvgOptions).render(), deflate, crc32);
      await turn();
      return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    },
  };
}
