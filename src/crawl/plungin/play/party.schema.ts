/**
 * The party as a document (dungeon-plungin-rules.txt, Playing the Game 103-124, Hero Inventory
 * 1280-1300): each hero's eight stats, equipment slots (a weapon, a shield, an armour, four
 * attire, eight items), special abilities and prepared spells. The built-in party ships with
 * Strata (`heroes.ts`); a user may POST their own, checked here. Zod lives in `*.schema.ts` only.
 */
import { z } from 'zod';

export const PARTY_MAX_BYTES = 16384;

export const ABILITIES = [
  'nimble',
  'counter-attack',
  'charge',
  'attack-of-opportunity',
  'magic-school-light',
  'magic-school-arcane',
] as const;
export const SPELLS = [
  'healing',
  'magic-shield',
  'blessing',
  'hold',
  'raise-dead',
  'pulse',
  'fireball',
  'frost-ray',
] as const;
export type Ability = (typeof ABILITIES)[number];
export type SpellId = (typeof SPELLS)[number];

const stat = z.number().int().min(0).max(10);

const STATS = z
  .object({
    ATK: stat,
    DEF: stat,
    MAG: stat,
    MOV: z.number().int().min(1).max(10),
    LIFE: z.number().int().min(1).max(20),
    RES: stat,
    DEX: stat,
    WIT: stat,
  })
  .strict()
  .describe('The eight stats (rules 106-124), 1 to 10 (0 allowed for MAG and the like).');

const NAME = z.string().min(1).max(40);

const WEAPON = z
  .object({
    name: NAME,
    bonus: z.number().int().min(0).max(4).describe('Weapon Bonus: extra ATK dice.'),
    range: z
      .number()
      .int()
      .min(0)
      .max(12)
      .describe('0 for a melee weapon; squares for a ranged one (rules 669-675).'),
    weak: z.boolean().describe('Destroyed on a fumbled attack (rules 739-748).'),
  })
  .strict();

const ARMOUR = z
  .object({
    name: NAME,
    bonus: z.number().int().min(0).max(4).describe('Armor Bonus: extra DEF dice.'),
    weak: z.boolean().describe('Destroyed on a fumbled defence (rules 739-748).'),
  })
  .strict();

const ITEM = z
  .object({
    name: NAME,
    use: z
      .enum(['heal', 'revive', 'none'])
      .describe('`heal`: 1d6 LIFE as an action; `revive`: raises a dead hero adjacent.'),
  })
  .strict();

const HERO = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{0,23}$/),
    name: NAME,
    role: z.enum(['warrior', 'thief', 'priest', 'wizard', 'other']),
    level: z.number().int().min(1).max(10),
    stats: STATS,
    weapon: WEAPON.nullable(),
    shield: ARMOUR.nullable(),
    armour: ARMOUR.nullable(),
    attire: z.array(NAME).max(4),
    items: z.array(ITEM).max(8),
    abilities: z.array(z.enum(ABILITIES)).max(4),
    spells: z
      .array(z.enum(SPELLS))
      .max(8)
      .describe(
        'The spells the hero knows; before each descent it prepares as many as its MAG (rules 823-839). Needs a Magic School ability.',
      ),
  })
  .strict();

export const PartySchema = z
  .object({
    format: z.literal('strata.plungin.party/1'),
    name: NAME,
    heroes: z.array(HERO).min(1).max(4),
  })
  .strict()
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.heroes.forEach((h, i) => {
      if (seen.has(h.id))
        ctx.addIssue({ code: 'custom', path: ['heroes', i, 'id'], message: 'duplicate hero id' });
      seen.add(h.id);
      // Only the Magic School ability gives spells (rules 817-820).
      if (h.spells.length > 0 && !h.abilities.some((a) => a.startsWith('magic-school-')))
        ctx.addIssue({
          code: 'custom',
          path: ['heroes', i, 'spells'],
          message: 'spells need a Magic School ability (magic-school-light or magic-school-arcane)',
        });
    });
  });

export type Party = z.infer<typeof PartySchema>;
export type HeroSheet = Party['heroes'][number];

/** `heroes[2].stats.ATK` from zod's path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path)
    out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
  return out === '' ? '$' : out;
}

export function parseParty(
  doc: unknown,
): { ok: true; value: Party } | { ok: false; errors: { path: string; message: string }[] } {
  const r = PartySchema.safeParse(doc);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    errors: r.error.issues
      .slice(0, 50)
      .map((i) => ({ path: jsonPath(i.path), message: i.message })),
  };
}
