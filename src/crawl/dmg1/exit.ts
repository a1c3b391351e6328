/**
 * DMG1's frontier exits: the shared exit plus what its tables need to resolve one.
 */
import type { Dir, ExitBase, ExitDraft } from '../plan/types';

export type Dmg1ExitKind = 'passage' | 'door' | 'room-passage' | 'descent';

export interface Dmg1Exit extends ExitBase {
  readonly kind: Dmg1ExitKind;
  /** Width in cells of what comes next (passages). */
  readonly width: number;
  /** A special passage (Table III.B kind) the next passage segment takes, if any. */
  readonly special: string | null;
  /** For a descent: what waits on the level it reaches. */
  readonly arrival: 'start' | 'landing' | 'chamber' | 'elevator-room' | null;
  /** Door exits: the heading of the passage the door was found in (for 45-degree results). */
  readonly along: Dir | null;
  /** Door exits: true when the door closed the passage ahead (Table II "straight ahead"). */
  readonly ahead: boolean;
}

/** What a descent promises on arrival. */
export type Arrival = NonNullable<Dmg1Exit['arrival']>;

/** A DMG1 exit with its keys in the order of the published JSON. */
export function dmg1Exit(d: ExitDraft<Dmg1Exit>, id: string, step: number): Dmg1Exit {
  return {
    id,
    kind: d.kind,
    level: d.level,
    from: d.from,
    portal: d.portal,
    cells: d.cells,
    dir: d.dir,
    width: d.width,
    special: d.special,
    toLevel: d.toLevel,
    arrival: d.arrival,
    along: d.along,
    ahead: d.ahead,
    step,
  };
}
