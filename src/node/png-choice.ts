/** The PNG renderer `STRATA_PNG` names: resvg-js (native, the default) or resvg-wasm. */
import { resvgNodeRenderer } from '../adapters/png-resvg-node';
import { resvgWasmNodeRenderer } from '../adapters/png-resvg-wasm-node';
import type { PngRenderer } from '../render/png';

/** The renderer, or why the value is refused. */
export function pngRendererFromEnv(choice = 'resvg-js'): PngRenderer | string {
  if (choice === 'resvg-js') return resvgNodeRenderer();
  if (choice === 'wasm') return resvgWasmNodeRenderer();
  return `STRATA_PNG must be resvg-js or wasm, not ${JSON.stringify(choice)}`;
}
