/** Arithmetic every engine needs the same on every runtime. */

/**
 * The length of (x, y): V8's own two-argument `Math.hypot` step for step (the larger magnitude
 * scaled out, the squares summed, the root scaled back), so it gives the very same double. It
 * allocates nothing (the builtin copies its arguments into a new array on every call) and it
 * pins the engine's answer down to plain IEEE arithmetic, which every runtime does alike.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (Number.isNaN(ax) || Number.isNaN(ay)) return NaN;
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const nx = ax / max;
  const ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}
