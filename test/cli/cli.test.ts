/**
 * The command line: its files have the bytes the HTTP API sends for the same URL (compared
 * with the Node server over loopback), its problem messages are the API's, and its exit codes
 * say what happened.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, requestPath, type Plan } from '../../src/cli/args';
import { EXIT, runCli, type CliIo } from '../../src/cli/run';
import { startApp, type Served } from '../e2e/harness';

const BIN = new URL('../../bin/strata.mjs', import.meta.url).pathname;
const run = promisify(execFile);
let served: Served;
let dir: string;

beforeAll(async () => {
  served = await startApp();
  dir = mkdtempSync(join(tmpdir(), 'strata-cli-'));
});
afterAll(async () => {
  await served?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The CLI in-process against the server's own app, its files and streams kept in memory. */
async function cli(...argv: string[]) {
  const files = new Map<string, Buffer>();
  let stdout = Buffer.alloc(0);
  let stderr = '';
  const io: CliIo = {
    writeStdout: (b) => {
      stdout = Buffer.concat([stdout, b]);
    },
    writeStderr: (t) => {
      stderr += t;
    },
    writeFile: async (path, b) => {
      files.set(path, Buffer.from(b));
    },
    progress: false,
  };
  const code = await runCli(argv, served.app, io);
  return { code, files, stdout, stderr };
}

async function overHttp(path: string): Promise<Buffer> {
  const res = await fetch(`${served.base}${path}`);
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('strata (the command line)', () => {
  it('writes a history’s PNG map with the bytes the API sends', async () => {
    const r = await cli('dungeon', '--seed', 'moria', '--until', 'villainy', '--png', 'out.png');
    expect(r.code).toBe(EXIT.ok);
    const png = r.files.get('out.png')!;
    expect([...png.subarray(0, 4)]).toEqual([137, 80, 78, 71]);
    expect(png.equals(await overHttp('/v1/dungeon/map.png?seed=moria&until=villainy'))).toBe(true);
  });

  it('writes a crawl level’s Universal VTT, key and map at a step, byte for byte', async () => {
    const r = await cli(
      'crawl',
      'dmg1',
      '--seed',
      'greyhawk',
      '--step',
      '20',
      '--uvtt',
      'level1.dd2vtt',
      '--key',
      'key.txt',
      '--svg',
      'map.svg',
    );
    expect(r.code).toBe(EXIT.ok);
    const q = 'seed=greyhawk&step=20';
    expect(r.files.get('level1.dd2vtt')!.equals(await overHttp(`/v1/crawl/dmg1/uvtt?${q}`))).toBe(
      true,
    );
    expect(r.files.get('key.txt')!.equals(await overHttp(`/v1/crawl/dmg1/key?${q}`))).toBe(true);
    expect(r.files.get('map.svg')!.equals(await overHttp(`/v1/crawl/dmg1/map.svg?${q}`))).toBe(
      true,
    );
    expect(r.files.get('key.txt')!.toString()).toContain('DUNGEON LEVEL 1');
  });

  it('prints the JSON state to stdout without an output, and a chronicle’s format follows its file name', async () => {
    const r = await cli('dungeon', '--seed', 'balin', '--until', 'civilization');
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout.equals(await overHttp('/v1/dungeon?seed=balin&until=civilization'))).toBe(true);
    const md = await cli('dungeon', '--seed', 'balin', '--chronicle', 'c.md');
    expect(md.files.get('c.md')!.toString()).toMatch(/^# The Historical Record/);
    expect(
      requestPath(
        (parseArgs(['dungeon', '--seed', 'a', '--chronicle', 'x.json']) as { plan: Plan }).plan,
        { name: 'chronicle', file: 'x.json' },
        null,
      ),
    ).toBe('/v1/dungeon/chronicle?seed=a&format=json');
  });

  it('runs many seeds into {seed} file names, with a progress line', async () => {
    const r = await cli(
      'dungeon',
      '--seeds',
      '1..4',
      '--until',
      'primordial',
      '--svg',
      'maps/{seed}.svg',
    );
    expect(r.code).toBe(EXIT.ok);
    expect([...r.files.keys()]).toEqual(['maps/1.svg', 'maps/2.svg', 'maps/3.svg', 'maps/4.svg']);
    expect(
      r.files
        .get('maps/3.svg')!
        .equals(await overHttp('/v1/dungeon/map.svg?seed=3&until=primordial')),
    ).toBe(true);
    expect(r.stderr).toContain('[4/4] seed 4');
    const named = await cli('dungeon', '--seeds', 'a,b', '--svg', 'same.svg');
    expect(named.code).toBe(EXIT.usage);
    expect(named.stderr).toContain('{seed}');
  });

  it('prints the API’s own problem and exits 1 when a request is refused; 2 for a bad command line', async () => {
    const bad = await cli('dungeon', '--seed', 'moria', '--until', 'soon');
    expect(bad.code).toBe(EXIT.refused);
    const res = await fetch(`${served.base}/v1/dungeon?seed=moria&until=soon`);
    const problem = (await res.json()) as { detail?: string; title: string };
    expect(bad.stderr).toContain(problem.title);
    expect(bad.stderr).toContain(problem.detail ?? '');
    expect((await cli('crawl', 'nosuch', '--seed', 'x')).code).toBe(EXIT.refused);
    expect((await cli('frob')).code).toBe(EXIT.usage);
    expect((await cli('crawl')).code).toBe(EXIT.usage);
    expect((await cli('dungeon', '--seed')).code).toBe(EXIT.usage);
    expect((await cli('--help')).stdout.toString()).toContain('Exit codes');
  });

  it('runs as the package bin: writes the file and exits with the code', async () => {
    const file = join(dir, 'moria.png');
    await run(process.execPath, [
      BIN,
      'dungeon',
      '--seed',
      'moria',
      '--until',
      'villainy',
      '--png',
      file,
    ]);
    expect(
      readFileSync(file).equals(await overHttp('/v1/dungeon/map.png?seed=moria&until=villainy')),
    ).toBe(true);
    const failed = await run(process.execPath, [BIN, 'dungeon', '--seed', ''], {}).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((failed as { code: number }).code).toBe(EXIT.refused);
    expect((failed as { stderr: string }).stderr).toContain('seed must not be empty');
  }, 30_000);
});
