import { describe, expect, it } from 'vitest';
import { runHistory } from '../../../src/hthad/2008/history';
import {
  beadChanges,
  fullChronicle,
  holdings,
  renderFullChronicle,
} from '../../../src/render/chronicle';
import { tokenBalance } from '../../../src/hthad/world';
import { CASES, RULESET } from '../side/worlds';

const sources = CASES.map((c) => {
  const r = runHistory({
    seed: c.seed,
    until: c.until,
    options: c.civ ? { civilizations: c.civ } : {},
  });
  return { name: c.name, src: { ...r, ruleset: RULESET } };
});

describe.each(sources)('chronicle of $name', ({ src }) => {
  it('accounts for every event once, in order, with the engine’s words on unfolded lines', () => {
    const c = fullChronicle(src);
    const entries = c.ages.flatMap((a) => a.years.flatMap((y) => y.entries));
    const seqs = entries.flatMap((e) => [e.seq, ...(e.folded?.seqs ?? [])]);
    expect([...seqs].sort((a, b) => a - b)).toEqual(src.events.map((e) => e.seq));
    const heads = entries.map((e) => e.seq);
    expect(heads).toEqual([...heads].sort((a, b) => a - b));
    for (const e of entries) {
      if (!e.folded) expect(e.text).toBe(src.events[e.seq]!.text);
      else expect(e.folded.seqs.every((q) => src.events[q]!.rule === e.rule)).toBe(true);
    }
  });

  it('never folds away a line that loses treasure, takes a bead from a group or wipes one out', () => {
    const c = fullChronicle(src);
    const entries = c.ages.flatMap((a) => a.years.flatMap((y) => y.entries));
    const inFold = new Set(entries.flatMap((e) => (e.folded ? [e.seq, ...e.folded.seqs] : [])));
    const returned = new Set(src.world.groups.filter((g) => g.end === 'returned').map((g) => g.id));
    const owner = new Map<string, string | null>();
    for (const e of src.events) {
      let matters = e.rule === 'wiped-out';
      for (const d of e.tokens) {
        const prev = owner.get(d.token) ?? null;
        if (d.op === 'destroy') owner.delete(d.token);
        else owner.set(d.token, d.owner);
        if (d.op === 'destroy' && d.kind !== 'population') matters = true;
        const taken = d.op !== 'create' && prev !== null && prev !== d.owner;
        if (taken && !returned.has(prev) && !(d.owner && returned.has(d.owner))) matters = true;
      }
      if (matters) expect(inFold.has(e.seq), `${e.seq} ${e.text}`).toBe(false);
    }
  });

  it('closes with holdings that match the beads on the page', () => {
    const h = holdings(src.world);
    for (const kind of ['population', 'treasure', 'bonus', 'epic'] as const)
      expect(h.reduce((n, r) => n + r.beads[kind], 0)).toBe(
        src.world.tokens.filter((t) => t.kind === kind).length,
      );
  });

  it('counts bead changes (folded lines summed) that reconcile with the page', () => {
    const c = fullChronicle(src);
    const net: Record<string, number> = { population: 0, treasure: 0, bonus: 0, epic: 0 };
    for (const a of c.ages)
      for (const y of a.years)
        for (const e of y.entries) for (const b of e.beads) net[b.kind]! += b.net;
    expect(net).toEqual(tokenBalance(src.events));
    for (const kind of Object.keys(net))
      expect(net[kind]).toBe(src.world.tokens.filter((t) => t.kind === kind).length);
  });

  it('renders text, markdown and json', () => {
    const text = renderFullChronicle(src, 'text');
    const md = renderFullChronicle(src, 'markdown');
    const json = JSON.parse(renderFullChronicle(src, 'json')) as { holdings: unknown[] };
    expect(text).toContain('Who holds what');
    expect(md).toMatch(/^# The Historical Record/);
    expect(md).toContain('## Who holds what');
    expect(json.holdings.length).toBe(holdings(src.world).length);
    for (const g of src.world.groups)
      if (src.world.tokens.some((t) => t.owner === g.id)) expect(text).toContain(g.name);
    expect(renderFullChronicle(src, 'text')).toBe(text);
  });
});

describe('beadChanges', () => {
  it('nets creations and losses per holder and kind, counting moves apart', () => {
    const d = (
      op: 'create' | 'destroy' | 'move',
      owner: string | null,
      kind: 'population' | 'treasure' = 'population',
    ) => ({
      token: 't',
      op,
      kind,
      role: 'dwarf' as const,
      owner,
      from: null,
      to: null,
    });
    const names = new Map([['g1', 'Orgrim clan']]);
    const r = beadChanges(
      [
        d('create', 'g1'),
        d('create', 'g1'),
        d('destroy', 'g1'),
        d('create', null, 'treasure'),
        d('move', 'g1'),
      ],
      names,
    );
    expect(r.beads).toEqual([
      { holder: 'Orgrim clan', kind: 'population', net: 1 },
      { holder: 'unclaimed', kind: 'treasure', net: 1 },
    ]);
    expect(r.moved).toBe(1);
  });
});
