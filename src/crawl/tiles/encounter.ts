/**
 * What happens when the party meets monsters (text 890-957): initiative for each side, surprise,
 * the response of Table 24 carried out (fleeing by rat holes or the nearest open way, or hiding
 * to ambush when there is none), and Table 25's roll for additional combatants after the first
 * round of any fight.
 */
import type { Space } from '../plan/types';
import type { Ctx } from './context';
import type { Terrain } from './tables-monsters';
import * as M from './tables-monsters';

export interface Meeting {
  readonly name: string;
  readonly category: string;
  readonly terrain: Terrain;
  /** What the monsters are doing (spotting d6): moving, static, hiding. */
  readonly doing: string;
  /** Table 24's response: flee, hide-and-ambush, attack. */
  readonly response: string;
}

/** A small creature that slips away into holes rather than by a doorway. */
const SLIPS_AWAY = new Set(['small-animal']);

/** The open ways out of a space (not doors that are shut), by portal id and side. */
function openWays(ctx: Ctx, space: Space): string[] {
  const out: string[] = [];
  for (const p of ctx.b.portals)
    if ((p.from === space.id || p.to === space.id) && !p.state.closed && !p.state.secret)
      out.push(p.kind === 'opening' ? `the opening ${p.id}` : `${p.kind} ${p.id}`);
  return out;
}

/** Play out a meeting; returns the lines the key gives it. */
export function meet(ctx: Ctx, space: Space, m: Meeting): string[] {
  const b = ctx.b;
  const lines: string[] = [];
  const party = b.roll('initiative (party)', M.INITIATIVE_DIE);
  const them = b.roll('initiative (monsters)', M.INITIATIVE_DIE);
  const partyFirst = party > them;
  lines.push(
    `initiative party ${party}, monsters ${them}: ${partyFirst ? 'party' : 'monsters'} first`,
  );
  // Surprise (text 899-905): hiding monsters the party spots are surprised; ambushers who are
  // not spotted surprise the party. The spot check is the player's; both cases are stated.
  if (m.doing === 'hiding')
    lines.push(
      m.response === 'hide-and-ambush'
        ? 'surprise: the monsters, unless spotted (then the party)'
        : 'surprise: the party, if it spots them',
    );
  let fight = m.response === 'attack';
  if (m.response === 'flee') {
    if (partyFirst) {
      lines.push('tries to flee but the party acts first');
      fight = true;
    } else {
      const holes =
        SLIPS_AWAY.has(m.category) &&
        (space.kind === 'cavern' ||
          space.contents.some((c) => c.kind === 'note' && c.text.includes('rat-holes')));
      const ways = openWays(ctx, space);
      if (holes) lines.push('flees into rat holes and crevices');
      else if (ways.length) lines.push(`flees by ${ways[0]}`);
      else {
        // No route to flee: the monsters hide and ambush instead (text 875-877).
        lines.push('no way to flee: hides to ambush');
        fight = true;
      }
    }
  } else if (m.response === 'hide-and-ambush') {
    lines.push('hides to ambush: no encounter if the party does not enter');
    fight = true;
  }
  if (fight) {
    const living = m.terrain === 'living-complex';
    const [n, of] = M.TABLE_25_AFTER_ROUND_1[living ? 'living-quarters' : 'normal'];
    const more = living
      ? b.roll('Table 25 after round 1 (living quarters)', 'd6') > of - n
      : b.roll('Table 25 after round 1', 'd6') === 6 && b.roll('Table 25 after round 1', 'd6') >= 4;
    if (more) {
      const [sn, sof] = living
        ? M.TABLE_25_SAME_TYPE.livingQuarters
        : m.category === 'humanoid'
          ? M.TABLE_25_SAME_TYPE.normalHumanoid
          : M.TABLE_25_SAME_TYPE.normalOther;
      const same = b.chance('Table 25 same type', sn, sof, 'same type', 'another type');
      lines.push(
        `Table 25: more combatants after round 1, ${same ? `more ${m.name}` : 'of another type'}, from a random side`,
      );
    }
  }
  return lines;
}
