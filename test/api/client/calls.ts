/**
 * Every route of the document called through the typed client, each answer used as its type
 * says (a wrong field name or type here is a compile error in the client test), the POST routes
 * with their typed bodies. Answers the paths it called (`POST <path>` for a POST), so the test
 * can check that none is missing. Self-contained, like the client.
 */
import type { StrataClient } from './client';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`unexpected answer: ${what}`);
}

export async function callEveryRoute(api: StrataClient): Promise<string[]> {
  const called: string[] = [];
  const seed = 'Khazad-dûm';
  const call = <T>(path: string, answer: Promise<T>) => {
    called.push(path);
    return answer;
  };

  const health = await call('/healthz', api.ok('/healthz'));
  const version: string = health.body.version;
  check(health.body.status === 'ok' && version.length > 0, 'healthz');

  const doc = await call('/openapi.json', api.ok('/openapi.json'));
  check(doc.body.openapi.startsWith('3.1'), 'openapi');
  const docs = await call('/docs', api.ok('/docs'));
  check(docs.body.includes('<html'), 'docs');
  const viewer = await call('/', api.ok('/'));
  check(viewer.body.includes('<html'), 'viewer');
  const fresh = await api.get('/', undefined, { 'if-none-match': viewer.headers.get('etag')! });
  check(fresh.status === 304 && fresh.body === null, 'viewer 304');

  const { body: list } = await call('/v1/rulesets', api.ok('/v1/rulesets'));
  const kinds: ('history' | 'crawl' | 'play')[] = list.rulesets.map((r) => r.kind);
  check(kinds.includes('history') && kinds.includes('crawl'), 'rulesets');

  const stop = { seed, until: 'civilization', year: 3 } as const;
  const dungeon = await call('/v1/dungeon', api.ok('/v1/dungeon', stop));
  // Compact by default: a group's `ended` is [layer, year] or left out.
  const ended: unknown[] = dungeon.body.world.groups.map((g) => g.ended);
  check(dungeon.body.reached.age === 'civilization' && ended.length > 0, 'dungeon');

  // The 2nd edition: its strata, a nexus and a named civilization.
  const second = {
    seed,
    ruleset: 'hthad2019',
    until: 'civilization',
    civilization: 'demon',
    nexus: true,
  } as const;
  const dungeon2019 = await call('/v1/dungeon', api.ok('/v1/dungeon', second));
  const strata: number = dungeon2019.body.world.page.strata?.length ?? 0;
  check(strata === 8 && dungeon2019.body.ruleset === 'hthad2019', 'dungeon hthad2019');
  const svg2019 = await call('/v1/dungeon/map.svg', api.ok('/v1/dungeon/map.svg', second));
  check(svg2019.body.includes('class="strata"'), 'map.svg hthad2019');

  const chronicle = await call(
    '/v1/dungeon/chronicle',
    api.ok('/v1/dungeon/chronicle', { ...stop, format: 'json' }),
  );
  if (chronicle.mediaType !== 'application/json') throw new Error('chronicle: not JSON');
  const texts: string[] = chronicle.body.ages.flatMap((a) =>
    a.years.flatMap((y) => y.entries.map((e) => e.text)),
  );
  check(texts.length > 0, 'chronicle');

  const svg = await call(
    '/v1/dungeon/map.svg',
    api.ok('/v1/dungeon/map.svg', { ...stop, labels: false }),
  );
  check(svg.body.startsWith('<svg') || svg.body.startsWith('<?xml'), 'map.svg');
  const png = await call(
    '/v1/dungeon/map.png',
    api.ok('/v1/dungeon/map.png', { ...stop, width: 256 }),
  );
  const bytes: Uint8Array = png.body;
  check(bytes[1] === 0x50, 'map.png');

  const campaign = await call('/v1/dungeon/campaign', api.ok('/v1/dungeon/campaign', stop));
  const rows: number[] = campaign.body.entrances.map((e) => e.row);
  check(campaign.body.rows === 8 && rows.every((r) => r >= 1 && r <= 8), 'campaign');
  const campaignSvg = await call(
    '/v1/dungeon/campaign.svg',
    api.ok('/v1/dungeon/campaign.svg', { ...stop, theme: 'ink' }),
  );
  check(campaignSvg.body.length > 0, 'campaign.svg');
  const campaignPng = await call(
    '/v1/dungeon/campaign.png',
    api.ok('/v1/dungeon/campaign.png', { ...stop, width: 256 }),
  );
  check(campaignPng.body.length > 8, 'campaign.png');

  const crawl = { seed, step: 12 };
  const plan = await call('/v1/crawl/dmg1', api.ok('/v1/crawl/dmg1', crawl));
  const exits: string[] = plan.body.frontier.map((x) => `${x.id} ${x.dir}`);
  const doors = plan.body.portals.filter((p) => p.state.closed).map((p) => p.kind);
  check(plan.body.step <= 12 && exits.length + doors.length >= 0, 'crawl plan');
  const key = await call('/v1/crawl/dmg1/key', api.ok('/v1/crawl/dmg1/key', crawl));
  check(key.body.length > 0, 'key');
  const crawlSvg = await call('/v1/crawl/dmg1/map.svg', api.ok('/v1/crawl/dmg1/map.svg', crawl));
  check(crawlSvg.body.length > 0, 'crawl map.svg');
  const crawlPng = await call(
    '/v1/crawl/dmg1/map.png',
    api.ok('/v1/crawl/dmg1/map.png', { ...crawl, width: 200 }),
  );
  check(crawlPng.body.length > 8, 'crawl map.png');
  const uvtt = await call(
    '/v1/crawl/dmg1/uvtt',
    api.ok('/v1/crawl/dmg1/uvtt', { ...crawl, pixelsPerGrid: 20 }),
  );
  const size: number = uvtt.body.resolution.map_size.x * uvtt.body.resolution.pixels_per_grid;
  check(uvtt.body.format === 0.3 && size > 0, 'uvtt');
  const scene = await call(
    '/v1/crawl/dmg1/foundry',
    api.ok('/v1/crawl/dmg1/foundry', { ...crawl, foundry: '14', pixelsPerGrid: 20 }),
  );
  check(
    scene.body.grid.size === 20 && scene.body.levels?.[0]?.background.src !== undefined,
    'foundry scene',
  );

  // Dungeon Plungin': a built-in quest pack by `pack`, the Plot Counter in `extra`.
  const quest = { seed, step: 20, pack: 'strata-ghoblin-warren' } as const;
  const plungin = await call('/v1/crawl/plungin', api.ok('/v1/crawl/plungin', quest));
  const tiles: number = plungin.body.spaces.length;
  check(plungin.body.step <= 20 && tiles > 0 && plungin.body.extra !== undefined, 'plungin plan');
  const packs = await call('/v1/crawl/plungin/packs', api.ok('/v1/crawl/plungin/packs'));
  const packIds: string[] = packs.body.items.map((p) => p.id);
  check(packIds.includes(quest.pack), 'plungin packs');
  const questKey = await call('/v1/crawl/plungin/key', api.ok('/v1/crawl/plungin/key', quest));
  check(questKey.body.includes('Plot Counter'), 'plungin key');
  const questSvg = await call(
    '/v1/crawl/plungin/map.svg',
    api.ok('/v1/crawl/plungin/map.svg', quest),
  );
  check(questSvg.body.length > 0, 'plungin map.svg');
  const questPng = await call(
    '/v1/crawl/plungin/map.png',
    api.ok('/v1/crawl/plungin/map.png', { ...quest, width: 200 }),
  );
  check(questPng.body.length > 8, 'plungin map.png');
  const questUvtt = await call(
    '/v1/crawl/plungin/uvtt',
    api.ok('/v1/crawl/plungin/uvtt', { ...quest, pixelsPerGrid: 20, image: 'none' }),
  );
  check(questUvtt.body.format === 0.3, 'plungin uvtt');
  const questScene = await call(
    '/v1/crawl/plungin/foundry',
    api.ok('/v1/crawl/plungin/foundry', { ...quest, pixelsPerGrid: 20 }),
  );
  check(questScene.body.grid.size === 20, 'plungin foundry');
  // The same routes by POST, with a quest pack of one's own as the typed body (here the
  // Red Warren as the pack list gives it, retitled).
  const warren = packs.body.items.find((p) => p.id === quest.pack)!.document;
  const own = { ...warren, id: 'my-warren', title: 'My Warren', timeSpan: { n: 6, x: 3 } };
  const posted = { seed, step: 20 } as const;
  const ownPlan = await call(
    'POST /v1/crawl/plungin',
    api.okPost('/v1/crawl/plungin', own, posted),
  );
  const ownCounter = ownPlan.body.extra as { plotCounter?: { n: number } } | undefined;
  check(ownCounter?.plotCounter?.n === 6, 'plungin POST plan');
  const ownKey = await call(
    'POST /v1/crawl/plungin/key',
    api.okPost('/v1/crawl/plungin/key', own, posted),
  );
  check(ownKey.body.includes('MY WARREN'), 'plungin POST key');
  const ownSvg = await call(
    'POST /v1/crawl/plungin/map.svg',
    api.okPost('/v1/crawl/plungin/map.svg', own, posted),
  );
  check(ownSvg.body.includes('MY WARREN'), 'plungin POST map.svg');
  const ownPng = await call(
    'POST /v1/crawl/plungin/map.png',
    api.okPost('/v1/crawl/plungin/map.png', own, { ...posted, width: 200 }),
  );
  check(ownPng.body[1] === 0x50, 'plungin POST map.png');
  const ownUvtt = await call(
    'POST /v1/crawl/plungin/uvtt',
    api.okPost('/v1/crawl/plungin/uvtt', own, { ...posted, pixelsPerGrid: 20, image: 'none' }),
  );
  check(ownUvtt.body.format === 0.3, 'plungin POST uvtt');
  const ownScene = await call(
    'POST /v1/crawl/plungin/foundry',
    api.okPost('/v1/crawl/plungin/foundry', own, { ...posted, pixelsPerGrid: 20 }),
  );
  check(ownScene.body.grid.size === 20, 'plungin POST foundry');
  const broken = await api.post('/v1/crawl/plungin', { ...own, timeSpan: { n: 0, x: 3 } }, posted);
  check(broken.status === 400 && broken.body.parameter === 'pack', 'plungin POST 400');

  const tilesStop = { seed, step: 12, dungeon: 'big' as const };
  const tilesPlan = await call('/v1/crawl/tiles', api.ok('/v1/crawl/tiles', tilesStop));
  const tileExits: string[] = tilesPlan.body.frontier.map((x) => `${x.id} ${x.dir}`);
  check(tilesPlan.body.step <= 12 && tileExits.length >= 0, 'tiles plan');
  const tilesKey = await call('/v1/crawl/tiles/key', api.ok('/v1/crawl/tiles/key', tilesStop));
  check(tilesKey.body.length > 0, 'tiles key');
  const tilesSvg = await call(
    '/v1/crawl/tiles/map.svg',
    api.ok('/v1/crawl/tiles/map.svg', tilesStop),
  );
  check(tilesSvg.body.length > 0, 'tiles map.svg');
  const tilesPng = await call(
    '/v1/crawl/tiles/map.png',
    api.ok('/v1/crawl/tiles/map.png', { ...tilesStop, width: 200 }),
  );
  check(tilesPng.body.length > 8, 'tiles map.png');
  const tilesUvtt = await call(
    '/v1/crawl/tiles/uvtt',
    api.ok('/v1/crawl/tiles/uvtt', { ...tilesStop, pixelsPerGrid: 20 }),
  );
  check(tilesUvtt.body.format === 0.3, 'tiles uvtt');
  const tilesScene = await call(
    '/v1/crawl/tiles/foundry',
    api.ok('/v1/crawl/tiles/foundry', { ...tilesStop, foundry: '14', pixelsPerGrid: 20 }),
  );
  check(tilesScene.body.grid.size === 20, 'tiles foundry scene');

  // Dungeon Plungin' played: the state at a round, its log, the map with the figures, and the
  // same by POST (an empty body: the built-in party and pack).
  const game = { seed, round: 3 } as const;
  const state = await call('/v1/play/plungin', api.ok('/v1/play/plungin', game));
  const heroes: string[] = state.body.figures.filter((f) => f.side === 'hero').map((f) => f.name);
  check(state.body.round === 3 && heroes.length === 4 && state.body.log.length > 0, 'play state');
  const playLog = await call('/v1/play/plungin/log', api.ok('/v1/play/plungin/log', game));
  check(playLog.body.includes('## Round 1'), 'play log');
  const playSvg = await call('/v1/play/plungin/map.svg', api.ok('/v1/play/plungin/map.svg', game));
  check(playSvg.body.includes('data-figure'), 'play map.svg');
  const playPng = await call(
    '/v1/play/plungin/map.png',
    api.ok('/v1/play/plungin/map.png', { ...game, width: 200 }),
  );
  check(playPng.body[1] === 0x50, 'play map.png');
  const postedState = await call('POST /v1/play/plungin', api.okPost('/v1/play/plungin', {}, game));
  check(postedState.body.round === 3, 'play POST state');
  const postedLog = await call(
    'POST /v1/play/plungin/log',
    api.okPost('/v1/play/plungin/log', {}, game),
  );
  check(postedLog.body === playLog.body, 'play POST log');
  const postedSvg = await call(
    'POST /v1/play/plungin/map.svg',
    api.okPost('/v1/play/plungin/map.svg', {}, game),
  );
  check(postedSvg.body.includes('data-figure'), 'play POST map.svg');
  const postedPng = await call(
    'POST /v1/play/plungin/map.png',
    api.okPost('/v1/play/plungin/map.png', {}, { ...game, width: 200 }),
  );
  check(postedPng.body[1] === 0x50, 'play POST map.png');
  const sheets = await call('/v1/play/plungin/sheets', api.ok('/v1/play/plungin/sheets', game));
  check(sheets.body.includes('## Party sheet'), 'play sheets');
  const postedSheets = await call(
    'POST /v1/play/plungin/sheets',
    api.okPost('/v1/play/plungin/sheets', {}, game),
  );
  check(postedSheets.body === sheets.body, 'play POST sheets');

  // A refusal is typed too: the problem names the parameter.
  const gone = await api.get('/v1/crawl/dmg1', { ...crawl, v: '0.0.0' });
  if (gone.status !== 410) throw new Error(`pinned to 0.0.0: ${String(gone.status)}`);
  const current: string | undefined = gone.body.current;
  check(gone.body.parameter === 'v' && !!current, '410');
  const bad = await api.get('/v1/dungeon', { seed: '' });
  check(bad.status === 400 && bad.body.parameter === 'seed', '400');

  return called;
}
