/**
 * A user document in a POST body (a quest pack, a party): read with a size limit (413 over it),
 * parsed as JSON and checked by its system, answering a 400 problem+json whose `errors` name
 * JSON pointers into the body. Shared by the crawl and played-game document routes; nothing here
 * names a system.
 */
import type { Context } from 'hono';
import { sha256Hex } from '../../core/rng';
import { PROBLEM_TYPES, problemResponse, type ParameterError } from './problem';
import { BAD_REQUEST } from './status';

export const PAYLOAD_TOO_LARGE = 413;

/** What the reader needs of a document: its names, its limit and its check. */
export interface BodyDocument {
  readonly name: string;
  readonly title: string;
  readonly maxBytes: number;
  parse(
    doc: unknown,
  ):
    | { ok: true; value: unknown }
    | { ok: false; errors: readonly { pointer: string; message: string }[] };
}

/** A 400 problem+json pointing into the body. */
export function documentProblem(
  c: Context,
  doc: Pick<BodyDocument, 'name' | 'title'>,
  errors: readonly ParameterError[],
): Response {
  return problemResponse({
    ...PROBLEM_TYPES.invalidParameter,
    status: BAD_REQUEST,
    detail: `the ${doc.title.toLowerCase()} in the body is not valid: ${errors
      .slice(0, 5)
      .map((e) => `${e.parameter || '(the document)'}: ${e.message}`)
      .join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`,
    instance: new URL(c.req.url).pathname,
    parameter: doc.name,
    errors,
  });
}

/** Read, size-check, parse and validate the body; a Response when it fails. */
export async function readDocument(
  c: Context,
  doc: BodyDocument,
): Promise<{ value: unknown; hash: string } | Response> {
  const tooLarge = () =>
    problemResponse({
      type: '/problems/too-large',
      title: 'Document too large',
      status: PAYLOAD_TOO_LARGE,
      detail: `the ${doc.title.toLowerCase()} may be at most ${doc.maxBytes} bytes`,
      instance: new URL(c.req.url).pathname,
      parameter: doc.name,
    });
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > doc.maxBytes) return tooLarge();
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > doc.maxBytes) return tooLarge();
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return documentProblem(c, doc, [
      { parameter: '', in: 'body', rule: 'json', message: `not JSON: ${(e as Error).message}` },
    ]);
  }
  const r = doc.parse(json);
  if (!r.ok)
    return documentProblem(
      c,
      doc,
      r.errors.map((e) => ({
        parameter: e.pointer,
        in: 'body',
        rule: 'document',
        message: e.message,
      })),
    );
  return { value: r.value, hash: sha256Hex(bytes) };
}
