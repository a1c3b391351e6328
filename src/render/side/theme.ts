/**
 * Pens and paper. The rulebook draws natural things in pencil, Dwarves in blue, Dark Elves in
 * black, Demons and gold in red; later groups use the black pen "or a different colour for each
 * group" — here a dark green, so monsters never read as Dark Elves, and purple for the
 * arch-villain of the Age of Villainy.
 */

/** Who drew a thing, which decides its pen. */
export type Ink =
  | 'pencil'
  | 'dwarven'
  | 'elven'
  | 'demonic'
  | 'monster'
  | 'villain'
  | 'surface'
  // hthad2019's two civilizations without a 2008 pen
  | 'alien'
  | 'magician';

export interface Theme {
  readonly id: ThemeId;
  readonly paper: string;
  readonly sky: string;
  readonly ground: string;
  /** Fill of dug-out space (rooms, caves, tunnels). */
  readonly hollow: string;
  readonly frame: string;
  readonly text: string;
  /** Halo behind label text. */
  readonly halo: string;
  readonly ink: Readonly<Record<Ink, string>>;
  readonly gold: string;
  readonly mithral: string;
  readonly mithralFill: string;
  readonly gems: string;
  readonly water: string;
  readonly waterEdge: string;
  readonly magma: string;
  readonly magmaEdge: string;
  readonly rowBand: string;
  readonly ghost: number;
  readonly faded: number;
}

export const THEME_IDS = ['parchment', 'ink'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  parchment: {
    id: 'parchment',
    paper: '#f4ead2',
    sky: '#e6eef0',
    ground: '#eadcb8',
    hollow: '#fbf6e8',
    frame: '#5b4a32',
    text: '#2b2118',
    halo: '#fbf6e8',
    ink: {
      pencil: '#857b6c',
      dwarven: '#1f4fa8',
      elven: '#1a1a1a',
      demonic: '#b3201c',
      monster: '#2f6a34',
      villain: '#6b2d8a',
      alien: '#0f8a8a',
      magician: '#c0711a',
      surface: '#4a3a26',
    },
    gold: '#c8281e',
    mithral: '#44546a',
    mithralFill: '#cfd8e3',
    gems: '#8a2d8f',
    water: '#9ec9e6',
    waterEdge: '#3f7fb3',
    magma: '#f08a3c',
    magmaEdge: '#b3401c',
    rowBand: '#e3d4ad',
    ghost: 0.28,
    faded: 0.62,
  },
  ink: {
    id: 'ink',
    paper: '#ffffff',
    sky: '#ffffff',
    ground: '#f3f3f3',
    hollow: '#ffffff',
    frame: '#000000',
    text: '#000000',
    halo: '#ffffff',
    ink: {
      pencil: '#555555',
      dwarven: '#0033aa',
      elven: '#000000',
      demonic: '#cc0000',
      monster: '#1d6b22',
      villain: '#5c0a8a',
      alien: '#007777',
      magician: '#b05a00',
      surface: '#333333',
    },
    gold: '#cc0000',
    mithral: '#000000',
    mithralFill: '#dddddd',
    gems: '#7a1f80',
    water: '#c4def2',
    waterEdge: '#0033aa',
    magma: '#ffb27a',
    magmaEdge: '#cc0000',
    rowBand: '#e8e8e8',
    ghost: 0.25,
    faded: 0.55,
  },
};
