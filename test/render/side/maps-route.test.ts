import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app';
import { xmlProblems } from './xml';

const app = createTestApp();

/** Width and height from a PNG's IHDR chunk. */
function ihdr(bytes: Uint8Array): { width: number; height: number } {
  const sig = [137, 80, 78, 71, 13, 10, 26, 10];
  sig.forEach((b, i) => expect(bytes[i]).toBe(b));
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function svgSize(svg: string): { width: number; height: number } {
  const m = svg.match(/^<svg[^>]* width="([\d.]+)" height="([\d.]+)"/);
  expect(m).not.toBeNull();
  return { width: Number(m![1]), height: Number(m![2]) };
}

describe('GET /v1/dungeon/map.svg', () => {
  it('answers a well-formed SVG with the seeded caching headers', async () => {
    const res = await app.request('/v1/dungeon/map.svg?seed=moria&until=civilization');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('cache-control')).toContain('must-revalidate');
    expect(xmlProblems(await res.text())).toEqual([]);
  });

  it('passes the render options through', async () => {
    const res = await app.request(
      '/v1/dungeon/map.svg?seed=moria&layers=civilization&labels=off&legend=off&theme=ink',
    );
    const svg = await res.text();
    expect(svg).toContain('data-layers="civilization"');
    expect(svg).not.toContain('class="labels"');
    expect(svg).not.toContain('class="legend"');
  });

  it('draws the history at the requested age and year', async () => {
    const res = await app.request('/v1/dungeon/map.svg?seed=moria&until=civilization&year=1');
    const svg = await res.text();
    expect(svg).toContain('data-age="civilization"');
    expect(svg).toContain('data-year="1"');
    expect(svg).toContain('The Age of Civilization, year 1');
  });

  it('carries the drawing version in the ruleset version header', async () => {
    const res = await app.request('/v1/dungeon/map.svg?seed=moria');
    expect(res.headers.get('strata-ruleset-version')).toBe('2008.8.0');
    expect(res.headers.get('strata-version')).toMatch(/^2008\.8\.0\+side\.\d+\.\d+\.\d+$/);
  });

  it.each([
    ['layers=nope', 'layers'],
    ['theme=neon', 'theme'],
    ['labels=maybe', 'labels'],
    ['bogus=1', 'bogus'],
  ])('refuses %s naming the parameter', async (q, param) => {
    const res = await app.request(`/v1/dungeon/map.svg?seed=moria&${q}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await res.json())).toContain(param);
  });
});

describe('GET /v1/dungeon/map.png', () => {
  it.each([256, 800, 1600])('is %i pixels wide, the height following the page', async (width) => {
    const svg = await (await app.request('/v1/dungeon/map.svg?seed=moria')).text();
    const res = await app.request(`/v1/dungeon/map.png?seed=moria&width=${width}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const size = ihdr(new Uint8Array(await res.arrayBuffer()));
    const page = svgSize(svg);
    expect(size.width).toBe(width);
    expect(Math.abs(size.height - (width * page.height) / page.width)).toBeLessThanOrEqual(1);
  });

  it('gives the same bytes twice', async () => {
    const a = new Uint8Array(
      await (await app.request('/v1/dungeon/map.png?seed=erebor&width=400')).arrayBuffer(),
    );
    const b = new Uint8Array(
      await (await app.request('/v1/dungeon/map.png?seed=erebor&width=400')).arrayBuffer(),
    );
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it.each(['width=99999', 'width=10', 'width=wide'])('refuses %s', async (q) => {
    const res = await app.request(`/v1/dungeon/map.png?seed=moria&${q}`);
    expect(res.status).toBe(400);
  });
});
