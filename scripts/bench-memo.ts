/**
 * Benches time a route by asking for it again and again; the run memo (src/api/lib/run-memo.ts)
 * would answer every repeat without its replay. This turns it off in a build (the working tree
 * or a reference extracted elsewhere; a build from before the memo has none to turn off).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function withoutRunMemo(root: string): Promise<void> {
  const file = join(root, 'src/api/lib/run-memo.ts');
  if (!existsSync(file)) return;
  const m = (await import(pathToFileURL(file).href)) as { setRunMemoSize(n: number): void };
  m.setRunMemoSize(0);
}
