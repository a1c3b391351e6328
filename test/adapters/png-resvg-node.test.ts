/**
 * The resvg-js renderer turns the event loop before it answers: resvg-js frees each render's
 * native tree and pixels in finalizers that Node runs on a later turn, so a caller that renders
 * in a loop of promises (the in-process fuzz) would otherwise keep every image it ever drew.
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#fbf6e8"/></svg>';

describe('resvgNodeRenderer', () => {
  it('lets an immediate queued before the render run before the PNG is handed back', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const png = await resvgNodeRenderer().render(SVG);
    expect(turned).toBe(true);
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // 'PNG'
  });

  it('without the turn an awaited promise alone would not run it (the test can fail)', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await Promise.resolve(new Uint8Array(0));
    expect(turned).toBe(false);
  });
});
