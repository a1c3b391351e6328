/**
 * The environment every wrangler this project starts runs in (benches, the workerd tests): the
 * process's own, offline (no metrics sent, no fetch of Cloudflare's request data), without the
 * banner or colours in its output.
 */
export function wranglerOfflineEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    NO_COLOR: '1',
  };
}
