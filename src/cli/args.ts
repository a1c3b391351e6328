/**
 * The command line, read into one plan of requests: which resource of which system, the query
 * every `--name value` adds, and where each answer goes. Pure (no I/O), so tests read it directly.
 */

/** An output flag: the sub-resource it asks for and, where the format follows the file name, how. */
export const OUTPUTS = {
  json: { sub: '', describe: 'the JSON state (the default, to stdout)' },
  svg: { sub: '/map.svg', describe: 'the map as SVG' },
  png: { sub: '/map.png', describe: 'the map as PNG' },
  chronicle: { sub: '/chronicle', describe: 'the chronicle (.md markdown, .json, else text)' },
  key: { sub: '/key', describe: 'a crawl’s room key (text)' },
  uvtt: { sub: '/uvtt', describe: 'a crawl level as Universal VTT (.dd2vtt)' },
  foundry: { sub: '/foundry', describe: 'a crawl level as a Foundry VTT scene (JSON)' },
  campaign: { sub: '/campaign.svg', describe: 'a history’s campaign map (SVG)' },
  log: { sub: '/log', describe: 'a played game’s log' },
} as const;
export type OutputName = keyof typeof OUTPUTS;

export interface Output {
  readonly name: OutputName;
  /** A file name (may hold `{seed}`), or `-` for stdout. */
  readonly file: string;
}

export interface Plan {
  /** The route without its last word: `/v1/dungeon`, `/v1/crawl/dmg1`; or a whole path for `get`. */
  readonly base: string;
  readonly query: readonly (readonly [string, string])[];
  readonly seeds: readonly string[];
  readonly outputs: readonly Output[];
  readonly quiet: boolean;
  /** `get`: the path and query are the user's, sent as they are. */
  readonly raw: boolean;
}

export type Parsed =
  | { readonly ok: true; readonly plan: Plan }
  | { readonly ok: true; readonly help: string }
  | { readonly ok: false; readonly usage: string };

export const HELP = `strata — run Strata's rule systems from the command line (no server needed)

  strata dungeon --seed moria [--ruleset hthad2008] [--until villainy] [--year 2] [outputs]
  strata crawl <system> --seed greyhawk [--step 60] [--level 1] [--path e1,e4] [outputs]
  strata play <system> --seed s [--round 3] [outputs]
  strata rulesets                     the systems, their options and versions (JSON)
  strata get '/v1/dungeon/map.svg?seed=moria' [-o file]   any route, as the API answers it

Outputs (each a file, or - for stdout; without one the JSON state goes to stdout):
${Object.entries(OUTPUTS)
  .map(([k, v]) => `  --${k.padEnd(10)} FILE   ${v.describe}`)
  .join('\n')}

Every other --name value is a query parameter of the route (a rule option such as --civ
dwarves,demons, or --width 800, --view player); the API checks them and its problem messages
are printed as they are. Many seeds: --seeds moria,balin,gloin or --seeds 1..100 with {seed} in
each file name (a progress line goes to stderr; --quiet stops it).

Exit codes: 0 done; 1 the API refused a request (problem printed); 2 the command line is wrong;
3 anything else failed (a file could not be written, an unexpected error).`;

/** `1..5` → 1,2,3,4,5; `a,b` → a,b (at most 100,000 seeds). */
export function seedList(text: string): string[] | null {
  const range = /^(\d+)\.\.(\d+)$/.exec(text);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    if (to < from || to - from >= 100_000) return null;
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  const list = text.split(',').filter((s) => s !== '');
  return list.length ? list : null;
}

export function parseArgs(argv: readonly string[]): Parsed {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help')
    return { ok: true, help: HELP };
  let base: string;
  let words = rest;
  let raw = false;
  if (command === 'dungeon') base = '/v1/dungeon';
  else if (command === 'crawl' || command === 'play') {
    const [system, ...more] = rest;
    if (!system || system.startsWith('-'))
      return {
        ok: false,
        usage: `strata ${command} needs a system id (strata rulesets lists them)`,
      };
    base = `/v1/${command}/${encodeURIComponent(system)}`;
    words = more;
  } else if (command === 'rulesets') base = '/v1/rulesets';
  else if (command === 'get') {
    const [path, ...more] = rest;
    if (!path?.startsWith('/'))
      return { ok: false, usage: 'strata get needs a path such as /v1/rulesets' };
    base = path;
    words = more;
    raw = true;
  } else return { ok: false, usage: `unknown command “${command}” (strata --help lists them)` };

  const query: [string, string][] = [];
  const outputs: Output[] = [];
  let seeds: string[] | null = null;
  let quiet = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '--help' || word === '-h') return { ok: true, help: HELP };
    if (word === '--quiet' || word === '-q') {
      quiet = true;
      continue;
    }
    const m = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(word);
    if (!m?.[1]) return { ok: false, usage: `unexpected argument “${word}”` };
    const name = m[1] === 'o' ? 'out' : m[1];
    let value = m[2];
    if (value === undefined) {
      const next = words[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2))
        return { ok: false, usage: `--${name} needs a value` };
      value = next;
      i++;
    }
    if (name === 'seeds') {
      seeds = seedList(value);
      if (!seeds) return { ok: false, usage: `--seeds takes a,b,c or a range such as 1..100` };
    } else if (name === 'out') outputs.push({ name: 'json', file: value });
    else if (!raw && name in OUTPUTS) outputs.push({ name: name as OutputName, file: value });
    else query.push([name, value]);
  }
  if (seeds && query.some(([k]) => k === 'seed'))
    return { ok: false, usage: 'give --seed or --seeds, not both' };
  const many = (seeds?.length ?? 0) > 1;
  const shared = outputs.filter((o) => o.file !== '-' && !o.file.includes('{seed}'));
  if (many && (shared.length || outputs.length === 0))
    return {
      ok: false,
      usage:
        'with several --seeds, name each output file with {seed} in it (e.g. --png maps/{seed}.png)',
    };
  if (
    outputs.filter((o) => o.file === '-').length > 1 ||
    (many && outputs.some((o) => o.file === '-'))
  )
    return { ok: false, usage: 'only one output can go to stdout (-)' };
  return {
    ok: true,
    plan: { base, query, seeds: seeds ?? [], outputs, quiet, raw },
  };
}

/** The request path for one output of one seed. */
export function requestPath(plan: Plan, output: Output | null, seed: string | null): string {
  if (plan.raw) return plan.base;
  const q = new URLSearchParams();
  if (seed !== null) q.set('seed', seed);
  for (const [k, v] of plan.query) q.append(k, v);
  const sub = output ? OUTPUTS[output.name].sub : '';
  if (output?.name === 'chronicle' && !q.has('format')) {
    const format = /\.md$/i.test(output.file)
      ? 'markdown'
      : /\.json$/i.test(output.file)
        ? 'json'
        : null;
    if (format) q.set('format', format);
  }
  const text = q.toString().replace(/%2C/gi, ',');
  return `${plan.base}${sub}${text ? `?${text}` : ''}`;
}
