import type { RouteModule } from '../lib/types';
import { SYSTEMS } from './registry';
import { listRulesets } from './rulesets.routes';

export const rulesetsRoutes: RouteModule = (app) => {
  app.openapi(listRulesets, (c) =>
    c.json(
      {
        rulesets: SYSTEMS.map((s) => ({
          ...s,
          stages: [...s.stages],
          options: s.options.map((o) => ({ ...o })),
        })),
      } as never,
      200,
    ),
  );
};
