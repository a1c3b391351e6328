/**
 * The command line's work: each request goes to the Strata app in-process (`app.request`), the
 * same code that answers over HTTP, so a file the CLI writes has the bytes the API would send
 * for the same URL. I/O is passed in, so tests run it without a process or a disk.
 */
import { parseArgs, requestPath, type Output, type Plan } from './args';

/** Exit codes (strata --help says the same). */
export const EXIT = { ok: 0, refused: 1, usage: 2, failed: 3 } as const;

export interface CliIo {
  writeStdout(bytes: Uint8Array): void;
  writeStderr(text: string): void;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  /** Whether stderr is a terminal (the progress line redraws itself there). */
  readonly progress: boolean;
}

/** What the CLI needs of the app: hono's in-process request. */
export interface InProcessApp {
  request(path: string): Response | Promise<Response>;
}

interface ProblemJson {
  readonly title?: string;
  readonly status?: number;
  readonly detail?: string;
  readonly parameter?: string;
  readonly errors?: readonly { readonly parameter?: string; readonly message?: string }[];
}

/** A problem+json answer as the lines the API's own words make. */
export function problemText(status: number, body: string): string {
  let p: ProblemJson = {};
  try {
    p = JSON.parse(body) as ProblemJson;
  } catch {
    return `${status}: ${body.slice(0, 200)}`;
  }
  const lines = [`${p.title ?? 'Error'} (${p.status ?? status})${p.detail ? `: ${p.detail}` : ''}`];
  for (const e of p.errors ?? [])
    if (e.message && !p.detail?.includes(e.message))
      lines.push(`  ${e.parameter ? `${e.parameter}: ` : ''}${e.message}`);
  return lines.join('\n');
}

function fileFor(output: Output, seed: string | null): string {
  return seed === null ? output.file : output.file.split('{seed}').join(seed);
}

async function runPlan(plan: Plan, app: InProcessApp, io: CliIo): Promise<number> {
  const seeds: (string | null)[] = plan.seeds.length ? [...plan.seeds] : [null];
  const outputs: (Output | null)[] = plan.outputs.length ? [...plan.outputs] : [null];
  const total = seeds.length;
  const showProgress = total > 1 && !plan.quiet;
  let refused = 0;
  let written = 0;
  for (const [i, seed] of seeds.entries()) {
    for (const output of outputs) {
      const path = requestPath(plan, output, seed);
      const res = await app.request(path);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok) {
        const text = problemText(res.status, new TextDecoder().decode(bytes));
        if (showProgress && io.progress) io.writeStderr('\n');
        io.writeStderr(`strata: ${seed === null ? '' : `seed ${seed}: `}${text}\n`);
        if (res.status >= 500) return EXIT.failed;
        refused++;
        continue;
      }
      if (!output || output.file === '-') io.writeStdout(bytes);
      else {
        const file = fileFor(output, seed);
        try {
          await io.writeFile(file, bytes);
        } catch (e) {
          io.writeStderr(`strata: could not write ${file}: ${(e as Error).message}\n`);
          return EXIT.failed;
        }
        written++;
      }
    }
    if (showProgress) {
      const line = `[${String(i + 1).padStart(String(total).length)}/${total}] seed ${seed ?? ''} · ${written} files`;
      if (io.progress) io.writeStderr(`\r${line}\u001b[K`);
      else if ((i + 1) % Math.max(1, Math.floor(total / 10)) === 0 || i + 1 === total)
        io.writeStderr(`${line}\n`);
    }
  }
  if (showProgress && io.progress) io.writeStderr('\n');
  return refused ? EXIT.refused : EXIT.ok;
}

/** Run one command line; answers the exit code. */
export async function runCli(argv: readonly string[], app: InProcessApp, io: CliIo) {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.writeStderr(`strata: ${parsed.usage}\n`);
    return EXIT.usage;
  }
  if ('help' in parsed) {
    io.writeStdout(new TextEncoder().encode(`${parsed.help}\n`));
    return EXIT.ok;
  }
  try {
    return await runPlan(parsed.plan, app, io);
  } catch (e) {
    io.writeStderr(`strata: ${(e as Error).message}\n`);
    return EXIT.failed;
  }
}
