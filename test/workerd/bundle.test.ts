/**
 * `wrangler deploy --dry-run` bundles the worker without uploading; the gzipped upload must fit
 * the Workers free plan's 3 MiB limit (the paid plan allows 10 MiB).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { wranglerOfflineEnv } from '../../scripts/wrangler-env';

it('the worker bundle fits the Workers free-plan size limit', () => {
  const out = execFileSync(
    'node_modules/.bin/wrangler',
    ['deploy', '--dry-run', '--outdir', mkdtempSync(join(tmpdir(), 'strata-bundle-'))],
    {
      env: wranglerOfflineEnv(),
      encoding: 'utf8',
    },
  );
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  expect(m, out).not.toBeNull();
  const gzipKiB = Number(m![2]);
  expect(gzipKiB).toBeGreaterThan(100); // the resvg wasm alone is larger: a sanity check on parsing
  expect(gzipKiB).toBeLessThan(3 * 1024);
}, 60_000);
