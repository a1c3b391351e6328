/**
 * Sum self time by function in a .cpuprofile: tsx scripts/profile-summary.ts FILE [top]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, topArg] = process.argv.slice(2);
const prof = JSON.parse(readFileSync(file!, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n] as const));
const self = new Map<number, number>();
for (let i = 0; i < prof.samples.length; i++)
  self.set(prof.samples[i]!, (self.get(prof.samples[i]!) ?? 0) + (prof.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFn = new Map<string, number>();
for (const [id, t] of self) {
  const c = byId.get(id)!.callFrame;
  const key = `${c.functionName || '(anon)'} ${c.url.replace(/.*\/(src|node_modules)\//, '$1/')}:${c.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
}
// inclusive time: a node's subtree, counted once per function per stack
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
    const c = byId.get(x)!.callFrame;
    const key = `${c.functionName || '(anon)'} ${c.url.replace(/.*\/(src|node_modules)\//, '$1/')}:${c.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + t);
  }
}
const top = Number(topArg ?? 30);
console.log(`total ${(total / 1000).toFixed(0)} ms\n-- self --`);
for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log('-- inclusive --');
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
