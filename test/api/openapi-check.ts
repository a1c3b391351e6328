/**
 * Checks real responses against the committed OpenAPI document: the status must be one the
 * operation declares, the content type one that status declares, and the body must validate
 * against that media type's schema (JSON Schema 2020-12, as OpenAPI 3.1 says, with ajv).
 * Shared by the response test and the generated-client test.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { registryOf, SYSTEMS, type AnySystem } from '../../src/systems';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export interface OpenApiParameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: {
    readonly type?: string;
    readonly enum?: readonly string[];
    readonly minimum?: number;
    readonly maximum?: number;
    readonly default?: unknown;
    readonly example?: unknown;
    readonly pattern?: string;
  };
}

interface MediaType {
  readonly schema?: Record<string, unknown>;
}

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

export const DOC_TEXT = readFileSync(
  new URL('../../openapi/openapi.json', import.meta.url),
  'utf8',
);
export const DOC = JSON.parse(DOC_TEXT) as OpenApiDocument;

/** Every GET operation of the document, with its path template. */
export const GET_OPERATIONS = Object.entries(DOC.paths).flatMap(([path, item]) =>
  item.get ? [{ path, op: item.get }] : [],
);
/** Every POST operation of the document (a crawl's routes fed a user document). */
export const POST_OPERATIONS = Object.entries(DOC.paths).flatMap(([path, item]) =>
  item.post ? [{ path, op: item.post }] : [],
);

/**
 * The document with every object schema closed (`additionalProperties: false` where it says
 * nothing about other properties), so a field a response carries but the document never names
 * is a mismatch too. Schemas that allow extra properties say so (`additionalProperties: {}`).
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = closed(v);
  const o = node as Record<string, unknown>;
  if (
    o.type === 'object' &&
    o.properties &&
    !('additionalProperties' in o) &&
    !('unevaluatedProperties' in o)
  )
    out.additionalProperties = false;
  return out;
}

/**
 * An ajv for OpenAPI 3.1 schemas; the document is added whole (closed, unless `open`) so
 * `$ref`s resolve inside it.
 */
export function openApiAjv(o: { readonly open?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema((o.open ? DOC : closed(DOC)) as Record<string, unknown>, 'openapi.json');
  return ajv;
}

const ajv = openApiAjv();
const compiled = new Map<string, ValidateFunction>();

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator of one response body, by JSON pointer into the document. */
function validatorFor(
  path: string,
  status: string,
  mediaType: string,
  method: 'get' | 'post',
): ValidateFunction {
  const ref = `openapi.json#/paths/${escape(path)}/${method}/responses/${status}/content/${escape(mediaType)}/schema`;
  let v = compiled.get(ref);
  if (!v) {
    v = ajv.compile({ $ref: ref });
    compiled.set(ref, v);
  }
  return v;
}

const JSON_TYPES = new Set(['application/json', 'application/problem+json']);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface Checked {
  readonly status: number;
  readonly mediaType: string | null;
  readonly body: unknown;
  readonly etag: string | null;
}

/**
 * Check one response of `GET path` (or `POST path`) against the document; throws naming every
 * mismatch. Answers the status, media type and parsed body (JSON as a value, text as a string,
 * binary as bytes).
 */
export async function checkResponse(
  path: string,
  url: string,
  res: Response,
  method: 'get' | 'post' = 'get',
): Promise<Checked> {
  const op = DOC.paths[path]?.[method];
  if (!op) throw new Error(`${path} is not a ${method.toUpperCase()} operation of the document`);
  const status = String(res.status);
  const declared = op.responses[status];
  const where = `${method.toUpperCase()} ${url} → ${status}`;
  if (!declared)
    throw new Error(
      `${where}: status not declared (declared: ${Object.keys(op.responses).join(', ')})`,
    );
  const bytes = new Uint8Array(await res.arrayBuffer());
  const etag = res.headers.get('etag');
  if (!declared.content) {
    if (bytes.length !== 0) throw new Error(`${where}: declares no body, got ${bytes.length} B`);
    return { status: res.status, mediaType: null, body: null, etag };
  }
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const media = declared.content[mediaType];
  if (!media)
    throw new Error(
      `${where}: content type ${mediaType || '(none)'} not declared (declared: ${Object.keys(declared.content).join(', ')})`,
    );
  const schema = media.schema ?? {};
  let body: unknown;
  if (JSON_TYPES.has(mediaType)) {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    body = JSON.parse(text);
  } else if (schema.format === 'binary') {
    if (mediaType === 'image/png' && !PNG_MAGIC.every((b, i) => bytes[i] === b))
      throw new Error(`${where}: image/png body is not a PNG`);
    return { status: res.status, mediaType, body: bytes, etag };
  } else {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
  const validate = validatorFor(path, status, mediaType, method);
  if (!validate(body)) {
    // One line per broken rule of the document (the first place it broke), at most 20.
    const seen = new Map<string, string>();
    for (const e of validate.errors ?? []) {
      const rule = `${e.schemaPath} ${JSON.stringify(e.params)}`;
      if (!seen.has(rule))
        seen.set(rule, `  ${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    }
    const errors = [...seen.values()].slice(0, 20).join('\n');
    throw new Error(`${where} (${mediaType}): body does not match the document:\n${errors}`);
  }
  return { status: res.status, mediaType, body, etag };
}

/** Memoise a system's replay: routes of one system asked the same stop share one run. */
function memoised(sys: AnySystem): AnySystem {
  const run = (sys.run as (...a: unknown[]) => unknown).bind(sys);
  const cache = new Map<string, unknown>();
  const wrapped = (...args: unknown[]) => {
    const key = JSON.stringify(args);
    if (!cache.has(key)) cache.set(key, run(...args));
    return cache.get(key);
  };
  return Object.assign(Object.create(sys) as AnySystem, { run: wrapped });
}

/**
 * The Node app over the registered systems with replays cached, so a test that asks every
 * route of a system for the same seed and stop replays once.
 */
export function cachedReplayApp() {
  const errors: unknown[] = [];
  const app = createApp({
    png: resvgNodeRenderer(),
    onUnexpectedError: (e) => errors.push(e),
    systems: registryOf(SYSTEMS.map(memoised)),
  });
  return Object.assign(app, { unexpectedErrors: errors });
}
