/**
 * The file name a seeded resource is saved under (`Content-Disposition: inline; filename=…`), so
 * a map, a VTT export or a chronicle fetched by URL lands as a named file rather than `map.png`
 * or `uvtt`: `strata-<system>-<seed>-<where>[-player].<ext>`, e.g.
 * `strata-dmg1-greyhawk-step60-level1.dd2vtt`. ASCII only (the seed is slugged), so the header
 * needs no encoding; the viewer's download links use the same names.
 */

/** The extension each resource is saved with, by the last word of its path. */
const EXTENSIONS: Readonly<Record<string, (q: Readonly<Record<string, unknown>>) => string>> = {
  'map.svg': () => 'svg',
  'map.png': () => 'png',
  'campaign.svg': () => 'campaign.svg',
  'campaign.png': () => 'campaign.png',
  campaign: () => 'campaign.json',
  uvtt: () => 'dd2vtt',
  foundry: () => 'foundry.json',
  key: () => 'txt',
  log: () => 'md',
  sheets: () => 'sheets.md',
  chronicle: (q) => (q.format === 'markdown' ? 'md' : q.format === 'json' ? 'json' : 'txt'),
};

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'seed'
  );
}

/** The name for a seeded resource at `path` answered for the validated query `q`. */
export function downloadName(path: string, q: Readonly<Record<string, unknown>>): string {
  const parts = path.split('/').filter(Boolean);
  // /v1/dungeon[/x] names its ruleset in the query; /v1/crawl/{id}[/x] and /v1/play/{id}[/x] in the path.
  const system = parts[1] === 'dungeon' ? String(q.ruleset ?? 'dungeon') : (parts[2] ?? 'strata');
  const last = parts[1] === 'dungeon' ? parts[2] : parts[3];
  const ext = last === undefined ? 'json' : (EXTENSIONS[last]?.(q) ?? slug(last));
  const at = (name: string, word = name) =>
    typeof q[name] === 'number' || typeof q[name] === 'string' ? [`${word}${String(q[name])}`] : [];
  const where =
    parts[1] === 'dungeon'
      ? [String(q.until ?? 'end'), ...at('year', 'y')]
      : [...at('step'), ...at('round'), ...at('action'), ...at('level')];
  const view = q.view === 'player' ? ['player'] : [];
  return (
    ['strata', slug(system), slug(String(q.seed ?? '')), ...where, ...view].join('-') + `.${ext}`
  );
}
