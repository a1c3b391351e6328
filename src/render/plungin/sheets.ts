/**
 * The rulebook's two play aids filled in for a played Dungeon Plungin' quest
 * (dungeon-plungin-rules.txt, Appendix A: Character Sheets 1557, Party Sheet 1628), as Markdown:
 * a character sheet per hero (name, concept, the eight stats, special abilities, spells,
 * armour, the two hands, attire, the item slots, level, with life and XP as the quest stands)
 * and the party sheet (party name, leader, recipes, properties, heroes, gold, valuables, spare
 * equipment). Built from the replay's answer and the party document it played.
 */
import type { PlunginPlayRun } from '../../crawl/plungin/play/system';
import { DEFAULT_PARTY, SPELL_BOOK } from '../../crawl/plungin/play/heroes';
import { easiestDifficulty } from '../../crawl/plungin/play/items';
import type { Party, SpellId } from '../../crawl/plungin/play/party.schema';

/** The hero slots the sheet prints: four items, eight with a backpack (rules 1282-1284). */
const ITEM_SLOTS = (items: number) => (items > 4 ? 8 : 4);

const ABILITY_NAMES: Readonly<Record<string, string>> = {
  nimble: 'Nimble',
  'counter-attack': 'Counter Attack',
  charge: 'Charge',
  'attack-of-opportunity': 'Attack of Opportunity',
};

/** Spells by name with their difficulty at the easiest School that teaches each. */
const spellText = (ids: readonly string[]) =>
  ids
    .map((sp) =>
      Object.hasOwn(SPELL_BOOK, sp)
        ? `${SPELL_BOOK[sp as SpellId].name} (Dif. ${easiestDifficulty(sp as SpellId)})`
        : sp,
    )
    .join(', ');
const bonus = (n: number) => (n > 0 ? ` (+${n})` : '');
const dash = (s: string | undefined | null) =>
  s === undefined || s === null || s === '' ? '—' : s;

/** The party's live holdings as the replay answers them (`PlayRun.party`, inventory.ts). */
interface Holdings {
  readonly gold?: number;
  readonly valuables?: readonly { readonly name: string; readonly value: number }[];
  readonly keys?: readonly { readonly hero: string; readonly name: string }[];
  readonly carried?: Readonly<Record<string, readonly string[]>>;
  readonly discarded?: readonly string[];
  /** Each hero as he stands (level, XP, stats, live gear, spells): the campaign's view. */
  readonly heroes?: Readonly<Record<string, LiveHero>>;
  readonly campaign?: {
    readonly quest: number;
    readonly quests: readonly { readonly quest: number; readonly outcome: string }[];
    readonly storage?: Readonly<Record<string, readonly string[]>>;
    readonly properties?: Readonly<Record<string, readonly string[]>>;
    readonly recipes?: readonly string[];
  };
}

interface LivePiece {
  readonly name: string;
  readonly bonus: number;
  readonly range: number;
  readonly weak: boolean;
  readonly cursed: boolean;
  readonly mods: Readonly<Record<string, number>>;
}

interface LiveHero {
  readonly name: string;
  readonly role: string;
  readonly level: number;
  readonly xp: number;
  readonly questXp: number;
  readonly nextLevel: number | null;
  readonly stats: Party['heroes'][number]['stats'];
  readonly weapon: LivePiece | null;
  readonly shield: LivePiece | null;
  readonly armour: LivePiece | null;
  readonly attire: readonly LivePiece[];
  readonly spells: readonly string[];
  readonly known: readonly string[];
  /** The abilities now, with those a level gave (advancement.ts). */
  readonly abilities?: readonly string[];
}

