import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../scripts/side-catalogue';

describe('side-view golden catalogue', () => {
  it('matches test/render/side/catalogue.json (regenerate with npm run catalogue:side)', () => {
    const stored = JSON.parse(readFileSync('test/render/side/catalogue.json', 'utf8')) as unknown;
    expect(catalogue()).toEqual(stored);
  });
});
