/**
 * The plan map of one level of any crawl system: the plan-view SVG with the title block, the
 * system's own words (title, key column, passage letters) and the scale.
 */
import type { CrawlRun, CrawlSystem } from '../../crawl/plan/system';
import { planSvg, PLAN_VIEW_VERSION } from './plan-svg';
import { MAP_MAKER_VERSION, mapMakerLegend, mapMakerSvg } from '../plungin/map-maker';
import type { LegendItem } from './figures';

/** Drawings a crawl system may name (`CrawlSystem.mapStyle`) instead of the plan view. */
const MAP_STYLES: Readonly<
  Record<
    string,
    {
      readonly version: string;
      readonly draw: typeof mapMakerSvg;
      readonly legend: typeof mapMakerLegend;
    }
  >
> = {
  'map-maker': {
    version: `mapmaker.${MAP_MAKER_VERSION}`,
    draw: mapMakerSvg,
    legend: mapMakerLegend,
  },
};

/**
 * What the marks of a map drawn without its sheet (`vtt`) mean, for a sheet that frames it (the
 * played game's figures): the drawing's own legend, or none for the plan view.
 */
export function planMapLegend(
  sys: { readonly mapStyle?: string | undefined },
  run: CrawlRun,
  placedFigures: boolean,
  view: 'referee' | 'player',
): LegendItem[] {
  const style = sys.mapStyle === undefined ? undefined : MAP_STYLES[sys.mapStyle];
  return style ? style.legend(run, placedFigures, view) : [];
}

/**
 * The version behind a plan map's ETag and in its title block: the system's and the
 * drawing's, so a change to either gives new bytes a new tag while the plan, key and JSON keep
 * theirs.
 */
export function planMapVersion(sys: {
  readonly version: string;
  readonly mapStyle?: string | undefined;
}): string {
  const style = sys.mapStyle === undefined ? undefined : MAP_STYLES[sys.mapStyle];
  if (style) return `${sys.version}+${style.version}`;
  return `${sys.version}+plan.${PLAN_VIEW_VERSION}`;
}

/**
 * The map of one level as SVG: `sheet` (title, scale, key) or `vtt` (the map area only, exactly
 * the sheet's squares times `pixelsPerSquare`), for the referee (every mark) or the players (no
 * key, numbers, letters, traps or exit marks; secret doors drawn as wall). `placedFigures: false`
 * leaves out the figures the construction placed (a played game draws the live ones itself).
 * @example planMapSvg(dmg1, dmg1.run('greyhawk', defaults, { step: 60, path: [] }), 1, 'sheet')
 */
export function planMapSvg<R extends CrawlRun>(
  sys: Pick<CrawlSystem<never, R>, 'mapWords' | 'mapStyle'>,
  run: R,
  level: number,
  mode: 'sheet' | 'vtt',
  pixelsPerSquare = 24,
  view: 'referee' | 'player' = 'referee',
  marks: { readonly placedFigures?: boolean } = {},
): string {
  const { plan } = run;
  const words = sys.mapWords(run, level, mode);
  const square = plan.sheet.cellFeet * plan.sheet.squareCells;
  const style = sys.mapStyle === undefined ? undefined : MAP_STYLES[sys.mapStyle];
  if (style)
    return style.draw(
      run,
      mode,
      pixelsPerSquare,
      view,
      view === 'player' ? { ...words, keyLines: [], labels: new Map() } : words,
      `seed "${plan.seed}", step ${plan.steps}${run.complete ? ' (every door opened)' : ''}, ${plan.version}+${style.version}; one square = ${square} ft`,
      marks.placedFigures ?? true,
    );
  return planSvg(plan, {
    level,
    title: words.title,
    subtitle: `seed "${plan.seed}", step ${plan.steps}${run.complete ? ' (frontier exhausted)' : ''}, ${plan.version}+plan.${PLAN_VIEW_VERSION}; one square = ${square} ft`,
    keyLines: view === 'player' ? [] : words.keyLines,
    labels: view === 'player' ? new Map() : words.labels,
    ...(words.lattice ? { lattice: words.lattice } : {}),
    ...(words.portalMarks && view !== 'player' ? { portalMarks: words.portalMarks } : {}),
    pixelsPerSquare,
    mode,
    view,
  });
}
