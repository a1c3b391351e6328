/**
 * Requests that warm an app before it serves: one replay and one drawing of every registered
 * system, so the first client does not pay for compiling the engines, the renderer and the
 * fonts (the first request cost 7–23 times a warm one, and about five passed before times
 * settled).
 */
import type { Registry } from '../systems';

/** A few URLs per registered system, the same every start. */
export function warmUrls(registry: Registry): string[] {
  const urls: string[] = ['/v1/rulesets', '/openapi.json'];
  for (const s of registry.histories)
    for (const seed of ['warm-1', 'warm-2'])
      urls.push(
        `/v1/dungeon?seed=${seed}&ruleset=${s.id}`,
        `/v1/dungeon/map.svg?seed=${seed}&ruleset=${s.id}`,
        `/v1/dungeon/map.png?seed=${seed}&ruleset=${s.id}&width=256`,
        `/v1/dungeon/chronicle?seed=${seed}&ruleset=${s.id}`,
      );
  for (const s of registry.crawls)
    for (const seed of ['warm-1', 'warm-2'])
      urls.push(
        `/v1/crawl/${s.id}?seed=${seed}`,
        `/v1/crawl/${s.id}/map.svg?seed=${seed}`,
        `/v1/crawl/${s.id}/map.png?seed=${seed}&width=256`,
      );
  return urls;
}

/** Answer each warm-up URL once, in order; a failure is reported, not fatal. */
export async function warm(
  app: { request: (url: string) => Response | Promise<Response> },
  urls: readonly string[],
  report: (url: string, status: number) => void = () => undefined,
): Promise<void> {
  for (const url of urls) {
    const res = await app.request(`http://localhost${url}`);
    await res.arrayBuffer();
    if (res.status !== 200) report(url, res.status);
  }
}
