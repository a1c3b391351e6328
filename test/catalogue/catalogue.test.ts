/**
 * The golden catalogues of every registered system (test/catalogue/*.json, one format) must
 * read exactly as committed, under the version they were written with. An intended change bumps
 * that version, then regenerates with `npm run catalogue`, which refuses new bytes under an
 * unchanged version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/systems';
import { catalogues } from './build';
import { refusal, type Catalogue } from './format';

const built = catalogues();

describe('golden catalogues', () => {
  it('every registered system has its catalogues', () => {
    for (const sys of [...REGISTRY.histories, ...REGISTRY.crawls])
      expect(built.filter((b) => b.catalogue.system === sys.id).length, sys.id).toBe(2);
  });
  for (const { file, catalogue: now } of built)
    describe(file, () => {
      const stored = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue)
        : null;
      it('is committed, for the current version (regenerate with npm run catalogue)', () => {
        expect(stored?.system).toBe(now.system);
        expect(stored?.version).toBe(now.version);
        expect(stored?.entries.map((e) => e.case)).toEqual(now.entries.map((e) => e.case));
      });
      it('every case reads and digests as catalogued', () => {
        for (const [i, e] of (stored?.entries ?? []).entries())
          expect(now.entries[i], e.case).toEqual(e);
      });
    });
});

describe('refusal', () => {
  const stored: Catalogue = {
    system: 'x',
    version: '1.0.0',
    entries: [
      { case: 'a', summary: {}, digest: '00' },
      { case: 'b', summary: {}, digest: '11' },
    ],
  };
  const changed: Catalogue = {
    ...stored,
    entries: [{ case: 'a', summary: {}, digest: 'ff' }, stored.entries[1]!],
  };
  it('refuses new bytes under the stored version, naming what to bump', () => {
    expect(refusal(stored, changed, 'X_VERSION')).toMatch(
      /new bytes for a .* 1\.0\.0: bump X_VERSION/,
    );
  });
  it('allows them under a new version, and new or dropped cases under the same one', () => {
    expect(refusal(stored, { ...changed, version: '1.0.1' }, 'X')).toBeNull();
    expect(refusal(stored, stored, 'X')).toBeNull();
    expect(refusal(null, changed, 'X')).toBeNull();
    const grown = {
      ...stored,
      entries: [...stored.entries, { case: 'c', summary: {}, digest: '22' }],
    };
    expect(refusal(stored, grown, 'X')).toBeNull();
    expect(refusal(stored, { ...stored, entries: stored.entries.slice(1) }, 'X')).toBeNull();
  });
});
