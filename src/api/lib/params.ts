/**
 * Query parameter schemas shared by every route. Each declares its bounds so they show in the
 * OpenAPI document, and each rejects what it cannot read (no silent coercion of `year=` to 0).
 */
import { z } from '@hono/zod-openapi';

/** Longest seed accepted, in characters. */
export const SEED_MAX_LENGTH = 128;

/** Any printable text of 1–128 characters; no control characters. */
export const seedParam = z
  .string()
  .min(1, 'seed must not be empty')
  .max(SEED_MAX_LENGTH, `seed must be at most ${SEED_MAX_LENGTH} characters`)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'seed must not contain control characters')
  .openapi({
    description: `The seed: any text of 1 to ${SEED_MAX_LENGTH} characters. The same seed and options give the same dungeon, forever.`,
    example: 'moria',
  });

interface IntOptions {
  readonly min: number;
  readonly max: number;
  readonly description: string;
  readonly example?: number;
}

const WHOLE_NUMBER = /^[+-]?\d{1,10}$/;

function intSchema(o: IntOptions) {
  return z
    .string()
    .regex(WHOLE_NUMBER, 'must be a whole number')
    .pipe(z.coerce.number<string>().int().min(o.min).max(o.max));
}

/** An optional bounded whole number. */
export function intParam(o: IntOptions) {
  return intSchema(o)
    .optional()
    .openapi({
      type: 'integer',
      minimum: o.min,
      maximum: o.max,
      description: o.description,
      ...(o.example === undefined ? {} : { example: o.example }),
    });
}

/** A bounded whole number with a default (the default is part of the normalised query). */
export function intParamDefault(o: IntOptions & { readonly default: number }) {
  return intSchema(o)
    .default(o.default)
    .openapi({
      type: 'integer',
      minimum: o.min,
      maximum: o.max,
      default: o.default,
      description: o.description,
      ...(o.example === undefined ? {} : { example: o.example }),
    });
}

/** One of a fixed list of words. */
export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  o: { readonly description: string; readonly default: T[number] },
) {
  return z
    .enum(values)
    .default(o.default as never)
    .openapi({ description: o.description, default: o.default });
}

/** `true|false|1|0|on|off`, with a default. */
export function boolParam(o: { readonly description: string; readonly default: boolean }) {
  return z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .default(o.default)
    .openapi({ type: 'boolean', description: o.description, default: o.default });
}

/**
 * A comma-separated list of words from a fixed list, at most `max` of them, with a default. When
 * the default is the empty list, the empty string (the documented default) names it.
 */
export function listParam<const T extends readonly [string, ...string[]]>(
  values: T,
  o: { readonly description: string; readonly max: number; readonly default: readonly string[] },
) {
  const empty = o.default.length === 0;
  return z
    .string()
    .max(400)
    .transform((s) => (empty && s === '' ? [] : s.split(',')))
    .pipe(
      z
        .array(z.enum(values))
        .min(empty ? 0 : 1)
        .max(o.max),
    )
    .default(o.default as never)
    .openapi({
      type: 'string',
      description: `${o.description} Comma-separated, at most ${o.max}, from: ${values.join(', ')}.`,
      default: o.default.join(','),
    });
}

/** Longest `v` accepted. */
const VERSION_MAX_LENGTH = 120;

/**
 * `v`: the version a URL pins (the `strata-version` of the response it was made from). A pinned
 * URL is cached for a year as immutable; one whose version the service no longer runs is 410.
 */
export const versionParam = z
  .string()
  .max(VERSION_MAX_LENGTH)
  .regex(/^[0-9A-Za-z.+-]+$/, 'v must be a version such as 2008.5.0+side.1.2.0')
  .optional()
  .openapi({
    description:
      'Pin the version of everything that shapes these bytes: the `strata-version` header of an earlier answer (ruleset, drawing and PNG renderer versions). A pinned URL gives the same bytes forever and is cached as immutable; when the service no longer runs that version the answer is 410 naming the current one. Without `v` the answer is the current version, cached briefly and revalidated by ETag.',
    example: '2008.5.0',
  });
