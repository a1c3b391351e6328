/**
 * A deep copy of plain JSON-able data that gives exactly what `JSON.parse(JSON.stringify(v))`
 * gives, without the text in between: keys in the same order, `undefined` (and functions)
 * dropped from objects and turned to null in arrays, -0 to 0, non-finite numbers to null.
 * Anything that is not a plain object or array (a Map, a class with `toJSON`…) goes through
 * JSON for that subtree, so the result never differs from the JSON round trip.
 */
export function plainClone<T>(value: T): T {
  return cloneValue(value, true) as T;
}

const OBJECT_PROTO = Object.prototype;
const ARRAY_PROTO = Array.prototype;
const hasOwn = Object.prototype.hasOwnProperty;

/** One value; `inObject` says an unrepresentable value is dropped (undefined) rather than null. */
function cloneValue(v: unknown, inObject: boolean): unknown {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      // JSON writes -0 as 0 and non-finite numbers as null.
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case 'object':
      break;
    default:
      // undefined, functions and symbols: dropped from objects, null in arrays; bigint throws.
      if (typeof v === 'bigint') return viaJson(v, inObject);
      return inObject ? undefined : null;
  }
  if (v === null) return null;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto === ARRAY_PROTO && Array.isArray(v)) {
    const src = v as unknown[];
    if (Object.prototype.hasOwnProperty.call(src, 'toJSON')) return viaJson(v, inObject);
    const out = new Array<unknown>(src.length);
    for (let i = 0; i < src.length; i++) out[i] = cloneValue(src[i], false);
    return out;
  }
  if (proto === OBJECT_PROTO || proto === null) {
    const src = v as Record<string, unknown>;
    if (typeof src.toJSON === 'function') return viaJson(v, inObject);
    const out: Record<string, unknown> = {};
    // for…in visits own keys in Object.keys order (then inherited ones, which JSON skips).
    for (const k in src) {
      if (!hasOwn.call(src, k)) continue;
      const c = cloneValue(src[k], true);
      if (c === undefined) continue;
      if (k === '__proto__')
        Object.defineProperty(out, k, {
          value: c,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      else out[k] = c;
    }
    return out;
  }
  return viaJson(v, inObject);
}

function viaJson(v: unknown, inObject: boolean): unknown {
  const text = JSON.stringify(v) as string | undefined;
  if (text === undefined) return inObject ? undefined : null;
  return JSON.parse(text) as unknown;
}
