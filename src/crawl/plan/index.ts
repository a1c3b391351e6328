/** The shared top-down plan model for crawl systems. */
export * from './types';
export { PlanBuilder, PORTAL_STATE, type ExitMaker } from './builder';
export {
  DIRS,
  VEC,
  turn,
  isDiagonal,
  cellKey,
  edgeKey,
  edgeCells,
  fromSpans,
  toSpans,
  boundsOf,
  rectCells,
  shapeCells,
} from './geometry';
export {
  armFrom,
  band,
  fitBand,
  fitRoom,
  frontEdges,
  openBetween,
  sharedEdges,
  squareOff,
  stepsFor,
  wallLine,
  windows,
} from './layout';
export { replaySteps } from './steps';
export {
  boundaryEdges,
  levelOf,
  mergeRuns,
  occupancy,
  wallEdges,
  wallRuns,
  type WallRun,
} from './walls';
export {
  toUvtt,
  base64,
  portalRun,
  type Uvtt,
  type UvttPortal,
  type UvttLight,
  type UvttPoint,
} from './uvtt';
export { contentText, exitsText, portalSide, thousands } from './describe';
export { reachableSpaces } from './reach';
