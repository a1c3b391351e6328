/**
 * Turns zod's validation failures into one problem+json answer that names every offending
 * parameter and the rule it broke. Used as the default hook of every route.
 */
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { PROBLEM_TYPES, problemResponse, type ParameterError } from './problem';
import { BAD_REQUEST } from './status';

type Issue = ZodError['issues'][number];

function ruleOf(issue: Issue, present: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      return present ? 'type' : 'required';
    case 'too_big':
      return issue.origin === 'string'
        ? 'max_length'
        : issue.origin === 'array'
          ? 'max_items'
          : 'maximum';
    case 'too_small':
      return issue.origin === 'string'
        ? 'min_length'
        : issue.origin === 'array'
          ? 'min_items'
          : 'minimum';
    case 'invalid_value':
      return 'enum';
    case 'invalid_format':
      return 'format';
    case 'unrecognized_keys':
      return 'unknown_parameter';
    default:
      return 'invalid';
  }
}

function messageOf(issue: Issue, parameter: string, present: boolean): string {
  if (issue.code === 'invalid_type' && !present) return `${parameter} is required`;
  if (issue.code === 'invalid_type' && issue.expected !== 'array')
    return `${parameter} must be given once, as ${issue.expected === 'number' ? 'a number' : 'text'}`;
  if (issue.code === 'invalid_value')
    return `${parameter} must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `${parameter} must be at most ${String(issue.maximum)}`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `${parameter} must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `${parameter} must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'invalid_format') return `${parameter}: ${issue.message}`;
  return `${parameter}: ${issue.message}`;
}

/** Flatten a ZodError from a request target into parameter errors, in a stable order. */
export function parameterErrors(
  error: ZodError,
  where: ParameterError['in'],
  given: (name: string) => boolean = () => true,
): ParameterError[] {
  const out: ParameterError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({
          parameter: key,
          in: where,
          rule: 'unknown_parameter',
          message: `unknown parameter ${key}`,
        });
      }
      continue;
    }
    const parameter = issue.path.length > 0 ? String(issue.path[0]) : '(query)';
    const present = given(parameter);
    out.push({
      parameter,
      in: where,
      rule: ruleOf(issue, present),
      message: messageOf(issue, parameter, present),
    });
  }
  return out;
}

/** A 400 problem+json for parameter errors. */
export function invalidParameters(c: Context, errors: readonly ParameterError[]): Response {
  const first = errors[0];
  return problemResponse({
    ...PROBLEM_TYPES.invalidParameter,
    status: BAD_REQUEST,
    detail: errors.map((e) => e.message).join('; '),
    instance: new URL(c.req.url).pathname,
    ...(first ? { parameter: first.parameter } : {}),
    errors,
  });
}

/** The default hook for every OpenAPI route: validation failures become problem+json 400s. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError; target?: string },
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  const where =
    result.target === 'param' ? 'path' : result.target === 'header' ? 'header' : 'query';
  const given = (name: string) =>
    where === 'query'
      ? c.req.queries(name) !== undefined
      : where === 'header'
        ? c.req.header(name) !== undefined
        : true;
  return invalidParameters(c, parameterErrors(result.error, where, given));
}
