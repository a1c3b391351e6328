/** Cloudflare Workers entry: the app with the resvg-wasm PNG renderer. */
import wasm from '@resvg/resvg-wasm/index_bg.wasm';
import sans from '../assets/fonts/strata-sans.ttf';
import sansBold from '../assets/fonts/strata-sans-bold.ttf';
import { createApp } from './app';
import { resvgWasmRenderer } from './adapters/png-resvg-wasm';

const app = createApp({ png: resvgWasmRenderer(wasm, [sans, sansBold]) });

export default app;
