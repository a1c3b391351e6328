/**
 * The 2008 engine's working state for one run: the shared history machinery (clock,
 * checkpoints, recorded dice, events, token helpers) over the 2008 rule ids and age order, plus
 * what only this edition carries (the alternate world of Advanced Rules II).
 */
import type { Rng } from '../../core/rng';
import type { AgeId, HistoryEvent, PageSizeName, World } from '../world';
import { HistoryContext, type StopAt } from '../history';
import type { LateRule } from './monsters/rules';
import type { AlternateWorld } from './advanced/options';

export { Halt, type StopAt } from '../history';

/** Every rule the 2008 engine applies, as recorded on events. */
export type Rule2008 =
  // the Age of Monsters, the Age of Villainy and the advanced rules (late ages)
  | LateRule
  | 'primordial-event'
  | 'mithral'
  | 'natural-cavern'
  | 'natural-caverns-end'
  | 'gold-vein'
  | 'cave-complex'
  | 'underground-river'
  | 'ancient-wyrm'
  | 'make-up-event'
  | 'table-recursion-cap'
  | 'civilization-roll'
  | 'custom-civilization'
  | 'civilization-setup'
  | 'civilization-order'
  | 'wyrm-tribute'
  | 'plague-losses'
  | 'beast-fight'
  | 'fate'
  | 'civilized-conflict'
  | 'dwarven-spring'
  | 'dwarven-summer'
  | 'dwarven-emigration'
  | 'dwarven-construction'
  | 'dwarven-tomb'
  | 'dark-elf-spring'
  | 'dark-elf-colony'
  | 'dark-elf-summer'
  | 'dark-elf-construction'
  | 'dark-elf-winter'
  | 'dark-elf-new-city'
  | 'slave-revolt'
  | 'demon-spring'
  | 'demon-summer'
  | 'demon-palace'
  | 'charnel-shrine'
  | 'demon-fall'
  | 'demon-winter'
  | 'demon-binding'
  | 'demon-returns'
  | 'civilization-end'
  | 'age-cap'
  | 'great-disaster'
  | 'disaster-layer'
  | 'earthquake'
  | 'volcanic-eruption'
  | 'great-river'
  | 'plague'
  | 'fallen-star'
  | 'make-up-disaster';

export type Event2008 = HistoryEvent<Rule2008>;

/** The 2008 ages in play order (the Great Disaster between civilization and monsters). */
const AGE_ORDER_2008: readonly AgeId[] = [
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
  'end',
];

export class Ctx extends HistoryContext<Rule2008> {
  /** The alternate world of Advanced Rules II, settled before the Primordial Age (null: none). */
  alternateWorld: AlternateWorld | null = null;

  constructor(
    rng: Rng,
    names: Rng,
    flavour: Rng,
    /** A page size for a new world, or an existing world to carry on (late-age tests). */
    worldOrSize: PageSizeName | World,
    stop: StopAt | null,
  ) {
    super(rng, names, flavour, worldOrSize, stop, AGE_ORDER_2008);
  }
}
