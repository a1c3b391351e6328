/**
 * The PNG renderer interface. The app factory takes one; `src/node.ts` passes the resvg-js
 * adapter and `src/worker.ts` the resvg-wasm adapter, so shared code never imports either.
 * Both rasterise with the same resvg version and the same bundled font, and give identical bytes.
 */
export interface PngOptions {
  /** Output width in pixels; height follows the SVG's aspect ratio. */
  readonly width?: number;
  /** Background colour painted under the SVG (CSS colour), if any. */
  readonly background?: string;
}

export interface PngRenderer {
  readonly name: string;
  /** What shapes its bytes, e.g. `resvg-2.6.2`: the same for renderers that give the same bytes. */
  readonly version: string;
  render(svg: string, options?: PngOptions): Promise<Uint8Array>;
}

/**
 * The resvg release both adapters rasterise with (package.json pins @resvg/resvg-js and
 * @resvg/resvg-wasm to it; a test checks). Its bytes differ between releases, so it is part of
 * every PNG's version and ETag.
 */
export const RESVG_VERSION = '2.6.2';
/** The PNG renderer's part of a version string. */
export const PNG_RENDERER_VERSION = `resvg-${RESVG_VERSION}`;
