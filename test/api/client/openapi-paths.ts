/**
 * Generated from openapi/openapi.json by openapi-typescript (test/api/client/generate.ts).
 * Do not edit: run `npx tsx test/api/client/generate.ts` after `npm run openapi`.
 */
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness check
     * @description Answers `ok` and the service version; does no work.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This OpenAPI document
     * @description The OpenAPI 3.1 document of every route, generated from the same schemas that validate the requests (strong ETag).
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The API reference
     * @description This document as a self-contained HTML page (no CDN): every route, its parameters and its answers (strong ETag).
     */
    get: operations['getDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/rulesets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rule systems Strata runs
     * @description Each system with its id, rulebook credit, current ruleset version (part of every ETag), the ages or steps a replay can stop at, the options it accepts, and the version of each of its resources.
     */
    get: operations['listRulesets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A dungeon’s history, replayed to an age and year
     * @description Replays How to Host a Dungeon from the seed to the requested point and answers the world: page, layers, places with geometry, tunnels, features, beads with their owners, groups, the civilizations with their constructions in order, and every event with its dice.
     */
    get: operations['getDungeon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/chronicle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Historical Record
     * @description The dungeon’s history as the rulebook’s Historical Record: by age and year, terse, with names, each event’s bead changes, and who holds what at the end. Rendered from the event log alone.
     */
    get: operations['getChronicle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/map.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Side-view map of a dungeon’s history (SVG)
     * @description The dungeon drawn as the rulebook draws it: sky and surface, rows 1–6, pencil caves, blue Dwarven, black Dark Elf and red Demon works, gold, mithral and water, beads (● ○ ★ ❖) in their places, names, a legend, the holdings and a title block. Every drawn place, tunnel, feature and bead carries its world id as `id`/`data-id`.
     */
    get: operations['getDungeonMapSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/map.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Side-view map of a dungeon’s history (PNG)
     * @description The same drawing as map.svg, rasterised with the bundled font (identical bytes on every runtime).
     */
    get: operations['getDungeonMapPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/campaign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The campaign surface map for a dungeon
     * @description The rulebook’s “Make a Surface Map”: each dungeon entrance, left to right, on a d8 row at the same distance across; a town for each farm, near its entrance when it was near one; castles, cities, towers and other landmarks; two or three places where particular races live. The book suggests playing until the start of the Age of Villainy (`until=villainy&year=1`). Only for rulesets whose book has one.
     */
    get: operations['getCampaign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/campaign.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The campaign surface map (SVG)
     * @description The rulebook’s “Make a Surface Map”: each dungeon entrance, left to right, on a d8 row at the same distance across; a town for each farm, near its entrance when it was near one; castles, cities, towers and other landmarks; two or three places where particular races live. The book suggests playing until the start of the Age of Villainy (`until=villainy&year=1`). Only for rulesets whose book has one.
     */
    get: operations['getCampaignSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dungeon/campaign.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The campaign surface map (PNG)
     * @description The rulebook’s “Make a Surface Map”: each dungeon entrance, left to right, on a d8 row at the same distance across; a town for each farm, near its entrance when it was near one; castles, cities, towers and other landmarks; two or three places where particular races live. The book suggests playing until the start of the Age of Villainy (`until=villainy&year=1`). Only for rulesets whose book has one.
     */
    get: operations['getCampaignPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: the plan
     * @description Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll.
     */
    get: operations['getDmg1Crawl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1/map.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: map of one level (SVG)
     * @description The classic blue-grid map: walls, doors by kind, secret doors (S), stairs, traps, numbered rooms, scale and key.
     */
    get: operations['getDmg1MapSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1/map.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: map of one level (PNG)
     * @description The same map as map.svg, rasterised with the bundled font. With `mode=vtt` it is the background a `/foundry` scene names, sent with that file name in `content-disposition`.
     */
    get: operations['getDmg1MapPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: room key of one level
     * @description A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them.
     */
    get: operations['getDmg1Key'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1/uvtt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: Universal VTT export of one level
     * @description Universal VTT (format 0.3, as the Universal Battlemap Importer, MapTool, Roll20 and Owlbear importers read it): resolution (grid = one map square, origin 0,0), `line_of_sight` (straight wall runs meeting at shared endpoints, and pillar outlines), `objects_line_of_sight` (illusory walls), one closed portal per door (open archways are gaps in the walls), lights, environment, and the map PNG (`mode=vtt` of map.png) as base64 `image`, or none with `image=none`.
     */
    get: operations['getDmg1Uvtt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/dmg1/foundry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * AD&D Dungeon Masters Guide, Appendix A: random dungeon generation: Foundry VTT scene of one level
     * @description A Foundry VTT scene for the sidebar's Import Data: walls (doors and secret doors, closed or locked; illusory walls that stop sight but not bodies; pillars), lights, a square grid of the map's squares, and the background by file name (`flags.strata.image.file`), to be uploaded beside it from `flags.strata.image.url` (map.png with `mode=vtt`). Foundry 13 keeps the background on the scene; Foundry 14 on its level.
     */
    get: operations['getDmg1Foundry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: the plan
     * @description Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll.
     */
    get: operations['getPlunginCrawl'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: the plan, from a quest pack in the body
     * @description Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginCrawl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/map.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: map of one level (SVG)
     * @description The classic blue-grid map: walls, doors by kind, secret doors (S), stairs, traps, numbered rooms, scale and key.
     */
    get: operations['getPlunginMapSvg'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: map of one level (SVG), from a quest pack in the body
     * @description The classic blue-grid map: walls, doors by kind, secret doors (S), stairs, traps, numbered rooms, scale and key. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginMapSvg'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/map.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: map of one level (PNG)
     * @description The same map as map.svg, rasterised with the bundled font. With `mode=vtt` it is the background a `/foundry` scene names, sent with that file name in `content-disposition`.
     */
    get: operations['getPlunginMapPng'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: map of one level (PNG), from a quest pack in the body
     * @description The same map as map.svg, rasterised with the bundled font. With `mode=vtt` it is the background a `/foundry` scene names, sent with that file name in `content-disposition`. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginMapPng'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: room key of one level
     * @description A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them.
     */
    get: operations['getPlunginKey'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: room key of one level, from a quest pack in the body
     * @description A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/uvtt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: Universal VTT export of one level
     * @description Universal VTT (format 0.3, as the Universal Battlemap Importer, MapTool, Roll20 and Owlbear importers read it): resolution (grid = one map square, origin 0,0), `line_of_sight` (straight wall runs meeting at shared endpoints, and pillar outlines), `objects_line_of_sight` (illusory walls), one closed portal per door (open archways are gaps in the walls), lights, environment, and the map PNG (`mode=vtt` of map.png) as base64 `image`, or none with `image=none`.
     */
    get: operations['getPlunginUvtt'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: Universal VTT export of one level, from a quest pack in the body
     * @description Universal VTT (format 0.3, as the Universal Battlemap Importer, MapTool, Roll20 and Owlbear importers read it): resolution (grid = one map square, origin 0,0), `line_of_sight` (straight wall runs meeting at shared endpoints, and pillar outlines), `objects_line_of_sight` (illusory walls), one closed portal per door (open archways are gaps in the walls), lights, environment, and the map PNG (`mode=vtt` of map.png) as base64 `image`, or none with `image=none`. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginUvtt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/foundry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: Foundry VTT scene of one level
     * @description A Foundry VTT scene for the sidebar's Import Data: walls (doors and secret doors, closed or locked; illusory walls that stop sight but not bodies; pillars), lights, a square grid of the map's squares, and the background by file name (`flags.strata.image.file`), to be uploaded beside it from `flags.strata.image.url` (map.png with `mode=vtt`). Foundry 13 keeps the background on the scene; Foundry 14 on its level.
     */
    get: operations['getPlunginFoundry'];
    put?: never;
    /**
     * Dungeon Plungin': the construction phase: Foundry VTT scene of one level, from a quest pack in the body
     * @description A Foundry VTT scene for the sidebar's Import Data: walls (doors and secret doors, closed or locked; illusory walls that stop sight but not bodies; pillars), lights, a square grid of the map's squares, and the background by file name (`flags.strata.image.file`), to be uploaded beside it from `flags.strata.image.url` (map.png with `mode=vtt`). Foundry 13 keeps the background on the scene; Foundry 14 on its level. The quest pack in the body replaces the built-in one that `pack` names; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginFoundry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: the plan
     * @description Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll.
     */
    get: operations['getTilesCrawl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles/map.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: map of one level (SVG)
     * @description The classic blue-grid map: walls, doors by kind, secret doors (S), stairs, traps, numbered rooms, scale and key.
     */
    get: operations['getTilesMapSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles/map.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: map of one level (PNG)
     * @description The same map as map.svg, rasterised with the bundled font. With `mode=vtt` it is the background a `/foundry` scene names, sent with that file name in `content-disposition`.
     */
    get: operations['getTilesMapPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: room key of one level
     * @description A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them.
     */
    get: operations['getTilesKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles/uvtt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: Universal VTT export of one level
     * @description Universal VTT (format 0.3, as the Universal Battlemap Importer, MapTool, Roll20 and Owlbear importers read it): resolution (grid = one map square, origin 0,0), `line_of_sight` (straight wall runs meeting at shared endpoints, and pillar outlines), `objects_line_of_sight` (illusory walls), one closed portal per door (open archways are gaps in the walls), lights, environment, and the map PNG (`mode=vtt` of map.png) as base64 `image`, or none with `image=none`.
     */
    get: operations['getTilesUvtt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/tiles/foundry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles: Foundry VTT scene of one level
     * @description A Foundry VTT scene for the sidebar's Import Data: walls (doors and secret doors, closed or locked; illusory walls that stop sight but not bodies; pillars), lights, a square grid of the map's squares, and the background by file name (`flags.strata.image.file`), to be uploaded beside it from `flags.strata.image.url` (map.png with `mode=vtt`). Foundry 13 keeps the background on the scene; Foundry 14 on its level.
     */
    get: operations['getTilesFoundry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/crawl/plungin/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': the construction phase: the built-in quest packs
     * @description Every built-in quest pack (what `pack` picks), each whole, to read or to start a document of your own from.
     */
    get: operations['listPlunginPacks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/play/plungin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': a party of four plays the quest: the game at a round
     * @description Replays the quest from the seed to `round` (and `action` within it): heroes and monsters with life, conditions and squares, the outcome, the play log of that round with every roll (`log` for none or all of it) and the dungeon built so far.
     */
    get: operations['getPlunginPlay'];
    put?: never;
    /**
     * Dungeon Plungin': a party of four plays the quest: the game at a round, from documents in the body
     * @description Replays the quest from the seed to `round` (and `action` within it): heroes and monsters with life, conditions and squares, the outcome, the play log of that round with every roll (`log` for none or all of it) and the dungeon built so far. The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginPlay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/play/plungin/map.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': a party of four plays the quest: the map with the figures (SVG)
     * @description The crawl's map of one level with every figure on its square (heroes round and blue, monsters square and red, each with initials and a life bar; the fallen grey) and a roster of the figures beside it.
     */
    get: operations['getPlunginPlayMapSvg'];
    put?: never;
    /**
     * Dungeon Plungin': a party of four plays the quest: the map with the figures (SVG), from documents in the body
     * @description The crawl's map of one level with every figure on its square (heroes round and blue, monsters square and red, each with initials and a life bar; the fallen grey) and a roster of the figures beside it. The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginPlayMapSvg'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/play/plungin/map.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': a party of four plays the quest: the map with the figures (PNG)
     * @description The same map as map.svg, rasterised with the bundled font.
     */
    get: operations['getPlunginPlayMapPng'];
    put?: never;
    /**
     * Dungeon Plungin': a party of four plays the quest: the map with the figures (PNG), from documents in the body
     * @description The same map as map.svg, rasterised with the bundled font. The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginPlayMapPng'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/play/plungin/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': a party of four plays the quest: the play log (Markdown)
     * @description The quest so far as a session report: a heading per round, each action in words with its rolls, the party and the outcome at the end.
     */
    get: operations['getPlunginPlayLog'];
    put?: never;
    /**
     * Dungeon Plungin': a party of four plays the quest: the play log (Markdown), from documents in the body
     * @description The quest so far as a session report: a heading per round, each action in words with its rolls, the party and the outcome at the end. The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginPlayLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/play/plungin/sheets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dungeon Plungin': a party of four plays the quest: the character and party sheets (Markdown)
     * @description The rulebook's play aids filled in at `round` (and `action`): a character sheet for each hero (stats, special abilities, spells, armour, hands, attire, items, level, life and XP) and the party sheet (leader, heroes, gold, valuables).
     */
    get: operations['getPlunginPlaySheets'];
    put?: never;
    /**
     * Dungeon Plungin': a party of four plays the quest: the character and party sheets (Markdown), from documents in the body
     * @description The rulebook's play aids filled in at `round` (and `action`): a character sheet for each hero (stats, special abilities, spells, armour, hands, attire, items, level, life and XP) and the party sheet (leader, heroes, gold, valuables). The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.
     */
    post: operations['postPlunginPlaySheets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The viewer page
     * @description A self-contained web page (no CDN, works offline) where a person picks a rule system, types or rolls a seed, sets options and sees the map, steps through a history’s ages and years or a crawl’s steps, and copies a share link. The page keeps its state in its own query, so its address shares exactly what is on screen: `system` (an id from `/v1/rulesets`), `seed`, then for a history `until` and `year`, for a crawl `step` and `picks` (only the exits a person chose, each with the step that opened it, e.g. `61:e66,63:e70`; the explorer’s choices between them are replayed, not listed; an explicit `path` of every exit opened is still read), for a played game `round`, each rule option by name, and `v`, the ruleset version the address was made with (what the page writes when it is absent, and passes on as the API’s pin), e.g. `/?system=hthad2008&seed=moria&until=villainy&year=3&v=2008.5.0`. A link made with another version than the one the service runs says so and offers the current version. The page reads it in the browser; the server sends the same static bytes (strong ETag) for every query.
     */
    get: operations['getViewer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A Dungeon Plungin' quest pack. */
    PlunginPack: {
      /** @constant */
      format: 'strata.plungin.pack/1';
      /** @description An id other parts of the pack refer to. */
      id: string;
      title: string;
      author: string;
      description: string;
      /** @description The Dungeon Level (rules 288-292). */
      dungeonLevel: number;
      /** @description XP the quest awards the party for completing it (rules 1387), on top of monsters, locks and traps. Absent: 0. */
      questXp?: number;
      /** @description Time Span N (X) (rules 223-245). */
      timeSpan: {
        /** @description N: the fewest Construction Phases. */
        n: number;
        /** @description X: how high the Doorway modifier goes. */
        x: number;
      };
      /** @description The Entry tile: three doors and the Dungeon Exit. */
      entryTile: string;
      /** @description The one-door room that unopened doors lead to once the dungeon is complete. */
      deadEndTile: string;
      charts: {
        /** @description 1) Location chart: each row names a tile, or sends to the Special Location chart. */
        location: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description A hallway or room tile. */
            tile?: string;
            /**
             * @description Roll on the Special Location chart.
             * @constant
             */
            special?: true;
          }[];
        };
        /** @description 2) Doorway chart, rolled per door with the plot-counter modifier; results past the last row read as the last row. Locked doors give detect and unlock difficulties. */
        doorway: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /**
             * @description A locked door and a Great Door need `detect` and `unlock`; a Great Door its `trap`; some row must give a Great Door.
             * @enum {string}
             */
            door: 'normal' | 'locked' | 'great';
            detect?: number;
            unlock?: number;
            /** @description A Great Door's trap (it is always trapped). */
            trap?: string;
          }[];
        };
        /** @description 3.1) Random Events, for hallways. */
        randomEvents: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @enum {string} */
            event: 'nothing' | 'monsters' | 'trap' | 'treasure' | 'secret-door' | 'other';
            /** @description For `trap`: the trap sprung. */
            trap?: string;
            text: string;
          }[];
        };
        /** @description 3.2) Encounter chart, for rooms. */
        encounter: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            monsters: boolean;
            chests: {
              count: number;
              /** @description Difficulty to detect a trap. */
              detect: number;
              /** @description Difficulty to unlock. */
              unlock: number;
            } | null;
          }[];
        };
        /** @description 3.2.1) Chest chart, once per chest. */
        chest: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            locked: boolean;
          }[];
        };
        /** @description 3.2.2) Monsters chart: type and number. */
        monsters: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            groups: {
              /** @description An id other parts of the pack refer to. */
              monster: string;
              /** @description How many: a whole number 1-12, or dice such as `d3`, `2d4+1`. */
              count: number | string;
            }[];
          }[];
        };
        /** @description 3.2.3) Monster Awareness chart (+1 after combat in an adjacent room). */
        awareness: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @enum {string} */
            state: 'sleeping' | 'unprepared' | 'unsuspecting' | 'alert' | 'ambush';
          }[];
        };
        /** @description 3.3) Special Location chart. */
        specialLocations: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description An id other parts of the pack refer to. */
            special: string;
          }[];
        };
        /** @description 3.4) Unique Location chart: a preset order, or a roll. */
        uniqueLocations: {
          /** @enum {string} */
          order: 'preset' | 'roll';
          /**
           * @description For `roll`.
           * @enum {string}
           */
          die?: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll?: [number, number];
            /** @description An id other parts of the pack refer to. */
            unique: string;
          }[];
        };
        /** @description Door Trap chart (null: no trap). */
        doorTraps: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            trap: string | null;
          }[];
        };
        /** @description Chest Trap chart (null: no trap). */
        chestTraps: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            trap: string | null;
          }[];
        };
        /** @description Treasure chart: gold or an item. */
        treasure: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description Gold coins (dice read as tens). */
            gold?: number | string;
            /** @description An id other parts of the pack refer to. */
            item?: string;
          }[];
        };
      };
      /** @description The tiles, by id. */
      tiles: {
        [key: string]: {
          name: string;
          /** @enum {string} */
          kind: 'entry' | 'hallway' | 'room' | 'special' | 'unique';
          /**
           * @description Hallways: `hall`, `corner`, `t` or `x` (2, 2, 3, 4 doors); everything else `room`.
           * @enum {string}
           */
          shape: 'room' | 'hall' | 'corner' | 't' | 'x';
          /** @description Squares across; figures and chests are placed by rolling a die of this many sides. 8, 10 and 12 for a `unique` tile only: a Unique Location larger than 6×6 takes 2 blocks of the Map Maker that way, and has one doorway, its Great Door. */
          width: 2 | 4 | 6 | 8 | 10 | 12;
          /** @description Squares down; as `width`. */
          height: 2 | 4 | 6 | 8 | 10 | 12;
          /** @description Doorways, counting the one entered by: a hallway has its shape's count, the Entry tile 4 (three doors and the Dungeon Exit), the dead-end tile 1. Rooms are at least 4 squares each way. */
          doors: number;
          /**
           * @description Something drawn in its centre.
           * @enum {string}
           */
          feature?:
            'fountain' | 'altar' | 'statue' | 'pool' | 'pit' | 'columns' | 'well' | 'brazier';
        };
      };
      monsters: {
        [key: string]: {
          name: string;
          level: number;
          /** @description The eight stats (rules 106-124). */
          stats: {
            ATK: number;
            DEF: number;
            MAG: number;
            MOV: number;
            /** @description 0 for a boss, who then needs a `lifeChart` with a row that defeats it. */
            LIFE: number;
            RES: number;
            DEX: number;
            WIT: number;
          };
          /** @description Role and preferred target (rules 960-1000). */
          law: {
            /** @enum {string} */
            role: 'Melee' | 'Ranged' | 'Special' | 'Wait';
            /** @enum {string} */
            target:
              | 'Nearest'
              | 'Determined'
              | 'Lured'
              | 'Pack'
              | 'Frenzy'
              | 'Dumb'
              | 'Revenge'
              | 'Relentless';
            /** @description For `Lured`: by what, e.g. `Low LIFE`. */
            lure?: string;
          };
          /** @description Experience per unit defeated. */
          xp: number;
          gold: number | string;
          /** @description Item ids it carries. */
          treasure: string[];
          attacks: string[];
          /** @description Powers and spells. */
          powers: string[];
          /** @description A boss's or mini-boss's Life chart: roll the die plus all damage taken (rules 1012-1025). Rolls above the last row read as the last row. */
          lifeChart?: {
            /**
             * @description The die the chart rolls.
             * @enum {string}
             */
            die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
            rows: {
              /** @description The results this row covers, low and high, both included. */
              roll: [number, number];
              result: string;
              defeated: boolean;
            }[];
          };
        };
      };
      traps: {
        [key: string]: {
          name: string;
          disarm: {
            /** @enum {string} */
            stat: 'DEX' | 'WIT';
            difficulty: number;
          };
          effect: string;
        };
      };
      items: {
        [key: string]: {
          name: string;
          description: string;
          /** @description Found once per quest; afterwards `replacement` is found instead. */
          unique: boolean;
          /** @description Required for a unique item: the (not unique) item found in its place once it is taken. */
          replacement?: string;
          /**
           * @description What the played game does with it: a `key` opens a lock, a `great-key` a Great Door (or a lock), a `consumable` is drunk or used up, a `valuable` joins the party's pool. Absent: read from its name and description ("Great ... Key", "Key", healing words, "Worth N gold").
           * @enum {string}
           */
          kind?: 'key' | 'great-key' | 'consumable' | 'valuable' | 'equipment' | 'other';
          /** @description Worth in gold (a valuable). Absent: "Worth N gold" in the description, else 0. */
          value?: number;
        };
      };
      specialLocations: {
        [key: string]: {
          name: string;
          /** @description An id other parts of the pack refer to. */
          tile: string;
          description: string;
          /**
           * @description What the Encounter chart still gives here: `none`, `monsters-only` (chest results ignored, as the Fountain of Healing) or `full`.
           * @enum {string}
           */
          encounter: 'none' | 'monsters-only' | 'full';
        };
      };
      uniqueLocations: {
        [key: string]: {
          name: string;
          /** @description An id other parts of the pack refer to. */
          tile: string;
          description: string;
          /** @description The monster placed on the centre square. */
          boss: string;
          /** @description Placed by rolling, as normal. */
          minions: {
            /** @description An id other parts of the pack refer to. */
            monster: string;
            /** @description How many: a whole number 1-12, or dice such as `d3`, `2d4+1`. */
            count: number | string;
          }[];
          /** @enum {string} */
          awareness: 'sleeping' | 'unprepared' | 'unsuspecting' | 'alert' | 'ambush';
          chests: number;
        };
      };
    };
    /** @description A Dungeon Plungin' quest pack, as the construction crawl reads it. */
    PlunginPlayPack: {
      /** @constant */
      format: 'strata.plungin.pack/1';
      /** @description An id other parts of the pack refer to. */
      id: string;
      title: string;
      author: string;
      description: string;
      /** @description The Dungeon Level (rules 288-292). */
      dungeonLevel: number;
      /** @description XP the quest awards the party for completing it (rules 1387), on top of monsters, locks and traps. Absent: 0. */
      questXp?: number;
      /** @description Time Span N (X) (rules 223-245). */
      timeSpan: {
        /** @description N: the fewest Construction Phases. */
        n: number;
        /** @description X: how high the Doorway modifier goes. */
        x: number;
      };
      /** @description The Entry tile: three doors and the Dungeon Exit. */
      entryTile: string;
      /** @description The one-door room that unopened doors lead to once the dungeon is complete. */
      deadEndTile: string;
      charts: {
        /** @description 1) Location chart: each row names a tile, or sends to the Special Location chart. */
        location: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description A hallway or room tile. */
            tile?: string;
            /**
             * @description Roll on the Special Location chart.
             * @constant
             */
            special?: true;
          }[];
        };
        /** @description 2) Doorway chart, rolled per door with the plot-counter modifier; results past the last row read as the last row. Locked doors give detect and unlock difficulties. */
        doorway: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /**
             * @description A locked door and a Great Door need `detect` and `unlock`; a Great Door its `trap`; some row must give a Great Door.
             * @enum {string}
             */
            door: 'normal' | 'locked' | 'great';
            detect?: number;
            unlock?: number;
            /** @description A Great Door's trap (it is always trapped). */
            trap?: string;
          }[];
        };
        /** @description 3.1) Random Events, for hallways. */
        randomEvents: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @enum {string} */
            event: 'nothing' | 'monsters' | 'trap' | 'treasure' | 'secret-door' | 'other';
            /** @description For `trap`: the trap sprung. */
            trap?: string;
            text: string;
          }[];
        };
        /** @description 3.2) Encounter chart, for rooms. */
        encounter: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            monsters: boolean;
            chests: {
              count: number;
              /** @description Difficulty to detect a trap. */
              detect: number;
              /** @description Difficulty to unlock. */
              unlock: number;
            } | null;
          }[];
        };
        /** @description 3.2.1) Chest chart, once per chest. */
        chest: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            locked: boolean;
          }[];
        };
        /** @description 3.2.2) Monsters chart: type and number. */
        monsters: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            groups: {
              /** @description An id other parts of the pack refer to. */
              monster: string;
              /** @description How many: a whole number 1-12, or dice such as `d3`, `2d4+1`. */
              count: number | string;
            }[];
          }[];
        };
        /** @description 3.2.3) Monster Awareness chart (+1 after combat in an adjacent room). */
        awareness: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @enum {string} */
            state: 'sleeping' | 'unprepared' | 'unsuspecting' | 'alert' | 'ambush';
          }[];
        };
        /** @description 3.3) Special Location chart. */
        specialLocations: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description An id other parts of the pack refer to. */
            special: string;
          }[];
        };
        /** @description 3.4) Unique Location chart: a preset order, or a roll. */
        uniqueLocations: {
          /** @enum {string} */
          order: 'preset' | 'roll';
          /**
           * @description For `roll`.
           * @enum {string}
           */
          die?: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll?: [number, number];
            /** @description An id other parts of the pack refer to. */
            unique: string;
          }[];
        };
        /** @description Door Trap chart (null: no trap). */
        doorTraps: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            trap: string | null;
          }[];
        };
        /** @description Chest Trap chart (null: no trap). */
        chestTraps: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            trap: string | null;
          }[];
        };
        /** @description Treasure chart: gold or an item. */
        treasure: {
          /**
           * @description The die the chart rolls.
           * @enum {string}
           */
          die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
          rows: {
            /** @description The results this row covers, low and high, both included. */
            roll: [number, number];
            /** @description Gold coins (dice read as tens). */
            gold?: number | string;
            /** @description An id other parts of the pack refer to. */
            item?: string;
          }[];
        };
      };
      /** @description The tiles, by id. */
      tiles: {
        [key: string]: {
          name: string;
          /** @enum {string} */
          kind: 'entry' | 'hallway' | 'room' | 'special' | 'unique';
          /**
           * @description Hallways: `hall`, `corner`, `t` or `x` (2, 2, 3, 4 doors); everything else `room`.
           * @enum {string}
           */
          shape: 'room' | 'hall' | 'corner' | 't' | 'x';
          /** @description Squares across; figures and chests are placed by rolling a die of this many sides. 8, 10 and 12 for a `unique` tile only: a Unique Location larger than 6×6 takes 2 blocks of the Map Maker that way, and has one doorway, its Great Door. */
          width: 2 | 4 | 6 | 8 | 10 | 12;
          /** @description Squares down; as `width`. */
          height: 2 | 4 | 6 | 8 | 10 | 12;
          /** @description Doorways, counting the one entered by: a hallway has its shape's count, the Entry tile 4 (three doors and the Dungeon Exit), the dead-end tile 1. Rooms are at least 4 squares each way. */
          doors: number;
          /**
           * @description Something drawn in its centre.
           * @enum {string}
           */
          feature?:
            'fountain' | 'altar' | 'statue' | 'pool' | 'pit' | 'columns' | 'well' | 'brazier';
        };
      };
      monsters: {
        [key: string]: {
          name: string;
          level: number;
          /** @description The eight stats (rules 106-124). */
          stats: {
            ATK: number;
            DEF: number;
            MAG: number;
            MOV: number;
            /** @description 0 for a boss, who then needs a `lifeChart` with a row that defeats it. */
            LIFE: number;
            RES: number;
            DEX: number;
            WIT: number;
          };
          /** @description Role and preferred target (rules 960-1000). */
          law: {
            /** @enum {string} */
            role: 'Melee' | 'Ranged' | 'Special' | 'Wait';
            /** @enum {string} */
            target:
              | 'Nearest'
              | 'Determined'
              | 'Lured'
              | 'Pack'
              | 'Frenzy'
              | 'Dumb'
              | 'Revenge'
              | 'Relentless';
            /** @description For `Lured`: by what, e.g. `Low LIFE`. */
            lure?: string;
          };
          /** @description Experience per unit defeated. */
          xp: number;
          gold: number | string;
          /** @description Item ids it carries. */
          treasure: string[];
          attacks: string[];
          /** @description Powers and spells. */
          powers: string[];
          /** @description A boss's or mini-boss's Life chart: roll the die plus all damage taken (rules 1012-1025). Rolls above the last row read as the last row. */
          lifeChart?: {
            /**
             * @description The die the chart rolls.
             * @enum {string}
             */
            die: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | '2d4' | '2d6' | '2d8' | '3d6';
            rows: {
              /** @description The results this row covers, low and high, both included. */
              roll: [number, number];
              result: string;
              defeated: boolean;
            }[];
          };
        };
      };
      traps: {
        [key: string]: {
          name: string;
          disarm: {
            /** @enum {string} */
            stat: 'DEX' | 'WIT';
            difficulty: number;
          };
          effect: string;
        };
      };
      items: {
        [key: string]: {
          name: string;
          description: string;
          /** @description Found once per quest; afterwards `replacement` is found instead. */
          unique: boolean;
          /** @description Required for a unique item: the (not unique) item found in its place once it is taken. */
          replacement?: string;
          /**
           * @description What the played game does with it: a `key` opens a lock, a `great-key` a Great Door (or a lock), a `consumable` is drunk or used up, a `valuable` joins the party's pool. Absent: read from its name and description ("Great ... Key", "Key", healing words, "Worth N gold").
           * @enum {string}
           */
          kind?: 'key' | 'great-key' | 'consumable' | 'valuable' | 'equipment' | 'other';
          /** @description Worth in gold (a valuable). Absent: "Worth N gold" in the description, else 0. */
          value?: number;
        };
      };
      specialLocations: {
        [key: string]: {
          name: string;
          /** @description An id other parts of the pack refer to. */
          tile: string;
          description: string;
          /**
           * @description What the Encounter chart still gives here: `none`, `monsters-only` (chest results ignored, as the Fountain of Healing) or `full`.
           * @enum {string}
           */
          encounter: 'none' | 'monsters-only' | 'full';
        };
      };
      uniqueLocations: {
        [key: string]: {
          name: string;
          /** @description An id other parts of the pack refer to. */
          tile: string;
          description: string;
          /** @description The monster placed on the centre square. */
          boss: string;
          /** @description Placed by rolling, as normal. */
          minions: {
            /** @description An id other parts of the pack refer to. */
            monster: string;
            /** @description How many: a whole number 1-12, or dice such as `d3`, `2d4+1`. */
            count: number | string;
          }[];
          /** @enum {string} */
          awareness: 'sleeping' | 'unprepared' | 'unsuspecting' | 'alert' | 'ambush';
          chests: number;
        };
      };
    };
    /** @description The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`). */
    PlunginPlayParty: {
      /** @constant */
      format: 'strata.plungin.party/1';
      name: string;
      heroes: {
        id: string;
        name: string;
        /** @enum {string} */
        role: 'warrior' | 'thief' | 'priest' | 'wizard' | 'other';
        level: number;
        /** @description The eight stats (rules 106-124), 1 to 10 (0 allowed for MAG and the like). */
        stats: {
          ATK: number;
          DEF: number;
          MAG: number;
          MOV: number;
          LIFE: number;
          RES: number;
          DEX: number;
          WIT: number;
        };
        weapon: {
          name: string;
          /** @description Weapon Bonus: extra ATK dice. */
          bonus: number;
          /** @description 0 for a melee weapon; squares for a ranged one (rules 669-675). */
          range: number;
          /** @description Destroyed on a fumbled attack (rules 739-748). */
          weak: boolean;
        } | null;
        shield: {
          name: string;
          /** @description Armor Bonus: extra DEF dice. */
          bonus: number;
          /** @description Destroyed on a fumbled defence (rules 739-748). */
          weak: boolean;
        } | null;
        armour: {
          name: string;
          /** @description Armor Bonus: extra DEF dice. */
          bonus: number;
          /** @description Destroyed on a fumbled defence (rules 739-748). */
          weak: boolean;
        } | null;
        attire: string[];
        items: {
          name: string;
          /**
           * @description `heal`: 1d6 LIFE as an action; `revive`: raises a dead hero adjacent.
           * @enum {string}
           */
          use: 'heal' | 'revive' | 'none';
        }[];
        abilities: (
          | 'nimble'
          | 'counter-attack'
          | 'charge'
          | 'attack-of-opportunity'
          | 'magic-school-light'
          | 'magic-school-arcane'
        )[];
        /** @description The spells the hero knows; before each descent it prepares as many as its MAG (rules 823-839). Needs a Magic School ability. */
        spells: (
          | 'healing'
          | 'magic-shield'
          | 'blessing'
          | 'hold'
          | 'raise-dead'
          | 'pulse'
          | 'fireball'
          | 'frost-ray'
        )[];
      }[];
    };
    Health: {
      /** @enum {string} */
      status: 'ok';
      /** @enum {string} */
      service: 'strata';
      version: string;
    };
    Problem: {
      type: string;
      title: string;
      status: number;
      detail: string;
      instance?: string;
      /** @description The first offending parameter. */
      parameter?: string;
      /** @description Every offending parameter with the rule it broke. */
      errors?: {
        parameter: string;
        /** @enum {string} */
        in: 'query' | 'path' | 'header' | 'body';
        rule: string;
        message: string;
      }[];
      allow?: string[];
      /** @description For 410: the version the service runs now. */
      current?: string;
    };
    RulesetList: {
      rulesets: components['schemas']['Ruleset'][];
    };
    Ruleset: {
      /** @example hthad2008 */
      id: string;
      /** @enum {string} */
      kind: 'history' | 'crawl' | 'play';
      title: string;
      source: string;
      author: string;
      sourceFile: string;
      version: string;
      endpoint: string;
      /** @description Ages (history), the step unit (crawl) or the round unit (played game). */
      stages: components['schemas']['RulesetStage'][];
      /** @description Bounds of the stopping point: maxYear, maxStep, maxLevel, maxRound. */
      limits: {
        [key: string]: number;
      };
      options: components['schemas']['RulesetOption'][];
      /** @description Each resource with the version that shapes its bytes today: the value a URL pins with `v`. */
      resources: {
        path: string;
        version: string;
      }[];
    };
    RulesetStage: {
      id: string;
      title: string;
      /** @description History ages: the first year `year` may name; null: no years. */
      firstYear?: number | null;
    };
    RulesetOption: {
      name: string;
      /** @description A few plain words for a form label. */
      title: string;
      /** @enum {string} */
      type: 'boolean' | 'integer' | 'enum' | 'list';
      description: string;
      default: string | number | boolean | string[];
      values?: string[];
      min?: number;
      /** @description Integer: the bound. List: most entries. */
      max?: number;
      /** @description List: what the order of the entries means, when it matters. */
      order?: string;
    };
    Dungeon2008Compact: {
      /** @enum {string} */
      ruleset: 'hthad2008';
      version: string;
      seed: string;
      /** @enum {string} */
      until: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number | null;
      options: {
        civilizations: string[];
        pageSize: string;
      };
      reached: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        year: number;
      };
      world: components['schemas']['WorldCompact'];
      civilizations: components['schemas']['Civilization'][];
      events: components['schemas']['HistoryMomentCompact'][];
      /** @description The Age of Monsters and the Age of Villainy, once reached. */
      late?: {
        /** @description The optional and advanced rules of the late ages. */
        options: {
          waterMagma: boolean;
          /** @description The alternate world asked for (`roll` rolls one); null: ordinary. */
          alternateWorld: string | null;
          namedTreasures: boolean;
          minorFeatures: boolean;
          minorFeatureReplace: boolean;
          twoVillains: boolean;
          villainyArrivals: boolean;
        };
        /** @description The alternate world played; null: the ordinary world. */
        world: string | null;
        years: {
          monsters: number;
          villainy: number;
        };
        restarts: number;
        /** @description How the Age of Monsters ended; null while it has not. */
        monstersEnd: {
          /** @enum {string} */
          kind: 'six-loot' | 'surface-wiped-out' | 'too-many-groups' | 'year-cap' | 'restart-cap';
          /** @description six-loot: the group. */
          group?: string;
        } | null;
        villains: {
          kind: string;
          group: string;
          name: string;
          lair: string;
          outcome: string | null;
        }[];
        /**
         * @description How the Age of Villainy ended; null while it has not.
         * @enum {string|null}
         */
        villainyEnd: 'villain-won' | 'villain-defeated' | 'year-cap' | null;
        groups: {
          id: string;
          kind: string;
          flavour: string;
          title: string;
          alignment: string;
          name: string;
          state: string;
          population: number;
          loot: number;
          enslaved: boolean;
          infiltrated: boolean;
          minion: boolean;
        }[];
        /** @description Named treasures (optional rule): where each lies, who holds it. */
        namedTreasures: {
          token: string;
          name: string;
          place: string | null;
          holder: string | null;
          lost: boolean;
        }[];
      } | null;
    };
    WorldCompact: {
      page: components['schemas']['PageCompact'];
      layers: components['schemas']['Layer'][];
      places: components['schemas']['PlaceCompact'][];
      tunnels: components['schemas']['TunnelCompact'][];
      features: components['schemas']['FeatureCompact'][];
      tokens: components['schemas']['TokenRunCompact'][];
      groups: components['schemas']['GroupCompact'][];
      next: {
        place: number;
        tunnel: number;
        feature: number;
        token: number;
        group: number;
      };
      revision: number;
    };
    PageCompact: {
      size: string;
      width: number;
      height: number;
      /** @description Depth of the surface line every rule uses. */
      surfaceY: number;
      surface: components['schemas']['PointsCompact'];
      /** @description y of the rows 1–6 down each narrow side. */
      rows: number[];
      terrain?: components['schemas']['TerrainCompact'];
      strata?: components['schemas']['StratumCompact'][];
    };
    /** @description Points as one flat list: [x0, y0, x1, y1, …]. */
    PointsCompact: number[];
    TerrainCompact: {
      /** @enum {string} */
      kind: 'firetop-range' | 'rift-of-sorrows' | 'scorched-lands';
      ground: components['schemas']['PointsCompact'];
      spans: {
        /** @enum {string} */
        kind: 'peak' | 'rift' | 'mesa' | 'valley';
        x0: number;
        x1: number;
        /** @description Summit of a peak, top of a mesa, floor of a rift or valley. */
        y: number;
        name: string | null;
        /** @description For a rift or valley: the cave place standing for its floor (underground). */
        place: string | null;
      }[];
    };
    StratumCompact: {
      n: number;
      /** @description The x samples its two lines share; `top` and `bottom` are then y. */
      x?: number[];
      /** @description y at each `x`, or flat points without `x`. */
      top: number[];
      bottom: number[];
      touchesSurface: boolean;
      feature: string | null;
    };
    Layer: {
      index: number;
      /** @enum {string} */
      age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      title: string;
    };
    PlaceCompact: {
      id: string;
      /** @enum {string} */
      kind: 'cave' | 'room' | 'junction' | 'entrance' | 'edge' | 'surface-site';
      /** @description What it is for: 'great-hall', 'slave-pit', 'demon-pit', 'wyrm-cave'… */
      role: string;
      /** @description Left out when null (or empty). */
      name?: string | null;
      shape: components['schemas']['ShapeCompact'];
      /** @description Left out when null (or empty). */
      owner?: string | null;
      made: components['schemas']['LayerStampCompact'];
      /** @enum {string} */
      state: 'natural' | 'occupied' | 'abandoned' | 'ruined' | 'flooded' | 'collapsed';
      /** @description Left out when null (or empty). */
      marks?: string[];
      /**
       * @description Left out when null (or empty).
       * @enum {string|null}
       */
      sealed?: 'secret' | 'undiscovered' | 'demonic' | null;
    };
    /** @description A shape as a list headed by its kind: ['rect', x, y, w, h], ['ellipse', cx, cy, rx, ry], ['polygon', x0, y0, x1, y1, …] or ['polyline', width, x0, y0, …]. */
    ShapeCompact: (string | number)[];
    /** @description [layer, year]: the age is that of `world.layers[layer]`; [layer, year, age] where it is not. */
    LayerStampCompact: (number | string)[];
    TunnelCompact: {
      id: string;
      /** @enum {string} */
      style: 'dwarven' | 'elven' | 'demonic' | 'natural' | 'surface';
      role: string;
      path: components['schemas']['PointsCompact'];
      length: number;
      /** @description Places along it: [s, place] by arc length s. */
      stops: [number, string][];
      /** @description Left out when null (or empty). */
      owner?: string | null;
      made: components['schemas']['LayerStampCompact'];
      /** @enum {string} */
      state: 'natural' | 'occupied' | 'abandoned' | 'ruined' | 'flooded' | 'collapsed';
    };
    FeatureCompact: {
      id: string;
      /** @enum {string} */
      kind:
        | 'mithral'
        | 'gold-vein'
        | 'gems'
        | 'river'
        | 'lake'
        | 'sinkhole'
        | 'waterfall'
        | 'water'
        | 'magma'
        | 'plague'
        | 'fate'
        | 'volcano'
        | 'meteorite'
        | 'bridge'
        | 'ore'
        | 'biome'
        | 'ley-line'
        | 'fault';
      /** @description Left out when null (or empty). */
      name?: string | null;
      shape: components['schemas']['ShapeCompact'];
      /** @description Left out when null (or empty). */
      place?: string | null;
      /** @description Plague strength, or how many mines an ore body yields. */
      amount: number;
      /** @description Left out when 0. */
      mined?: number;
      made: components['schemas']['LayerStampCompact'];
      /** @enum {string} */
      state: 'active' | 'spent';
    };
    TokenRunCompact: {
      /** @description Consecutive beads of `world.tokens` that differ only by id. */
      ids: string[];
      /**
       * @description population ●, treasure ○, bonus ★, epic ❖
       * @enum {string}
       */
      kind: 'population' | 'treasure' | 'bonus' | 'epic';
      role: string;
      /** @description Left out when null (or empty). */
      owner?: string | null;
      place: string;
      made: components['schemas']['LayerStampCompact'];
      /** @description A named treasure’s name (the artifact, or Named Treasures). */
      name?: string;
    };
    GroupCompact: {
      id: string;
      kind: string;
      culture: string;
      name: string;
      /**
       * @description Left out when null (or empty).
       * @enum {string|null}
       */
      alignment?: 'lawful' | 'neutral' | 'chaotic' | null;
      /** @description Left out when null (or empty). */
      parent?: string | null;
      /** @description Left out when null (or empty). */
      home?: string | null;
      /** @description Left out when null (or empty). */
      zoc?: string[];
      /** @enum {string} */
      state: 'active' | 'ended' | 'abandoned';
      made: components['schemas']['LayerStampCompact'];
      ended?: components['schemas']['LayerStampCompact'] & unknown;
      /** @description Left out when null (or empty). */
      end?: string | null;
      /** @description Left out when null (or empty). */
      traits?: string[];
    };
    Civilization: {
      group: string;
      /** @enum {string} */
      civ: 'dwarves' | 'dark-elves' | 'demons';
      name: string;
      custom: {
        base: string;
        change: string;
      } | null;
      groups: string[];
      built: {
        id: string;
        year: number;
        place: string | null;
        by: string;
      }[];
      ended: string | null;
    };
    /** @description Consecutive events of one age, year and season. */
    HistoryMomentCompact: {
      /** @enum {string} */
      age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number;
      /** @enum {string|null} */
      season: 'spring' | 'summer' | 'fall' | 'winter' | null;
      /** @description `seq` of its first event; the rest follow. */
      seq: number;
      /** @description Its events in order. */
      log: unknown[][];
    };
    Dungeon2019Compact: {
      /** @enum {string} */
      ruleset: 'hthad2019';
      version: string;
      seed: string;
      /** @enum {string} */
      until: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number | null;
      options: {
        civilization: string;
        nexus: boolean;
        page: string;
      };
      reached: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        year: number;
      };
      world: components['schemas']['WorldCompact'];
      events: components['schemas']['HistoryMomentCompact'][];
      primordial: {
        /** @description The d6 Primordial World roll (0 before it). */
        world: number;
        /** @description The creation story (two on a 10). */
        creation: string[];
        surface: string;
        nexus?: unknown;
        strata: components['schemas']['Stratum'][];
      };
      /** @description The nexus (option `nexus`), with its standing effects. */
      nexus: {
        id: string;
        title: string;
        stratum: number;
        place: string;
        detail: string | null;
        /** @description Standing effects for later ages. */
        effects: string[];
        spent: string[];
      } | null;
      civilization: {
        /** @enum {string} */
        civ: 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        group: string;
        name: string;
        turns: number;
        built: {
          id: string;
          turn: number;
          place: string | null;
        }[];
        ended: string | null;
        /** @description What the later ages act on. */
        legacy: {
          /** @enum {string} */
          kind: 'spawn-monster' | 'first-monster-here' | 'spawn-at-a-population';
          place: string | null;
          tag?: string;
          note: string;
        }[];
      } | null;
      /** @description The Age of Monsters and the Age of Villainy, once reached (else null). */
      monsters: {
        /** @description Turns played in the Age of Monsters. */
        turns: number;
        villain: {
          group: string;
          name: string;
          card: string;
        } | null;
        /** @description How the villain rose: '6●', '6○', or its construction. */
        rose: string | null;
        /** @enum {string|null} */
        villainy: 'horde' | 'empire' | null;
        villainyTurns: number;
        /** @enum {string|null} */
        ending: 'horde-conquers' | 'empire-rules' | 'villain-falls' | 'cap' | 'no-villain' | null;
        /** @description The ages whose turn cap was hit. */
        capped: ('monsters' | 'villainy')[];
        /** @description Monster cards spawned, by id. */
        spawned: string[];
        /** @description Strata the Horde corrupted. */
        corrupted: number[];
        /** @description Groups the Empire annexed. */
        annexed: string[];
      } | null;
      campaign: components['schemas']['Campaign2019'];
    };
    Stratum: {
      n: number;
      top: components['schemas']['Point'][];
      /** @description Its bottom line, at the x of `top`. */
      bottom: components['schemas']['Point'][];
      touchesSurface: boolean;
      /** @description What lies in it: 'ore', 'nexus: Void'… */
      feature: string | null;
    };
    Point: {
      x: number;
      y: number;
    };
    /** @description What a game master takes to the table from the final state (at `until=end`, else null): the villain, the surviving groups with their lairs and beads, loose treasure, tombs, fortifications and adventure hooks. */
    Campaign2019: {
      villain: {
        group: string;
        name: string;
        /** @enum {string} */
        villainy: 'horde' | 'empire';
        /** @description Whether it still holds the dungeon. */
        holds: boolean;
        lair: {
          place: string;
          name: string | null;
          /** @description The stratum (0 on the surface). */
          stratum: number;
        } | null;
      } | null;
      corrupted: number[];
      groups: {
        group: string;
        name: string;
        lair: {
          place: string;
          name: string | null;
          /** @description The stratum (0 on the surface). */
          stratum: number;
        } | null;
        beads: {
          population: number;
          treasure: number;
          bonus: number;
          epic: number;
        };
        fortified: boolean;
        annexed: boolean;
      }[];
      loose: {
        place: string;
        name: string | null;
        treasure: number;
        epic: number;
      }[];
      tombs: {
        place: string;
        name: string | null;
        /** @description The stratum (0 on the surface). */
        stratum: number;
      }[];
      fortifications: {
        place: string;
        name: string | null;
        /** @description The stratum (0 on the surface). */
        stratum: number;
        owner: string | null;
      }[];
      hooks: string[];
    } | null;
    Dungeon2008: {
      /** @enum {string} */
      ruleset: 'hthad2008';
      version: string;
      seed: string;
      /** @enum {string} */
      until: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number | null;
      options: {
        civilizations: string[];
        pageSize: string;
      };
      reached: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        year: number;
      };
      world: components['schemas']['World'];
      civilizations: components['schemas']['Civilization'][];
      events: components['schemas']['HistoryEvent'][];
      /** @description The Age of Monsters and the Age of Villainy, once reached. */
      late?: {
        /** @description The optional and advanced rules of the late ages. */
        options: {
          waterMagma: boolean;
          /** @description The alternate world asked for (`roll` rolls one); null: ordinary. */
          alternateWorld: string | null;
          namedTreasures: boolean;
          minorFeatures: boolean;
          minorFeatureReplace: boolean;
          twoVillains: boolean;
          villainyArrivals: boolean;
        };
        /** @description The alternate world played; null: the ordinary world. */
        world: string | null;
        years: {
          monsters: number;
          villainy: number;
        };
        restarts: number;
        /** @description How the Age of Monsters ended; null while it has not. */
        monstersEnd: {
          /** @enum {string} */
          kind: 'six-loot' | 'surface-wiped-out' | 'too-many-groups' | 'year-cap' | 'restart-cap';
          /** @description six-loot: the group. */
          group?: string;
        } | null;
        villains: {
          kind: string;
          group: string;
          name: string;
          lair: string;
          outcome: string | null;
        }[];
        /**
         * @description How the Age of Villainy ended; null while it has not.
         * @enum {string|null}
         */
        villainyEnd: 'villain-won' | 'villain-defeated' | 'year-cap' | null;
        groups: {
          id: string;
          kind: string;
          flavour: string;
          title: string;
          alignment: string;
          name: string;
          state: string;
          population: number;
          loot: number;
          enslaved: boolean;
          infiltrated: boolean;
          minion: boolean;
        }[];
        /** @description Named treasures (optional rule): where each lies, who holds it. */
        namedTreasures: {
          token: string;
          name: string;
          place: string | null;
          holder: string | null;
          lost: boolean;
        }[];
      } | null;
    };
    World: {
      page: components['schemas']['Page'];
      layers: components['schemas']['Layer'][];
      places: components['schemas']['Place'][];
      tunnels: components['schemas']['Tunnel'][];
      features: components['schemas']['Feature'][];
      tokens: components['schemas']['Token'][];
      groups: components['schemas']['Group'][];
      next: {
        place: number;
        tunnel: number;
        feature: number;
        token: number;
        group: number;
      };
      revision: number;
    };
    Page: {
      size: string;
      width: number;
      height: number;
      /** @description Depth of the surface line every rule uses. */
      surfaceY: number;
      /** @description The rough surface line as drawn. */
      surface: components['schemas']['Point'][];
      /** @description y of the rows 1–6 down each narrow side. */
      rows: number[];
      terrain?: components['schemas']['Terrain'];
      /** @description hthad2019: the numbered strata of the page; absent in hthad2008. */
      strata?: components['schemas']['Stratum'][];
    };
    /** @description The ground of an alternate world that is not flat (Firetop Range, Rift of Sorrows, Scorched Lands); absent on a flat page. */
    Terrain: {
      /** @enum {string} */
      kind: 'firetop-range' | 'rift-of-sorrows' | 'scorched-lands';
      /** @description The ground as it stands, left edge to right edge; the drawn surface line. */
      ground: components['schemas']['Point'][];
      spans: {
        /** @enum {string} */
        kind: 'peak' | 'rift' | 'mesa' | 'valley';
        x0: number;
        x1: number;
        /** @description Summit of a peak, top of a mesa, floor of a rift or valley. */
        y: number;
        name: string | null;
        /** @description For a rift or valley: the cave place standing for its floor (underground). */
        place: string | null;
      }[];
    };
    Place: {
      id: string;
      /** @enum {string} */
      kind: 'cave' | 'room' | 'junction' | 'entrance' | 'edge' | 'surface-site';
      /** @description What it is for: 'great-hall', 'slave-pit', 'demon-pit', 'wyrm-cave'… */
      role: string;
      name: string | null;
      shape: components['schemas']['Shape'];
      /** @description Group id of its builder or holder. */
      owner: string | null;
      made: components['schemas']['LayerStamp'];
      /** @enum {string} */
      state: 'natural' | 'occupied' | 'abandoned' | 'ruined' | 'flooded' | 'collapsed';
      /** @description Marks drawn in it: 'tomb', 'plague', 'fate', 'mined', 'water', 'magma'… */
      marks: string[];
      /**
       * @description Why it cannot be reached from the surface or a page edge; null when it can.
       * @enum {string|null}
       */
      sealed: 'secret' | 'undiscovered' | 'demonic' | null;
    };
    /** @description Geometry in beads; y grows down the page (0 = top edge). */
    Shape:
      | {
          /** @enum {string} */
          kind: 'rect';
          x: number;
          y: number;
          w: number;
          h: number;
        }
      | {
          /** @enum {string} */
          kind: 'ellipse';
          cx: number;
          cy: number;
          rx: number;
          ry: number;
        }
      | {
          /** @enum {string} */
          kind: 'polygon';
          points: components['schemas']['Point'][];
        }
      | {
          /** @enum {string} */
          kind: 'polyline';
          points: components['schemas']['Point'][];
          width: number;
        };
    /** @description The tracing sheet, age and year a thing was drawn on. */
    LayerStamp: {
      layer: number;
      /** @enum {string} */
      age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number;
    };
    Tunnel: {
      id: string;
      /** @enum {string} */
      style: 'dwarven' | 'elven' | 'demonic' | 'natural' | 'surface';
      role: string;
      path: components['schemas']['Point'][];
      length: number;
      /** @description Places along it by arc length. */
      stops: {
        s: number;
        place: string;
      }[];
      owner: string | null;
      made: components['schemas']['LayerStamp'];
      /** @enum {string} */
      state: 'natural' | 'occupied' | 'abandoned' | 'ruined' | 'flooded' | 'collapsed';
    };
    Feature: {
      id: string;
      /** @enum {string} */
      kind:
        | 'mithral'
        | 'gold-vein'
        | 'gems'
        | 'river'
        | 'lake'
        | 'sinkhole'
        | 'waterfall'
        | 'water'
        | 'magma'
        | 'plague'
        | 'fate'
        | 'volcano'
        | 'meteorite'
        | 'bridge'
        | 'ore'
        | 'biome'
        | 'ley-line'
        | 'fault';
      name: string | null;
      shape: components['schemas']['Shape'];
      place: string | null;
      /** @description Plague strength, or how many mines an ore body yields. */
      amount: number;
      mined: number;
      made: components['schemas']['LayerStamp'];
      /** @enum {string} */
      state: 'active' | 'spent';
    };
    Token: {
      id: string;
      /**
       * @description population ●, treasure ○, bonus ★, epic ❖
       * @enum {string}
       */
      kind: 'population' | 'treasure' | 'bonus' | 'epic';
      role: string;
      owner: string | null;
      place: string;
      made: components['schemas']['LayerStamp'];
      /** @description A named treasure’s name (the artifact, or Named Treasures). */
      name?: string;
    };
    Group: {
      id: string;
      kind: string;
      culture: string;
      name: string;
      /** @enum {string|null} */
      alignment: 'lawful' | 'neutral' | 'chaotic' | null;
      parent: string | null;
      home: string | null;
      zoc: string[];
      /** @enum {string} */
      state: 'active' | 'ended' | 'abandoned';
      made: components['schemas']['LayerStamp'];
      ended: components['schemas']['LayerStamp'] | null;
      end: string | null;
      /** @description Standing rules for later ages: 'wandering-monster', 'alpha-predator', 'bound'. */
      traits: string[];
    };
    HistoryEvent: {
      seq: number;
      /** @enum {string} */
      age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number;
      /** @enum {string|null} */
      season: 'spring' | 'summer' | 'fall' | 'winter' | null;
      /** @description The rule applied, e.g. 'natural-cavern', 'dwarven-construction', 'slave-revolt'. */
      rule: string;
      text: string;
      actors: string[];
      places: string[];
      /** @description Bead changes, grouped: one record per op, kind, role, owner (after the change), from and to, with how many beads it moved, made or destroyed. */
      tokens: {
        /** @enum {string} */
        op: 'create' | 'move' | 'destroy' | 'convert';
        /** @enum {string} */
        kind: 'population' | 'treasure' | 'bonus' | 'epic';
        role: string;
        owner: string | null;
        from: string | null;
        to: string | null;
        count: number;
      }[];
      /** @description Each die as it fell (with `events=full` only). */
      dice?: {
        die: string;
        value: number;
        for: string;
      }[];
    };
    Dungeon2019: {
      /** @enum {string} */
      ruleset: 'hthad2019';
      version: string;
      seed: string;
      /** @enum {string} */
      until: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
      year: number | null;
      options: {
        civilization: string;
        nexus: boolean;
        page: string;
      };
      reached: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        year: number;
      };
      world: components['schemas']['World'];
      events: components['schemas']['HistoryEvent'][];
      primordial: {
        /** @description The d6 Primordial World roll (0 before it). */
        world: number;
        /** @description The creation story (two on a 10). */
        creation: string[];
        surface: string;
        nexus?: unknown;
        strata: components['schemas']['Stratum'][];
      };
      /** @description The nexus (option `nexus`), with its standing effects. */
      nexus: {
        id: string;
        title: string;
        stratum: number;
        place: string;
        detail: string | null;
        /** @description Standing effects for later ages. */
        effects: string[];
        spent: string[];
      } | null;
      civilization: {
        /** @enum {string} */
        civ: 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        group: string;
        name: string;
        turns: number;
        built: {
          id: string;
          turn: number;
          place: string | null;
        }[];
        ended: string | null;
        /** @description What the later ages act on. */
        legacy: {
          /** @enum {string} */
          kind: 'spawn-monster' | 'first-monster-here' | 'spawn-at-a-population';
          place: string | null;
          tag?: string;
          note: string;
        }[];
      } | null;
      /** @description The Age of Monsters and the Age of Villainy, once reached (else null). */
      monsters: {
        /** @description Turns played in the Age of Monsters. */
        turns: number;
        villain: {
          group: string;
          name: string;
          card: string;
        } | null;
        /** @description How the villain rose: '6●', '6○', or its construction. */
        rose: string | null;
        /** @enum {string|null} */
        villainy: 'horde' | 'empire' | null;
        villainyTurns: number;
        /** @enum {string|null} */
        ending: 'horde-conquers' | 'empire-rules' | 'villain-falls' | 'cap' | 'no-villain' | null;
        /** @description The ages whose turn cap was hit. */
        capped: ('monsters' | 'villainy')[];
        /** @description Monster cards spawned, by id. */
        spawned: string[];
        /** @description Strata the Horde corrupted. */
        corrupted: number[];
        /** @description Groups the Empire annexed. */
        annexed: string[];
      } | null;
      campaign: components['schemas']['Campaign2019'];
    };
    Chronicle: {
      title: string;
      seed: string;
      /** @description Ruleset id and version, e.g. `hthad2008 2008.6.0`. */
      ruleset: string;
      reached: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        year: number;
      };
      ages: {
        /** @enum {string} */
        age: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        title: string;
        years: {
          year: number;
          label: string;
          entries: {
            seq: number;
            season: string | null;
            rule: string;
            text: string;
            beads: {
              holder: string;
              /** @enum {string} */
              kind: 'population' | 'treasure' | 'bonus' | 'epic';
              net: number;
            }[];
            moved: number;
            /** @description Named treasures made, changing hands (holder names; null: loose) or gone in this event. */
            handoffs: {
              treasure: string;
              from: string | null;
              to: string | null;
              made: boolean;
              gone: boolean;
            }[];
            /** @description Null for one event. For a routine line that came round again (same rule, same words but for numbers), folded into its first appearance: how many events, the year of the last, and the `seq` of each after the first. Its `text` gives numbers that varied as a range, its `beads` are summed. Lines that lose treasure, take a bead from its holder, wipe out a group or hand on a named treasure are never folded. */
            folded: {
              count: number;
              lastYear: number;
              seqs: number[];
            } | null;
          }[];
        }[];
      }[];
      /** @description Where each named treasure is at the end (empty when none). */
      treasures: {
        name: string;
        holder: string | null;
        place: string | null;
        gone: boolean;
      }[];
      holdings: {
        group: string | null;
        name: string;
        state: string;
        beads: {
          population: number;
          treasure: number;
          bonus: number;
          epic: number;
        };
      }[];
    };
    CampaignMap: {
      seed: string;
      /** @enum {number} */
      rows: 8;
      entrances: {
        place: string;
        x: number;
        row: number;
        kind: string;
      }[];
      towns: {
        farm: string;
        name: string;
        x: number;
        row: number;
        near: string | null;
      }[];
      landmarks: {
        place: string;
        role: string;
        name: string;
        x: number;
        row: number;
      }[];
      races: {
        race: string;
        why: string;
        x: number;
        row: number;
      }[];
    };
    /** @description The plan in compact form (`geometry=compact`, the default); the README gives the decoder. */
    CrawlPlanCompact: {
      system: string;
      version: string;
      seed: string;
      /** @description Steps resolved (fewer than asked when `complete`). */
      step: number;
      /** @description True when the frontier ran out before the requested step. */
      complete: boolean;
      /** @description The level whose spaces, portals and exits are kept. */
      level: number | null;
      /** @description Every option the crawl ran with, defaults filled in. */
      options: {
        [key: string]: boolean | number | string | string[];
      };
      sheet: components['schemas']['CrawlSheet'];
      levels: components['schemas']['CrawlLevel'][];
      spaces: components['schemas']['CrawlSpaceCompact'][];
      portals: components['schemas']['CrawlPortalCompact'][];
      frontier: components['schemas']['CrawlExit'][];
      /** @description Every step, on every level. */
      log: components['schemas']['CrawlStepCompact'][];
      /** @description What the system tracks beyond the plan, when it tracks anything: Dungeon Plungin' answers its quest pack, Plot Counter (phases, N, X, the next Doorway modifier, whether the dungeon is complete and the Great Door found) and each tile on the Map Maker (column, row, doorways, X doorways, what is placed where by the tile's own coordinates, awareness). */
      extra?: {
        [key: string]: unknown;
      };
    };
    /** @description The grid: width and height in cells. */
    CrawlSheet: {
      width: number;
      height: number;
      cellFeet: number;
      /** @description The drawn map square, in cells. */
      squareCells: number;
    };
    /** @description A level reached: its start space and the step that did. */
    CrawlLevel: {
      level: number;
      start: string;
      step: number;
    };
    CrawlSpaceCompact: {
      id: string;
      /** @enum {string} */
      kind:
        | 'room'
        | 'chamber'
        | 'special-room'
        | 'cave'
        | 'cavern'
        | 'passage'
        | 'passageway'
        | 'corridor'
        | 'hallway'
        | 'stairs'
        | 'landing';
      level: number;
      /** @description Key number on its level; null for passages and stairs. */
      number: number | null;
      /** @enum {string} */
      shape:
        | 'rectangular'
        | 'square'
        | 'circular'
        | 'triangular'
        | 'trapezoidal'
        | 'odd'
        | 'oval'
        | 'hexagonal'
        | 'octagonal'
        | 'cave'
        | 'band';
      /** @description Nominal size as the table gave it. */
      size: string;
      features: components['schemas']['CrawlFeature'][];
      contents: components['schemas']['CrawlContent'][];
      /** @description The step that mapped it (0 = the level’s start). */
      step: number;
      note: string;
      /** @description Its cells, as rectangles. */
      rects: components['schemas']['CrawlRect'][];
    };
    /** @description Something drawn in a space. */
    CrawlFeature: {
      /** @enum {string} */
      kind:
        | 'columns'
        | 'gallery'
        | 'stream'
        | 'river'
        | 'chasm'
        | 'bridge'
        | 'boat'
        | 'jumping-place'
        | 'pool'
        | 'lake'
        | 'well'
        | 'shaft'
        | 'brazier'
        | 'gas'
        | 'sliding-wall'
        | 'statue'
        | 'pit'
        | 'raised-area'
        | 'rubble'
        | 'altar'
        | 'fountain';
      /** @description Cells it covers (or the one it stands on). */
      cells: components['schemas']['CrawlCell'][];
      note: string;
      /** @description Light radius in feet, 0 when it gives none. */
      lightFeet: number;
    };
    /** @description A square of the sheet: x east, y south, from 0. */
    CrawlCell: {
      x: number;
      y: number;
    };
    /** @description What a space holds: monster, treasure, trap, pool, note. */
    CrawlContent:
      | {
          /** @enum {string} */
          kind: 'monster';
          name: string;
          number: number;
          /** @enum {string} */
          role: 'inhabitant' | 'wandering' | 'guardian';
        }
      | {
          /** @enum {string} */
          kind: 'treasure';
          items: {
            /** @enum {string} */
            kind: 'cp' | 'sp' | 'ep' | 'gp' | 'pp' | 'gems' | 'jewelry' | 'magic';
            amount: number;
            note: string;
          }[];
          container: string;
          /** @description How it is protected (trapped or hidden); null when it is not. */
          protection: {
            /** @enum {string} */
            by: 'guarded' | 'hidden';
            detail: string;
          } | null;
        }
      | {
          /** @enum {string} */
          kind: 'trap';
          name: string;
          detail: string;
          cell: components['schemas']['CrawlCell'];
        }
      | {
          /** @enum {string} */
          kind: 'pool';
          name: string;
          detail: string;
          cell: components['schemas']['CrawlCell'];
        }
      | {
          /** @enum {string} */
          kind: 'note';
          text: string;
        };
    /** @description Cells x0..x1 of rows y0..y1 (all included), as [x0, y0, x1, y1]. */
    CrawlRect: [number, number, number, number];
    CrawlPortalCompact: {
      id: string;
      /** @enum {string} */
      kind:
        | 'opening'
        | 'door'
        | 'double-door'
        | 'great-door'
        | 'portcullis'
        | 'secret-door'
        | 'one-way-door'
        | 'illusory-wall'
        | 'stairs-down'
        | 'stairs-up'
        | 'chute'
        | 'trap-door'
        | 'chimney'
        | 'elevator';
      level: number;
      from: string;
      /** @description Null while the far side is unexplored. */
      to: string | null;
      /** @description Level portals: the cell they stand on; null for wall portals. */
      cell: components['schemas']['CrawlCell'] | null;
      toLevel: number | null;
      note: string;
      /** @description Wall portals: their edges as runs. */
      edges: components['schemas']['CrawlEdgeRun'][];
      state: components['schemas']['CrawlPortalStateCompact'];
    };
    /** @description [axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward (to (x+n, y)), `v` southward (to (x, y+n)). */
    CrawlEdgeRun: ['h' | 'v', number, number, number];
    /** @description The door flags that are true (a flag left out is false), and the rest. */
    CrawlPortalStateCompact: {
      closed?: boolean;
      secret?: boolean;
      /** @description Passable only from `from` to `to`. */
      oneWay?: boolean;
      /** @description Shuts behind those who pass, closing the way back for a day. */
      closesEgress?: boolean;
      stuck?: boolean;
      locked?: boolean;
      barred?: boolean;
      trapped?: boolean;
      /** @description How well made the door is, where the rulebook says. */
      quality?: string;
      /** @description Whether the door has a keyhole, where the rulebook says. */
      keyhole?: boolean;
    };
    /** @description An unexplored way on; resolving it is one crawl step. These fields are common to every crawl system; a system adds its own (DMG1: width, special, toLevel, arrival, along, ahead). */
    CrawlExit: {
      id: string;
      /** @description What the system calls it, e.g. `passage`, `door`. */
      kind: string;
      level: number;
      /** @description The space it leaves. */
      from: string;
      /** @description The portal it passes, if any. */
      portal: string | null;
      /** @description The cells just beyond it: the cross-section the next space starts from. */
      cells: components['schemas']['CrawlCell'][];
      /**
       * @description Compass direction; y grows southward.
       * @enum {string}
       */
      dir: 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
      /** @description The step that opened it. */
      step: number;
    } & {
      [key: string]: unknown;
    };
    CrawlStepCompact: {
      step: number;
      exit: string;
      level: number;
      rolls: components['schemas']['CrawlRollCompact'][];
      spaces: string[];
      portals: string[];
      exits: string[];
      /** @description Left out when empty. */
      fallbacks?: string[];
      /** @description Left out when empty. */
      summary?: string;
    };
    /** @description A roll as [table, die, roll, result]. */
    CrawlRollCompact: [string, string, number, string];
    CrawlPlan: {
      system: string;
      version: string;
      seed: string;
      /** @description Steps resolved (fewer than asked when `complete`). */
      step: number;
      /** @description True when the frontier ran out before the requested step. */
      complete: boolean;
      /** @description The level whose spaces, portals and exits are kept. */
      level: number | null;
      /** @description Every option the crawl ran with, defaults filled in. */
      options: {
        [key: string]: boolean | number | string | string[];
      };
      sheet: components['schemas']['CrawlSheet'];
      levels: components['schemas']['CrawlLevel'][];
      spaces: components['schemas']['CrawlSpace'][];
      portals: components['schemas']['CrawlPortal'][];
      frontier: components['schemas']['CrawlExit'][];
      /** @description Every step, on every level. */
      log: components['schemas']['CrawlStep'][];
      /** @description What the system tracks beyond the plan, when it tracks anything: Dungeon Plungin' answers its quest pack, Plot Counter (phases, N, X, the next Doorway modifier, whether the dungeon is complete and the Great Door found) and each tile on the Map Maker (column, row, doorways, X doorways, what is placed where by the tile's own coordinates, awareness). */
      extra?: {
        [key: string]: unknown;
      };
    };
    CrawlSpace: {
      id: string;
      /** @enum {string} */
      kind:
        | 'room'
        | 'chamber'
        | 'special-room'
        | 'cave'
        | 'cavern'
        | 'passage'
        | 'passageway'
        | 'corridor'
        | 'hallway'
        | 'stairs'
        | 'landing';
      level: number;
      /** @description Key number on its level; null for passages and stairs. */
      number: number | null;
      /** @enum {string} */
      shape:
        | 'rectangular'
        | 'square'
        | 'circular'
        | 'triangular'
        | 'trapezoidal'
        | 'odd'
        | 'oval'
        | 'hexagonal'
        | 'octagonal'
        | 'cave'
        | 'band';
      /** @description Nominal size as the table gave it. */
      size: string;
      /** @description Its cells, as row spans. */
      spans: components['schemas']['CrawlSpan'][];
      features: components['schemas']['CrawlFeature'][];
      contents: components['schemas']['CrawlContent'][];
      /** @description The step that mapped it (0 = the level’s start). */
      step: number;
      note: string;
    };
    /** @description Cells x0..x1 (both included) of row y. */
    CrawlSpan: {
      y: number;
      x0: number;
      x1: number;
    };
    /** @description A way between spaces: a wall portal or a level portal. */
    CrawlPortal: {
      id: string;
      /** @enum {string} */
      kind:
        | 'opening'
        | 'door'
        | 'double-door'
        | 'great-door'
        | 'portcullis'
        | 'secret-door'
        | 'one-way-door'
        | 'illusory-wall'
        | 'stairs-down'
        | 'stairs-up'
        | 'chute'
        | 'trap-door'
        | 'chimney'
        | 'elevator';
      level: number;
      from: string;
      /** @description Null while the far side is unexplored. */
      to: string | null;
      /** @description Wall portals: the straight run of edges they cover. */
      edges: components['schemas']['CrawlEdge'][];
      /** @description Level portals: the cell they stand on; null for wall portals. */
      cell: components['schemas']['CrawlCell'] | null;
      toLevel: number | null;
      state: components['schemas']['CrawlPortalState'];
      note: string;
    };
    /** @description One unit edge of the grid in grid-line coordinates: `h` runs from (x, y) to (x+1, y), `v` from (x, y) to (x, y+1). */
    CrawlEdge: {
      /** @enum {string} */
      axis: 'h' | 'v';
      x: number;
      y: number;
    };
    CrawlPortalState: {
      closed: boolean;
      secret: boolean;
      /** @description Passable only from `from` to `to`. */
      oneWay: boolean;
      /** @description Shuts behind those who pass, closing the way back for a day. */
      closesEgress: boolean;
      stuck: boolean;
      locked: boolean;
      barred: boolean;
      trapped: boolean;
      /** @description How well made the door is, where the rulebook says. */
      quality?: string;
      /** @description Whether the door has a keyhole, where the rulebook says. */
      keyhole?: boolean;
    };
    /** @description What one step did: the exit it resolved, every roll, what it placed. */
    CrawlStep: {
      step: number;
      exit: string;
      level: number;
      rolls: components['schemas']['CrawlTableRoll'][];
      spaces: string[];
      portals: string[];
      exits: string[];
      /** @description Where a result did not fit and what was drawn instead. */
      fallbacks: string[];
      summary: string;
    };
    CrawlTableRoll: {
      table: string;
      die: string;
      roll: number;
      result: string;
    };
    /** @description Universal VTT 0.3 (.dd2vtt/.uvtt): resolution, walls, doors, lights and the map PNG as base64. */
    UniversalVtt: {
      /** @enum {number} */
      format: 0.3;
      resolution: {
        map_origin: components['schemas']['UvttPoint'];
        map_size: components['schemas']['UvttPoint'];
        pixels_per_grid: number;
      };
      /** @description Walls blocking sight and movement: straight runs meeting at shared endpoints, and closed pillar outlines. */
      line_of_sight: components['schemas']['UvttPoint'][][];
      /** @description Illusory walls: sight-blocking but passable. */
      objects_line_of_sight: components['schemas']['UvttPoint'][][];
      /** @description One closed portal per door (secret doors only in the referee view); open archways are gaps in the walls, not portals. */
      portals: components['schemas']['UvttPortal'][];
      environment: {
        baked_lighting: boolean;
        ambient_light: string;
      };
      lights: components['schemas']['UvttLight'][];
      /** @description The map PNG as base64; empty with `image=none`. */
      image: string;
    };
    /** @description In grid squares of the drawn map, from the sheet’s north-west corner. */
    UvttPoint: {
      x: number;
      y: number;
    };
    UvttPortal: {
      position: components['schemas']['UvttPoint'];
      bounds: [components['schemas']['UvttPoint'], components['schemas']['UvttPoint']];
      rotation: number;
      closed: boolean;
      freestanding: boolean;
    };
    UvttLight: {
      position: components['schemas']['UvttPoint'];
      range: number;
      intensity: number;
      color: string;
      shadows: boolean;
    };
    /** @description A Foundry VTT scene for Import Data; the background image is named in it and fetched separately (`flags.strata.image`). */
    FoundryScene: {
      name: string;
      width: number;
      height: number;
      padding: number;
      /** @description Foundry 13. */
      background?: {
        /** @description The image file name, uploaded beside the scene. */
        src: string;
      };
      /** @description Foundry 14: the one level, holding the background. */
      levels?: {
        _id: string;
        name: string;
        sort: number;
        background: {
          /** @description The image file name, uploaded beside the scene. */
          src: string;
        };
      }[];
      grid: {
        type: number;
        size: number;
        distance: number;
        units: string;
        alpha: number;
      };
      tokenVision: boolean;
      walls: components['schemas']['FoundryWall'][];
      lights: components['schemas']['FoundryLight'][];
      flags: {
        strata: {
          [key: string]: unknown;
        };
      };
    };
    FoundryWall: {
      _id: string;
      /** @description x0, y0, x1, y1 in pixels of the background image. */
      c: [number, number, number, number];
      /** @description CONST.WALL_MOVEMENT_TYPES: 0 none, 20 normal. */
      move: number;
      /** @description CONST.WALL_SENSE_TYPES: 0 none, 20 normal. */
      sight: number;
      light: number;
      sound: number;
      dir: number;
      /** @description CONST.WALL_DOOR_TYPES: 0 none, 1 door, 2 secret. */
      door: number;
      /** @description CONST.WALL_DOOR_STATES: 0 closed, 2 locked. */
      ds: number;
      flags: {
        [key: string]: unknown;
      };
      /** @description Foundry 14: its level. */
      levels?: string[];
    };
    FoundryLight: {
      _id: string;
      x: number;
      y: number;
      rotation: number;
      walls: boolean;
      vision: boolean;
      hidden: boolean;
      config: {
        /** @description Dim radius in feet. */
        dim: number;
        bright: number;
        color: string;
        alpha: number;
        angle: number;
      };
      levels?: string[];
    };
    /** @description The state in compact form (`geometry=compact`, the default): log entries as lists, the crawl plan compact; the README gives the decoder. */
    PlayStateCompact: {
      system: string;
      version: string;
      seed: string;
      round: number;
      action: number;
      asked: {
        round: number;
        action: number | null;
      };
      outcome: string | null;
      level: number;
      options: {
        [key: string]: unknown;
      };
      figures: components['schemas']['PlayFigure'][];
      log: components['schemas']['PlayEntryCompact'][];
      /** @description The party's shared holdings where the game keeps them: gold, valuables, keys, carried items, discards, XP. */
      party?: {
        [key: string]: unknown;
      };
      crawl: components['schemas']['CrawlPlanCompact'];
    };
    /** @description A hero or a monster: where it stands and how it fares. */
    PlayFigure: {
      id: string;
      /** @enum {string} */
      side: 'hero' | 'monster';
      name: string;
      level: number;
      cell: {
        x: number;
        y: number;
      };
      life: number;
      maxLife: number;
      conditions: string[];
    };
    /** @description One line of the play log: [round, action, actor, act, text, dice runs]. */
    PlayEntryCompact: [
      number,
      number,
      string,
      string,
      string,
      components['schemas']['PlayDiceRun'][],
    ];
    /** @description One die rolled for one purpose, in order: [die, for, value, …]. */
    PlayDiceRun: [string, string];
    /** @description The game where the replay stopped: round and action reached (`asked` is what the query asked; a round past the end answers the final state), the outcome once the quest is over, every figure, the play log (the round reached, unless `log` asks for none or all of it) and the dungeon as built (the crawl plan of `level`). */
    PlayState: {
      system: string;
      version: string;
      seed: string;
      round: number;
      action: number;
      asked: {
        round: number;
        action: number | null;
      };
      outcome: string | null;
      level: number;
      options: {
        [key: string]: unknown;
      };
      figures: components['schemas']['PlayFigure'][];
      /** @description The play log as `log` asks: the round reached (the default), none, or all of it so far. */
      log: components['schemas']['PlayEntry'][];
      /** @description The party's shared holdings where the game keeps them: gold, valuables, keys, carried items, discards, XP. */
      party?: {
        [key: string]: unknown;
      };
      crawl: components['schemas']['CrawlPlan'];
    };
    /** @description One line of the play log, with its dice. */
    PlayEntry: {
      round: number;
      action: number;
      actor: string;
      act: string;
      text: string;
      dice: {
        die: string;
        value: number;
        for: string;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
            info: {
              [key: string]: unknown;
            };
            paths: {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reference page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listRulesets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All registered rule systems. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RulesetList'];
        };
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDungeon: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description How much of the event log to include: `none` (the default: the state alone, `events` empty; the chronicle route tells the events), `summary` (every event with its bead changes grouped: one record per op, kind, role, owner, from and to, with `count`), or `full` (the summary and each die as it fell, in `dice`). */
        events?: 'none' | 'summary' | 'full';
        /** @description `compact`: points as flat lists [x0, y0, …], shapes as lists headed by their kind, layer stamps as [layer, year], null and empty keys left out, beads in runs sharing one record, events grouped by moment (age, year, season) with each event and bead change as a list. `full`: every record spelled out, as before. The same world; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The world at the requested point. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['Dungeon2008Compact']
            | components['schemas']['Dungeon2019Compact']
            | components['schemas']['Dungeon2008']
            | components['schemas']['Dungeon2019'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getChronicle: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description text (plain), markdown, or a JSON outline of ages, years and entries. */
        format?: 'text' | 'markdown' | 'json';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Historical Record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'text/markdown': string;
          'application/json': components['schemas']['Chronicle'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDungeonMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description Which tracing sheets to draw: `all`, or one age’s sheet (that age’s works in full, earlier sheets faint underneath, later ones left out). */
        layers?: 'all' | 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy';
        /** @description Write names and labels on the map. */
        labels?: boolean;
        /** @description Draw the legend and the holdings (who holds what) under the page. */
        legend?: boolean;
        /** @description `parchment` (coloured paper) or `ink` (white, print-friendly). */
        theme?: 'parchment' | 'ink';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map as SVG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDungeonMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description Which tracing sheets to draw: `all`, or one age’s sheet (that age’s works in full, earlier sheets faint underneath, later ones left out). */
        layers?: 'all' | 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy';
        /** @description Write names and labels on the map. */
        labels?: boolean;
        /** @description Draw the legend and the holdings (who holds what) under the page. */
        legend?: boolean;
        /** @description `parchment` (coloured paper) or `ink` (white, print-friendly). */
        theme?: 'parchment' | 'ink';
        /** @description Image width in pixels (256–4096); the height follows the page. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map as PNG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCampaign: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaign map as data (drawing it is the renderer’s job). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CampaignMap'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCampaignSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description `parchment` (coloured paper) or `ink` (white, print-friendly). */
        theme?: 'parchment' | 'ink';
        /** @description Write names and labels on the map. */
        labels?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaign map as SVG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCampaignPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The rule system that plays the history: hthad2008 (How to Host a Dungeon (2008)), hthad2019 (How to Host a Dungeon (2019)). */
        ruleset?: 'hthad2008' | 'hthad2019';
        /** @description Stop at the end of this age: primordial (The Primordial Age), civilization (The Age of Civilization), disaster (The Great Disaster), monsters (The Age of Monsters), villainy (The Age of Villainy), end (The End). Each ruleset lists its ages in /v1/rulesets. */
        until?: 'primordial' | 'civilization' | 'disaster' | 'monsters' | 'villainy' | 'end';
        /** @description Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets. */
        year?: number;
        /** @description The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option. Only for: hthad2008. The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons. Comma-separated, at most 2, from: dwarves, dark-elves, demons, custom, random. */
        civ?: string;
        /** @description Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy). Only for: hthad2008. Comma-separated, at most 6, from: water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals. */
        rules?: string;
        /** @description Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name. Only for: hthad2008. */
        world?:
          | 'ordinary'
          | 'roll'
          | 'firetop-range'
          | 'rift-of-sorrows'
          | 'scorched-lands'
          | 'hollow-earth'
          | 'pocket-universe';
        /** @description Page size in beads: letter 28x21, tabloid 42x28, poster 56x42. */
        page?: 'letter' | 'tabloid' | 'poster';
        /** @description The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five). Only for: hthad2019. */
        civilization?: 'random' | 'alien' | 'dwarven' | 'deep-elf' | 'demon' | 'magician';
        /** @description Roll the optional d20 Nexus table for one stratum in the Primordial Age. Only for: hthad2019. */
        nexus?: boolean;
        /** @description `parchment` (coloured paper) or `ink` (white, print-friendly). */
        theme?: 'parchment' | 'ink';
        /** @description Write names and labels on the map. */
        labels?: boolean;
        /** @description Image width in pixels (256–4096); the height follows the sheet. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaign map as PNG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1Crawl: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
        /** @description `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['CrawlPlanCompact'] | components['schemas']['CrawlPlan'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1MapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1MapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows); with `mode=sheet` only (a 400 with `mode=vtt`, whose size `pixelsPerGrid` sets). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1Key: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key as plain text. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1Uvtt: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description `png`: the map image inside, as base64. `none`: `image` is the empty string, for importers that take the picture separately (fetch map.png with `mode=vtt` and the same `view` and `pixelsPerGrid`). */
        image?: 'png' | 'none';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Universal VTT document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UniversalVtt'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDmg1Foundry: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..500); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 500 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20. */
        searcher?: 'non-elf' | 'elf' | 'magic-device';
        /** @description Where caves and caverns (Table VIII) replace rooms and chambers. */
        caves?: 'never' | 'lower' | 'always';
        /** @description First level counted as "lower" for caves. */
        cavesFrom?: number;
        /** @description How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room. */
        start?:
          | 'random'
          | 'table-v'
          | 'starter-1'
          | 'starter-2'
          | 'starter-3'
          | 'starter-4'
          | 'starter-5';
        /** @description Sheet width in 10-ft squares. */
        sheetWidth?: number;
        /** @description Sheet height in 10-ft squares. */
        sheetHeight?: number;
        /** @description Deepest level; links below it are noted, not followed. */
        maxLevel?: number;
        /** @description Solo rules: listen at doors (d12), check egress doors only after descending. */
        solo?: boolean;
        /** @description Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1. */
        detection?: boolean;
        /** @description The Foundry VTT core generation to write for: `13` (background on the scene) or `14` (background on the scene level; walls and lights name it). */
        foundry?: '13' | '14';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scene. Its `view` chooses only the background: Foundry hides secret doors from players by itself. Default `player`, since players see the background. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FoundryScene'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginCrawl: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['CrawlPlanCompact'] | components['schemas']['CrawlPlan'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginCrawl: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['CrawlPlanCompact'] | components['schemas']['CrawlPlan'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows); with `mode=sheet` only (a 400 with `mode=vtt`, whose size `pixelsPerGrid` sets). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows); with `mode=sheet` only (a 400 with `mode=vtt`, whose size `pixelsPerGrid` sets). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginKey: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key as plain text. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginKey: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The key as plain text. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginUvtt: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description `png`: the map image inside, as base64. `none`: `image` is the empty string, for importers that take the picture separately (fetch map.png with `mode=vtt` and the same `view` and `pixelsPerGrid`). */
        image?: 'png' | 'none';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Universal VTT document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UniversalVtt'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginUvtt: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description `png`: the map image inside, as base64. `none`: `image` is the empty string, for importers that take the picture separately (fetch map.png with `mode=vtt` and the same `view` and `pixelsPerGrid`). */
        image?: 'png' | 'none';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The Universal VTT document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UniversalVtt'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginFoundry: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description The Foundry VTT core generation to write for: `13` (background on the scene) or `14` (background on the scene level; walls and lights name it). */
        foundry?: '13' | '14';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scene. Its `view` chooses only the background: Foundry hides secret doors from players by itself. Default `player`, since players see the background. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FoundryScene'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginFoundry: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..200); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 200 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description The Foundry VTT core generation to write for: `13` (background on the scene) or `14` (background on the scene level; walls and lights name it). */
        foundry?: '13' | '14';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers. At most 65536 bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose `errors` give JSON pointers into it as `parameter`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PlunginPack'];
      };
    };
    responses: {
      /** @description The scene. Its `view` chooses only the background: Foundry hides secret doors from players by itself. Default `player`, since players see the background. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FoundryScene'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the quest pack is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 65536 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesCrawl: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
        /** @description `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['CrawlPlanCompact'] | components['schemas']['CrawlPlan'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description `sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names. */
        mode?: 'sheet' | 'vtt';
        /** @description Pixels per grid square. `mode=vtt`: Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. Default 70. `mode=sheet`: the map's squares on the sheet (default 24; `width` then scales the whole sheet). */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows); with `mode=sheet` only (a 400 with `mode=vtt`, whose size `pixelsPerGrid` sets). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesKey: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key as plain text. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesUvtt: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description `png`: the map image inside, as base64. `none`: `image` is the empty string, for importers that take the picture separately (fetch map.png with `mode=vtt` and the same `view` and `pixelsPerGrid`). */
        image?: 'png' | 'none';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Universal VTT document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UniversalVtt'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTilesFoundry: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description Frontier exits to resolve (0..400); a `path` chooses the first of them and the explorer the rest. */
        step?: number;
        /** @description The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached. */
        level?: number;
        /** @description Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most 400 and at most `step`. Each must be on the frontier when its turn comes, or the answer is a 400 naming `path`. */
        path?: string;
        /** @description A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136). */
        dungeon?: 'big' | 'small';
        /** @description The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all. */
        entry?:
          | 'random'
          | 'cave'
          | 'hillside'
          | 'double-doors'
          | 'steps'
          | 'sinkhole'
          | 'shaft'
          | 'wilderness-cave';
        /** @description Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison. */
        party?: 'level' | 'weaker' | 'same' | 'stronger';
        /** @description A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963). */
        visit?: 'first' | 'return';
        /** @description Sheet width in 40-ft tiles. */
        sheetWidth?: number;
        /** @description Sheet height in 40-ft tiles. */
        sheetHeight?: number;
        /** @description Deepest level; steps below it are noted, not followed. */
        maxLevel?: number;
        /** @description The Foundry VTT core generation to write for: `13` (background on the scene) or `14` (background on the scene level; walls and lights name it). */
        foundry?: '13' | '14';
        /** @description `referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per grid square of the image (20..140); the image is exactly the map's squares times this. Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scene. Its `view` chooses only the background: Foundry hides secret doors from players by itself. Default `player`, since players see the background. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FoundryScene'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPlunginPacks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The built-in quest packs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            system: string;
            document: string;
            items: {
              id: string;
              title: string;
              description: string;
              document: components['schemas']['PlunginPack'];
            }[];
          };
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getPlunginPlay: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description How much of the play log to include: `round` (the default: the entries of the round reached, up to `action`; what happened since the round before, so a client stepping through the quest needs no second request), `none` (the state alone, `log` empty), or `full` (every entry from the setting up on, as before). `/log` tells the whole quest as a session report. */
        log?: 'none' | 'round' | 'full';
        /** @description The play log: `compact` gives each entry as [round, action, actor, act, text, dice] with its dice in runs [die, for, value, …] (one die for one purpose, in order); `full` as objects, each die `{die, value, for}`. The crawl plan: `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['PlayStateCompact'] | components['schemas']['PlayState'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginPlay: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description How much of the play log to include: `round` (the default: the entries of the round reached, up to `action`; what happened since the round before, so a client stepping through the quest needs no second request), `none` (the state alone, `log` empty), or `full` (every entry from the setting up on, as before). `/log` tells the whole quest as a session report. */
        log?: 'none' | 'round' | 'full';
        /** @description The play log: `compact` gives each entry as [round, action, actor, act, text, dice] with its dice in runs [die, for, value, …] (one die for one purpose, in order); `full` as objects, each die `{die, value, for}`. The crawl plan: `compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder. */
        geometry?: 'full' | 'compact';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Any of the game's documents by name (`pack`: A Dungeon Plungin' quest pack, as the construction crawl reads it. `party`: The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).), replacing the built-in ones. At most 262144 bytes (413 over it); a document that breaks the game's rules is a 400 whose `errors` give JSON pointers into the body as `parameter`. */
    requestBody: {
      content: {
        'application/json': {
          pack?: components['schemas']['PlunginPlayPack'];
          party?: components['schemas']['PlunginPlayParty'];
        };
      };
    };
    responses: {
      /** @description The state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['PlayStateCompact'] | components['schemas']['PlayState'];
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 262144 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginPlayMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description `referee`: every mark of the crawl map. `player`: what the party may see (no numbers, traps or secret doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per map square (default 24). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginPlayMapSvg: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description `referee`: every mark of the crawl map. `player`: what the party may see (no numbers, traps or secret doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per map square (default 24). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Any of the game's documents by name (`pack`: A Dungeon Plungin' quest pack, as the construction crawl reads it. `party`: The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).), replacing the built-in ones. At most 262144 bytes (413 over it); a document that breaks the game's rules is a 400 whose `errors` give JSON pointers into the body as `parameter`. */
    requestBody: {
      content: {
        'application/json': {
          pack?: components['schemas']['PlunginPlayPack'];
          party?: components['schemas']['PlunginPlayParty'];
        };
      };
    };
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 262144 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginPlayMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description `referee`: every mark of the crawl map. `player`: what the party may see (no numbers, traps or secret doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per map square (default 24). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginPlayMapPng: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
        /** @description `referee`: every mark of the crawl map. `player`: what the party may see (no numbers, traps or secret doors). */
        view?: 'referee' | 'player';
        /** @description Pixels per map square (default 24). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        pixelsPerGrid?: number;
        /** @description Image width in pixels (height follows). Every image is at most 64,000,000 pixels in all and 16,384 a side: beyond, a 400 names this parameter. */
        width?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Any of the game's documents by name (`pack`: A Dungeon Plungin' quest pack, as the construction crawl reads it. `party`: The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).), replacing the built-in ones. At most 262144 bytes (413 over it); a document that breaks the game's rules is a 400 whose `errors` give JSON pointers into the body as `parameter`. */
    requestBody: {
      content: {
        'application/json': {
          pack?: components['schemas']['PlunginPlayPack'];
          party?: components['schemas']['PlunginPlayParty'];
        };
      };
    };
    responses: {
      /** @description The map. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Uint8Array;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 262144 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginPlayLog: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The log as Markdown. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginPlayLog: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Any of the game's documents by name (`pack`: A Dungeon Plungin' quest pack, as the construction crawl reads it. `party`: The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).), replacing the built-in ones. At most 262144 bytes (413 over it); a document that breaks the game's rules is a 400 whose `errors` give JSON pointers into the body as `parameter`. */
    requestBody: {
      content: {
        'application/json': {
          pack?: components['schemas']['PlunginPlayPack'];
          party?: components['schemas']['PlunginPlayParty'];
        };
      };
    };
    responses: {
      /** @description The log as Markdown. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 262144 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPlunginPlaySheets: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sheets as Markdown. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter is invalid (problem+json naming it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPlunginPlaySheets: {
    parameters: {
      query: {
        /** @description The seed: any text of 1 to 128 characters. The same seed and options give the same dungeon, forever. */
        seed: string;
        /** @description Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag. */
        v?: string;
        /** @description The round to stop after (0..300; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state. */
        round?: number;
        /** @description Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`. */
        action?: number;
        /** @description The dungeon level to answer: one the party has reached. */
        level?: number;
        /** @description The built-in quest pack whose charts build the dungeon as doors open. */
        pack?: 'strata-sunken-shrine' | 'strata-ghoblin-warren' | 'strata-bone-vault';
        /** @description Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike. */
        fasterBloodier?: boolean;
        /** @description Attack and defence fumbles have no effect (no stun, no broken weak items). */
        noFumbles?: boolean;
        /** @description +1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters. */
        tougher?: boolean;
        /** @description A character next to two or more opponents defends with one die fewer. */
        overwhelmed?: boolean;
        /** @description Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest. */
        quest?: number;
        /** @description XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs. */
        sharedXp?: boolean;
        /** @description Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter. */
        goldRush?: boolean;
        /** @description In town, spare gold buys training: 10 gold for 1 XP for the party. */
        tutor?: boolean;
        /** @description The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole. */
        freeHeroOrder?: boolean;
        /** @description An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn. */
        facing?: boolean;
        /** @description A ranged attack passing through a square another character stands on: the target rolls one DEF die more. */
        cover?: boolean;
        /** @description A character that starts its turn next to an opponent moves at most 1 square. */
        disengage?: boolean;
        /** @description Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it. */
        rangedInMelee?: boolean;
        /** @description A fumbled ranged attack misses and flies at a random character in its line or next to the target. */
        rangedFumbles?: boolean;
        /** @description One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it. */
        oneCheck?: boolean;
        /** @description book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds. */
        stun?: 'book' | 'variant' | 'variant-2';
        /** @description A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town. */
        fireAndForget?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Any of the game's documents by name (`pack`: A Dungeon Plungin' quest pack, as the construction crawl reads it. `party`: The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).), replacing the built-in ones. At most 262144 bytes (413 over it); a document that breaks the game's rules is a 400 whose `errors` give JSON pointers into the body as `parameter`. */
    requestBody: {
      content: {
        'application/json': {
          pack?: components['schemas']['PlunginPlayPack'];
          party?: components['schemas']['PlunginPlayParty'];
        };
      };
    };
    responses: {
      /** @description The sheets as Markdown. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The URL pins a version this service no longer runs (problem+json naming the current one). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is over 262144 bytes. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getViewer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page: HTML with its style and script inline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The client holds the current representation (If-None-Match). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
