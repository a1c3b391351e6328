/**
 * `/v1/dungeon` and its resources for every history ruleset in the registry.
 */
import type { HistoryRuleset } from '../../hthad/history/ruleset';
import { route, type RouteModule } from '../lib/types';
import { jsonBody, seeded } from '../lib/cache';
import { renderPng } from '../lib/image';
import {
  campaignData,
  campaignSvg,
  chronicleBody,
  dungeonBody,
  replayOf,
  requireCampaign,
  sideViewSvg,
  versionsOf,
} from './history.handlers';
import { historyRouteDefs } from './history.routes';

export function historyRoutes(rulesets: readonly HistoryRuleset[]): RouteModule {
  return (app) => {
    if (rulesets.length === 0) return;
    const r = historyRouteDefs(rulesets);
    route(app, r.dungeon, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      return seeded(c, {
        versions: versionsOf(rp, c.get('png'), 'dungeon'),
        query: rp.query,
        produce: () => dungeonBody(rp, q),
      });
    });
    route(app, r.chronicle, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      return seeded(c, {
        versions: versionsOf(rp, c.get('png'), 'chronicle'),
        query: rp.query,
        produce: () => chronicleBody(rp, q),
      });
    });
    route(app, r.mapSvg, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      return seeded(c, {
        versions: versionsOf(rp, c.get('png'), 'mapSvg'),
        query: rp.query,
        produce: () => ({ body: sideViewSvg(rp, q), contentType: 'image/svg+xml; charset=utf-8' }),
      });
    });
    route(app, r.mapPng, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      const png = c.get('png');
      return seeded(c, {
        versions: versionsOf(rp, png, 'mapPng'),
        query: rp.query,
        produce: async () => ({
          body: await renderPng(png, sideViewSvg(rp, q), { width: q.width }, 'width'),
          contentType: 'image/png',
        }),
      });
    });
    if (!rulesets.some((s) => s.campaign)) return;
    route(app, r.campaign, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      requireCampaign(rp);
      return seeded(c, {
        versions: versionsOf(rp, c.get('png'), 'campaign'),
        query: rp.query,
        produce: () => jsonBody(campaignData(rp, q).data),
      });
    });
    route(app, r.campaignSvg, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      requireCampaign(rp);
      return seeded(c, {
        versions: versionsOf(rp, c.get('png'), 'campaignSvg'),
        query: rp.query,
        produce: () => ({ body: campaignSvg(rp, q), contentType: 'image/svg+xml; charset=utf-8' }),
      });
    });
    route(app, r.campaignPng, (c) => {
      const q = c.req.valid('query');
      const rp = replayOf(c, rulesets, q);
      requireCampaign(rp);
      const png = c.get('png');
      return seeded(c, {
        versions: versionsOf(rp, png, 'campaignPng'),
        query: rp.query,
        produce: async () => ({
          body: await renderPng(png, campaignSvg(rp, q), { width: q.width }, 'width'),
          contentType: 'image/png',
        }),
      });
    });
  };
}