/** A worn piece as the sheet writes it: bonus, range, weak, cursed and what it does to stats. */
function pieceText(p: LivePiece | null): string {
  if (!p) return '—';
  const mods = Object.entries(p.mods).map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v}`);
  const notes = [
    ...(p.range > 0 ? [`range ${p.range}`] : []),
    ...(p.weak ? ['weak'] : []),
    ...(p.cursed ? ['cursed'] : []),
    ...mods,
  ];
  return `${p.name}${bonus(p.bonus)}${notes.length ? `, ${notes.join(', ')}` : ''}`;
}

/** The sheets of every hero and the party's, in Markdown. */
export function plunginSheets(
  run: PlunginPlayRun,
  docs: Readonly<Record<string, unknown>>,
): string {
  const party = (docs.party as Party | undefined) ?? DEFAULT_PARTY;
  const figures = new Map(run.figures.filter((f) => f.side === 'hero').map((f) => [f.id, f]));
  const holdings = run.party as Holdings | undefined;
  const at = `round ${run.round}${run.action > 0 ? `, action ${run.action}` : ''}`;
  const lines: string[] = [
    `# ${party.name}: character and party sheets`,
    '',
    `Seed “${run.crawl.plan.seed}”, ${at}${run.outcome ? ` (${run.outcome})` : ''}. ${holdings?.heroes ? 'Level, XP, stats, arms, armour, attire, items, keys, gold and valuables are as they stand at this point (cursed pieces worn, weak pieces broken).' : holdings ? 'The items, keys, gold and valuables are what the party holds at this point; arms, armour and attire are its kit as it set out.' : "The equipment is the party's kit as it set out."}`,
  ];
  const live = holdings?.heroes;
  const camp = holdings?.campaign;
  if (camp && camp.quest > 1)
    lines.push(
      '',
      `Campaign: quest ${camp.quest}. ${camp.quests.map((q) => `Quest ${q.quest}: ${q.outcome}.`).join(' ')}`,
    );
  // In a campaign the heroes are those who play this quest (a newcomer in a fallen hero's place).
  const sheets = live
    ? run.figures
        .filter((f) => f.side === 'hero')
        .map((f) => party.heroes.find((h) => h.id === f.id) ?? { ...party.heroes[0]!, id: f.id })
    : party.heroes;
  for (const h of sheets) {
    const f = figures.get(h.id);
    const lh = live?.[h.id];
    const life = f ? `${f.life}/${f.maxLife}` : `${h.stats.LIFE}/${h.stats.LIFE}`;
    const state = f && f.conditions.length ? ` (${f.conditions.join(', ')})` : '';
    const s = lh?.stats ?? h.stats;
    // The items the hero carries now (potions drunk, keys and finds picked up), else the kit.
    const carried = holdings?.carried?.[h.id] ?? h.items.map((i) => i.name);
    const slots = ITEM_SLOTS(Math.max(h.items.length, carried.length));
    const items = Array.from({ length: slots }, (_, i) => dash(carried[i]));
    const attire = Array.from({ length: 4 }, (_, i) => dash(h.attire[i]));
    lines.push(
      '',
      `## ${lh?.name ?? h.name}`,
      '',
      '| | |',
      '|---|---|',
      `| NAME | ${lh?.name ?? h.name} |`,
      `| CONCEPT | ${lh?.role ?? h.role} |`,
      `| LEVEL | ${lh?.level ?? f?.level ?? h.level} |`,
      lh
        ? `| XP | ${lh.xp} (this quest: ${lh.questXp}${lh.nextLevel !== null ? `; next level at ${lh.nextLevel}` : ''}) |`
        : `| XP | ${run.heroXp[h.id] ?? 0} |`,
      '',
      '| ATK | DEF | MAG | MOV | LIF | WIT | DEX | RES |',
      '|---|---|---|---|---|---|---|---|',
      `| ${s.ATK} | ${s.DEF} | ${s.MAG} | ${s.MOV} | ${life}${state} | ${s.WIT} | ${s.DEX} | ${s.RES} |`,
      '',
      `- SPECIAL ABILITIES: ${(lh?.abilities ?? h.abilities).map((a) => ABILITY_NAMES[a] ?? a).join(', ') || '—'}`,
      `- SPELLS: ${spellText(lh ? lh.known : h.spells) || '—'}${lh && lh.spells.length !== lh.known.length ? ` (prepared: ${spellText(lh.spells) || 'none'})` : ''}`,
      ...(lh
        ? [
            `- ARMOUR: ${pieceText(lh.armour)}`,
            `- HAND 1: ${pieceText(lh.weapon)}`,
            `- HAND 2: ${pieceText(lh.shield)}`,
            `- ATTIRE: ${Array.from({ length: 4 }, (_, i) => (lh.attire[i] ? pieceText(lh.attire[i]) : '—')).join(' · ')}`,
          ]
        : [
            `- ARMOUR: ${h.armour ? `${h.armour.name}${bonus(h.armour.bonus)}${h.armour.weak ? ', weak' : ''}` : '—'}`,
            `- HAND 1: ${h.weapon ? `${h.weapon.name}${bonus(h.weapon.bonus)}${h.weapon.range > 0 ? `, range ${h.weapon.range}` : ''}${h.weapon.weak ? ', weak' : ''}` : '—'}`,
            `- HAND 2: ${h.shield ? `${h.shield.name}${bonus(h.shield.bonus)}${h.shield.weak ? ', weak' : ''}` : '—'}`,
            `- ATTIRE: ${attire.join(' · ')}`,
          ]),
      ...Array.from(
        { length: slots / 2 },
        (_, i) => `- ITEM ${2 * i + 1}: ${items[2 * i]!} · ITEM ${2 * i + 2}: ${items[2 * i + 1]!}`,
      ),
    );
  }
  // READING: the leader is the first living hero in marching order, as the party's doctrine
  // puts its front fighter first.
  const leader =
    party.heroes.find((h) => {
      const f = figures.get(h.id);
      return f === undefined || f.life > 0;
    }) ?? party.heroes[0]!;
  lines.push(
    '',
    '## Party sheet',
    '',
    `- PARTY NAME: ${party.name}`,
    `- LEADER: ${leader.name}`,
    `- RECIPES: ${(camp?.recipes ?? []).join(', ') || '—'}`,
    `- PROPERTIES: ${
      camp?.properties
        ? Object.entries(camp.properties)
            .map(
              ([o, ps]) =>
                `${o === 'party' ? '' : `${live?.[o]?.name ?? o}: `}${ps.join(', ')} (stored: ${(camp.storage?.[o] ?? []).join(', ') || 'nothing'})`,
            )
            .join('; ')
        : '—'
    }`,
    ...sheets.map((h) => {
      const f = figures.get(h.id);
      const lh = live?.[h.id];
      const down = f && f.life <= 0 ? ', fallen' : '';
      return `- HERO: ${lh?.name ?? h.name}, level ${lh?.level ?? f?.level ?? h.level} ${lh?.role ?? h.role}, ${lh ? lh.xp : (run.heroXp[h.id] ?? 0)} XP${down}`;
    }),
    `- GOLD: ${holdings?.gold ?? run.gold}`,
    `- XP (the party's): ${run.xp}`,
    `- VALUABLES: ${(holdings?.valuables ?? []).map((v) => `${v.name} (${v.value} gold)`).join(', ') || '—'}`,
    `- KEYS: ${(holdings?.keys ?? []).map((k) => `${k.name} (${party.heroes.find((x) => x.id === k.hero)?.name ?? k.hero})`).join(', ') || '—'}`,
    `- SPARE WEAPONS/ITEMS/ATTIRE: ${(holdings?.discarded ?? []).join(', ') || '—'}`,
    '',
  );
  return lines.join('\n');
}
