/**
 * A self-contained documentation page rendered from the OpenAPI document: no CDN, no script,
 * works offline and on Workers. Each operation shows its parameters with their bounds and
 * defaults, its responses, and an example link.
 */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
  example?: unknown;
  pattern?: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}
export interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

function h(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Inline markdown of the descriptions: `code` only. */
function md(text: string): string {
  return h(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function bounds(s: Schema | undefined): string {
  if (!s) return '';
  const parts: string[] = [];
  if (s.enum) parts.push(`one of ${s.enum.map((v) => `<code>${h(String(v))}</code>`).join(', ')}`);
  if (s.minimum !== undefined || s.maximum !== undefined)
    parts.push(`${s.minimum ?? '−∞'} to ${s.maximum ?? '∞'}`);
  if (s.maxLength !== undefined) parts.push(`${s.minLength ?? 0} to ${s.maxLength} characters`);
  if (s.default !== undefined) parts.push(`default <code>${h(JSON.stringify(s.default))}</code>`);
  return parts.join('; ');
}

function exampleUrl(path: string, op: Operation): string {
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && (p.required || p.name === 'until'))
    .map(
      (p) =>
        `${p.name}=${encodeURIComponent(String(p.schema?.example ?? (p.name === 'seed' ? 'moria' : (p.schema?.default ?? ''))))}`,
    )
    .join('&');
  const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = (op.parameters ?? []).find((p) => p.name === name);
    return String(param?.schema?.example ?? param?.schema?.enum?.[0] ?? name);
  });
  return query ? `${concrete}?${query}` : concrete;
}

/** The whole page as HTML. */
export function renderDocsPage(doc: OpenApiDoc): string {
  const ops: { path: string; method: string; op: Operation; id: string }[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    const item = doc.paths[path]!;
    for (const method of Object.keys(item)) {
      ops.push({
        path,
        method,
        op: item[method]!,
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'),
      });
    }
  }
  const nav = ops
    .map(
      (o) =>
        `<li><a href="#${o.id}"><span class="m">${o.method.toUpperCase()}</span> ${h(o.path)}</a></li>`,
    )
    .join('');
  const sections = ops
    .map(({ path, method, op, id }) => {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<tr><td><code>${h(p.name)}</code>${p.required ? ' <b>required</b>' : ''}</td><td>${h(p.in)}</td><td>${h(String(p.schema?.type ?? 'string'))}</td><td>${bounds(p.schema)}</td><td>${md(p.description ?? p.schema?.description ?? '')}</td></tr>`,
        )
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(
          ([code, r]) =>
            `<li><code>${h(code)}</code> ${md(r.description ?? '')} ${Object.keys(r.content ?? {})
              .map((t) => `<code>${h(t)}</code>`)
              .join(' ')}</li>`,
        )
        .join('');
      const example = method === 'get' ? exampleUrl(path, op) : '';
      return `<section id="${id}"><h2><span class="m">${method.toUpperCase()}</span> ${h(path)}</h2>
<p class="summary">${md(op.summary ?? '')}</p>${op.description ? `<p>${md(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th>bounds</th><th>meaning</th></tr></thead><tbody>${params}</tbody></table>` : '<p>No parameters.</p>'}
<h3>Responses</h3><ul>${responses}</ul>
${example ? `<p>Try: <a href="${h(example)}"><code>${h(example)}</code></a></p>` : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(doc.info.title)} API ${h(doc.info.version)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1f;background:#fbfaf7;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:19rem;flex:none;background:#24303f;color:#e8e4da;padding:1rem;box-sizing:border-box}
nav a{color:#e8e4da;text-decoration:none;font-size:.9rem}nav ul{list-style:none;padding:0}nav li{margin:.3rem 0}
main{padding:1rem 2rem;max-width:62rem;min-width:0}
.m{display:inline-block;font:600 .75rem ui-monospace,monospace;background:#3a6ea5;color:#fff;border-radius:3px;padding:0 .35rem;margin-right:.3rem}
section{border-top:1px solid #ddd6c8;padding:.5rem 0 1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #ddd6c8;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#efe9dd}code{font:.85em ui-monospace,monospace;background:#efe9dd;padding:0 .2rem;border-radius:2px}
.summary{font-weight:600}
@media (max-width:48rem){body{display:block}nav{position:static;width:auto;height:auto}main{padding:1rem}}
</style></head>
<body><nav aria-label="Endpoints"><strong>${h(doc.info.title)} ${h(doc.info.version)}</strong><ul>${nav}</ul>
<p><a href="/openapi.json">openapi.json</a></p></nav>
<main><h1>${h(doc.info.title)} API</h1>${doc.info.description ? `<p>${md(doc.info.description)}</p>` : ''}
<h2>Errors</h2><p>Every failure is <code>application/problem+json</code> (RFC 9457): <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code>, and for bad input <code>parameter</code> (the first offender) and <code>errors</code> (each parameter with the <code>rule</code> it broke: <code>required</code>, <code>type</code>, <code>format</code>, <code>minimum</code>, <code>maximum</code>, <code>max_length</code>, <code>enum</code>, <code>unknown_parameter</code>…).</p>
<h2>Caching</h2><p>Seeded responses carry a strong <code>ETag</code> derived from the ruleset version and the normalised query, the <code>strata-ruleset-version</code> header, and <code>Cache-Control: public, max-age=31536000, immutable</code>. Send the ETag back in <code>If-None-Match</code> for a <code>304</code>.</p>
${sections}</main></body></html>`;
}
