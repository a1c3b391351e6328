/**
 * Option mixes derived from a system's declarations (src/core/system.ts): every option at its
 * default, then one option changed at a time — each other enum value, a boolean flipped, an
 * integer at its bounds, a list of each single value and of its first `max` values. Shared by
 * the contract suites and the route goldens, so a new system or option is covered without a
 * line written for it.
 */
import { defaultsOf, type OptionSpec, type OptionValue } from '../../src/core/system';

export interface OptionMix {
  /** `name=value` of the one option changed, or `defaults`. */
  readonly label: string;
  /** The option changed, or null for the defaults. */
  readonly name: string | null;
  readonly value: OptionValue | null;
  /** Every option, the changed one laid over the defaults. */
  readonly options: Readonly<Record<string, OptionValue>>;
}

/** The values one option is tried at besides its default. */
export function variantsOf(spec: OptionSpec): OptionValue[] {
  switch (spec.type) {
    case 'boolean':
      return [!spec.default];
    case 'integer':
      return [...new Set([spec.min, spec.max])].filter((v) => v !== spec.default);
    case 'enum':
      return spec.values.filter((v) => v !== spec.default);
    case 'list': {
      const same = (a: readonly string[]) => a.join(',') === spec.default.join(',');
      const out: (readonly string[])[] = spec.values.map((v) => [v]);
      if (spec.max > 1) out.push(spec.values.slice(0, spec.max));
      if (spec.default.length > 0) out.push([]);
      return out.filter((v) => !same(v));
    }
  }
}

/** How a value is written in a query string. */
export function queryValue(v: OptionValue): string {
  return Array.isArray(v) ? v.join(',') : String(v);
}

/** The defaults, then one option changed at a time. */
export function optionMixes(specs: readonly OptionSpec[]): OptionMix[] {
  const defaults = defaultsOf(specs) as Record<string, OptionValue>;
  const out: OptionMix[] = [{ label: 'defaults', name: null, value: null, options: defaults }];
  for (const s of specs)
    for (const v of variantsOf(s))
      out.push({
        label: `${s.name}=${queryValue(v)}`,
        name: s.name,
        value: v,
        options: { ...defaults, [s.name]: v },
      });
  return out;
}
