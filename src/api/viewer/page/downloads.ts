/**
 * Downloads of what is on screen, and the share link. Each file is the API's own resource
 * (the API names it too, in Content-Disposition); player-safe exports are offered where the
 * route can leave out the referee's marks (`view=player`). With a pasted document on screen, a
 * download POSTs it as the screen does, so the file is what the screen shows.
 */
import { documentFor, paramSchema, resourceUrl } from './api';
import { el, ui } from './dom';
import { slug } from './state';
import type { Ruleset } from './types';

const PNG_WIDTH = 1600;

interface Item {
  readonly format: string;
  readonly label: string;
  readonly ext: string;
  readonly href: string | null;
  readonly player?: boolean;
}

export function showDownloads(
  sys: Ruleset,
  q: URLSearchParams,
  where: string,
  at: Record<string, string | null>,
): void {
  const base = `strata-${sys.id}-${slug(q.get('seed') ?? '')}-${where}`;
  const formats = paramSchema(sys, '/chronicle', 'format')?.enum;
  const widthMax = paramSchema(sys, '/map.png', 'width')?.maximum;
  const width = String(Math.min(PNG_WIDTH, widthMax ?? PNG_WIDTH));
  const player = paramSchema(sys, '/map.png', 'view')?.enum?.includes('player');
  const items: Item[] = [
    {
      format: 'png',
      label: 'Map (PNG)',
      ext: 'png',
      href: resourceUrl(sys, q, '/map.png', { ...at, width }),
    },
    { format: 'svg', label: 'Map (SVG)', ext: 'svg', href: resourceUrl(sys, q, '/map.svg', at) },
  ];
  if (player)
    items.push({
      format: 'player-png',
      label: 'Players’ map (PNG)',
      ext: 'png',
      player: true,
      href: resourceUrl(sys, q, '/map.png', { ...at, width, view: 'player' }),
    });
  if (sys.kind === 'history') {
    const format = !formats || formats.includes('markdown') ? 'markdown' : 'text';
    items.push({
      format: 'chronicle',
      label: 'Chronicle',
      ext: format === 'markdown' ? 'md' : 'txt',
      href: resourceUrl(sys, q, '/chronicle', { ...at, format }),
    });
  } else if (sys.kind === 'play') {
    items.push({
      format: 'log',
      label: 'Play log',
      ext: 'md',
      href: resourceUrl(sys, q, '/log', at),
    });
    items.push({
      format: 'sheets',
      label: 'Character sheets',
      ext: 'sheets.md',
      href: resourceUrl(sys, q, '/sheets', at),
    });
  } else
    items.push({ format: 'key', label: 'Key', ext: 'txt', href: resourceUrl(sys, q, '/key', at) });
  items.push({
    format: 'uvtt',
    label: 'Universal VTT',
    ext: 'dd2vtt',
    href: resourceUrl(sys, q, '/uvtt', at),
  });
  if (player && paramSchema(sys, '/uvtt', 'view')?.enum?.includes('player'))
    items.push({
      format: 'player-uvtt',
      label: 'Players’ VTT',
      ext: 'dd2vtt',
      player: true,
      href: resourceUrl(sys, q, '/uvtt', { ...at, view: 'player' }),
    });
  items.push({
    format: 'foundry',
    label: 'Foundry scene',
    ext: 'foundry.json',
    href: resourceUrl(sys, q, '/foundry', at),
  });
  items.push({
    format: 'json',
    label: 'Data (JSON)',
    ext: 'json',
    href: resourceUrl(sys, q, '', at),
  });
  ui.downloads.replaceChildren(
    ...items.flatMap((it) => {
      if (!it.href) return [];
      const name = `${base}${it.player ? '-player' : ''}.${it.ext}`;
      const a = el(
        'a',
        {
          class: it.player ? 'button player' : 'button',
          href: it.href,
          download: name,
          'data-format': it.format,
          'aria-label': `Download ${it.label}`,
        },
        it.label,
      );
      const href = it.href;
      a.addEventListener('click', (ev) => {
        const body = documentFor(href);
        if (body === null) return;
        ev.preventDefault();
        void postDownload(href, body, name);
      });
      return [a];
    }),
  );
}

/** Fetch `url` by POST with the pasted document and save the answer as `name`. */
async function postDownload(url: string, body: string, name: string): Promise<void> {
  ui.copied.textContent = '';
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  } catch {
    ui.copied.textContent = 'The download could not reach the service.';
    return;
  }
  if (!res.ok) {
    ui.copied.textContent = `The download failed: ${res.status} ${res.statusText}.`;
    return;
  }
  const blobUrl = URL.createObjectURL(await res.blob());
  const link = el('a', { href: blobUrl, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}

export async function copyLink(): Promise<void> {
  const url = location.href;
  let done = false;
  try {
    await navigator.clipboard.writeText(url);
    done = true;
  } catch {
    ui.link.focus();
    ui.link.select();
    done = document.execCommand('copy');
  }
  ui.copied.textContent = done ? 'Link copied.' : 'Select the link and copy it.';
}
