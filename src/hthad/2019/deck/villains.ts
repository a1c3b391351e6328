/**
 * The villainy cards (hthad-2019-rules.txt, "Age of Villainy"): The Horde and The Empire, their
 * enhanced lifecycles and the Empire's build list, as data like the monster cards.
 */
import type { Construction, Lifecycle } from './types';

export type VillainyId = 'horde' | 'empire';

export interface Villainy {
  readonly id: VillainyId;
  readonly name: string;
  readonly lifecycle: Lifecycle;
  readonly constructions: readonly Construction[];
}

export const HORDE = {
  id: 'horde',
  name: 'The Horde',
  lifecycle: {
    always: [{ action: 'scout' }],
    ifs: [
      {
        when: {
          kind: 'all',
          of: [
            { kind: 'not-memory', fact: 'bred-this-turn' },
            { kind: 'pop-below', n: 6 },
          ],
        },
        then: [{ action: 'breed' }],
      },
    ],
    options: [
      { action: 'fight', target: { rank: 'denizen' } },
      { action: 'rout', target: { rank: 'alpha' } },
      { action: 'exterminate', target: { relation: 'weaker' } },
    ],
  },
  constructions: [],
} as const satisfies Villainy;

export const EMPIRE = {
  id: 'empire',
  name: 'The Empire',
  lifecycle: {
    always: [{ action: 'ally', target: { relation: 'shares-tag' } }],
    ifs: [],
    options: [
      { action: 'trade' },
      { action: 'fight' },
      { action: 'annex', target: { relation: 'allied' } },
      { action: 'build-empire' },
    ],
  },
  constructions: [
    { name: 'University', req: { loot: 2 }, gain: { stars: 1 } },
    { name: 'Slums', gain: { pop: 1 } },
    { name: 'Quarry', req: { pop: 1 }, gain: { loot: 1 } },
    { name: 'Ghetto', req: { loot: 1 }, effect: 'any-tag' },
    // READING: ☀ is a glyph our copy does not explain; it is drawn and does nothing else.
    { name: 'Statue of the Emperor', req: { loot: 2 }, mark: '☀' },
    // READING: ☒ is a tomb on a mausoleum and a fortification on a wall.
    { name: 'Haunted Mausoleum', mark: 'tomb' },
    { name: 'Great Wall', req: { loot: 2 }, mark: 'fortification' },
  ],
} as const satisfies Villainy;

export const VILLAINIES: Record<VillainyId, Villainy> = { horde: HORDE, empire: EMPIRE };
