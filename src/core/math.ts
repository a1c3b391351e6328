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

/** 10 ** 0 to 10 ** 22: every one an exact double, as `**` gives them. */
const POWERS_OF_TEN = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
];

/**
 * 10 to a whole power 0..22, exactly (the same double as `10 ** n`), without a runtime's `pow`.
 * @example pow10(2) // 100
 */
export function pow10(n: number): number {
  const p = POWERS_OF_TEN[n];
  if (p === undefined) throw new RangeError(`pow10 takes a whole number 0..22, not ${n}`);
  return p;
}
