/**
 * The resvg-wasm renderer, loaded from files, for Node. resvg-js 2.6.2 on Node grows the
 * process's resident memory by about the size of each rendered bitmap (7 MB for a 1600-px map;
 * the upstream issue is thx/resvg-js#216) and never gives it back, even after a GC. The wasm
 * build frees each render into its own linear memory, so memory stays bounded, at about 1.4x the
 * render time. Same resvg version, same fonts: the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FONT_FILES } from '../render/fonts';
import type { PngRenderer } from '../render/png';
import { resvgWasmRenderer } from './png-resvg-wasm';

export function resvgWasmNodeRenderer(): PngRenderer {
  const require = createRequire(import.meta.url);
  const wasm = new WebAssembly.Module(
    readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
  );
  const fonts = FONT_FILES.map((name) => {
    const bytes = readFileSync(
      fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url)),
    );
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  });
  return resvgWasmRenderer(wasm, fonts);
}
