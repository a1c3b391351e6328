/** Every image has a pixel ceiling, declared in the OpenAPI document; beyond it, a 400 naming the parameter. */
import { describe, expect, it } from 'vitest';
import { checkImageSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, svgSize } from '../../src/api/lib/image';
import { createTestApp } from '../helpers/app';

const app = createTestApp();

async function refused(url: string, parameter: string) {
  const res = await app.request(url);
  expect(res.status, url).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const p = (await res.json()) as { parameter: string; errors: { rule: string }[] };
  expect(p.parameter).toBe(parameter);
  expect(p.errors[0]!.rule).toBe('pixel-ceiling');
}

describe('the pixel ceiling', () => {
  it('holds at exactly the ceiling and refuses one pixel more, or a side too long', () => {
    expect(() => checkImageSize(8000, 8000, 'width')).not.toThrow();
    expect(() => checkImageSize(8000, 8001, 'width')).toThrow(/width/);
    expect(() => checkImageSize(MAX_IMAGE_SIDE + 1, 10, 'width')).toThrow(/ceiling/);
    expect(MAX_IMAGE_PIXELS).toBe(64_000_000);
  });

  it('reads an SVG root’s size', () => {
    expect(
      svgSize('<?xml?><svg xmlns="x" width="1600" height="1462.5" viewBox="0 0 1 1">'),
    ).toEqual({
      width: 1600,
      height: 1462.5,
    });
  });

  it('a VTT image of an 80 × 80 sheet at 140 px a square (11,200²) is a 400 naming pixelsPerGrid', async () => {
    const big = 'seed=c&step=1&sheetWidth=80&sheetHeight=80&pixelsPerGrid=140';
    await refused(`/v1/crawl/dmg1/map.png?mode=vtt&${big}`, 'pixelsPerGrid');
    await refused(`/v1/crawl/dmg1/map.png?mode=sheet&${big}`, 'pixelsPerGrid');
    await refused(`/v1/crawl/dmg1/uvtt?${big}`, 'pixelsPerGrid');
    await refused(`/v1/crawl/dmg1/foundry?${big}`, 'pixelsPerGrid');
  });

  it('is declared on every sizing parameter of every image route', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema: Record<string, unknown> }[] }>
      >;
    };
    const sizing = Object.entries(doc.paths)
      .filter(([path]) => /\.png$|\/uvtt$|\/foundry$/.test(path))
      .flatMap(([path, ops]) =>
        (ops.get!.parameters ?? [])
          .filter((p) => p.name === 'width' || p.name === 'pixelsPerGrid')
          .map((p) => [path, p.name, p.schema['x-max-pixels']]),
      );
    expect(sizing.length).toBeGreaterThanOrEqual(5);
    for (const [path, name, max] of sizing) expect(max, `${path} ${name}`).toBe(MAX_IMAGE_PIXELS);
  });
});
