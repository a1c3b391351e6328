/**
 * The drawn items of a side-view scene. Apart from scene.ts so the label obstacles, which
 * scene.ts uses, can read them without an import cycle.
 */
import type {
  DrawnState,
  FeatureKind,
  LayerStamp,
  PlaceKind,
  PlaceRole,
  Shape,
  TokenKind,
  TunnelStyle,
} from '../../hthad/world';
import type { Xy } from './pencil';
import type { Ink } from './theme';

export type Visibility = 'full' | 'ghost';

interface Drawn {
  readonly id: string;
  readonly made: LayerStamp;
  readonly vis: Visibility;
  readonly ink: Ink;
}

export interface ScenePlace extends Drawn {
  readonly kind: PlaceKind;
  readonly role: PlaceRole;
  readonly shape: Shape;
  readonly state: DrawnState;
  readonly marks: readonly string[];
  readonly name: string | null;
  readonly owner: string | null;
  readonly sealed: string | null;
  /** The pen of a later occupant that redrew the place, if different from the builder's. */
  readonly occupant: Ink | null;
  readonly fill: 'hollow' | 'water' | 'magma';
}

export interface SceneTunnel extends Drawn {
  readonly style: TunnelStyle;
  readonly role: string;
  readonly path: readonly Xy[];
  readonly state: DrawnState;
}

export interface SceneFeature extends Drawn {
  readonly kind: FeatureKind;
  readonly shape: Shape;
  readonly name: string | null;
  readonly amount: number;
  readonly place: string | null;
  readonly spent: boolean;
}

export interface SceneToken {
  /** The beads drawn here: one, or a counted stack. */
  readonly ids: readonly string[];
  readonly kind: TokenKind;
  readonly place: string;
  readonly owner: string | null;
  readonly ink: Ink;
  readonly at: Xy;
  readonly vis: Visibility;
  /** A named treasure's name and its number in the key (never stacked); null otherwise. */
  readonly name: string | null;
  readonly mark: number | null;
}
