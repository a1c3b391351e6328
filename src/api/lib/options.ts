/**
 * Query parameters derived from option declarations (src/core/system.ts): one zod schema per
 * spec, with its bounds, values and default in the OpenAPI document. Nothing here names an
 * option: every system's query is built from its own declarations.
 */
import type { z } from '@hono/zod-openapi';
import type { OptionSpec } from '../../core/system';
import { boolParam, enumParam, intParamDefault, listParam } from './params';

/** The zod schema of one option as a query parameter. */
export function optionParam(spec: OptionSpec): z.ZodType {
  switch (spec.type) {
    case 'boolean':
      return boolParam({ description: spec.description, default: spec.default });
    case 'integer':
      return intParamDefault({
        min: spec.min,
        max: spec.max,
        default: spec.default,
        description: spec.description,
      });
    case 'enum':
      return enumParam(spec.values as [string, ...string[]], {
        description: spec.description,
        default: spec.default,
      });
    case 'list':
      return listParam(spec.values as [string, ...string[]], {
        description: spec.order ? `${spec.description} ${spec.order}` : spec.description,
        max: spec.max,
        default: spec.default,
      });
  }
}

/** The query parameters of a list of options, by name. */
export function optionParams(specs: readonly OptionSpec[]): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = {};
  for (const s of specs) out[s.name] = optionParam(s);
  return out;
}

/**
 * One spec standing for the same-named option of several systems of a kind (one query serves
 * them all): values and bounds joined, the first system's description and default kept, and
 * "Only for: …" when not every system has it. Each request is then held to its own system's
 * spec (src/api/history/history.handlers.ts). Specs of one name must agree on type.
 */
export function mergedSpecs(
  systems: readonly { readonly id: string; readonly options: readonly OptionSpec[] }[],
): OptionSpec[] {
  const byName = new Map<string, { spec: OptionSpec; ids: string[] }>();
  for (const sys of systems)
    for (const spec of sys.options) {
      const seen = byName.get(spec.name);
      if (!seen) {
        byName.set(spec.name, { spec, ids: [sys.id] });
        continue;
      }
      const a = seen.spec;
      if (a.type !== spec.type)
        throw new Error(
          `option ${spec.name} is a ${a.type} in one system, a ${spec.type} in ${sys.id}`,
        );
      seen.ids.push(sys.id);
      if (
        (a.type === 'enum' || a.type === 'list') &&
        (spec.type === 'enum' || spec.type === 'list')
      )
        seen.spec = { ...a, values: [...new Set([...a.values, ...spec.values])] } as OptionSpec;
      if (a.type === 'integer' && spec.type === 'integer')
        seen.spec = { ...a, min: Math.min(a.min, spec.min), max: Math.max(a.max, spec.max) };
    }
  return [...byName.values()].map(({ spec, ids }) =>
    ids.length === systems.length
      ? spec
      : ({
          ...spec,
          description: `${spec.description} Only for: ${ids.join(', ')}.`,
        } as OptionSpec),
  );
}
