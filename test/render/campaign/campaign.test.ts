import { describe, expect, it } from 'vitest';
import {
  campaignLabels,
  fromCampaignData,
  renderCampaignMap,
  type CampaignMap,
} from '../../../src/render/campaign';
import { overlaps } from '../../../src/render/side/labels';
import { xmlProblems } from '../side/xml';

const site = (id: string, kind: string, x: number, row: number, extra: object = {}) => ({
  id,
  kind,
  name: null,
  x,
  row,
  from: null,
  ...extra,
});

const map: CampaignMap = {
  entrances: [
    site('e1', 'cave', 0.1, 3),
    site('e2', 'sinkhole', 0.55, 7),
    site('e3', 'ruin', 0.9, 1),
  ],
  towns: [
    site('t1', 'town', 0.15, 4, { near: 'e1', name: 'Millbrook' }),
    site('t2', 'town', 0.6, 6, { near: 'e2' }),
  ],
  landmarks: [
    site('c1', 'castle', 0.4, 2, { name: 'Castle Greyhold' }),
    site('w1', 'tower', 0.8, 5),
  ],
  settlements: [site('s1', 'settlement', 0.3, 8, { name: 'Dwarves of the Deep Road' })],
};
const input = {
  map,
  name: 'Durarrak Hall',
  seed: 'moria',
  ruleset: { id: 'hthad2008', version: '1' },
};

describe('campaign surface map', () => {
  const svg = renderCampaignMap(input);
  it('is well-formed and deterministic', () => {
    expect(xmlProblems(svg)).toEqual([]);
    expect(renderCampaignMap(input)).toBe(svg);
  });
  it('counts what it shows under the title, one of a kind in the singular', () => {
    expect(svg).toContain('3 entrances, 2 towns, 2 landmarks, 1 race settlement');
    const one = renderCampaignMap({
      ...input,
      map: { ...map, entrances: map.entrances.slice(0, 1), landmarks: map.landmarks.slice(1) },
    });
    expect(one).toContain('1 entrance, 2 towns, 1 landmark, 1 race settlement');
  });
  it('draws every entrance, town, landmark and settlement by id', () => {
    for (const s of [...map.entrances, ...map.towns, ...map.landmarks, ...map.settlements])
      expect(svg).toContain(`data-id="${s.id}"`);
  });
  it('writes the numbers 1–8 down the side', () => {
    for (let r = 1; r <= 8; r++) expect(svg).toMatch(new RegExp(`>${r}</text>`));
  });
  it('puts an entrance at the row it rolled and as far across as on the dungeon map', () => {
    const y = (id: string) =>
      Number(svg.match(new RegExp(`id="${id}"[^>]*d="M[\\d.]+ ([\\d.]+)`))![1]);
    expect(y('e3')).toBeLessThan(y('e1'));
    expect(y('e1')).toBeLessThan(y('e2'));
  });
  it('joins a town to the entrance it was placed near', () => {
    expect(svg).toContain('data-from="t1" data-to="e1"');
  });
  it('labels without overlaps', () => {
    const placed = campaignLabels(map);
    expect(placed).toHaveLength(8);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
    for (const l of placed) expect(svg).toContain(`id="${l.id}"`);
  });
});

describe('fromCampaignData', () => {
  const data = {
    seed: 'moria',
    rows: 8,
    entrances: [
      { place: 'p3', x: 0.2, row: 5, kind: 'sinkhole' },
      { place: 'p9', x: 0.7, row: 2, kind: 'natural cave' },
    ],
    towns: [{ farm: 'p20', name: 'Millbrook 1', x: 0.25, row: 6, near: 'p3' }],
    landmarks: [
      { place: 'p18', role: 'castle', name: 'Castle Greyhold', x: 0.5, row: 1 },
      { place: 'p30', role: 'special-construction', name: 'The Spire', x: 0.9, row: 3 },
    ],
    races: [{ race: 'Halfling shire', why: 'a people of the wider world', x: 0.1, row: 8 }],
  };

  it('keeps every site, its row and its place across, and numbers entrances left to right', () => {
    const m = fromCampaignData(data);
    expect(m.entrances.map((e) => [e.id, e.row, e.x, e.name])).toEqual([
      ['p3', 5, 0.2, '1. sinkhole'],
      ['p9', 2, 0.7, '2. natural cave'],
    ]);
    expect(m.towns[0]).toMatchObject({ id: 'p20', near: 'p3', name: 'Millbrook 1' });
    expect(m.landmarks.map((l) => l.kind)).toEqual(['castle', 'landmark']);
    expect(m.settlements[0]).toMatchObject({ kind: 'settlement', name: 'Halfling shire', row: 8 });
  });

  it('draws from the rules’ data with the town joined to its entrance', () => {
    const svg = renderCampaignMap({ ...input, map: fromCampaignData(data) });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('data-from="p20" data-to="p3"');
  });
});
