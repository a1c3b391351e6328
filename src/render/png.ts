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
  render(svg: string, options?: PngOptions): Promise<Uint8Array>;
}
