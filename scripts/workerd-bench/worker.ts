/**
 * The bench worker for `npm run bench:workerd`: runs the 2008 history inside workerd, the
 * runtime Cloudflare Workers use, and answers each seed's time per run. Workers let the clock
 * move only between awaits, so each seed runs `k` times between two awaits and the time is
 * their mean (the clock reads whole milliseconds). Bench only: never deployed.
 */
import { runHistory } from '../../src/hthad/2008/history';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export default {
  async fetch(req: Request): Promise<Response> {
    const u = new URL(req.url);
    const seeds = (u.searchParams.get('seeds') ?? '').split(',').filter((s) => s !== '');
    const k = Math.max(1, Number(u.searchParams.get('k') ?? 5));
    const until = (u.searchParams.get('until') ?? 'end') as 'end';
    const perRun: number[] = [];
    for (const seed of seeds) {
      await tick();
      const t0 = Date.now();
      for (let r = 0; r < k; r++) runHistory({ seed, until });
      await tick();
      perRun.push((Date.now() - t0) / k);
    }
    return Response.json({ perRun });
  },
};
