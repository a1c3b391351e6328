/**
 * The side view of a How to Host a Dungeon world, as the rulebook draws it by hand: sky and
 * surface, pencil caves, blue Dwarven works, black Dark Elf works, red Demon works and gold,
 * beads in their places, names, a legend and a title block. World → scene → SVG string.
 *
 * @example renderSideView({ world, seed: 'moria', ruleset, at: { age: 'end', year: 3 } })
 */
import { attrs, esc } from '../svg';
import { FONT_FAMILY } from '../fonts';
import { textWidth } from '../text-metrics';
import {
  AGE_TITLES,
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  type Scene,
  type SideViewInput,
  type Visibility,
  type SideViewOptions,
} from './scene';
import {
  inkFor,
  paintLabels,
  paintMarks,
  paintPlaces,
  paintTokens,
  paintTunnels,
  paintWaters,
  S,
  u,
  ua,
} from './paint-items';
import {
  bandHeight,
  MARGIN_TOP,
  MARGIN_X,
  paintGround,
  paintHoldings,
  paintLegend,
  paintMargins,
  paintOpenAir,
  paintTitle,
  paintTreasureKey,
} from './paint-frame';
import { THEMES, type Theme } from './theme';
import { paintStrata } from './features-2019';
import { paintCorruption, paintCorruptionCaption, paintEmpire } from './monsters-2019';
import type { Jitter } from './pencil';

export * from './scene';

/**
 * The drawing's own version: bump it (and run `npm run catalogue`) whenever a change alters
 * the SVG bytes for the same world, so the golden catalogue says why its hashes moved.
 */
export const SIDE_VIEW_VERSION = '1.6.0';
export { THEMES, THEME_IDS, type ThemeId, type Theme, type Ink } from './theme';

/** Size of the drawing in SVG user units. */
export function sideViewSize(scene: Pick<Scene, 'page' | 'options'>): {
  width: number;
  height: number;
} {
  return {
    width: (scene.page.width + 2 * MARGIN_X) * S,
    height: (MARGIN_TOP + scene.page.height + bandHeight(scene.options.legend)) * S,
  };
}

function paintItems(scene: Scene, theme: Theme, ink: (id: string) => Jitter): string {
  return (
    paintWaters(scene, theme, ink) +
    paintTunnels(scene, theme, ink) +
    paintPlaces(scene, theme, ink) +
    paintMarks(scene, theme, ink)
  );
}

/** Paint a scene. */
export function paintScene(scene: Scene): string {
  const theme = THEMES[scene.options.theme];
  const ink = inkFor(scene.title.seed);
  const { width, height } = sideViewSize(scene);
  const W = scene.page.width;
  const H = scene.page.height;
  let svg = `<svg${attrs({
    xmlns: 'http://www.w3.org/2000/svg',
    width,
    height,
    viewBox: `0 0 ${u(W + 2 * MARGIN_X)} ${u(MARGIN_TOP + H + bandHeight(scene.options.legend))}`,
    'font-family': FONT_FAMILY,
    role: 'img',
    'aria-label': `Side view of ${scene.title.name}, seed ${scene.title.seed}, ${AGE_TITLES[scene.title.age]}`,
    'data-seed': scene.title.seed,
    'data-ruleset': scene.title.ruleset.id,
    'data-age': scene.title.age,
    'data-year': String(scene.title.year),
    'data-layers': scene.options.layers,
  })}>`;
  svg += `<title>${esc(`${scene.title.name} — seed ${scene.title.seed}`)}</title>`;
  svg += `<rect${attrs({ x: 0, y: 0, width: '100%', height: '100%', fill: theme.paper })}/>`;
  // The page: a translated group, not a clipped nested <svg> (a clip costs the rasteriser a mask
  // layer); everything on the page stays inside it by construction.
  svg += `<g${attrs({ class: 'page', transform: `translate(${u(MARGIN_X)} ${u(MARGIN_TOP)})` })}>`;
  svg += paintGround(scene, theme, ink('surface'));
  svg += paintCorruption(scene.page, scene.villainy2019 ?? null);
  svg += paintStrata(scene.page, theme);
  // Earlier tracing sheets lie under the current one, seen through the paper: one faint group.
  const sheet = (vis: Visibility): Scene => ({
    ...scene,
    places: scene.places.filter((p) => p.vis === vis),
    tunnels: scene.tunnels.filter((t) => t.vis === vis),
    features: scene.features.filter((f) => f.vis === vis),
  });
  const ghost = sheet('ghost');
  if (ghost.places.length + ghost.tunnels.length + ghost.features.length > 0)
    svg += `<g${attrs({ class: 'earlier-sheets', opacity: theme.ghost })}>${paintItems(ghost, theme, ink)}</g>`;
  svg += paintItems(sheet('full'), theme, ink);
  svg += paintOpenAir(scene, theme, ink('surface'));
  svg += paintTokens(scene, theme);
  svg += paintEmpire(scene.villainy2019 ?? null, theme);
  if (scene.options.labels) svg += paintLabels(scene.labels, theme);
  svg += '</g>';
  // Paper over the margins: whatever runs off the page edge (a tunnel to the edge, a vein's end)
  // stops at the frame, as on paper, without a clip mask.
  const total = { w: W + 2 * MARGIN_X, h: MARGIN_TOP + H + bandHeight(scene.options.legend) };
  for (const [x, y, w, h] of [
    [0, 0, total.w, MARGIN_TOP],
    [0, 0, MARGIN_X, total.h],
    [MARGIN_X + W, 0, MARGIN_X, total.h],
    [0, MARGIN_TOP + H, total.w, total.h - MARGIN_TOP - H],
  ] as const)
    svg += `<rect${attrs({ x: ua(x), y: ua(y), width: ua(w), height: ua(h), fill: theme.paper })}/>`;
  svg += paintMargins(scene, theme);
  svg += `<rect${attrs({ class: 'frame', x: ua(MARGIN_X), y: ua(MARGIN_TOP), width: ua(W), height: ua(H), fill: 'none', stroke: theme.frame, 'stroke-width': ua(0.06) })}/>`;
  const top = MARGIN_TOP + H + 0.45;
  // The late ages' caption on the legend's heading line, after the heading (under the page's
  // edge it ran into the heading).
  if (scene.options.legend)
    svg += paintCorruptionCaption(
      scene.villainy2019 ?? null,
      MARGIN_X + textWidth('Legend', 0.32, true) + 0.5,
      top + 0.2 - 0.05,
    );
  const right = MARGIN_X + W;
  svg += paintTitle(scene, theme, top - 0.1, right);
  if (scene.options.legend) {
    const legend = paintLegend(scene, theme, MARGIN_X, top + 0.2);
    svg += legend.svg;
    void legend.width;
    svg += paintHoldings(scene, theme, MARGIN_X, top + 2.55, right - 9.5);
    svg += paintTreasureKey(scene, theme, right - 9.2, top + 3.2, right);
  }
  return svg + '</svg>';
}

/** Render the side view of a world as an SVG document. */
export function renderSideView(
  input: SideViewInput,
  options: Partial<SideViewOptions> = {},
): string {
  return paintScene(buildScene(input, { ...DEFAULT_SIDE_VIEW_OPTIONS, ...options }));
}
