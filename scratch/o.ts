import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
const int = (min: number, max: number) => z.string().regex(/^[+-]?\d{1,10}$/).pipe(z.coerce.number().int().min(min).max(max)).openapi({ type: 'integer', minimum: min, maximum: max });
const a = int(0, 10).default(5);
const b = int(0, 10).optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').default(false).openapi({ type: 'boolean' });
const list = z.string().max(200).transform((s) => s.split(',')).pipe(z.array(z.enum(['dwarves', 'elves'])).max(2)).optional().openapi({ type: 'string', description: 'comma list' });
const q = z.object({ a, b, bool, list }).strict();
const app = new OpenAPIHono();
app.openapi(createRoute({ method: 'get', path: '/t', request: { query: q }, responses: { 200: { description: 'ok' } } }), (c) => c.json(c.req.valid('query')));
console.log(JSON.stringify(app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } }).paths['/t'].get.parameters));
for (const u of ['/t', '/t?a=3&b=4&bool=1', '/t?a=', '/t?a=1e3', '/t?b=11', '/t?list=dwarves,elves', '/t?list=dwarves,orcs']) { const r = await app.request(u); console.log(u, r.status, (await r.text()).slice(0,200).replace(/\n/g,'')); }
