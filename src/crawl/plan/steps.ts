import { InputError } from '../../core/errors';

/**
 * How many steps a crawl replays: `step`, or the path's length when no step is given. A path
 * longer than `maxPath` (when the system has that limit), a step outside 0..`maxStep` and a path
 * longer than the step are InputErrors naming the parameter, checked in that order.
 * @example replaySteps(['e1'], undefined, 500) === 1
 */
export function replaySteps(
  path: readonly string[],
  step: number | undefined,
  maxStep: number,
  maxPath?: number,
): number {
  if (maxPath !== undefined && path.length > maxPath)
    throw new InputError('path', 'max', `path may name at most ${maxPath} exits`);
  const steps = step ?? path.length;
  if (!Number.isInteger(steps) || steps < 0 || steps > maxStep)
    throw new InputError('step', 'range', `step must be 0..${maxStep}`);
  if (path.length > steps)
    throw new InputError('path', 'longer-than-step', 'path names more exits than step allows');
  return steps;
}
